import type { EquipmentInput, PageQuery } from '@fitfit/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { haccpEquipment } from '../../../db/schema';
import { pagedQuery } from '../../../lib/paged-query';
import { inScope, type RestaurantScope } from '../../../lib/tenant-scope';
import type { Queryable } from '../common';

const mine = (scope: RestaurantScope, id: string) => and(inScope(scope, haccpEquipment.restaurant_id), eq(haccpEquipment.id, id));

export const listEquipment = (db: Db, scope: RestaurantScope, query: PageQuery) =>
  pagedQuery({
    db,
    table: haccpEquipment,
    query,
    where: [inScope(scope, haccpEquipment.restaurant_id)],
    searchColumns: [haccpEquipment.name],
    sortColumns: { name: haccpEquipment.name, kind: haccpEquipment.kind, created_at: haccpEquipment.created_at },
    tieBreaker: haccpEquipment.id,
  });

export const activeEquipment = (db: Queryable, scope: RestaurantScope) =>
  db
    .select()
    .from(haccpEquipment)
    .where(and(inScope(scope, haccpEquipment.restaurant_id), eq(haccpEquipment.active, true)))
    .orderBy(asc(haccpEquipment.name));

export const findEquipment = async (db: Queryable, scope: RestaurantScope, id: string) =>
  (await db.select().from(haccpEquipment).where(mine(scope, id)))[0];

export const insertEquipment = async (db: Db, scope: RestaurantScope, input: EquipmentInput) =>
  (
    await db
      .insert(haccpEquipment)
      .values({ ...input, restaurant_id: scope.restaurantId })
      .returning()
  )[0];

export const updateEquipment = async (db: Db, scope: RestaurantScope, id: string, input: EquipmentInput) =>
  (
    await db
      .update(haccpEquipment)
      .set({ ...input, updated_at: sql`now()` })
      .where(mine(scope, id))
      .returning()
  )[0];

export const deleteEquipment = async (db: Db, scope: RestaurantScope, id: string) =>
  (await db.delete(haccpEquipment).where(mine(scope, id)).returning({ id: haccpEquipment.id }))[0];
