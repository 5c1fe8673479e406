import type { PageQuery, TaxInput } from '@fitfit/contracts';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { caisseMenus, caisseProducts, caisseTaxes, restaurants } from '../../../db/schema';
import { pagedQuery } from '../../../lib/paged-query';

export const listTaxes = (db: Db, restaurantId: string, query: PageQuery) =>
  pagedQuery({
    db,
    table: caisseTaxes,
    query,
    where: [eq(caisseTaxes.restaurant_id, restaurantId)],
    searchColumns: [caisseTaxes.name],
    sortColumns: {
      name: caisseTaxes.name,
      rate_on_spot_bp: caisseTaxes.rate_on_spot_bp,
      rate_takeaway_bp: caisseTaxes.rate_takeaway_bp,
      rate_delivery_bp: caisseTaxes.rate_delivery_bp,
      created_at: caisseTaxes.created_at,
    },
  });

/** How many products use each tax, for the given tax ids. */
export const productCounts = async (db: Db, restaurantId: string, taxIds: string[]) => {
  if (!taxIds.length) return new Map<string, number>();
  const rows = await db
    .select({ tax_id: caisseProducts.tax_id, n: count() })
    .from(caisseProducts)
    .where(and(eq(caisseProducts.restaurant_id, restaurantId), inArray(caisseProducts.tax_id, taxIds)))
    .groupBy(caisseProducts.tax_id);
  return new Map(rows.map((r) => [r.tax_id, r.n]));
};

export const menuCount = async (db: Db, restaurantId: string, taxId: string) =>
  (
    await db
      .select({ n: count() })
      .from(caisseMenus)
      .where(and(eq(caisseMenus.restaurant_id, restaurantId), eq(caisseMenus.tax_id, taxId)))
  )[0].n;

export const findTax = async (db: Db, restaurantId: string, id: string) =>
  (
    await db
      .select()
      .from(caisseTaxes)
      .where(and(eq(caisseTaxes.restaurant_id, restaurantId), eq(caisseTaxes.id, id)))
  )[0];

export const insertTax = async (db: Db, restaurantId: string, input: TaxInput) =>
  (
    await db
      .insert(caisseTaxes)
      .values({ ...input, restaurant_id: restaurantId })
      .returning()
  )[0];

export const updateTax = async (db: Db, restaurantId: string, id: string, input: TaxInput) =>
  (
    await db
      .update(caisseTaxes)
      .set({ ...input, updated_at: sql`now()` })
      .where(and(eq(caisseTaxes.restaurant_id, restaurantId), eq(caisseTaxes.id, id)))
      .returning()
  )[0];

export const deleteTax = async (db: Db, restaurantId: string, id: string) =>
  (
    await db
      .delete(caisseTaxes)
      .where(and(eq(caisseTaxes.restaurant_id, restaurantId), eq(caisseTaxes.id, id)))
      .returning({ id: caisseTaxes.id })
  )[0];

/**
 * Inserts `rates` when the restaurant has no tax yet, in one transaction holding the restaurant's row lock,
 * so two concurrent calls cannot both insert: the second one sees the first one's rates. `null` when the
 * restaurant already had taxes.
 */
export const insertTaxesIfNone = (db: Db, restaurantId: string, rates: readonly TaxInput[]) =>
  db.transaction(async (tx) => {
    await tx.select({ id: restaurants.id }).from(restaurants).where(eq(restaurants.id, restaurantId)).for('update');
    const [{ n }] = await tx.select({ n: count() }).from(caisseTaxes).where(eq(caisseTaxes.restaurant_id, restaurantId));
    if (n > 0) return null;
    return tx
      .insert(caisseTaxes)
      .values(rates.map((r) => ({ ...r, restaurant_id: restaurantId })))
      .returning();
  });
