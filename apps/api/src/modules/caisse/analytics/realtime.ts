import type { RealTime } from '@fitfit/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { iso } from '../../../lib/iso';
import { inScope, type TenantScope } from '../../../lib/tenant-scope';
import type { Queryable } from '../ledger/common';
import { type DeliveryStatusRow, deliveriesOf, inDeliveryOrder } from '../ledger/deliveries/repository';
import { readSalesMany } from './read';
import { type Clock, clocksOf, mergeRows, summaryOf, totalOf } from './service';

/** The PostgreSQL channel the ledger notifies on: its payload is the restaurant id. */
export const SALES_CHANNEL = 'caisse_sales';

/** The notice of new sales, as an expression: a statement of the storing transaction can carry it (ticket batches). */
export const salesNotice = (restaurantId: string) => sql`pg_notify(${SALES_CHANNEL}, ${restaurantId})`;
/** Called inside the transaction that stores tickets: PostgreSQL delivers it to every listener at COMMIT only. */
export const notifySales = (tx: Queryable, restaurantId: string) => tx.execute(sql`select ${salesNotice(restaurantId)}`);

const strip = <T extends { restaurant_id: string; business_date: string }>({ restaurant_id: _, business_date: __, ...r }: T) => r;

/** The day's deliveries by status now, added across clocks (a network's restaurants on different days). */
const mergeDeliveries = (lists: DeliveryStatusRow[][]) => {
  const byKey = new Map<string | null, DeliveryStatusRow>();
  for (const r of lists.flat()) {
    const m = byKey.get(r.key);
    byKey.set(r.key, m ? { ...m, tickets: m.tickets + r.tickets, ttc_cents: m.ttc_cents + r.ttc_cents } : r);
  }
  return inDeliveryOrder([...byKey.values()]);
};

type LastTicket = RealTime['last_tickets'][number] & { restaurant_id: string };

/** One clock's real time: the restaurants of `scope` are all on business day `today`. */
const realTimeOf = async (db: Db, { scope, today, states }: Clock) => {
  const range = { from: today, to: today };
  const [[day, bySource, byPayment, byUser], orders, open, deliveries] = await Promise.all([
    readSalesMany(
      db,
      scope,
      (['day', 'source', 'payment', 'pos_user'] as const).map((dimension) => ({ dimension, range })),
      states,
    ),
    db.execute<Omit<LastTicket, 'closed_at'> & { closed_at: string }>(
      sql`select id, restaurant_id, number, status, closed_at, source, covers, total_ttc_cents from caisse_tickets
          where ${inScope(scope, sql`restaurant_id`)} and business_date = ${today}
          order by ${scope.kind === 'restaurant' ? sql`number desc` : sql`closed_at desc, id desc`} limit 10`,
    ),
    db.execute<{ open: number; total: number }>(
      // in progress: the terminals' open orders of the day (caisse_open_orders) and any ticket still « opened »
      sql`select count(*) filter (where status = 'opened')::int
            + (select count(*) from caisse_open_orders o
               where ${inScope(scope, sql`o.restaurant_id`)} and o.business_date = ${today} and o.closed_at is null)::int as open,
            count(*) filter (where status <> 'cancel_created')::int as total
          from caisse_tickets where ${inScope(scope, sql`restaurant_id`)} and business_date = ${today}`,
    ),
    deliveriesOf(db, scope, range),
  ]);
  return { today, day, bySource, byPayment, byUser, orders: orders.rows, open: open.rows[0], deliveries: deliveries.by_status };
};

/**
 * /caisse/real-time: today's figures by source, payment mode and POS user, the orders and the last tickets. Over a
 * network (franchisor), the last tickets are the latest closed of all its restaurants, and "today" is each
 * restaurant's own business day (its timezone and day-change hour): clocks on different days are read apart and added.
 */
export const realTime = async (
  db: Db,
  scope: TenantScope,
  known?: Clock[],
): Promise<Omit<RealTime, 'last_tickets'> & { last_tickets: LastTicket[] }> => {
  const clocks = known ?? (await clocksOf(db, scope));
  const parts = await Promise.all(clocks.map((c) => realTimeOf(db, c)));
  const lastTickets = parts
    .flatMap((p) => p.orders)
    .map((t) => ({ ...t, closed_at: iso(t.closed_at) }))
    .sort((a, b) =>
      scope.kind === 'restaurant' ? b.number - a.number : b.closed_at.localeCompare(a.closed_at) || b.id.localeCompare(a.id),
    )
    .slice(0, 10);
  return {
    today: parts[0].today,
    totals: summaryOf(totalOf(parts.flatMap((p) => p.day))),
    by_source: mergeRows(parts.map((p) => p.bySource)).map(strip),
    by_payment: mergeRows(parts.map((p) => p.byPayment)).map(strip),
    by_pos_user: mergeRows(parts.map((p) => p.byUser)).map(strip),
    open_orders: parts.reduce((a, p) => a + p.open.open, 0),
    total_orders: parts.reduce((a, p) => a + p.open.total, 0),
    by_delivery_status: mergeDeliveries(parts.map((p) => p.deliveries)),
    last_tickets: lastTickets,
    computed_at: new Date().toISOString(),
  };
};
