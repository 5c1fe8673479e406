import { parseAmountCents, type TicketListQuery, type TicketSummary } from '@fitfit/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../../db/database';
import { keysetPage } from '../../../../lib/keyset';
import { inScope, type RestaurantScope, type TenantScope } from '../../../../lib/tenant-scope';
import { notErased, shownCustomerEmail, shownCustomerName } from '../../customers/anonymised';
import { isoOrNull, type Queryable } from '../common';
import { currentDeliveryStatus } from '../deliveries/repository';

/** The columns of a ticket summary, from `caisse_tickets t` (an erased customer shows as « Client anonymisé »). */
export const summaryColumns = sql`t.id, t.number, t.business_date::text as business_date, t.status, t.source, t.type, ${currentDeliveryStatus()} as delivery_status,
  t.register_id, t.register_label, t.terminal_number, t.table_label as "table", t.covers, t.pos_user_id, t.pos_user_name,
  t.customer_id, ${shownCustomerName()} as customer_name, ${shownCustomerEmail()} as customer_email, t.opened_at, t.closed_at, t.received_at, t.total_ht_cents, t.total_tva_cents,
  t.total_ttc_cents, t.discount_cents, t.offered_cents, t.payment_methods, t.late, t.cancels_ticket_id, t.cancel_reason,
  (select o.number from caisse_tickets o where o.restaurant_id = t.restaurant_id and o.id = t.cancels_ticket_id) as cancels_ticket_number,
  (select c.id from caisse_tickets c where c.restaurant_id = t.restaurant_id and c.cancels_ticket_id = t.id) as canceled_by_ticket_id`;

export type SummaryRow = Omit<TicketSummary, 'opened_at' | 'closed_at' | 'received_at'> & {
  opened_at: Date;
  closed_at: Date;
  received_at: Date;
};
export const toSummary = (r: SummaryRow): TicketSummary => ({
  ...r,
  opened_at: isoOrNull(r.opened_at) ?? '',
  closed_at: isoOrNull(r.closed_at) ?? '',
  received_at: isoOrNull(r.received_at) ?? '',
});

/** The list's WHERE (scope, filters, search); the franchisor's network list uses it per restaurant. */
export const filters = (scope: TenantScope, q: Omit<TicketListQuery, 'page' | 'per_page' | 'order'>): SQL => {
  const where: SQL[] = [inScope(scope, sql`t.restaurant_id`)];
  if (q.from) where.push(sql`t.business_date >= ${q.from}`);
  if (q.to) where.push(sql`t.business_date <= ${q.to}`);
  if (q.status) where.push(sql`t.status = ${q.status}`);
  if (q.type) where.push(sql`t.type = ${q.type}`);
  if (q.source) where.push(sql`t.source = ${q.source}`);
  if (q.payment_method) where.push(sql`${q.payment_method} = any(t.payment_methods)`);
  if (q.pos_user_id) where.push(sql`t.pos_user_id = ${q.pos_user_id}`);
  if (q.register_id) where.push(sql`t.register_id = ${q.register_id}`);
  if (q.delivery_status) where.push(sql`${currentDeliveryStatus()} = ${q.delivery_status}`);
  const s = q.search.trim();
  if (s) {
    // a number, a customer, or an amount ("12,50"): any of them matches
    const or: SQL[] = [sql`(t.customer_name ilike ${`%${s.replace(/[\\%_]/g, '\\$&')}%`} and ${notErased()})`];
    if (/^\d{1,9}$/.test(s)) or.push(sql`t.number = ${Number(s)}`);
    const cents = parseAmountCents(s);
    if (cents !== undefined) or.push(sql`abs(t.total_ttc_cents) = ${cents}`);
    where.push(sql`(${sql.join(or, sql` or `)})`);
  }
  return sql.join(where, sql` and `);
};

export const listTickets = (db: Db, scope: RestaurantScope, q: TicketListQuery) => listTicketsWhere(db, scope, q);

/** The tickets list, narrowed by an extra condition on `t` (a closing's tickets). */
export const listTicketsWhere = async (db: Db, scope: RestaurantScope, q: TicketListQuery, extra: SQL = sql`true`) => {
  const page = await keysetPage<SummaryRow>(db, q, {
    select: summaryColumns,
    from: sql`caisse_tickets t`,
    where: sql`${filters(scope, q)} and ${extra}`,
    sortBy: sql`t.number`,
    id: sql`t.id`,
  });
  return { ...page, data: page.data.map(toSummary) };
};

export const findTicket = async (db: Queryable, scope: RestaurantScope, id: string) => {
  const { rows } = await db.execute<SummaryRow & { previous_hash: string; hash: string; reprints_count: number }>(
    sql`select ${summaryColumns}, t.previous_hash, t.hash,
          (select count(*)::int from caisse_ticket_reprints r where r.restaurant_id = t.restaurant_id and r.ticket_id = t.id) as reprints_count
        from caisse_tickets t where ${inScope(scope, sql`t.restaurant_id`)} and t.id = ${id}`,
  );
  return rows[0];
};

export const ticketParts = async (db: Queryable, scope: RestaurantScope, ticketIds: readonly string[]) => {
  const ids = sql`any(${`{${ticketIds.join(',')}}`}::uuid[])`;
  const mine = inScope(scope, sql`restaurant_id`);
  // one after the other: a cancellation reads them inside its transaction (one connection)
  const lines = await db.execute<Record<string, unknown> & { ticket_id: string; position: number }>(
    sql`select * from caisse_ticket_lines where ${mine} and ticket_id = ${ids} order by ticket_id, position`,
  );
  const payments = await db.execute<
    Record<string, unknown> & { ticket_id: string; position: number; method: string; amount_cents: number }
  >(sql`select * from caisse_ticket_payments where ${mine} and ticket_id = ${ids} order by ticket_id, position`);
  const vats = await db.execute<{ ticket_id: string; rate_bp: number; ht_cents: number; tva_cents: number; ttc_cents: number }>(
    sql`select ticket_id, rate_bp, ht_cents, tva_cents, ttc_cents from caisse_ticket_vats where ${mine} and ticket_id = ${ids} order by ticket_id, rate_bp`,
  );
  const group = <T extends { ticket_id: string }>(rows: T[]) => {
    const m = new Map<string, T[]>();
    for (const r of rows) m.set(r.ticket_id, [...(m.get(r.ticket_id) ?? []), r]);
    return m;
  };
  return { lines: group(lines.rows), payments: group(payments.rows), vats: group(vats.rows) };
};
