import type { CategoryInput, PageQuery } from '@fitfit/contracts';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { caisseCategories, caisseProducts } from '../../../db/schema';
import { pagedQuery } from '../../../lib/paged-query';
import { inScope, type RestaurantScope } from '../../../lib/tenant-scope';

const mine = (scope: RestaurantScope, id: string) => and(inScope(scope, caisseCategories.restaurant_id), eq(caisseCategories.id, id));

export const listCategories = (db: Db, scope: RestaurantScope, query: PageQuery) =>
  pagedQuery({
    db,
    table: caisseCategories,
    query,
    where: [inScope(scope, caisseCategories.restaurant_id)],
    searchColumns: [caisseCategories.name],
    sortColumns: { position: caisseCategories.position, name: caisseCategories.name, created_at: caisseCategories.created_at },
    tieBreaker: caisseCategories.id,
  });

export const productCounts = async (db: Db, scope: RestaurantScope, ids: string[]) => {
  if (!ids.length) return new Map<string, number>();
  const rows = await db
    .select({ id: caisseProducts.category_id, n: count() })
    .from(caisseProducts)
    .where(and(inScope(scope, caisseProducts.restaurant_id), inArray(caisseProducts.category_id, ids)))
    .groupBy(caisseProducts.category_id);
  return new Map(rows.map((r) => [r.id as string, r.n]));
};

export const findCategory = async (db: Db, scope: RestaurantScope, id: string) =>
  (await db.select().from(caisseCategories).where(mine(scope, id)))[0];

export const insertCategory = async (db: Db, scope: RestaurantScope, input: CategoryInput) =>
  (
    await db
      .insert(caisseCategories)
      .values({
        ...input,
        restaurant_id: scope.restaurantId,
        position:
          input.position ??
          sql`(select coalesce(max(position) + 1, 0) from ${caisseCategories} where ${inScope(scope, caisseCategories.restaurant_id)})`,
      })
      .returning()
  )[0];

export const updateCategory = async (db: Db, scope: RestaurantScope, id: string, input: CategoryInput) =>
  (
    await db
      .update(caisseCategories)
      .set({ ...input, updated_at: sql`now()` })
      .where(mine(scope, id))
      .returning()
  )[0];

export const deleteCategory = async (db: Db, scope: RestaurantScope, id: string) =>
  (await db.delete(caisseCategories).where(mine(scope, id)).returning({ id: caisseCategories.id }))[0];
