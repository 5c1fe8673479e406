import {
  type Dashboard,
  type DashboardPeriod,
  type DatedSalesRow,
  dashboardPeriodLabels,
  type SalesByDimension,
  type SalesByDimensionQuery,
  type SalesFigures,
  type SalesSummary,
  salesFigureKeys,
} from '@fitfit/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { badRequest } from '../../../lib/http-errors';
import { inScope, type TenantScope } from '../../../lib/tenant-scope';
import { businessDateOf } from '../ledger/common';
import { addDays, daysBetween, frDay, monthStart, weekStart, YEAR_ALIGNED_DAYS } from './days';
import { type DayRange, readSales } from './read';

const zero = (): SalesFigures => Object.fromEntries(salesFigureKeys.map((k) => [k, 0])) as SalesFigures;
export const totalOf = (rows: readonly SalesFigures[]) =>
  rows.reduce((a, r) => {
    for (const k of salesFigureKeys) a[k] += r[k];
    return a;
  }, zero());

export const checkRange = (from: string, to: string, field = 'to') => {
  if (from > to)
    throw badRequest('La date de début doit précéder la date de fin', { [field]: 'La date de fin doit suivre la date de début' });
};

const period = async (db: Db, scope: TenantScope, q: SalesByDimensionQuery, range: DayRange) => {
  const rows = (await readSales(db, scope, q.dimension, range, q.by)).map(({ restaurant_id: _, ...r }) => r as DatedSalesRow);
  // where keys split a ticket (payments, VAT rates, lines), the tickets total counts it once per key
  return { ...range, rows, totals: totalOf(rows) };
};

/** One tab of the analyses: a dimension over a range, and over the comparison range when one is given. */
export const salesByDimension = async (db: Db, scope: TenantScope, q: SalesByDimensionQuery): Promise<SalesByDimension> => {
  checkRange(q.from, q.to);
  const current = await period(db, scope, q, { from: q.from, to: q.to });
  let compare: SalesByDimension['compare'] = null;
  if (q.compare_from || q.compare_to) {
    if (!q.compare_from || !q.compare_to)
      throw badRequest('La période de comparaison demande un début et une fin', {
        [q.compare_from ? 'compare_to' : 'compare_from']: 'La période de comparaison demande un début et une fin',
      });
    checkRange(q.compare_from, q.compare_to, 'compare_to');
    compare = await period(db, scope, q, { from: q.compare_from, to: q.compare_to });
  }
  return { dimension: q.dimension, ...current, compare };
};

export const summaryOf = (f: SalesFigures): SalesSummary => ({
  ttc_cents: f.ttc_cents,
  ht_cents: f.ht_cents,
  tickets: f.tickets,
  covers: f.covers,
  average_ticket_cents: f.tickets ? Math.round(f.ttc_cents / f.tickets) : 0,
  average_cover_cents: f.covers > 0 ? Math.round(f.ttc_cents / f.covers) : 0,
});

/** The business day now on the clock of the scope's restaurants (the first one's for a network). */
export const todayOf = async (db: Db, scope: TenantScope) => {
  const { rows } = await db.execute<{ timezone: string; day_change_hour: number }>(
    sql`select timezone, day_change_hour from restaurants where ${inScope(scope, sql`id`)} order by created_at limit 1`,
  );
  const clock = rows[0] ?? { timezone: 'Europe/Paris', day_change_hour: 5 };
  return businessDateOf(new Date(), clock.timezone, clock.day_change_hour);
};

const rangeOf = (p: DashboardPeriod, today: string): DayRange => ({
  from: p === 'today' ? today : p === 'week' ? weekStart(today) : monthStart(today),
  to: today,
});
const lastYear = (r: DayRange): DayRange => ({ from: addDays(r.from, -YEAR_ALIGNED_DAYS), to: addDays(r.to, -YEAR_ALIGNED_DAYS) });

/**
 * /caisse/dashboard: today, this week and this month against the aligned days of last year, and the chosen period's
 * detail. The three periods and the daily chart come from one read by day of the span they cover (and one of the same
 * days a year before): fewer queries to plan and run than one read per period, the same sums.
 */
export const dashboard = async (db: Db, scope: TenantScope, chosen: DashboardPeriod): Promise<Dashboard> => {
  const today = await todayOf(db, scope);
  const keys = Object.keys(dashboardPeriodLabels) as DashboardPeriod[];
  const spanFrom = keys.map((p) => rangeOf(p, today).from).sort()[0];
  const span = { from: spanFrom, to: today };
  const [days, daysBefore] = await Promise.all([
    readSales(db, scope, 'day', span, 'day'),
    readSales(db, scope, 'day', lastYear(span), 'day'),
  ]);
  const within = (rows: typeof days, r: DayRange) => totalOf(rows.filter((x) => x.business_date >= r.from && x.business_date <= r.to));
  const periods: Dashboard['periods'] = keys.map((p) => {
    const range = rangeOf(p, today);
    const previous = lastYear(range);
    return {
      period: p,
      label: dashboardPeriodLabels[p],
      from: range.from,
      to: range.to,
      previous_from: previous.from,
      previous_to: previous.to,
      current: summaryOf(within(days, range)),
      previous: summaryOf(within(daysBefore, previous)),
    };
  });
  const range = rangeOf(chosen, today);
  const previous = lastYear(range);
  let chart: Dashboard['chart'];
  if (chosen === 'today') {
    const [now, before] = await Promise.all([readSales(db, scope, 'hour', range), readSales(db, scope, 'hour', previous)]);
    const hours = [...new Set([...now, ...before].map((r) => r.key))].sort();
    chart = hours.map((h) => ({
      label: `${Number(h)} h`,
      current_ttc_cents: now.find((r) => r.key === h)?.ttc_cents ?? 0,
      previous_ttc_cents: before.find((r) => r.key === h)?.ttc_cents ?? 0,
    }));
  } else {
    chart = Array.from({ length: daysBetween(range.from, range.to) + 1 }, (_, i) => {
      const d = addDays(range.from, i);
      const p = addDays(d, -YEAR_ALIGNED_DAYS);
      return {
        label: frDay(d).slice(0, 5),
        current_ttc_cents: days.find((r) => r.business_date === d)?.ttc_cents ?? 0,
        previous_ttc_cents: daysBefore.find((r) => r.business_date === p)?.ttc_cents ?? 0,
      };
    });
  }
  const [payments, products] = await Promise.all([readSales(db, scope, 'payment', range), readSales(db, scope, 'product', range)]);
  const strip = ({ restaurant_id: _, business_date: __, ...r }: (typeof payments)[number]) => r;
  return {
    today,
    periods,
    chart,
    payments: payments.map(strip),
    top_products: products
      .sort((a, b) => b.ttc_cents - a.ttc_cents || a.label.localeCompare(b.label))
      .slice(0, 10)
      .map(strip),
  };
};
