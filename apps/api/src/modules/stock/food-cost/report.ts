import { baseUnitsPer, type FoodCostProduct, type FoodCostReport, inventoryReference, type StockUnit } from '@fitfit/contracts';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/database';
import { notFound, unprocessable } from '../../../lib/http-errors';
import { inScope, type RestaurantScope, tenantColumn } from '../../../lib/tenant-scope';
import { readSales } from '../../caisse';
import { unitPriceSql } from '../catalogue/products-repository';
import { inventoryValueAt } from '../inventories/valuation';
import { receivedSql, theoreticalSql } from './flows';

/** The day after a YYYY-MM-DD day. */
export const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
const previousDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

const ratio = (part: number, whole: number) => (whole > 0 ? Math.round((part * 10_000) / whole) : null);

/** Revenue HT of the business days in (after, upTo], closed days from the sales rollups, open ones from the tickets. */
export const revenueHtBetween = async (db: Queryable, scope: RestaurantScope, after: string, upTo: string) => {
  if (upTo <= after) return 0;
  const rows = await readSales(db, scope, 'day', { from: nextDay(after), to: upTo });
  return rows.reduce((sum, r) => sum + r.ht_cents, 0);
};

interface InventoryRef {
  id: string;
  reference: string;
  counted_on: string;
  value_cents: number;
}

const validatedInventories = async (db: Queryable, scope: RestaurantScope): Promise<InventoryRef[]> => {
  const { rows } = await db.execute<{ id: string; number: number; counted_on: string; value_cents: string | number }>(sql`
    select id, number, counted_on::text as counted_on, coalesce(value_cents, 0) as value_cents from stock_inventories
    where ${inScope(scope, tenantColumn())} and status = 'validated' order by counted_on desc`);
  return rows.map((r) => ({
    id: r.id,
    reference: inventoryReference(r.number),
    counted_on: r.counted_on,
    value_cents: Number(r.value_cents),
  }));
};

type Figures = Pick<
  FoodCostProduct,
  'opening_cents' | 'purchases_cents' | 'closing_cents' | 'actual_cents' | 'theoretical_cents' | 'variance_cents'
>;
const zero = (): Figures => ({
  opening_cents: 0,
  purchases_cents: 0,
  closing_cents: 0,
  actual_cents: 0,
  theoretical_cents: 0,
  variance_cents: 0,
});
const add = (into: Figures, f: Figures) => {
  for (const k of Object.keys(into) as (keyof Figures)[]) into[k] += f[k];
};

/**
 * The AvT report (actual vs theoretical) between two validated inventories of a restaurant, per product and
 * category, with the ratio matière. Quantities in base units (g, mL, pieces), amounts in cents:
 * - actual = opening inventory + purchases received in (opening, closing] − closing inventory, each at its
 *   own price (inventory lines at their validated cost, receptions at the price delivered);
 * - theoretical = caisse sales of the business days in (opening, closing] × recipes, at the closing cost;
 * - revenue HT of the same business days; ratio = actual / revenue HT.
 */
export const foodCostReport = async (
  db: Queryable,
  scope: RestaurantScope,
  query: { opening_id?: string; closing_id?: string },
): Promise<FoodCostReport> => {
  const { restaurantId } = scope;
  const inventories = await validatedInventories(db, scope);
  const find = (id: string) => {
    const found = inventories.find((i) => i.id === id);
    if (!found) throw notFound('Inventaire validé introuvable');
    return found;
  };
  const closing = query.closing_id ? find(query.closing_id) : (inventories[0] ?? null);
  const opening = query.opening_id
    ? find(query.opening_id)
    : closing
      ? (inventories.find((i) => i.counted_on < closing.counted_on) ?? null)
      : null;
  const empty: FoodCostReport = {
    opening,
    closing,
    inventories,
    revenue_ht_cents: 0,
    ...zero(),
    ratio_bp: null,
    theoretical_ratio_bp: null,
    categories: [],
    products: [],
  };
  if (!opening || !closing) return empty;
  if (opening.counted_on >= closing.counted_on)
    throw unprocessable('L’inventaire d’ouverture doit précéder l’inventaire de clôture', { opening_id: 'Inventaire postérieur' });

  const { rows } = await db.execute<{
    product_id: string;
    product_name: string;
    category_name: string;
    unit: StockUnit;
    unit_cost_cents: number;
    o_q: string;
    o_v: string;
    r_q: string;
    r_v: string;
    c_q: string;
    c_v: string;
    t_q: string;
  }>(sql`
    with o as (select product_id, counted_base_quantity q, value_cents v from stock_inventory_lines
        where ${inScope(scope, tenantColumn())} and inventory_id = ${opening.id}),
      c as (select product_id, counted_base_quantity q, value_cents v, unit_cost_cents from stock_inventory_lines
        where ${inScope(scope, tenantColumn())} and inventory_id = ${closing.id}),
      rv as (${receivedSql(restaurantId, opening.counted_on, closing.counted_on)}),
      th as (${theoreticalSql(restaurantId, opening.counted_on, closing.counted_on)}),
      ids as (select product_id from o union select product_id from c union select product_id from rv union select product_id from th)
    select sp.id as product_id, sp.name as product_name, cat.name as category_name, sp.unit,
      coalesce(c.unit_cost_cents, ${unitPriceSql(sql`sp.package_price_cents`, sql`sp.package_base_quantity`, sql`sp.unit`)}) as unit_cost_cents,
      coalesce(o.q, 0) as o_q, coalesce(o.v, 0) as o_v, coalesce(rv.base_quantity, 0) as r_q, coalesce(rv.value_cents, 0) as r_v,
      coalesce(c.q, 0) as c_q, coalesce(c.v, 0) as c_v, coalesce(th.base_quantity, 0) as t_q
    from ids join stock_products sp on sp.id = ids.product_id join stock_categories cat on cat.id = sp.category_id
    left join o on o.product_id = sp.id left join c on c.product_id = sp.id
    left join rv on rv.product_id = sp.id left join th on th.product_id = sp.id`);

  const products: FoodCostProduct[] = rows.map((r) => {
    const [oq, ov, rq, rvv, cq, cv, tq] = [r.o_q, r.o_v, r.r_q, r.r_v, r.c_q, r.c_v, r.t_q].map(Number);
    const actual = ov + rvv - cv;
    const theoretical = Math.round((tq * r.unit_cost_cents) / baseUnitsPer[r.unit]);
    return {
      product_id: r.product_id,
      product_name: r.product_name,
      category_name: r.category_name,
      unit: r.unit,
      unit_cost_cents: r.unit_cost_cents,
      opening_base_quantity: oq,
      purchased_base_quantity: rq,
      closing_base_quantity: cq,
      actual_base_quantity: oq + rq - cq,
      theoretical_base_quantity: tq,
      variance_base_quantity: oq + rq - cq - tq,
      opening_cents: ov,
      purchases_cents: rvv,
      closing_cents: cv,
      actual_cents: actual,
      theoretical_cents: theoretical,
      variance_cents: actual - theoretical,
    };
  });
  products.sort((a, b) => Math.abs(b.variance_cents) - Math.abs(a.variance_cents) || a.product_name.localeCompare(b.product_name, 'fr'));
  const byCategory = new Map<string, Figures>();
  const total = zero();
  for (const p of products) {
    const into = byCategory.get(p.category_name) ?? zero();
    add(into, p);
    byCategory.set(p.category_name, into);
    add(total, p);
  }
  const revenue = await revenueHtBetween(db, scope, opening.counted_on, closing.counted_on);
  return {
    ...empty,
    revenue_ht_cents: revenue,
    ...total,
    ratio_bp: ratio(total.actual_cents, revenue),
    theoretical_ratio_bp: ratio(total.theoretical_cents, revenue),
    categories: [...byCategory.entries()]
      .map(([category_name, f]) => ({ category_name, ...f }))
      .sort((a, b) => b.actual_cents - a.actual_cents),
    products,
  };
};

