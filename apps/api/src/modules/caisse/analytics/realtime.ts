import type { RealTime } from '@fitfit/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { iso } from '../../../lib/iso';
import { inScope, type TenantScope } from '../../../lib/tenant-scope';
import type { Queryable } from '../ledger/common';
import { readSales } from './read';
import { summaryOf, todayOf, totalOf } from './service';

/** The PostgreSQL channel the ledger notifies on: its payload is the restaurant id. */
export const SALES_CHANNEL = 'caisse_sales';

/** Called inside the transaction that stores tickets: PostgreSQL delivers it to every listener at COMMIT only. */
export const notifySales = (tx: Queryable, restaurantId: string) => tx.execute(sql`select pg_notify(${SALES_CHANNEL}, ${restaurantId})`);

const strip = <T extends { restaurant_id: string; business_date: string }>({ restaurant_id: _, business_date: __, ...r }: T) => r;

/**
 * /caisse/real-time: today's figures by source, payment mode and POS user, the orders and the last tickets. Over a
 * network (franchisor), the last tickets are the latest closed of all its restaurants.
 */
export const realTime = async (
  db: Db,
  scope: TenantScope,
): Promise<Omit<RealTime, 'last_tickets'> & { last_tickets: (RealTime['last_tickets'][number] & { restaurant_id: string })[] }> => {
  const today = await todayOf(db, scope);
  const range = { from: today, to: today };
  const [day, bySource, byPayment, byUser, orders] = await Promise.all([
    readSales(db, scope, 'day', range),
    readSales(db, scope, 'source', range),
    readSales(db, scope, 'payment', range),
    readSales(db, scope, 'pos_user', range),
    db.execute<{
      id: string;
      restaurant_id: string;
      number: number;
      status: string;
      closed_at: string;
      source: string;
      covers: number;
      total_ttc_cents: number;
    }>(
      sql`select id, restaurant_id, number, status, closed_at, source, covers, total_ttc_cents from caisse_tickets
          where ${inScope(scope, sql`restaurant_id`)} and business_date = ${today}
          order by ${scope.kind === 'restaurant' ? sql`number desc` : sql`closed_at desc, id desc`} limit 10`,
    ),
  ]);
  const open = await db.execute<{ open: number; total: number }>(
    sql`select count(*) filter (where status = 'opened')::int as open, count(*) filter (where status <> 'cancel_created')::int as total
        from caisse_tickets where ${inScope(scope, sql`restaurant_id`)} and business_date = ${today}`,
  );
  return {
    today,
    totals: summaryOf(totalOf(day)),
    by_source: bySource.map(strip),
    by_payment: byPayment.map(strip),
    by_pos_user: byUser.map(strip),
    open_orders: open.rows[0].open,
    total_orders: open.rows[0].total,
    last_tickets: orders.rows.map((t) => ({ ...t, closed_at: iso(t.closed_at) })),
    computed_at: new Date().toISOString(),
  };
};
