import { type SQL, sql } from 'drizzle-orm';

/**
 * Modules a restaurant holds at some point between `from` and `to` (a single day by default), with their
 * dates (the invoice run bills the days held) and monthly price: the restaurant's override when set, else the catalogue price. `restaurantId` may also be
 * `any(<uuid array>)`, for several restaurants in one query.
 */
export const heldModulesSql = (restaurantId: SQL | string, from: SQL = sql`current_date`, to: SQL = from) => sql`
  select fmr.restaurant_id, m.code_name, m.title, m.position, fmr.starts_on::text as starts_on, fmr.ends_on::text as ends_on,
    coalesce(fmr.price_cents_override, m.monthly_price_cents)::int as monthly_price_cents
  from fitfit_module_restaurants fmr join fitfit_modules m on m.id = fmr.fitfit_module_id
  where fmr.restaurant_id = ${restaurantId} and fmr.starts_on <= ${to} and (fmr.ends_on is null or fmr.ends_on >= ${from})`;

/** Sum of the current module prices of restaurant `r` (SQL alias r), in cents. */
export const monthlyAmountSql = (on: SQL = sql`current_date`) =>
  sql`coalesce((select sum(h.monthly_price_cents) from (${heldModulesSql(sql`r.id`, on)}) h), 0)::int`;

/** Current modules of restaurant `r` as a JSON array, ordered as in the catalogue. */
export const modulesJsonSql = sql`coalesce((select json_agg(json_build_object('code_name', h.code_name, 'title', h.title,
  'monthly_price_cents', h.monthly_price_cents) order by h.position) from (${heldModulesSql(sql`r.id`)}) h), '[]'::json)`;

/** Statuses that count as subscribed (`only_subscribed=true`). */
export const SUBSCRIBED = sql`('trialing', 'active', 'past_due')`;
