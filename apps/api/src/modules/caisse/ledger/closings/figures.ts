import {
  type CashMovementKind,
  type ClosingFigures,
  cashMovementKindLabels,
  cashMovementSign,
  orderTypeLabels,
  paymentMethodLabels,
  ticketSourceLabels,
} from '@fitfit/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { sumCents } from '../../../../lib/money';
import type { Queryable } from '../common';

/**
 * Which tickets and movements a daily closing takes: those of the business days after the previous closing up to
 * its date that arrived on time, plus the late ones received since the previous closing (docs/decisions.md).
 */
export interface ClosingScope {
  restaurantId: string;
  /** Last closed business date before this closing (null for the first). */
  previousDate: string | null;
  date: string;
  previousLastTicketNumber: number;
  lastTicketNumber: number;
  previousClosedAt: string | null;
  closedAt: string;
}

export const ticketsOfClosing = (c: ClosingScope, t = sql`t`): SQL =>
  sql`${t}.restaurant_id = ${c.restaurantId} and (
    (not ${t}.late and ${t}.business_date <= ${c.date} ${c.previousDate ? sql`and ${t}.business_date > ${c.previousDate}` : sql``})
    or (${t}.late and ${t}.number > ${c.previousLastTicketNumber} and ${t}.number <= ${c.lastTicketNumber}))`;

const movementsOfClosing = (c: ClosingScope): SQL =>
  sql`m.restaurant_id = ${c.restaurantId} and (
    (not m.late and m.business_date <= ${c.date} ${c.previousDate ? sql`and m.business_date > ${c.previousDate}` : sql``})
    or (m.late and m.received_at > ${c.previousClosedAt ?? '-infinity'}::timestamptz and m.received_at <= ${c.closedAt}::timestamptz))`;

const labelled = (labels: Record<string, string>, rows: { key: string; count: number; ttc_cents: number }[]) =>
  rows.map((r) => ({ key: r.key, label: labels[r.key] ?? r.key, count: Number(r.count), ttc_cents: Number(r.ttc_cents) }));

export type ComputedFigures = ClosingFigures & {
  absolute_ttc_cents: number;
  first_ticket_at: string | null;
  last_ticket_at: string | null;
  first_business_date: string | null;
};

/** Every figure of a closing (PRODUCT §3.2), computed by PostgreSQL over the closing's tickets. */
export const computeFigures = async (db: Queryable, c: ClosingScope): Promise<ComputedFigures> => {
  const inSet = ticketsOfClosing(c);
  const group = (column: SQL) =>
    db.execute<{ key: string; count: number; ttc_cents: number }>(
      sql`select ${column} as key, count(*) filter (where t.status <> 'cancel_created')::int as count, ${sumCents(sql`t.total_ttc_cents`)} as ttc_cents
          from caisse_tickets t where ${inSet} group by 1 order by 1`,
    );
  // one after the other: inside the closing's transaction they share one connection
  const totals = await db.execute<Record<string, number | string | null>>(
    sql`select count(*) filter (where t.status <> 'cancel_created')::int as tickets_count,
            coalesce(sum(t.covers) filter (where t.status <> 'cancel_created'), 0)::int as covers,
            ${sumCents(sql`t.total_ht_cents`)} as total_ht_cents, ${sumCents(sql`t.total_tva_cents`)} as total_tva_cents,
            ${sumCents(sql`t.total_ttc_cents`)} as total_ttc_cents, ${sumCents(sql`abs(t.total_ttc_cents)`)} as absolute_ttc_cents,
            ${sumCents(sql`t.discount_cents`)} as discounts_cents, ${sumCents(sql`t.offered_cents`)} as offered_cents,
            count(*) filter (where t.status = 'cancel_created')::int as cancellations_count,
            ${sumCents(sql`-t.total_ttc_cents) filter (where t.status = 'cancel_created'`)} as cancellations_cents,
            count(*) filter (where t.late)::int as late_tickets_count,
            min(t.closed_at) as first_ticket_at, max(t.closed_at) as last_ticket_at, min(t.business_date)::text as first_business_date
          from caisse_tickets t where ${inSet}`,
  );
  const vat = await db.execute<{ rate_bp: number; ht_cents: number; tva_cents: number; ttc_cents: number }>(
    sql`select v.rate_bp, ${sumCents(sql`v.ht_cents`)} as ht_cents, ${sumCents(sql`v.tva_cents`)} as tva_cents, ${sumCents(sql`v.ttc_cents`)} as ttc_cents
          from caisse_tickets t join caisse_ticket_vats v on v.restaurant_id = t.restaurant_id and v.ticket_id = t.id
          where ${inSet} group by v.rate_bp order by v.rate_bp`,
  );
  const payments = await db.execute<{ key: string; count: number; ttc_cents: number }>(
    sql`select p.method as key, count(distinct t.id) filter (where t.status <> 'cancel_created')::int as count, ${sumCents(sql`p.amount_cents`)} as ttc_cents
          from caisse_tickets t join caisse_ticket_payments p on p.restaurant_id = t.restaurant_id and p.ticket_id = t.id
          where ${inSet} group by p.method order by p.method`,
  );
  const byType = await group(sql`t.type`);
  const bySource = await group(sql`t.source`);
  const movements = await db.execute<{ key: string; count: number; ttc_cents: number }>(
    sql`select m.kind as key, count(*)::int as count, ${sumCents(sql`m.amount_cents`)} as ttc_cents
          from caisse_cash_movements m where ${movementsOfClosing(c)} group by m.kind order by m.kind`,
  );
  const t = totals.rows[0];
  const n = (k: string) => Number(t[k] ?? 0);
  const cashMovements = labelled(cashMovementKindLabels, movements.rows);
  const movementsNet = cashMovements.reduce((a, m) => a + m.ttc_cents * cashMovementSign[m.key as CashMovementKind], 0);
  const cashPaid = payments.rows.filter((p) => p.key === 'cash').reduce((a, p) => a + Number(p.ttc_cents), 0);
  const count = n('tickets_count');
  const covers = n('covers');
  const ttc = n('total_ttc_cents');
  return {
    tickets_count: count,
    covers,
    total_ht_cents: n('total_ht_cents'),
    total_tva_cents: n('total_tva_cents'),
    total_ttc_cents: ttc,
    absolute_ttc_cents: n('absolute_ttc_cents'),
    vat: vat.rows.map((v) => ({
      rate_bp: v.rate_bp,
      ht_cents: Number(v.ht_cents),
      tva_cents: Number(v.tva_cents),
      ttc_cents: Number(v.ttc_cents),
    })),
    payments: labelled(paymentMethodLabels, payments.rows),
    by_type: labelled(orderTypeLabels, byType.rows),
    by_source: labelled(ticketSourceLabels, bySource.rows),
    average_ticket_cents: count ? Math.round(ttc / count) : 0,
    average_cover_cents: covers > 0 ? Math.round(ttc / covers) : 0,
    discounts_cents: n('discounts_cents'),
    offered_cents: n('offered_cents'),
    cancellations_count: n('cancellations_count'),
    cancellations_cents: n('cancellations_cents'),
    late_tickets_count: n('late_tickets_count'),
    cash_movements: cashMovements,
    cash_movements_net_cents: movementsNet,
    expected_cash_cents: cashPaid + movementsNet,
    first_ticket_at: (t.first_ticket_at as string | null) ?? null,
    last_ticket_at: (t.last_ticket_at as string | null) ?? null,
    first_business_date: (t.first_business_date as string | null) ?? null,
  };
};
