import type { CaisseRole, CaisseRoleInput, PageQuery, PosPermission } from '@fitfit/contracts';
import { and, asc, count, desc, eq, ilike, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { caisseRoles } from '../../../db/schema';
import { likePattern, offsetOf, sortKeyOf } from '../../../lib/paging';

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
  created_at: r.created_at.toISOString(),
  updated_at: r.updated_at.toISOString(),
});

const sorts = {
  name: sql`lower(${caisseRoles.name})`,
  users_count: usersCount,
  created_at: caisseRoles.created_at,
  updated_at: caisseRoles.updated_at,
};

export const list = async (db: Db, restaurantId: string, query: PageQuery) => {
  const where = and(
    eq(caisseRoles.restaurant_id, restaurantId),
    query.search ? ilike(caisseRoles.name, likePattern(query.search)) : undefined,
  );
  const sortKey = sortKeyOf(sorts, query.sort, 'name');
  const direction = query.order === 'asc' ? asc : desc;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(columns)
      .from(caisseRoles)
      .where(where)
      .orderBy(direction(sorts[sortKey]), asc(caisseRoles.id))
      .limit(query.per_page)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(caisseRoles).where(where),
  ]);
  return { rows: rows.map(toRole), total };
};

export const find = async (db: Db, restaurantId: string, id: string) => {
  const [row] = await db
    .select(columns)
    .from(caisseRoles)
    .where(and(eq(caisseRoles.restaurant_id, restaurantId), eq(caisseRoles.id, id)));
  return row ? toRole(row) : undefined;
};

export const insert = async (db: Db, restaurantId: string, input: CaisseRoleInput) => {
  const [row] = await db
    .insert(caisseRoles)
    .values({ restaurant_id: restaurantId, name: input.name, permissions: input.permissions })
    .returning({ id: caisseRoles.id });
  return row.id;
};

export const update = async (db: Db, restaurantId: string, id: string, input: CaisseRoleInput) => {
  const rows = await db
    .update(caisseRoles)
    .set({ name: input.name, permissions: input.permissions, updated_at: sql`now()` })
    .where(and(eq(caisseRoles.restaurant_id, restaurantId), eq(caisseRoles.id, id)))
    .returning({ id: caisseRoles.id });
  return rows.length > 0;
};

export const remove = async (db: Db, restaurantId: string, id: string) => {
  const rows = await db
    .delete(caisseRoles)
    .where(and(eq(caisseRoles.restaurant_id, restaurantId), eq(caisseRoles.id, id)))
    .returning({ id: caisseRoles.id });
  return rows.length > 0;
};

/** Names of this restaurant's roles that start with `prefix` (case-insensitive), to pick a free copy name. */
export const namesStartingWith = async (db: Db, restaurantId: string, prefix: string) => {
  const rows = await db
    .select({ name: caisseRoles.name })
    .from(caisseRoles)
    .where(and(eq(caisseRoles.restaurant_id, restaurantId), ilike(caisseRoles.name, `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)));
  return new Set(rows.map((r) => r.name.toLowerCase()));
};
