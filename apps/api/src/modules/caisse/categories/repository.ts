import type { CategoryInput, PageQuery } from '@fitfit/contracts';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { caisseCategories, caisseProducts } from '../../../db/schema';
import { pagedQuery } from '../../../lib/paged-query';

export const listCategories = (db: Db, restaurantId: string, query: PageQuery) =>
  pagedQuery({
    db,
    table: caisseCategories,
    query,
    where: [eq(caisseCategories.restaurant_id, restaurantId)],
    searchColumns: [caisseCategories.name],
    sortColumns: { position: caisseCategories.position, name: caisseCategories.name, created_at: caisseCategories.created_at },
  });

export const productCounts = async (db: Db, restaurantId: string, ids: string[]) => {
  if (!ids.length) return new Map<string, number>();
  const rows = await db
    .select({ id: caisseProducts.category_id, n: count() })
    .from(caisseProducts)
    .where(and(eq(caisseProducts.restaurant_id, restaurantId), inArray(caisseProducts.category_id, ids)))
    .groupBy(caisseProducts.category_id);
  return new Map(rows.map((r) => [r.id as string, r.n]));
};

export const findCategory = async (db: Db, restaurantId: string, id: string) =>
  (
    await db
      .select()
      .from(caisseCategories)
      .where(and(eq(caisseCategories.restaurant_id, restaurantId), eq(caisseCategories.id, id)))
  )[0];

export const insertCategory = async (db: Db, restaurantId: string, input: CategoryInput) =>
  (
    await db
      .insert(caisseCategories)
      .values({
        ...input,
        restaurant_id: restaurantId,
        position:
          input.position ?? sql`(select coalesce(max(position) + 1, 0) from caisse_categories where restaurant_id = ${restaurantId})`,
      })
      .returning()
  )[0];

export const updateCategory = async (db: Db, restaurantId: string, id: string, input: CategoryInput) =>
  (
    await db
      .update(caisseCategories)
      .set({ ...input, updated_at: sql`now()` })
      .where(and(eq(caisseCategories.restaurant_id, restaurantId), eq(caisseCategories.id, id)))
      .returning()
  )[0];

export const deleteCategory = async (db: Db, restaurantId: string, id: string) =>
  (
    await db
      .delete(caisseCategories)
      .where(and(eq(caisseCategories.restaurant_id, restaurantId), eq(caisseCategories.id, id)))
      .returning({ id: caisseCategories.id })
  )[0];
