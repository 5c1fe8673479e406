import type { CaisseRole, CaisseRoleInput, PageQuery, PosPermission } from '@fitfit/contracts';
import { and, eq, ilike, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { caisseRoles } from '../../../db/schema';
import { iso } from '../../../lib/iso';
import { pagedQuery } from '../../../lib/paged-query';
import { likePattern } from '../../../lib/paging';
import { inScope, type RestaurantScope } from '../../../lib/tenant-scope';

// Qualified by hand: Drizzle writes columns of a single-table select without their table name.
const usersCount = sql<number>`(select count(*)::int from caisse_pos_users u where u.restaurant_id = "caisse_roles"."restaurant_id" and u.role_id = "caisse_roles"."id")`;

const columns = {
  id: caisseRoles.id,
  name: caisseRoles.name,
  permissions: caisseRoles.permissions,
  users_count: usersCount,
  created_at: caisseRoles.created_at,
  updated_at: caisseRoles.updated_at,
};

type Row = { id: string; name: string; permissions: string[]; users_count: number; created_at: Date; updated_at: Date };
const toRole = (r: Row): CaisseRole => ({
  ...r,
  permissions: r.permissions as PosPermission[],
  created_at: iso(r.created_at),
  updated_at: iso(r.updated_at),
});

export const list = async (db: Db, scope: RestaurantScope, query: PageQuery) => {
  const page = await pagedQuery({
    db,
    query,
    select: db.select(columns).from(caisseRoles).$dynamic(),
    countFrom: caisseRoles,
    where: [inScope(scope, caisseRoles.restaurant_id)],
    searchColumns: [caisseRoles.name],
    sortColumns: {
      name: sql`lower(${caisseRoles.name})`,
      users_count: usersCount,
      created_at: caisseRoles.created_at,
      updated_at: caisseRoles.updated_at,
    },
    tieBreaker: caisseRoles.id,
  });
  return { ...page, data: page.data.map(toRole) };
};

export const find = async (db: Db, scope: RestaurantScope, id: string) => {
  const [row] = await db
    .select(columns)
    .from(caisseRoles)
    .where(and(inScope(scope, caisseRoles.restaurant_id), eq(caisseRoles.id, id)));
  return row ? toRole(row) : undefined;
};

export const insert = async (db: Db, scope: RestaurantScope, input: CaisseRoleInput) => {
  const [row] = await db
    .insert(caisseRoles)
    .values({ restaurant_id: scope.restaurantId, name: input.name, permissions: input.permissions })
    .returning({ id: caisseRoles.id });
  return row.id;
};

export const update = async (db: Db, scope: RestaurantScope, id: string, input: CaisseRoleInput) => {
  const rows = await db
    .update(caisseRoles)
    .set({ name: input.name, permissions: input.permissions, updated_at: sql`now()` })
    .where(and(inScope(scope, caisseRoles.restaurant_id), eq(caisseRoles.id, id)))
    .returning({ id: caisseRoles.id });
  return rows.length > 0;
};

export const remove = async (db: Db, scope: RestaurantScope, id: string) => {
  const rows = await db
    .delete(caisseRoles)
    .where(and(inScope(scope, caisseRoles.restaurant_id), eq(caisseRoles.id, id)))
    .returning({ id: caisseRoles.id });
  return rows.length > 0;
};

/** Names of this restaurant's roles that start with `prefix` (case-insensitive), to pick a free copy name. */
export const namesStartingWith = async (db: Db, scope: RestaurantScope, prefix: string) => {
  const startsWith = likePattern(prefix).slice(1); // "prefix%": the contains-pattern without its leading %
  const rows = await db
    .select({ name: caisseRoles.name })
    .from(caisseRoles)
    .where(and(inScope(scope, caisseRoles.restaurant_id), ilike(caisseRoles.name, startsWith)));
  return new Set(rows.map((r) => r.name.toLowerCase()));
};
