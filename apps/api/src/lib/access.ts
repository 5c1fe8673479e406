import type { ModuleCode, Role } from '@fitfit/contracts';
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
  }
  interface FastifyInstance {
    /** Every API route with its access rule, for the authorization matrix test. */
    accessRoutes: { method: string; url: string; access: Access }[];
  }
}
