import { ACCOUNTANT_MODULES, type MemberAccess, type ModuleCode, type Role } from '@fitfit/contracts';
import type { TenantScope } from './tenant-scope';

/**
 * What every API route declares in `config.access`: the single place authorization is written.
 * - public: anyone; a session is read when present.
 * - roles: the signed-in roles allowed.
 * - restaurant: the URL carries `:restaurantId`, which the user must be allowed to act for.
 * - module: the restaurant must hold this module today.
 * - modules: the restaurant must hold one of these modules today (a screen two modules share: recipes).
 * - network: the route reads several restaurants at once (franchisor: its marks' restaurants; admin: all);
 *   the hook hands the handler that set as `request.scope`.
 * - owner / accountant: what a restorer's member access (owner, manager, accountant) allows, see memberRefusal.
 * - totpSetup: also open to a session limited to setting up two-step verification (ADMIN_MFA=required, an
 *   administrator without it); every other route refuses that session (403).
 * - device: a POS terminal of the restaurant, not a person.
 * Every restaurant, network and device route gets `request.scope` (lib/tenant-scope.ts) from the hook.
 */
export type Access =
  | { public: true; device?: undefined }
  | {
      public?: false;
      device?: false;
      roles: readonly Role[];
      restaurant?: boolean;
      network?: boolean;
      module?: ModuleCode;
      modules?: readonly ModuleCode[];
      totpSetup?: boolean;
      /** Restaurant route for its owners only (its people, legal details, subscription): admins and owner members. */
      owner?: boolean;
      /** A read an accountant member may make outside the modules it reads (ACCOUNTANT_MODULES). */
      accountant?: boolean;
    }
  /** A restaurant's POS terminal, by its device API key (header `X-Device-Key`), for its own `:restaurantId`. */
  | { public?: false; device: true; module?: ModuleCode };

export type SessionUser = {
  id: string;
  role: Role;
  email: string;
  first_name: string;
  last_name: string;
  current_restaurant_id: string | null;
  affiliate_code: string | null;
};
export interface AuthContext {
  sessionId: string;
  user: SessionUser;
  /** ADMIN_MFA=required and this administrator has no two-step verification yet: only `totpSetup` routes are open. */
  totpSetupRequired: boolean;
}
export interface DeviceContext {
  restaurantHardwareId: string;
  restaurantId: string;
}

export const ALL_ROLES: readonly Role[] = ['admin', 'restorer', 'franchisor', 'saler'];
export const RESTAURANT_ROLES: readonly Role[] = ['admin', 'restorer', 'franchisor'];
export const ADMIN_ONLY: readonly Role[] = ['admin'];

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
    device: DeviceContext | null;
    /** The restaurants this request may touch, set by the access hook (null on routes without a tenant). */
    scope: TenantScope | null;
    /** On a `:restaurantId` route, the modules that restaurant holds today (read with the access, no extra query). */
    heldModules: readonly string[] | null;
    /** On a `:restaurantId` route, the restorer's member access there (null for admins and franchisors). */
    memberAccess: MemberAccess | null;
  }
  interface FastifyInstance {
    /** Every API route with its access rule, for the authorization matrix test. */
    accessRoutes: { method: string; url: string; access: Access }[];
  }
}

/** What an accountant member reads (docs/accounts.md): the caisse (analyses, Z, tickets, exports) and the PNL; the web hides the rest with the same list. */
export { ACCOUNTANT_MODULES };

/**
 * Why a restorer's member access refuses a restaurant route, or null when it may go on. Admins and franchisors act by
 * role, not membership (`member` is null for them): they pass the member rules but not `owner`, which only an admin
 * or an owner member passes. A manager does everything but the owner routes; an accountant only reads, and only the
 * caisse, the PNL, the module-less restaurant reads and the routes marked `accountant`.
 */
export const memberRefusal = (
  access: { module?: ModuleCode; modules?: readonly ModuleCode[]; owner?: boolean; accountant?: boolean },
  method: string,
  role: Role,
  member: MemberAccess | null,
): string | null => {
  if (access.owner && role !== 'admin' && member !== 'owner') return 'Réservé aux propriétaires du restaurant';
  if (member !== 'accountant') return null;
  if (method !== 'GET' && method !== 'HEAD') return 'Votre accès comptable est en lecture seule';
  const moduleLess = !access.module && !access.modules;
  const readable = moduleLess || (access.module !== undefined && ACCOUNTANT_MODULES.includes(access.module)) || access.accountant;
  return readable ? null : 'Votre accès comptable ne comprend pas ce module';
};
