import { type SQL, sql } from 'drizzle-orm';
import { timezoneOnSql } from '../../../lib/business-day';

/**
 * The stock flows of a restaurant between two dates, as SQL subqueries with one row per stock product
 * (`product_id`, `base_quantity` in g / mL / pieces, and for receptions `value_cents`). A period is
 * `(after, upTo]` in the restaurant's own days: an inventory counts the stock at the close of its date, so
 * the deliveries and sales of that date are before it (docs/stock.md "Inventories"). A day ends at midnight in the
 * timezone in force on it (a new one from the next business day).
 */

/** What was delivered: reception lines whose delivery falls in (after, upTo] on the restaurant's clock. */
export const receivedSql = (restaurantId: string, after: string | null, upTo: string): SQL => sql`
  select rl.product_id, sum(rl.packages::bigint * sp.package_base_quantity)::bigint as base_quantity,
    sum(rl.packages::bigint * rl.package_price_cents)::bigint as value_cents
  from stock_receptions rc
  join restaurants r on r.id = rc.restaurant_id
  join stock_reception_lines rl on rl.restaurant_id = rc.restaurant_id and rl.reception_id = rc.id
  join stock_products sp on sp.id = rl.product_id
  where rc.restaurant_id = ${restaurantId}
    and rc.received_at < ((${upTo}::date + 1)::timestamp at time zone ${timezoneOnSql(sql`r`, sql`${upTo}::date`)})
    ${after ? sql`and rc.received_at >= ((${after}::date + 1)::timestamp at time zone ${timezoneOnSql(sql`r`, sql`${after}::date`)})` : sql``}
  group by rl.product_id`;

/**
 * Caisse products sold in (after, upTo] business days: product lines, and the products chosen in menus.
 * A cancellation's lines carry negated quantities, so a cancelled sale nets to zero; open tickets are left out.
 */
export const soldSql = (restaurantId: string, after: string, upTo: string): SQL => sql`
  select cp, sum(qty)::bigint as qty from (
    select l.product_id as cp, l.quantity as qty
    from caisse_tickets t join caisse_ticket_lines l on l.restaurant_id = t.restaurant_id and l.ticket_id = t.id
    where t.restaurant_id = ${restaurantId} and t.business_date > ${after}::date and t.business_date <= ${upTo}::date
      and t.status <> 'opened' and l.product_id is not null
    union all
    select (c->>'product_id')::uuid, l.quantity
    from caisse_tickets t join caisse_ticket_lines l on l.restaurant_id = t.restaurant_id and l.ticket_id = t.id
    cross join lateral jsonb_array_elements(l.choices) c
    where t.restaurant_id = ${restaurantId} and t.business_date > ${after}::date and t.business_date <= ${upTo}::date
      and t.status <> 'opened' and l.menu_id is not null
  ) s group by cp`;

/**
 * Theoretical consumption: each sale × the portions its caisse product takes of its recipe × each
 * ingredient's net quantity per portion, grossed up by its loss (net / (1 − loss)), in base units.
 */
export const theoreticalSql = (restaurantId: string, after: string, upTo: string): SQL => sql`
  select i.product_id,
    round(sum(s.qty * rp.portions * i.base_quantity::numeric / rc.portions / (1 - i.loss_bp / 10000.0)))::bigint as base_quantity
  from (${soldSql(restaurantId, after, upTo)}) s
  join stock_recipe_products rp on rp.restaurant_id = ${restaurantId} and rp.caisse_product_id = s.cp
  join stock_recipes rc on rc.restaurant_id = rp.restaurant_id and rc.id = rp.recipe_id
  join stock_recipe_ingredients i on i.restaurant_id = rc.restaurant_id and i.recipe_id = rc.id
  group by i.product_id`;

/**
 * The last purchase price of each product for a restaurant up to a day (its latest reception line on or
 * before it), else the catalogue's current price: the package price and the price per stock unit.
 */
export const lastPurchasePriceSql = (restaurantId: string, upTo: SQL, product: SQL): SQL => sql`(
  select rl.package_price_cents from stock_reception_lines rl
  join stock_receptions rc on rc.restaurant_id = rl.restaurant_id and rc.id = rl.reception_id
  join restaurants r on r.id = rc.restaurant_id
  where rl.restaurant_id = ${restaurantId} and rl.product_id = ${product}
    and rc.received_at < ((${upTo} + 1)::timestamp at time zone ${timezoneOnSql(sql`r`, upTo)})
  order by rc.received_at desc limit 1)`;
