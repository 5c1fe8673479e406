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
export type RestaurantScope = { kind: 'restaurant'; restaurantId: string };
export type TenantScope = RestaurantScope | { kind: 'restaurants'; restaurantIds: readonly string[] } | { kind: 'all' };

export const restaurantScope = (restaurantId: string): RestaurantScope => ({ kind: 'restaurant', restaurantId });

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