/** What the PNL reads for a period: consumption and ratio matière (docs/stock.md "Food cost"). */
export interface FoodCostBetween {
  /** The period the figures really cover, (after, upTo] in business days: from inventory to inventory when both exist. */
  after: string;
  up_to: string;
  /** Whether both ends are validated inventories (otherwise consumption = purchases: no stock variation known). */
  inventoried: boolean;
  opening_cents: number;
  purchases_cents: number;
  closing_cents: number;
  /** opening − closing: what the stock gave (positive) or took (negative). */
  stock_variation_cents: number;
  consumption_cents: number;
  theoretical_cents: number;
  revenue_ht_cents: number;
  /** consumption / revenue HT in basis points (3 000 = 30 %); null without revenue. */
  ratio_bp: number | null;
}

/**
 * Food cost of a restaurant for the days `from`..`to` (YYYY-MM-DD, inclusive), e.g. a month for the PNL:
 * opening stock = the validated inventory on or before the day before `from`, closing stock = the one on or
 * before `to`. When both exist (and differ) the figures cover inventory to inventory — the AvT report's totals;
 * otherwise they cover `from`..`to` with purchases as the consumption (`inventoried: false`).
 *
 * ```ts
 * const october = await foodCostBetween(db, scope, { from: '2026-10-01', to: '2026-10-31' });
 * october.consumption_cents; october.ratio_bp; // 3 012 → 30,12 %
 * ```
 */
export const foodCostBetween = async (
  db: Queryable,
  scope: RestaurantScope,
  period: { from: string; to: string },
): Promise<FoodCostBetween> => {
  const { restaurantId } = scope;
  const before = previousDay(period.from);
  const [opening, closing] = await Promise.all([inventoryValueAt(db, restaurantId, before), inventoryValueAt(db, restaurantId, period.to)]);
  if (opening && closing && opening.counted_on < closing.counted_on) {
    const report = await foodCostReport(db, scope, { opening_id: opening.inventory_id, closing_id: closing.inventory_id });
    return {
      after: opening.counted_on,
      up_to: closing.counted_on,
      inventoried: true,
      opening_cents: report.opening_cents,
      purchases_cents: report.purchases_cents,
      closing_cents: report.closing_cents,
      stock_variation_cents: report.opening_cents - report.closing_cents,
      consumption_cents: report.actual_cents,
      theoretical_cents: report.theoretical_cents,
      revenue_ht_cents: report.revenue_ht_cents,
      ratio_bp: report.ratio_bp,
    };
  }
  const { rows } = await db.execute<{ v: string | null }>(
    sql`select sum(value_cents)::bigint as v from (${receivedSql(restaurantId, before, period.to)}) r`,
  );
  const purchases = Number(rows[0]?.v ?? 0);
  const revenue = await revenueHtBetween(db, scope, before, period.to);
  return {
    after: before,
    up_to: period.to,
    inventoried: false,
    opening_cents: 0,
    purchases_cents: purchases,
    closing_cents: 0,
    stock_variation_cents: 0,
    consumption_cents: purchases,
    theoretical_cents: 0,
    revenue_ht_cents: revenue,
    ratio_bp: ratio(purchases, revenue),
  };
};
