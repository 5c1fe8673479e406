import { sql } from 'drizzle-orm';

/** Modules a restaurant holds on a date, with their price (override when set, else the catalogue price). */
export const heldModulesSql = (restaurantId: ReturnType<typeof sql> | string, on: ReturnType<typeof sql> = sql`current_date`) => sql`
  select m.code_name, m.title, m.position, coalesce(fmr.price_cents_override, m.monthly_price_cents)::int as monthly_price_cents
  from fitfit_module_restaurants fmr join fitfit_modules m on m.id = fmr.fitfit_module_id
  where fmr.restaurant_id = ${restaurantId} and fmr.starts_on <= ${on} and (fmr.ends_on is null or fmr.ends_on >= ${on})`;

/** Sum of the current module prices of restaurant `r` (SQL alias r), in cents. */
export const monthlyAmountSql = (on: ReturnType<typeof sql> = sql`current_date`) =>
  sql`coalesce((select sum(h.monthly_price_cents) from (${heldModulesSql(sql`r.id`, on)}) h), 0)::int`;
