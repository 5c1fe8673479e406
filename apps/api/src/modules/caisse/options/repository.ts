import type { OptionGroupInput, PageQuery } from '@fitfit/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { caisseOptionGroups, caisseOptionValues } from '../../../db/schema';
import { pagedQuery } from '../../../lib/paged-query';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const listGroups = (db: Db, restaurantId: string, query: PageQuery) =>
  pagedQuery({
    db,
    table: caisseOptionGroups,
    query,
    where: [eq(caisseOptionGroups.restaurant_id, restaurantId)],
    searchColumns: [caisseOptionGroups.name],
    sortColumns: { name: caisseOptionGroups.name, created_at: caisseOptionGroups.created_at },
  });

export const valuesOf = (db: Db | Tx, restaurantId: string, groupIds: string[]) =>
  groupIds.length
    ? db
        .select()
        .from(caisseOptionValues)
        .where(and(eq(caisseOptionValues.restaurant_id, restaurantId), inArray(caisseOptionValues.option_group_id, groupIds)))
        .orderBy(asc(caisseOptionValues.position))
    : Promise.resolve([]);

export const allGroups = (db: Db, restaurantId: string) =>
  db.select().from(caisseOptionGroups).where(eq(caisseOptionGroups.restaurant_id, restaurantId)).orderBy(asc(caisseOptionGroups.name));

export const findGroup = async (db: Db | Tx, restaurantId: string, id: string) =>
  (
    await db
      .select()
      .from(caisseOptionGroups)
      .where(and(eq(caisseOptionGroups.restaurant_id, restaurantId), eq(caisseOptionGroups.id, id)))
  )[0];

const writeValues = async (tx: Tx, restaurantId: string, groupId: string, values: OptionGroupInput['values']) => {
  await tx
    .delete(caisseOptionValues)
    .where(and(eq(caisseOptionValues.restaurant_id, restaurantId), eq(caisseOptionValues.option_group_id, groupId)));
  await tx.insert(caisseOptionValues).values(
    values.map((v, position) => ({
      restaurant_id: restaurantId,
      option_group_id: groupId,
      name: v.name,
      price_delta_cents: v.price_delta_cents,
      position,
    })),
  );
};

export const insertGroup = (db: Db, restaurantId: string, input: OptionGroupInput) =>
  db.transaction(async (tx) => {
    const [row] = await tx
      .insert(caisseOptionGroups)
      .values({ restaurant_id: restaurantId, name: input.name, min_choices: input.min_choices, max_choices: input.max_choices })
      .returning();
    await writeValues(tx, restaurantId, row.id, input.values);
    return row;
  });

export const updateGroup = (db: Db, restaurantId: string, id: string, input: OptionGroupInput) =>
  db.transaction(async (tx) => {
    const [row] = await tx
      .update(caisseOptionGroups)
      .set({ name: input.name, min_choices: input.min_choices, max_choices: input.max_choices, updated_at: sql`now()` })
      .where(and(eq(caisseOptionGroups.restaurant_id, restaurantId), eq(caisseOptionGroups.id, id)))
      .returning();
    if (row) await writeValues(tx, restaurantId, id, input.values);
    return row;
  });

export const deleteGroup = async (db: Db, restaurantId: string, id: string) =>
  (
    await db
      .delete(caisseOptionGroups)
      .where(and(eq(caisseOptionGroups.restaurant_id, restaurantId), eq(caisseOptionGroups.id, id)))
      .returning({ id: caisseOptionGroups.id })
  )[0];
