import type { ModuleAssignment } from '@fitfit/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { fitfitModuleRestaurants } from '../../../db/schema';
import { inScope, type RestaurantScope } from '../../../lib/tenant-scope';

const select = sql`select fmr.id, fmr.fitfit_module_id, m.code_name, m.title, m.monthly_price_cents, fmr.price_cents_override,
  fmr.starts_on::text as starts_on, fmr.ends_on::text as ends_on,
  (fmr.starts_on <= current_date and (fmr.ends_on is null or fmr.ends_on >= current_date)) as current
  from fitfit_module_restaurants fmr join fitfit_modules m on m.id = fmr.fitfit_module_id`;

export const list = async (db: Db, scope: RestaurantScope) => {
  const { rows } = await db.execute<ModuleAssignment>(
    sql`${select} where ${inScope(scope, sql`fmr.restaurant_id`)} order by m.position, m.title`,
  );
  return rows;
};

export const find = async (db: Db, scope: RestaurantScope, id: string) => {
  const { rows } = await db.execute<ModuleAssignment>(sql`${select} where ${inScope(scope, sql`fmr.restaurant_id`)} and fmr.id = ${id}`);
  return rows[0];
};

export const moduleExists = async (db: Db, id: string) => {
  const { rows } = await db.execute(sql`select 1 from fitfit_modules where id = ${id}`);
  return rows.length > 0;
};

/** Inserts the assignment; undefined when the restaurant already has this module. */
export const insert = async (db: Db, values: typeof fitfitModuleRestaurants.$inferInsert) => {
  const [row] = await db.insert(fitfitModuleRestaurants).values(values).onConflictDoNothing().returning({ id: fitfitModuleRestaurants.id });
  return row?.id;
};

export const update = async (db: Db, scope: RestaurantScope, id: string, values: Partial<typeof fitfitModuleRestaurants.$inferInsert>) => {
  await db
    .update(fitfitModuleRestaurants)
    .set({ ...values, updated_at: sql`now()` })
    .where(and(inScope(scope, fitfitModuleRestaurants.restaurant_id), eq(fitfitModuleRestaurants.id, id)));
};

export const remove = async (db: Db, scope: RestaurantScope, id: string) => {
  const rows = await db
    .delete(fitfitModuleRestaurants)
    .where(and(inScope(scope, fitfitModuleRestaurants.restaurant_id), eq(fitfitModuleRestaurants.id, id)))
    .returning({ id: fitfitModuleRestaurants.id });
  return rows.length > 0;
};
