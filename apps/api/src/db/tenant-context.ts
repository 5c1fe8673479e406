import { AsyncLocalStorage } from 'node:async_hooks';
import type { TenantScope } from '../lib/tenant-scope';

/**
 * The restaurants the current request may touch, as PostgreSQL's row-level security reads them (row-security.ts):
 * a comma-separated list of restaurant ids, or `*` for a request that holds no tenant scope (sign-in, the
 * platform's screens, an admin's network). Set by the access hook for the handler (plugins/auth.ts); outside any
 * request — the platform's own jobs, seeds, command-line tools, the access hook's own lookups — there is none,
 * and queries run as the owner role, which row-level security does not restrict (tenant-pool.ts).
 */
export interface TenantContext {
  readonly tenants: string;
}

const storage = new AsyncLocalStorage<TenantContext>();

export const ALL_TENANTS = '*';

/** The setting a scope gives: its restaurants, `*` for every one (an admin's network) or for no scope at all. */
export const tenantsOf = (scope: TenantScope | null): string => {
  if (!scope || scope.kind === 'all') return ALL_TENANTS;
  return scope.kind === 'restaurant' ? scope.restaurantId : scope.restaurantIds.join(',');
};

/** Runs `fn` (and everything it starts) as a request limited to `tenants`. */
export const runWithTenants = <T>(tenants: string, fn: () => T): T => storage.run({ tenants }, fn);

export const currentTenants = (): string | undefined => storage.getStore()?.tenants;

/** Runs `fn` (and everything it starts) outside any request: connections it opens are the owner's (a listener). */
export const outsideTenants = <T>(fn: () => T): T => storage.exit(fn);
