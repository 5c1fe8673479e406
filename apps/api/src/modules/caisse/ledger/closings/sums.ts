import type { Closing } from '@fitfit/contracts';
import type { caisseClosings } from '../../../../db/schema';
import { iso } from '../common';

/** What a closing's hash covers: all it states, including its figures and the cash counted. */
export const closingSeal = (c: typeof caisseClosings.$inferInsert) => ({
  id: c.id,
  restaurant_id: c.restaurant_id,
  number: c.number,
  business_date: c.business_date,
  from_date: c.from_date,
  previous_last_ticket_number: c.previous_last_ticket_number,
  last_ticket_number: c.last_ticket_number,
  closed_at: iso(c.closed_at as Date | string),
  closed_by_user_id: c.closed_by_user_id ?? null,
  closed_by_name: c.closed_by_name ?? null,
  tickets_count: c.tickets_count,
  total_ttc_cents: c.total_ttc_cents,
  figures: c.figures,
  counted_cash_cents: c.counted_cash_cents,
  cash_variance_cents: c.cash_variance_cents,
  variance_reason: c.variance_reason ?? null,
  perpetual_grand_total_cents: c.perpetual_grand_total_cents,
  perpetual_absolute_total_cents: c.perpetual_absolute_total_cents,
});

type Breakdown = Closing['payments'];
const mergeBreakdowns = (lists: Breakdown[]): Breakdown => {
  const m = new Map<string, Breakdown[number]>();
  for (const row of lists.flat()) {
    const cur = m.get(row.key);
    m.set(row.key, cur ? { ...cur, count: cur.count + row.count, ttc_cents: cur.ttc_cents + row.ttc_cents } : { ...row });
  }
  return [...m.values()].sort((a, b) => a.key.localeCompare(b.key));
};

/**
 * A monthly or yearly closing: the sum of its daily closings (PRODUCT §3.2), with the period grand total and
 * the perpetual grand total at its last day. Not stored: the daily ones it sums are, chained.
 */
export const sumClosings = (period: 'month' | 'year', key: string, days: readonly Closing[]): Closing => {
  const sum = (f: (c: Closing) => number | null) => days.reduce((a, c) => a + (f(c) ?? 0), 0);
  const vat = new Map<number, Closing['vat'][number]>();
  for (const v of days.flatMap((d) => d.vat)) {
    const cur = vat.get(v.rate_bp);
    vat.set(
      v.rate_bp,
      cur
        ? {
            rate_bp: v.rate_bp,
            ht_cents: cur.ht_cents + v.ht_cents,
            tva_cents: cur.tva_cents + v.tva_cents,
            ttc_cents: cur.ttc_cents + v.ttc_cents,
          }
        : { ...v },
    );
  }
  const first = days[0];
  const last = days[days.length - 1];
  const count = sum((d) => d.tickets_count);
  const covers = sum((d) => d.covers);
  const ttc = sum((d) => d.total_ttc_cents);
  return {
    id: null,
    period,
    number: null,
    business_date: key,
    from_date: first.from_date,
    to_date: last.business_date,
    tickets_count: count,
    covers,
    total_ht_cents: sum((d) => d.total_ht_cents),
    total_tva_cents: sum((d) => d.total_tva_cents),
    total_ttc_cents: ttc,
    vat: [...vat.values()].sort((a, b) => a.rate_bp - b.rate_bp),
    payments: mergeBreakdowns(days.map((d) => d.payments)),
    by_type: mergeBreakdowns(days.map((d) => d.by_type)),
    by_source: mergeBreakdowns(days.map((d) => d.by_source)),
    average_ticket_cents: count ? Math.round(ttc / count) : 0,
    average_cover_cents: covers > 0 ? Math.round(ttc / covers) : 0,
    discounts_cents: sum((d) => d.discounts_cents),
    offered_cents: sum((d) => d.offered_cents),
    cancellations_count: sum((d) => d.cancellations_count),
    cancellations_cents: sum((d) => d.cancellations_cents),
    late_tickets_count: sum((d) => d.late_tickets_count),
    cash_movements: mergeBreakdowns(days.map((d) => d.cash_movements)),
    cash_movements_net_cents: sum((d) => d.cash_movements_net_cents),
    expected_cash_cents: sum((d) => d.expected_cash_cents),
    first_ticket_at: days.find((d) => d.first_ticket_at)?.first_ticket_at ?? null,
    last_ticket_at: [...days].reverse().find((d) => d.last_ticket_at)?.last_ticket_at ?? null,
    closed_at: last.closed_at,
    closed_by_user_id: null,
    closed_by_name: null,
    counted_cash_cents: sum((d) => d.counted_cash_cents),
    cash_variance_cents: sum((d) => d.cash_variance_cents),
    variance_reason: null,
    period_grand_total_cents: ttc,
    perpetual_grand_total_cents: last.perpetual_grand_total_cents,
    perpetual_absolute_total_cents: last.perpetual_absolute_total_cents,
    previous_hash: null,
    hash: null,
    closed_days: days.length,
  };
};
