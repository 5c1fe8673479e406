import type { PosUser } from '@fitfit/contracts';
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/database';
import { caissePosUsers, caisseRoles } from '../../../db/schema';
import { likePattern, offsetOf, sortKeyOf } from '../../../lib/paging';

const columns = {
  id: caissePosUsers.id,
  first_name: caissePosUsers.first_name,
  last_name: caissePosUsers.last_name,
  role_id: caissePosUsers.role_id,
  role_name: caisseRoles.name,
  active: caissePosUsers.active,
  pin_updated_at: caissePosUsers.pin_updated_at,
  created_at: caissePosUsers.created_at,
  updated_at: caissePosUsers.updated_at,
};
type Row = Omit<PosUser, 'display_name' | 'pin_updated_at' | 'created_at' | 'updated_at'> & {
  pin_updated_at: Date;
  created_at: Date;
  updated_at: Date;
};

const toPosUser = (r: Row): PosUser => ({
  ...r,
  display_name: `${r.first_name} ${r.last_name}`,
  pin_updated_at: r.pin_updated_at.toISOString(),
  created_at: r.created_at.toISOString(),
  updated_at: r.updated_at.toISOString(),
});

const joined = (db: Db) =>
  db
    .select(columns)
    .from(caissePosUsers)
    .innerJoin(caisseRoles, and(eq(caisseRoles.restaurant_id, caissePosUsers.restaurant_id), eq(caisseRoles.id, caissePosUsers.role_id)));

const lower = (c: AnyPgColumn) => sql`lower(${c})`;
const sorts: Record<string, SQL[]> = {
  last_name: [lower(caissePosUsers.last_name), lower(caissePosUsers.first_name)],
  first_name: [lower(caissePosUsers.first_name), lower(caissePosUsers.last_name)],
  role_name: [lower(caisseRoles.name), lower(caissePosUsers.last_name)],
  active: [sql`${caissePosUsers.active}`, lower(caissePosUsers.last_name)],
  created_at: [sql`${caissePosUsers.created_at}`],
};

export interface ListQuery {
  search: string;
  page: number;
  per_page: number;
  order: 'asc' | 'desc';
  sort?: string;
  role_id?: string;
  active?: 'true' | 'false';
}

export const list = async (db: Db, restaurantId: string, query: ListQuery) => {
  const pattern = likePattern(query.search);
  const where = and(
    eq(caissePosUsers.restaurant_id, restaurantId),
    query.role_id ? eq(caissePosUsers.role_id, query.role_id) : undefined,
    query.active ? eq(caissePosUsers.active, query.active === 'true') : undefined,
    query.search
      ? or(
          ilike(caissePosUsers.first_name, pattern),
          ilike(caissePosUsers.last_name, pattern),
          ilike(sql`${caissePosUsers.first_name} || ' ' || ${caissePosUsers.last_name}`, pattern),
        )
      : undefined,
  );
  const direction = query.order === 'asc' ? asc : desc;
  const order = sorts[sortKeyOf(sorts, query.sort, 'last_name')].map((c) => direction(c));
  const [rows, [{ total }]] = await Promise.all([
    joined(db)
      .where(where)
      .orderBy(...order, asc(caissePosUsers.id))
      .limit(query.per_page)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(caissePosUsers).where(where),
  ]);
  return { rows: rows.map(toPosUser), total };
};

export const find = async (db: Db, restaurantId: string, id: string) => {
  const [row] = await joined(db).where(and(eq(caissePosUsers.restaurant_id, restaurantId), eq(caissePosUsers.id, id)));
  return row ? toPosUser(row) : undefined;
};

export const roleExists = async (db: Db, restaurantId: string, roleId: string) => {
  const [row] = await db
    .select({ id: caisseRoles.id })
    .from(caisseRoles)
    .where(and(eq(caisseRoles.restaurant_id, restaurantId), eq(caisseRoles.id, roleId)));
  return Boolean(row);
};

export interface PosUserValues {
  first_name: string;
  last_name: string;
  role_id: string;
  active: boolean;
}

export const insert = async (db: Db, restaurantId: string, values: PosUserValues & { pin_hash: string }) => {
  const [row] = await db
    .insert(caissePosUsers)
    .values({ restaurant_id: restaurantId, ...values })
    .returning({ id: caissePosUsers.id });
  return row.id;
};

const scoped = (restaurantId: string, id: string) => and(eq(caissePosUsers.restaurant_id, restaurantId), eq(caissePosUsers.id, id));

export const update = async (db: Db, restaurantId: string, id: string, values: PosUserValues) => {
  const rows = await db
    .update(caissePosUsers)
    .set({ ...values, updated_at: sql`now()` })
    .where(scoped(restaurantId, id))
    .returning({ id: caissePosUsers.id });
  return rows.length > 0;
};

export const setPinHash = async (db: Db, restaurantId: string, id: string, pinHash: string) => {
  const rows = await db
    .update(caissePosUsers)
    .set({ pin_hash: pinHash, pin_updated_at: sql`now()`, updated_at: sql`now()` })
    .where(scoped(restaurantId, id))
    .returning({ id: caissePosUsers.id });
  return rows.length > 0;
};

export const remove = async (db: Db, restaurantId: string, id: string) => {
  const rows = await db.delete(caissePosUsers).where(scoped(restaurantId, id)).returning({ id: caissePosUsers.id });
  return rows.length > 0;
};
