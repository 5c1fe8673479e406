import type { StockProduct, StockProductData } from '@fitfit/contracts';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { stockProductPrices, stockProducts } from '../../../db/schema';
import { iso } from '../../../lib/iso';
import { pagedQuery } from '../../../lib/paged-query';

/** Price of one stock unit in SQL, the same rounding as `unitPriceCents` of the contracts. */
export const unitPriceSql = (price: SQL, quantity: SQL, unit: SQL) =>
  sql`round(${price}::numeric * (case when ${unit} = 'piece' then 1 else 1000 end) / ${quantity})::int`;

const columns = sql`p.id, p.name, p.category_id, c.name as category_name, p.provider_id, pr.name as provider_name, p.unit,
  p.package_label, p.package_base_quantity, p.package_price_cents,
  ${unitPriceSql(sql`p.package_price_cents`, sql`p.package_base_quantity`, sql`p.unit`)} as unit_price_cents,
  p.vat_rate_bp, p.reference, p.allergens, p.archived_at is not null as archived,
  ${iso(sql`p.created_at`)} as created_at, ${iso(sql`p.updated_at`)} as updated_at`;
const from = sql`stock_products p join stock_categories c on c.id = p.category_id join stock_providers pr on pr.id = p.provider_id`;

export interface ProductFilters {
  provider_id?: string;
  category_id?: string;
  archived: 'true' | 'false' | 'all';
}

export const listProducts = (db: Db, query: Parameters<typeof pagedQuery>[0]['query'] & ProductFilters) =>
  pagedQuery<StockProduct>({
    db,
    query,
    select: columns,
    from,
    where: [
      query.provider_id ? sql`p.provider_id = ${query.provider_id}` : undefined,
      query.category_id ? sql`p.category_id = ${query.category_id}` : undefined,
      query.archived === 'all' ? undefined : query.archived === 'true' ? sql`p.archived_at is not null` : sql`p.archived_at is null`,
    ],
    searchColumns: [sql`p.name`, sql`p.reference`, sql`pr.name`],
    sortColumns: {
      name: sql`lower(p.name)`,
      category_name: [sql`lower(c.name)`, sql`lower(p.name)`],
      provider_name: [sql`lower(pr.name)`, sql`lower(p.name)`],
      package_price_cents: sql`p.package_price_cents`,
      unit_price_cents: sql`p.package_price_cents::numeric / p.package_base_quantity`,
      created_at: sql`p.created_at`,
    },
    tieBreaker: sql`p.id`,
  });

export const findProduct = async (db: Db, id: string) => {
  const { rows } = await db.execute<StockProduct>(sql`select ${columns} from ${from} where p.id = ${id}`);
  return rows[0];
};

const rowOf = ({ archived, ...data }: StockProductData) => ({ ...data, archived_at: archived ? sql`coalesce(archived_at, now())` : null });

export const insertProduct = async (db: Db, input: StockProductData, source: 'manual' | 'import' = 'manual') =>
  db.transaction(async (tx) => {
    const { archived, ...data } = input;
    const [row] = await tx
      .insert(stockProducts)
      .values({ ...data, archived_at: archived ? sql`now()` : null })
      .returning({ id: stockProducts.id });
    await tx.insert(stockProductPrices).values({ product_id: row.id, package_price_cents: input.package_price_cents, source });
    return row.id;
  });

/** Updates a product; a new package price is kept in the history. Returns false when the product does not exist. */
export const updateProduct = async (db: Db, id: string, input: StockProductData) =>
  db.transaction(async (tx) => {
    const [before] = await tx
      .select({ price: stockProducts.package_price_cents })
      .from(stockProducts)
      .where(eq(stockProducts.id, id))
      .for('update');
    if (!before) return false;
    await tx
      .update(stockProducts)
      .set({ ...rowOf(input), updated_at: sql`now()` })
      .where(eq(stockProducts.id, id));
    if (before.price !== input.package_price_cents)
      await tx.insert(stockProductPrices).values({ product_id: id, package_price_cents: input.package_price_cents, source: 'manual' });
    return true;
  });

export const deleteProduct = (db: Db, id: string) => db.delete(stockProducts).where(eq(stockProducts.id, id));
export const archiveProduct = (db: Db, id: string) =>
  db
    .update(stockProducts)
    .set({ archived_at: sql`coalesce(${stockProducts.archived_at}, now())`, updated_at: sql`now()` })
    .where(eq(stockProducts.id, id));

export const priceHistory = async (db: Db, id: string) => {
  const { rows } = await db.execute<{ package_price_cents: number; unit_price_cents: number; source: string; valid_from: string }>(sql`
    select h.package_price_cents, ${unitPriceSql(sql`h.package_price_cents`, sql`p.package_base_quantity`, sql`p.unit`)} as unit_price_cents,
      h.source, ${iso(sql`h.valid_from`)} as valid_from
    from stock_product_prices h join stock_products p on p.id = h.product_id
    where h.product_id = ${id} order by h.valid_from, h.id`);
  return rows;
};
