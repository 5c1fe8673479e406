import type { PageQuery, PosUser } from '@fitfit/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/database';
import { caissePosUsers, caisseRoles } from '../../../db/schema';
import { iso } from '../../../lib/iso';
import { pagedQuery } from '../../../lib/paged-query';
import { inScope, type RestaurantScope, sameTenant } from '../../../lib/tenant-scope';

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
  pin_updated_at: iso(r.pin_updated_at),
  created_at: iso(r.created_at),
  updated_at: iso(r.updated_at),
});

const joined = (db: Db) =>
  db
    .select(columns)
    .from(caissePosUsers)
    .innerJoin(
      caisseRoles,
      sameTenant([caissePosUsers.restaurant_id, caissePosUsers.role_id], [caisseRoles.restaurant_id, caisseRoles.id]),
    );

const lower = (c: AnyPgColumn) => sql`lower(${c})`;

export interface ListQuery extends PageQuery {
  role_id?: string;
  active?: 'true' | 'false';
}

export const list = async (db: Db, scope: RestaurantScope, query: ListQuery) => {
  const page = await pagedQuery({
    db,
    query,
    select: joined(db).$dynamic(),
    countFrom: caissePosUsers,
    where: [
      inScope(scope, caissePosUsers.restaurant_id),
      query.role_id ? eq(caissePosUsers.role_id, query.role_id) : undefined,
      query.active ? eq(caissePosUsers.active, query.active === 'true') : undefined,
    ],
    searchColumns: [
      caissePosUsers.first_name,
      caissePosUsers.last_name,
      sql`${caissePosUsers.first_name} || ' ' || ${caissePosUsers.last_name}`,
    ],
    sortColumns: {
      last_name: [lower(caissePosUsers.last_name), lower(caissePosUsers.first_name)],
      first_name: [lower(caissePosUsers.first_name), lower(caissePosUsers.last_name)],
      role_name: [lower(caisseRoles.name), lower(caissePosUsers.last_name)],
      active: [caissePosUsers.active, lower(caissePosUsers.last_name)],
      created_at: caissePosUsers.created_at,
    },
    tieBreaker: caissePosUsers.id,
  });
  return { ...page, data: page.data.map(toPosUser) };
};

export const find = async (db: Db, scope: RestaurantScope, id: string) => {
  const [row] = await joined(db).where(and(inScope(scope, caissePosUsers.restaurant_id), eq(caissePosUsers.id, id)));
  return row ? toPosUser(row) : undefined;
};

export const roleExists = async (db: Db, scope: RestaurantScope, roleId: string) => {
  const [row] = await db
    .select({ id: caisseRoles.id })
    .from(caisseRoles)
    .where(and(inScope(scope, caisseRoles.restaurant_id), eq(caisseRoles.id, roleId)));
  return Boolean(row);
};

export interface PosUserValues {
  first_name: string;
  last_name: string;
  role_id: string;
  active: boolean;
}

export const insert = async (db: Db, scope: RestaurantScope, values: PosUserValues & { pin_hash: string }) => {
  const [row] = await db
    .insert(caissePosUsers)
    .values({ restaurant_id: scope.restaurantId, ...values })
    .returning({ id: caissePosUsers.id });
  return row.id;
};

const scoped = (scope: RestaurantScope, id: string) => and(inScope(scope, caissePosUsers.restaurant_id), eq(caissePosUsers.id, id));

export const update = async (db: Db, scope: RestaurantScope, id: string, values: PosUserValues) => {
  const rows = await db
    .update(caissePosUsers)
    .set({ ...values, updated_at: sql`now()` })
    .where(scoped(scope, id))
    .returning({ id: caissePosUsers.id });
  return rows.length > 0;
};

export const setPinHash = async (db: Db, scope: RestaurantScope, id: string, pinHash: string) => {
  const rows = await db
    .update(caissePosUsers)
    .set({ pin_hash: pinHash, pin_updated_at: sql`now()`, updated_at: sql`now()` })
    .where(scoped(scope, id))
    .returning({ id: caissePosUsers.id });
  return rows.length > 0;
};

export const remove = async (db: Db, scope: RestaurantScope, id: string) => {
  const rows = await db.delete(caissePosUsers).where(scoped(scope, id)).returning({ id: caissePosUsers.id });
  return rows.length > 0;
};
