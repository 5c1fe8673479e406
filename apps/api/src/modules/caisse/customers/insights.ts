import type { CustomerStats, CustomerSummary, CustomerTicket, PageQuery } from '@fitfit/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { timezoneNowSql } from '../../../lib/business-day';
import { iso } from '../../../lib/iso';
import { sumCents } from '../../../lib/money';
import { pagedQuery } from '../../../lib/paged-query';
import { inScope, type RestaurantScope } from '../../../lib/tenant-scope';

/**
 * What the details and stats pages show of customers: their tickets and figures read from the sales ledger.
 * An order is an ended ticket (a cancelled one and its cancellation are left out of visits and baskets).
 */

/** The customer's tickets, every status, newest first (the cancellations show too, with their negative totals). */
export const listCustomerTickets = (db: Db, scope: RestaurantScope, customerId: string, query: PageQuery) =>
  pagedQuery<CustomerTicket>({
    db,
    query,
    select: sql`t.id, t.number, t.business_date::text as business_date, ${iso(sql`t.closed_at`)} as closed_at, t.status, t.type,
      t.total_ttc_cents, t.payment_methods`,
    from: sql`caisse_tickets t`,
    where: [inScope(scope, sql`t.restaurant_id`), sql`t.customer_id = ${customerId}`],
    sortColumns: { closed_at: sql`t.closed_at`, number: sql`t.number`, total_ttc_cents: sql`t.total_ttc_cents` },
    tieBreaker: sql`t.id`,
  });

export const customerSummary = async (db: Db, scope: RestaurantScope, customerId: string): Promise<CustomerSummary> => {
  const mine = sql`${inScope(scope, sql`t.restaurant_id`)} and t.customer_id = ${customerId} and t.status = 'ended'`;
  const [{ rows: figures }, { rows: favourites }] = await Promise.all([
    db.execute<{ orders_count: number; total: number; first_at: string | null; last_at: string | null }>(
      sql`select count(*)::int as orders_count, ${sumCents(sql`t.total_ttc_cents`)} as total,
            ${iso(sql`min(t.closed_at)`)} as first_at, ${iso(sql`max(t.closed_at)`)} as last_at
          from caisse_tickets t where ${mine}`,
    ),
    db.execute<{ name: string; quantity: number }>(
      sql`select l.name, sum(l.quantity)::int as quantity
          from caisse_tickets t join caisse_ticket_lines l on l.restaurant_id = t.restaurant_id and l.ticket_id = t.id
          where ${mine} group by l.name order by quantity desc, l.name limit 5`,
    ),
  ]);
  const f = figures[0];
  const span = f.first_at && f.last_at ? (Date.parse(f.last_at) - Date.parse(f.first_at)) / 86_400_000 : 0;
  return {
    orders_count: f.orders_count,
    total_ttc_cents: Number(f.total),
    average_basket_cents: f.orders_count ? Math.round(Number(f.total) / f.orders_count) : 0,
    first_visit_at: f.first_at,
    last_visit_at: f.last_at,
    days_between_visits: f.orders_count > 1 ? Math.round((span / (f.orders_count - 1)) * 10) / 10 : null,
    favourite_products: favourites,
  };
};

/**
 * New customers (created, anonymised ones included: they were new then) today, over the last 7 days and this month, in the restaurant's timezone; customers
 * who came this month split into first-timers and returning ones; and 12 months of new and active customers.
 */
export const customerStats = async (db: Db, scope: RestaurantScope): Promise<CustomerStats> => {
  const { rows: tz } = await db.execute<{ timezone: string }>(
    sql`select ${timezoneNowSql(sql`r`)} as timezone from restaurants r where r.id = ${scope.restaurantId}`,
  );
  const zone = tz[0]?.timezone ?? 'Europe/Paris';
  const local = (column: string) => sql`(${sql.raw(column)} at time zone ${zone})`;
  const today = sql`(now() at time zone ${zone})::date`;
  const month = sql`date_trunc('month', now() at time zone ${zone})`;
  const [{ rows: counts }, { rows: visits }, { rows: months }] = await Promise.all([
    db.execute<{ today: number; week: number; month: number; total: number }>(
      sql`select count(*) filter (where ${local('c.created_at')}::date = ${today})::int as today,
                 count(*) filter (where ${local('c.created_at')}::date > ${today} - 7)::int as week,
                 count(*) filter (where ${local('c.created_at')} >= ${month})::int as month,
                 count(*)::int as total
          from caisse_customers c where ${inScope(scope, sql`c.restaurant_id`)}`,
    ),
    db.execute<{ returning: number; first_time: number }>(
      sql`select count(*) filter (where v.first_at < ${month})::int as returning,
                 count(*) filter (where v.first_at >= ${month})::int as first_time
          from (select min(${local('t.closed_at')}) as first_at, max(${local('t.closed_at')}) as last_at
                from caisse_tickets t
                where ${inScope(scope, sql`t.restaurant_id`)} and t.customer_id is not null and t.status = 'ended'
                group by t.customer_id) v
          where v.last_at >= ${month}`,
    ),
    db.execute<{ month: string; new_customers: number; active_customers: number }>(
      sql`select to_char(m.month, 'YYYY-MM') as month,
            (select count(*) from caisse_customers c where ${inScope(scope, sql`c.restaurant_id`)}
               and date_trunc('month', ${local('c.created_at')}) = m.month)::int as new_customers,
            (select count(distinct t.customer_id) from caisse_tickets t where ${inScope(scope, sql`t.restaurant_id`)}
               and t.customer_id is not null and t.status = 'ended'
               and t.closed_at >= (m.month at time zone ${zone}) and t.closed_at < ((m.month + interval '1 month') at time zone ${zone}))::int
               as active_customers
          from generate_series(${month} - interval '11 months', ${month}, interval '1 month') as m(month)
          order by m.month`,
    ),
  ]);
  const c = counts[0];
  return {
    new_today: c.today,
    new_last_7_days: c.week,
    new_this_month: c.month,
    total: c.total,
    returning_this_month: visits[0]?.returning ?? 0,
    first_time_this_month: visits[0]?.first_time ?? 0,
    months,
  };
};
