import type { PnlFoodCost, PnlIndicatorValues } from '@fitfit/contracts';
import { sql } from 'drizzle-orm';
import { inScope, type RestaurantScope } from '../../lib/tenant-scope';
import { addDays } from '../caisse';
import { lastPurchasePriceSql, theoreticalSql } from '../stock';
import { dayCount, type Queryable } from './common';

/**
 * The ratio matière at every grain (docs/pnl.md "Ratio matière"). A day or a week has no stock count: what was
 * consumed is the theoretical consumption — quantities sold × recipes, valued at each ingredient's last purchase
 * price up to the period's last day. A month (or a longer range) uses the actual consumption of the PNL: purchases
 * received ± the stock variation (inventories, else entered by hand). A ratio is never clamped: where it would be
 * negative, where there is no revenue, or where recipes cover too little of the revenue, none is shown and `note`
 * says why.
 */

/** Below this share of the revenue sold with a recipe, a theoretical ratio would say little: none is shown. */
export const MIN_RECIPE_COVERAGE_BP = 6_000;
/** Ranges up to this many days are read with the theoretical consumption. */
export const THEORETICAL_MAX_DAYS = 7;

export const foodCostBasisOf = (from: string, to: string): PnlFoodCost['basis'] =>
  dayCount(from, to) <= THEORETICAL_MAX_DAYS ? 'theoretical' : 'actual';

const percent = (bp: number) => `${(bp / 100).toLocaleString('fr-FR', { maximumFractionDigits: 0 })} %`;

/**
 * The theoretical consumption of a restaurant's business days `from`..`to`, and the share of its sales (TTC of the
 * ended tickets' lines) made of products with a recipe: a menu counts when every product chosen in it has one.
 */
export const theoreticalConsumption = async (db: Queryable, scope: RestaurantScope, from: string, to: string) => {
  const id = scope.restaurantId;
  const after = addDays(from, -1);
  const { rows } = await db.execute<{ cost: string | null; sold: string | null; covered: string | null }>(sql`
    with recipe as (select rp.caisse_product_id from stock_recipe_products rp where ${inScope(scope, sql`rp.restaurant_id`)})
    select
      (select round(sum(th.base_quantity * coalesce(${lastPurchasePriceSql(id, sql`${to}::date`, sql`sp.id`)}, sp.package_price_cents)::numeric
          / nullif(sp.package_base_quantity, 0)))::bigint
        from (${theoreticalSql(id, after, to)}) th join stock_products sp on sp.id = th.product_id) as cost,
      sum(l.total_cents)::bigint as sold,
      (sum(l.total_cents) filter (where
        (l.product_id is not null and l.product_id in (select caisse_product_id from recipe))
        or (l.menu_id is not null and jsonb_array_length(l.choices) > 0 and not exists (
          select 1 from jsonb_array_elements(l.choices) c
          where (c->>'product_id') is null or (c->>'product_id')::uuid not in (select caisse_product_id from recipe)))))::bigint as covered
    from caisse_tickets t join caisse_ticket_lines l on l.restaurant_id = t.restaurant_id and l.ticket_id = t.id
    where ${inScope(scope, sql`t.restaurant_id`)} and t.business_date between ${from} and ${to} and t.status <> 'opened'`);
  const r = rows[0];
  const sold = Number(r?.sold ?? 0);
  return {
    cost_cents: Number(r?.cost ?? 0),
    recipe_coverage_bp: sold > 0 ? Math.round((Number(r?.covered ?? 0) * 10_000) / sold) : null,
  };
};

/**
 * Sets the ratio matière (and the prime cost that adds it to the staff) of indicator values read over `from`..`to`:
 * `consumedActual` is the PNL's consumption of the range, used on the actual basis.
 */
export const withFoodCost = async (
  db: Queryable,
  scope: RestaurantScope,
  range: { from: string; to: string },
  values: PnlIndicatorValues,
  consumedActual: number,
): Promise<{ values: PnlIndicatorValues; food_cost: PnlFoodCost }> => {
  const basis = foodCostBasisOf(range.from, range.to);
  const revenue = values.revenue_ht_cents ?? 0;
  let consumed = consumedActual;
  let coverage: number | null = null;
  let note: string | null = null;
  if (basis === 'theoretical') {
    const t = await theoreticalConsumption(db, scope, range.from, range.to);
    consumed = t.cost_cents;
    coverage = t.recipe_coverage_bp;
    if (coverage === 0) note = 'Aucun produit vendu n’a de recette : ratio théorique non calculé';
    else if (coverage !== null && coverage < MIN_RECIPE_COVERAGE_BP)
      note = `Les recettes ne couvrent que ${percent(coverage)} du chiffre d’affaires : ratio théorique non calculé`;
  }
  if (revenue <= 0) note = 'Aucun chiffre d’affaires sur la période : ratio non calculé';
  else if (!note && consumed < 0) note = 'Consommation négative (variation de stock supérieure aux achats) : ratio non calculé';
  const food = note ? null : Math.round((consumed / revenue) * 10_000);
  const prime = food !== null && values.staff_cost_bp !== null ? food + values.staff_cost_bp : null;
  return {
    values: { ...values, food_cost_bp: food, prime_cost_bp: prime },
    food_cost: { basis, note, recipe_coverage_bp: coverage },
  };
};
