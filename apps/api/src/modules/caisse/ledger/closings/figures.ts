import {
  type ClosingCashMovementKey,
  type ClosingFigures,
  closingCashMovementLabels,
  closingCashMovementSign,
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

/** The bounds of one closing as SQL: parameters for one closing, columns of the bounds set for many. */
type Bounds = { date: SQL; previousDate: SQL; previousLast: SQL; last: SQL };

// A ticket belongs to a closing on time (its business day in the closing's days) or late (its number received
// between the previous closing and this one). Written once, for the tickets list of one closing and the figures
// of many; two range conditions rather than one OR, so that each uses its index.
const onTimeIn = (b: Bounds, t: SQL) =>
  sql`not ${t}.late and ${t}.business_date <= ${b.date} and ${t}.business_date > coalesce(${b.previousDate}, '-infinity'::date)`;
const lateIn = (b: Bounds, t: SQL) => sql`${t}.late and ${t}.number > ${b.previousLast} and ${t}.number <= ${b.last}`;

export const ticketsOfClosing = (c: ClosingScope, t = sql`t`): SQL => {
  const b = {
    date: sql`${c.date}::date`,
    previousDate: sql`${c.previousDate}::date`,
    previousLast: sql`${c.previousLastTicketNumber}::int`,
    last: sql`${c.lastTicketNumber}::int`,
  };
  return sql`${t}.restaurant_id = ${c.restaurantId} and ((${onTimeIn(b, t)}) or (${lateIn(b, t)}))`;
};

const labelled = (labels: Record<string, string>, rows: { key: string; count: number; ttc_cents: number }[]) =>
  rows.map((r) => ({ key: r.key, label: labels[r.key] ?? r.key, count: Number(r.count), ttc_cents: Number(r.ttc_cents) }));

export type ComputedFigures = ClosingFigures & {
  absolute_ttc_cents: number;
  first_ticket_at: string | null;
  last_ticket_at: string | null;
  first_business_date: string | null;
};

type Keyed = { key: string; count: number; ttc_cents: number };
type Bucket = {
  totals: Record<string, number | string | null>;
  vat: { rate_bp: number; ht_cents: number; tva_cents: number; ttc_cents: number }[];
  payments: Keyed[];
  by_type: Keyed[];
  by_source: Keyed[];
  movements: Keyed[];
};

/**
 * Every figure (PRODUCT §3.2) of one or many successive closings of a restaurant, computed by PostgreSQL in one
 * statement: each ticket and cash movement is put in its closing's bucket, then every sum is grouped by bucket.
 * Closing a day and closing a year of days at once (the demo data) are the same query.
 */
export const computeFiguresOf = async (db: Queryable, scopes: readonly ClosingScope[]): Promise<ComputedFigures[]> => {
  if (!scopes.length) return [];
  const restaurantId = scopes[0].restaurantId;
  const bounds = JSON.stringify(
    scopes.map((c, i) => ({
      i,
      date: c.date,
      previous_date: c.previousDate,
      previous_last: c.previousLastTicketNumber,
      last: c.lastTicketNumber,
      previous_closed_at: c.previousClosedAt,
      closed_at: c.closedAt,
    })),
  );
  const b: Bounds = { date: sql`b.date`, previousDate: sql`b.previous_date`, previousLast: sql`b.previous_last`, last: sql`b.last` };
  const ticketColumns = sql`b.i, t.id, t.status, t.covers, t.total_ht_cents, t.total_tva_cents, t.total_ttc_cents, t.discount_cents,
    t.offered_cents, t.late, t.type, t.source, t.closed_at, t.business_date`;
  const keyed = (name: string, column: SQL) =>
    sql`${sql.identifier(name)} as (select i, json_agg(json_build_object('key', key, 'count', count, 'ttc_cents', ttc_cents) order by key) as rows
      from (select t.i, ${column} as key, count(*) filter (where t.status <> 'cancel_created')::int as count, ${sumCents(sql`t.total_ttc_cents`)} as ttc_cents
            from t group by 1, 2) g group by i)`;
  const { rows } = await db.execute<Bucket & { i: number }>(
    sql`with b as (select * from jsonb_to_recordset(${bounds}::jsonb)
          as b(i int, date date, previous_date date, previous_last int, last int, previous_closed_at timestamptz, closed_at timestamptz)),
        t as materialized (
          select ${ticketColumns} from b join caisse_tickets t on t.restaurant_id = ${restaurantId} and ${onTimeIn(b, sql`t`)}
          union all
          select ${ticketColumns} from b join caisse_tickets t on t.restaurant_id = ${restaurantId} and ${lateIn(b, sql`t`)}),
        totals as (select i, json_build_object(
            'tickets_count', count(*) filter (where t.status <> 'cancel_created'),
            'covers', coalesce(sum(t.covers) filter (where t.status <> 'cancel_created'), 0),
            'total_ht_cents', ${sumCents(sql`t.total_ht_cents`)}, 'total_tva_cents', ${sumCents(sql`t.total_tva_cents`)},
            'total_ttc_cents', ${sumCents(sql`t.total_ttc_cents`)}, 'absolute_ttc_cents', ${sumCents(sql`abs(t.total_ttc_cents)`)},
            'discounts_cents', ${sumCents(sql`t.discount_cents`)}, 'offered_cents', ${sumCents(sql`t.offered_cents`)},
            'cancellations_count', count(*) filter (where t.status = 'cancel_created'),
            'cancellations_cents', ${sumCents(sql`-t.total_ttc_cents) filter (where t.status = 'cancel_created'`)},
            'late_tickets_count', count(*) filter (where t.late),
            'first_ticket_at', min(t.closed_at)::text, 'last_ticket_at', max(t.closed_at)::text,
            'first_business_date', min(t.business_date)::text) as row
          from t group by i),
        vat as (select i, json_agg(json_build_object('rate_bp', rate_bp, 'ht_cents', ht_cents, 'tva_cents', tva_cents, 'ttc_cents', ttc_cents)
              order by rate_bp) as rows
          from (select t.i, v.rate_bp, ${sumCents(sql`v.ht_cents`)} as ht_cents, ${sumCents(sql`v.tva_cents`)} as tva_cents,
                  ${sumCents(sql`v.ttc_cents`)} as ttc_cents
                from t join caisse_ticket_vats v on v.restaurant_id = ${restaurantId} and v.ticket_id = t.id group by 1, 2) g group by i),
        payments as (select i, json_agg(json_build_object('key', key, 'count', count, 'ttc_cents', ttc_cents) order by key) as rows
          from (select t.i, p.method as key, count(distinct t.id) filter (where t.status <> 'cancel_created')::int as count,
                  ${sumCents(sql`p.amount_cents`)} as ttc_cents
                from t join caisse_ticket_payments p on p.restaurant_id = ${restaurantId} and p.ticket_id = t.id group by 1, 2) g group by i),
        ${keyed('by_type', sql`t.type`)},
        ${keyed('by_source', sql`t.source`)},
        movements as (select i, json_agg(json_build_object('key', key, 'count', count, 'ttc_cents', ttc_cents) order by key) as rows
          from (select b.i, m.kind as key, count(*)::int as count, ${sumCents(sql`m.amount_cents`)} as ttc_cents
                from b join (
                  select m.kind, m.amount_cents, m.business_date, m.late, m.received_at from caisse_cash_movements m
                    where m.restaurant_id = ${restaurantId}
                  -- register ↔ safe transfers of the back office (banking): refused once their day is closed, never late
                  union all
                  select 'transfer_' || x.direction, x.amount_cents, x.business_date, false, x.transferred_at from caisse_bank_transfers x
                    where x.restaurant_id = ${restaurantId}) m on (
                  (not m.late and m.business_date <= b.date and m.business_date > coalesce(b.previous_date, '-infinity'::date))
                  or (m.late and m.received_at > coalesce(b.previous_closed_at, '-infinity'::timestamptz) and m.received_at <= b.closed_at))
                group by 1, 2) g group by i)
      select b.i, totals.row as totals, coalesce(vat.rows, '[]') as vat, coalesce(payments.rows, '[]') as payments,
        coalesce(by_type.rows, '[]') as by_type, coalesce(by_source.rows, '[]') as by_source, coalesce(movements.rows, '[]') as movements
      from b left join totals using (i) left join vat using (i) left join payments using (i) left join by_type using (i)
        left join by_source using (i) left join movements using (i)
      order by b.i`,
  );
  return rows.map(figuresOf);
};

/** Every figure of one closing (PRODUCT §3.2). */
export const computeFigures = async (db: Queryable, c: ClosingScope): Promise<ComputedFigures> => (await computeFiguresOf(db, [c]))[0];

const figuresOf = (r: Bucket): ComputedFigures => {
  const t = r.totals ?? {};
  const n = (k: string) => Number(t[k] ?? 0);
  const cashMovements = labelled(closingCashMovementLabels, r.movements);
  const movementsNet = cashMovements.reduce((a, m) => a + m.ttc_cents * closingCashMovementSign[m.key as ClosingCashMovementKey], 0);
  const cashPaid = r.payments.filter((p) => p.key === 'cash').reduce((a, p) => a + Number(p.ttc_cents), 0);
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
    vat: r.vat.map((v) => ({
      rate_bp: v.rate_bp,
      ht_cents: Number(v.ht_cents),
      tva_cents: Number(v.tva_cents),
      ttc_cents: Number(v.ttc_cents),
    })),
    payments: labelled(paymentMethodLabels, r.payments),
    by_type: labelled(orderTypeLabels, r.by_type),
    by_source: labelled(ticketSourceLabels, r.by_source),
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
