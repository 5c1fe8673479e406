import type { PageQuery, TaxInput } from '@fitfit/contracts';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { caisseMenus, caisseProducts, caisseTaxes, restaurants } from '../../../db/schema';
import { pagedQuery } from '../../../lib/paged-query';
import { inScope, type RestaurantScope } from '../../../lib/tenant-scope';

const mine = (scope: RestaurantScope, id: string) => and(inScope(scope, caisseTaxes.restaurant_id), eq(caisseTaxes.id, id));

export const listTaxes = (db: Db, scope: RestaurantScope, query: PageQuery) =>
  pagedQuery({
    db,
    table: caisseTaxes,
    query,
    where: [inScope(scope, caisseTaxes.restaurant_id)],
    searchColumns: [caisseTaxes.name],
    sortColumns: {
      name: caisseTaxes.name,
      rate_on_spot_bp: caisseTaxes.rate_on_spot_bp,
      rate_takeaway_bp: caisseTaxes.rate_takeaway_bp,
      rate_delivery_bp: caisseTaxes.rate_delivery_bp,
      created_at: caisseTaxes.created_at,
    },
    tieBreaker: caisseTaxes.id,
  });

/** How many products use each tax, for the given tax ids. */
export const productCounts = async (db: Db, scope: RestaurantScope, taxIds: string[]) => {
  if (!taxIds.length) return new Map<string, number>();
  const rows = await db
    .select({ tax_id: caisseProducts.tax_id, n: count() })
    .from(caisseProducts)
    .where(and(inScope(scope, caisseProducts.restaurant_id), inArray(caisseProducts.tax_id, taxIds)))
    .groupBy(caisseProducts.tax_id);
  return new Map(rows.map((r) => [r.tax_id, r.n]));
};

export const menuCount = async (db: Db, scope: RestaurantScope, taxId: string) =>
  (
    await db
      .select({ n: count() })
      .from(caisseMenus)
      .where(and(inScope(scope, caisseMenus.restaurant_id), eq(caisseMenus.tax_id, taxId)))
  )[0].n;

export const findTax = async (db: Db, scope: RestaurantScope, id: string) =>
  (await db.select().from(caisseTaxes).where(mine(scope, id)))[0];

export const insertTax = async (db: Db, scope: RestaurantScope, input: TaxInput) =>
  (
    await db
      .insert(caisseTaxes)
      .values({ ...input, restaurant_id: scope.restaurantId })
      .returning()
  )[0];

export const updateTax = async (db: Db, scope: RestaurantScope, id: string, input: TaxInput) =>
  (
    await db
      .update(caisseTaxes)
      .set({ ...input, updated_at: sql`now()` })
      .where(mine(scope, id))
      .returning()
  )[0];

export const deleteTax = async (db: Db, scope: RestaurantScope, id: string) =>
  (await db.delete(caisseTaxes).where(mine(scope, id)).returning({ id: caisseTaxes.id }))[0];

/**
 * Inserts `rates` when the restaurant has no tax yet, in one transaction holding the restaurant's row lock,
 * so two concurrent calls cannot both insert: the second one sees the first one's rates. `null` when the
 * restaurant already had taxes.
 */
export const insertTaxesIfNone = (db: Db, scope: RestaurantScope, rates: readonly TaxInput[]) =>
  db.transaction(async (tx) => {
    await tx.select({ id: restaurants.id }).from(restaurants).where(inScope(scope, restaurants.id)).for('update');
    const [{ n }] = await tx.select({ n: count() }).from(caisseTaxes).where(inScope(scope, caisseTaxes.restaurant_id));
    if (n > 0) return null;
    return tx
      .insert(caisseTaxes)
      .values(rates.map((r) => ({ ...r, restaurant_id: scope.restaurantId })))
      .returning();
  });
