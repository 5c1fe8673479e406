import type { OptionGroupInput, PageQuery } from '@fitfit/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/database';
import { caisseOptionGroups, caisseOptionValues } from '../../../db/schema';
import { pagedQuery } from '../../../lib/paged-query';
import { inScope, type RestaurantScope } from '../../../lib/tenant-scope';

const mine = (scope: RestaurantScope, id: string) => and(inScope(scope, caisseOptionGroups.restaurant_id), eq(caisseOptionGroups.id, id));

export const listGroups = (db: Db, scope: RestaurantScope, query: PageQuery) =>
  pagedQuery({
    db,
    table: caisseOptionGroups,
    query,
    where: [inScope(scope, caisseOptionGroups.restaurant_id)],
    searchColumns: [caisseOptionGroups.name],
    sortColumns: { name: caisseOptionGroups.name, created_at: caisseOptionGroups.created_at },
    tieBreaker: caisseOptionGroups.id,
  });

export const valuesOf = (db: Db | Tx, scope: RestaurantScope, groupIds: string[]) =>
  groupIds.length
    ? db
        .select()
        .from(caisseOptionValues)
        .where(and(inScope(scope, caisseOptionValues.restaurant_id), inArray(caisseOptionValues.option_group_id, groupIds)))
        .orderBy(asc(caisseOptionValues.position))
    : Promise.resolve([]);

export const allGroups = (db: Db, scope: RestaurantScope) =>
  db.select().from(caisseOptionGroups).where(inScope(scope, caisseOptionGroups.restaurant_id)).orderBy(asc(caisseOptionGroups.name));

export const findGroup = async (db: Db | Tx, scope: RestaurantScope, id: string) =>
  (await db.select().from(caisseOptionGroups).where(mine(scope, id)))[0];

const writeValues = async (tx: Tx, scope: RestaurantScope, groupId: string, values: OptionGroupInput['values']) => {
  await tx
    .delete(caisseOptionValues)
    .where(and(inScope(scope, caisseOptionValues.restaurant_id), eq(caisseOptionValues.option_group_id, groupId)));
  await tx.insert(caisseOptionValues).values(
    values.map((v, position) => ({
      restaurant_id: scope.restaurantId,
      option_group_id: groupId,
      name: v.name,
      price_delta_cents: v.price_delta_cents,
      position,
    })),
  );
};

export const insertGroup = (db: Db, scope: RestaurantScope, input: OptionGroupInput) =>
  db.transaction(async (tx) => {
    const [row] = await tx
      .insert(caisseOptionGroups)
      .values({ restaurant_id: scope.restaurantId, name: input.name, min_choices: input.min_choices, max_choices: input.max_choices })
      .returning();
    await writeValues(tx, scope, row.id, input.values);
    return row;
  });

export const updateGroup = (db: Db, scope: RestaurantScope, id: string, input: OptionGroupInput) =>
  db.transaction(async (tx) => {
    const [row] = await tx
      .update(caisseOptionGroups)
      .set({ name: input.name, min_choices: input.min_choices, max_choices: input.max_choices, updated_at: sql`now()` })
      .where(mine(scope, id))
      .returning();
    if (row) await writeValues(tx, scope, id, input.values);
    return row;
  });

export const deleteGroup = async (db: Db, scope: RestaurantScope, id: string) =>
  (await db.delete(caisseOptionGroups).where(mine(scope, id)).returning({ id: caisseOptionGroups.id }))[0];
