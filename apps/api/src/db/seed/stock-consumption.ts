import { sql } from 'drizzle-orm';
import type { Db } from '../database';

/**
 * What a restaurant's sales consume by its recipes (theoretical), per business day and product, in base units,
 * over business days in [from, before) (`before` left open: up to the last sale). The seed's simulation and the
 * demo's stock catch-up read the same consumption.
 */
export const consumedByDay = async (db: Db, restaurantId: string, from: string, before?: string) => {
  const until = before ? sql`and t.business_date < ${before}::date` : sql``;
  const { rows } = await db.execute<{ day: string; product_id: string; q: string }>(sql`
    with sold as (
      select t.business_date, l.product_id as cp, l.quantity as qty
      from caisse_tickets t join caisse_ticket_lines l on l.restaurant_id = t.restaurant_id and l.ticket_id = t.id
      where t.restaurant_id = ${restaurantId} and t.business_date >= ${from}::date ${until} and t.status <> 'opened' and l.product_id is not null
      union all
      select t.business_date, (c->>'product_id')::uuid, l.quantity
      from caisse_tickets t join caisse_ticket_lines l on l.restaurant_id = t.restaurant_id and l.ticket_id = t.id
      cross join lateral jsonb_array_elements(l.choices) c
      where t.restaurant_id = ${restaurantId} and t.business_date >= ${from}::date ${until} and t.status <> 'opened' and l.menu_id is not null)
    select s.business_date::text as day, i.product_id,
      sum(s.qty * rp.portions * i.base_quantity::numeric / rc.portions / (1 - i.loss_bp / 10000.0)) as q
    from sold s
    join stock_recipe_products rp on rp.restaurant_id = ${restaurantId} and rp.caisse_product_id = s.cp
    join stock_recipes rc on rc.restaurant_id = rp.restaurant_id and rc.id = rp.recipe_id
    join stock_recipe_ingredients i on i.restaurant_id = rc.restaurant_id and i.recipe_id = rc.id
    group by 1, 2`);
  return rows;
};

/** The consumption of [from, before) summed per product. */
export const consumedBetween = async (db: Db, restaurantId: string, from: string, before: string) => {
  const total = new Map<string, number>();
  for (const c of await consumedByDay(db, restaurantId, from, before))
    total.set(c.product_id, (total.get(c.product_id) ?? 0) + Number(c.q));
  return total;
};
