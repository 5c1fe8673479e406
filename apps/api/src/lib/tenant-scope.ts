import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';

/**
 * Which restaurants a request may touch, computed once by the access hook (plugins/auth.ts) and handed to
 * repositories instead of a bare id, so that scoping is the easy path rather than a discipline.
 * - restaurant: a `:restaurantId` route (member, franchisor of its mark, admin) or a POS terminal's own restaurant;
 * - restaurants: a franchisor's network routes — the live restaurants of its marks;
 * - all: an admin's network routes — every restaurant, soft-deleted ones included (a screen that lists
 *   restaurants leaves out deleted ones itself, as the admin restaurant list does).
 */
declare const granted: unique symbol;
/** The brand that only the functions below put on a scope: an object literal is not a scope. */
type Granted = { readonly [granted]: true };
export type RestaurantScope = { readonly kind: 'restaurant'; readonly restaurantId: string } & Granted;
export type NetworkScope = ({ readonly kind: 'restaurants'; readonly restaurantIds: readonly string[] } | { readonly kind: 'all' }) &
  Granted;
export type TenantScope = RestaurantScope | NetworkScope;

const grant = <S extends { kind: TenantScope['kind'] }>(scope: S) => scope as S & Granted;

/**
 * The scopes the access hook grants a request, after its checks (plugins/auth.ts). Nothing else imports this:
 * `test/architecture.test.ts` fails on any other importer.
 */
export const accessGrant = {
  restaurant: (restaurantId: string): RestaurantScope => grant({ kind: 'restaurant', restaurantId }),
  network: (restaurantIds: readonly string[]): NetworkScope => grant({ kind: 'restaurants', restaurantIds }),
  all: (): NetworkScope => grant({ kind: 'all' }),
};

/**
 * The platform's own work on one restaurant, outside any request's access: demo data and its catch-up, the
 * command-line tools, a stream already authorised by its one-time id, the admin's restaurant screens once the
 * restaurant is known to exist. Explicit and searched for: `test/architecture.test.ts` lists where it may be used.
 */
export const platformScope = (restaurantId: string): RestaurantScope => grant({ kind: 'restaurant', restaurantId });

/** The platform's own work on several restaurants (a network stream already authorised by its one-time id). */
export const platformNetworkScope = (restaurantIds: readonly string[]): NetworkScope => grant({ kind: 'restaurants', restaurantIds });

/** The given restaurants of a scope (a network split by business day, a filter): never wider than the scope. */
export const subScope = (scope: TenantScope, restaurantIds: readonly string[]): NetworkScope =>
  grant({
    kind: 'restaurants',
    restaurantIds:
      scope.kind === 'all'
        ? restaurantIds
        : restaurantIds.filter((id) => (scope.kind === 'restaurant' ? id === scope.restaurantId : scope.restaurantIds.includes(id))),
  });

/** One restaurant of the scope a request holds (a network's drill-down), or undefined when it is not one of them. */
export const narrowScope = (scope: TenantScope, restaurantId: string): RestaurantScope | undefined => {
  switch (scope.kind) {
    case 'restaurant':
      return scope.restaurantId === restaurantId ? scope : undefined;
    case 'restaurants':
      return scope.restaurantIds.includes(restaurantId) ? grant({ kind: 'restaurant', restaurantId }) : undefined;
    case 'all':
      return grant({ kind: 'restaurant', restaurantId });
  }
};

/** `column` belongs to the scope: the WHERE clause every tenant query starts from. */
export const inScope = (scope: TenantScope, column: AnyPgColumn | SQL): SQL => {
  switch (scope.kind) {
    case 'restaurant':
      return sql`${column} = ${scope.restaurantId}`;
    case 'restaurants':
      return scope.restaurantIds.length
        ? sql`${column} in (${sql.join(
            scope.restaurantIds.map((id) => sql`${id}`),
            sql`, `,
          )})`
        : sql`false`;
    case 'all':
      return sql`true`;
  }
};

/**
 * The tenant column of a table written in raw SQL (`l.restaurant_id`, or the table's own `restaurant_id` without an
 * alias), for `inScope(scope, tenantColumn('l'))`: hand-written SQL filters through the scope like Drizzle does.
 */
export const tenantColumn = (alias?: string): SQL => {
  if (alias !== undefined && !/^[a-z_][a-z0-9_]*$/i.test(alias)) throw new Error(`Not an SQL alias: ${alias}`);
  return sql.raw(alias ? `${alias}.restaurant_id` : 'restaurant_id');
};

/**
 * One condition per restaurant of a network scope (`column = id`), for reads that take each restaurant by its own
 * index then merge (`keysetPage`'s `arms`); undefined for one restaurant or every restaurant (nothing to split).
 */
export const eachRestaurant = (scope: TenantScope, column: AnyPgColumn | SQL): SQL[] | undefined =>
  scope.kind === 'restaurants' && scope.restaurantIds.length > 1 ? scope.restaurantIds.map((id) => sql`${column} = ${id}`) : undefined;

/**
 * A join condition between two tenant tables: the reference AND the same restaurant, so a join can never pair
 * rows of two restaurants even if ids were to collide or a reference were wrong.
 * `sameTenant([child.restaurant_id, child.category_id], [parent.restaurant_id, parent.id])`
 */
export const sameTenant = (child: [AnyPgColumn | SQL, AnyPgColumn | SQL], parent: [AnyPgColumn | SQL, AnyPgColumn | SQL]): SQL =>
  sql`(${child[0]} = ${parent[0]} and ${child[1]} = ${parent[1]})`;

/** The scope the access hook computed for this request; a route without one is a programming error. */
export const scopeOf = (request: FastifyRequest): TenantScope => {
  if (!request.scope) throw new Error(`No tenant scope on ${request.method} ${request.routeOptions.url}`);
  return request.scope;
};

/** The one-restaurant scope of a `:restaurantId` or device route. */
export const restaurantScopeOf = (request: FastifyRequest): RestaurantScope => {
  const scope = scopeOf(request);
  if (scope.kind !== 'restaurant') throw new Error(`Route ${request.routeOptions.url} is not a one-restaurant route`);
  return scope;
};
