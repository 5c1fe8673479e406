import {
  type Coverage,
  coverageOf,
  type Dashboard,
  type DashboardPeriod,
  type DatedSalesRow,
  dashboardPeriodLabels,
  frDay,
  historyStart,
  leastCoverage,
  type SalesByDimension,
  type SalesByDimensionQuery,
  type SalesFigures,
  type SalesRow,
  type SalesSummary,
} from '@fitfit/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { inScope, subScope, type TenantScope } from '../../../lib/tenant-scope';
import { businessDateIn, businessDateOf, clockChangesSql, type RestaurantClock } from '../ledger/common';
import { addDays, daysBetween, monthStart, weekStart, YEAR_ALIGNED_DAYS } from './days';
import { firstDaySql, firstDaysOf } from './history';
import { type DayRange, type RollupState, readSalesMany, rollupStateColumns, runRead } from './read';

const zero = (): SalesFigures => ({
  tickets: 0,
  covers: 0,
  quantity: 0,
  ht_cents: 0,
  tva_cents: 0,
  ttc_cents: 0,
  discount_cents: 0,
  offered_cents: 0,
  cancellations: 0,
  cancellations_cents: 0,
});
/** Adds a row's figures into `into`, field by field: a loop over the keys costs several times more on hundreds of rows. */
const addInto = (into: SalesFigures, r: SalesFigures) => {
  into.tickets += r.tickets;
  into.covers += r.covers;
  into.quantity += r.quantity;
  into.ht_cents += r.ht_cents;
  into.tva_cents += r.tva_cents;
  into.ttc_cents += r.ttc_cents;
  into.discount_cents += r.discount_cents;
  into.offered_cents += r.offered_cents;
  into.cancellations += r.cancellations;
  into.cancellations_cents += r.cancellations_cents;
};
export const totalOf = (rows: readonly SalesFigures[]) => {
  const total = zero();
  for (const r of rows) addInto(total, r);
  return total;
};

/**
 * A row without its restaurant, written out field by field: a tab's rows are hundreds, and dropping a key by rest
 * destructuring (`{ restaurant_id: _, ...r }`) cost more CPU than reading the row from PostgreSQL (profile of the day
 * by day tab, bench/README.md "Analytics").
 */
const datedRowOf = (r: DatedSalesRow): DatedSalesRow => ({
  business_date: r.business_date,
  key: r.key,
  label: r.label,
  tickets: r.tickets,
  covers: r.covers,
  quantity: r.quantity,
  ht_cents: r.ht_cents,
  tva_cents: r.tva_cents,
  ttc_cents: r.ttc_cents,
  discount_cents: r.discount_cents,
  offered_cents: r.offered_cents,
  cancellations: r.cancellations,
  cancellations_cents: r.cancellations_cents,
});

const periodOf = (range: DayRange, read: readonly (DatedSalesRow & { restaurant_id: string })[]) => {
  const rows = read.map(datedRowOf);
  // where keys split a ticket (payments, VAT rates, lines), the tickets total counts it once per key
  return { ...range, rows, totals: totalOf(rows) };
};

/**
 * One tab of the analyses: a dimension over a range, and over the comparison range when one is given — both read
 * side by side, the rollup marks read once.
 */
export const salesByDimension = async (db: Db, scope: TenantScope, q: SalesByDimensionQuery): Promise<SalesByDimension> => {
  // the range and the comparison's (both ends, in order) are checked by the query's schema
  const compared: DayRange | null = q.compare_from && q.compare_to ? { from: q.compare_from, to: q.compare_to } : null;
  const range = { from: q.from, to: q.to };
  const [[current, before], firstDays] = await Promise.all([
    readSalesMany(db, scope, [
      { dimension: q.dimension, range, by: q.by },
      ...(compared ? [{ dimension: q.dimension, range: compared, by: q.by }] : []),
    ]),
    compared ? firstDaysOf(db, scope) : [],
  ]);
  return {
    dimension: q.dimension,
    ...periodOf(range, current),
    compare:
      compared && before
        ? {
            ...periodOf(compared, before),
            coverage: coverageOf(compared.from, compared.to, historyStart(firstDays.map((r) => r.first_day))),
          }
        : null,
  };
};

export const summaryOf = (f: SalesFigures): SalesSummary => ({
  ttc_cents: f.ttc_cents,
  ht_cents: f.ht_cents,
  tickets: f.tickets,
  covers: f.covers,
  average_ticket_cents: f.tickets ? Math.round(f.ttc_cents / f.tickets) : 0,
  average_cover_cents: f.covers > 0 ? Math.round(f.ttc_cents / f.covers) : 0,
  cancellations: f.cancellations,
  cancellations_cents: f.cancellations_cents,
});

/** The business day now on the clock of the scope's restaurants (the first one's for a network: see `clocksOf`). */
export const todayOf = async (db: Db, scope: TenantScope) => {
  const { rows } = await db.execute<RestaurantClock>(
    sql`select r.timezone, r.day_change_hour, ${clockChangesSql(sql`r.id`)} as changes
        from restaurants r where ${inScope(scope, sql`r.id`)} order by r.created_at limit 1`,
  );
  return businessDateIn(rows[0] ?? { timezone: 'Europe/Paris', day_change_hour: 5, changes: [] }, new Date());
};

/** Restaurants of a scope that are on the same business day now, with how far their rollups go. */
export interface Clock {
  today: string;
  scope: TenantScope;
  states: RollupState[];
  /** Each restaurant's first business day (null: no sale yet), for the comparisons' coverage. */
  firstDays: Map<string, string | null>;
}

/** How much of a range a clock's restaurants have history for (comparison.ts). */
export const coverageIn = (clock: Clock, range: DayRange, restaurantId?: string): Coverage =>
  coverageOf(
    range.from,
    range.to,
    restaurantId ? (clock.firstDays.get(restaurantId) ?? null) : historyStart([...clock.firstDays.values()]),
  );

/**
 * The scope split by business day now: each restaurant's own day from its timezone and day-change hour. A restaurant
 * (or a network all on the same day) is one clock; a network over several timezones around midnight is one clock
 * per business day, each read with its own "today", "this week", "this month". Latest day first. The same statement
 * reads the rollup marks, which the reads of the clock are given (one statement fewer per screen).
 */
export const clocksOf = async (db: Db, scope: TenantScope, now = new Date()): Promise<Clock[]> => {
  const rows = await runRead<{
    id: string;
    timezone: string;
    day_change_hour: number;
    changes: RestaurantClock['changes'];
    rolled_through: string | null;
    last_ticket_number: number | null;
    late_from: string | null;
    first_day: string | null;
  }>(
    db,
    sql`select r.id, r.timezone, r.day_change_hour, ${clockChangesSql(sql`r.id`)} as changes, ${rollupStateColumns}, ${firstDaySql(sql`r.id`)} as first_day
        from restaurants r left join caisse_sales_rollup_states s on s.restaurant_id = r.id
        where ${inScope(scope, sql`r.id`)} order by r.created_at, r.id`,
  );
  const stateOf = (list: typeof rows): RollupState[] =>
    list.flatMap((r) =>
      r.rolled_through === null
        ? []
        : [
            {
              restaurant_id: r.id,
              rolled_through: r.rolled_through,
              last_ticket_number: Number(r.last_ticket_number),
              late_from: r.late_from,
            },
          ],
    );
  const firstDays = (list: typeof rows) => new Map(list.map((r) => [r.id, r.first_day]));
  if (!rows.length) return [{ today: businessDateOf(now, 'Europe/Paris', 5), scope, states: [], firstDays: new Map() }];
  // a restaurant's clock: its own, whatever else the scope holds
  if (scope.kind === 'restaurant') {
    const own = rows.filter((r) => r.id === scope.restaurantId);
    return [{ today: businessDateIn(rows[0], now), scope, states: stateOf(own), firstDays: firstDays(own) }];
  }
  const days = new Map<string, typeof rows>();
  for (const r of rows) {
    const day = businessDateIn(r, now);
    days.set(day, [...(days.get(day) ?? []), r]);
  }
  if (days.size === 1) return [{ today: [...days.keys()][0], scope, states: stateOf(rows), firstDays: firstDays(rows) }];
  return [...days]
    .sort(([a], [b]) => b.localeCompare(a))
    .map(([today, list]) => ({
      today,
      scope: subScope(
        scope,
        list.map((r) => r.id),
      ),
      states: stateOf(list),
      firstDays: firstDays(list),
    }));
};

/** Rows of several reads summed by key (the first one's label kept), in key order. */
export const mergeRows = <T extends SalesRow>(lists: readonly (readonly T[])[]): T[] => {
  const merged = new Map<string, T>();
  for (const row of lists.flat()) {
    const cur = merged.get(row.key);
    if (!cur) merged.set(row.key, { ...row });
    else addInto(cur, row);
  }
  return [...merged.values()].sort((a, b) => a.key.localeCompare(b.key));
};

export const rangeOf = (p: DashboardPeriod, today: string): DayRange => ({
  from: p === 'today' ? today : p === 'week' ? weekStart(today) : monthStart(today),
  to: today,
});
export const lastYear = (r: DayRange): DayRange => ({ from: addDays(r.from, -YEAR_ALIGNED_DAYS), to: addDays(r.to, -YEAR_ALIGNED_DAYS) });

type Row = DatedSalesRow & { restaurant_id: string };
/** One clock's dashboard, figures unsummarised (so that several clocks add up). */
export interface Parts {
  today: string;
  periods: {
    period: DashboardPeriod;
    range: DayRange;
    previous: DayRange;
    coverage: Coverage;
    current: SalesFigures;
    before: SalesFigures;
  }[];
  /** Keyed by hour ('HH') for today, by day otherwise (the chart's label is made after the merge). */
  chart: { key: string; current: number; previous: number }[];
  payments: Row[];
  products: Row[];
  /** The days of the span and of the same days a year before, by restaurant when asked (the network's ranking). */
  days: Row[];
  daysBefore: Row[];
}

/**
 * One clock's dashboard: the three periods and the daily chart are one read by day of the span they cover and one of
 * the same days a year before: fewer queries to plan and run than one read per period, the same sums. Its reads run
 * side by side (one statement for the two spans, tried, measured slower on 2 cores: bench/README.md "Analytics").
 */
const dashboardParts = async (db: Db, clock: Clock, chosen: DashboardPeriod, byRestaurant: boolean): Promise<Parts> => {
  const { scope, today, states } = clock;
  const keys = Object.keys(dashboardPeriodLabels) as DashboardPeriod[];
  const spanFrom = keys.map((p) => rangeOf(p, today).from).sort()[0];
  const span = { from: spanFrom, to: today };
  const range = rangeOf(chosen, today);
  const previous = lastYear(range);
  const hourly = chosen === 'today';
  const [days, daysBefore, payments, products, now = [], before = []] = await readSalesMany(
    db,
    scope,
    [
      { dimension: 'day', range: span, by: byRestaurant ? 'restaurant_day' : 'day' },
      { dimension: 'day', range: lastYear(span), by: byRestaurant ? 'restaurant_day' : 'day' },
      { dimension: 'payment', range },
      // by restaurant over a network: its best sellers are grouped by name across restaurants, with each one's part
      { dimension: 'product', range, by: byRestaurant ? 'restaurant' : 'key' },
      ...(hourly
        ? [
            { dimension: 'hour' as const, range },
            { dimension: 'hour' as const, range: previous },
          ]
        : []),
    ],
    states,
  );
  const within = (rows: typeof days, r: DayRange) => totalOf(rows.filter((x) => x.business_date >= r.from && x.business_date <= r.to));
  const periods = keys.map((p) => {
    const range = rangeOf(p, today);
    const previous = lastYear(range);
    return {
      period: p,
      range,
      previous,
      coverage: coverageIn(clock, previous),
      current: within(days, range),
      before: within(daysBefore, previous),
    };
  });
  let chart: Parts['chart'];
  if (hourly) {
    const hours = [...new Set([...now, ...before].map((r) => r.key))].sort();
    chart = hours.map((h) => ({
      key: h,
      current: now.find((r) => r.key === h)?.ttc_cents ?? 0,
      previous: before.find((r) => r.key === h)?.ttc_cents ?? 0,
    }));
  } else {
    const byDate = (rows: typeof days) => {
      const sums = new Map<string, number>();
      for (const r of rows) sums.set(r.business_date, (sums.get(r.business_date) ?? 0) + r.ttc_cents);
      return sums;
    };
    const current = byDate(days);
    const previous = byDate(daysBefore);
    chart = Array.from({ length: daysBetween(range.from, range.to) + 1 }, (_, i) => {
      const d = addDays(range.from, i);
      return { key: d, current: current.get(d) ?? 0, previous: previous.get(addDays(d, -YEAR_ALIGNED_DAYS)) ?? 0 };
    });
  }
  return { today, periods, chart, payments, products, days, daysBefore };
};

const minOf = (xs: string[]) => xs.reduce((a, b) => (b < a ? b : a));
const maxOf = (xs: string[]) => xs.reduce((a, b) => (b > a ? b : a));

/**
 * /caisse/dashboard: today, this week and this month against the aligned days of last year, and the chosen period's
 * detail. Over a network whose restaurants are not all on the same business day (timezones), each clock's restaurants
 * are read with their own periods and the figures added: a period's `from`..`to` is then the span of its clocks'.
 */
export const dashboard = async (db: Db, scope: TenantScope, chosen: DashboardPeriod): Promise<Dashboard> =>
  (await dashboardOf(db, await clocksOf(db, scope), chosen, false)).board;

/**
 * The dashboard of clocks already read, and each clock's day rows — by restaurant when `byRestaurant`, so that the
 * network's ranking is summed from the same rows, without reading them again.
 */
export const dashboardOf = async (
  db: Db,
  clocks: Clock[],
  chosen: DashboardPeriod,
  byRestaurant: boolean,
): Promise<{ board: Dashboard; parts: Parts[] }> => {
  const parts = await Promise.all(clocks.map((c) => dashboardParts(db, c, chosen, byRestaurant)));
  const periods: Dashboard['periods'] = parts[0].periods.map((p, i) => {
    const all = parts.map((x) => x.periods[i]);
    return {
      period: p.period,
      label: dashboardPeriodLabels[p.period],
      from: minOf(all.map((x) => x.range.from)),
      to: maxOf(all.map((x) => x.range.to)),
      previous_from: minOf(all.map((x) => x.previous.from)),
      previous_to: maxOf(all.map((x) => x.previous.to)),
      current: summaryOf(totalOf(all.map((x) => x.current))),
      previous: summaryOf(totalOf(all.map((x) => x.before))),
      previous_coverage: leastCoverage(all.map((x) => x.coverage)),
    };
  });
  const chart = new Map<string, { current: number; previous: number }>();
  for (const c of parts.flatMap((x) => x.chart)) {
    const cur = chart.get(c.key) ?? { current: 0, previous: 0 };
    chart.set(c.key, { current: cur.current + c.current, previous: cur.previous + c.previous });
  }
  const strip = ({ restaurant_id: _, business_date: __, ...r }: Row) => r;
  const board: Dashboard = {
    today: parts[0].today,
    periods,
    chart: [...chart]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, c]) => ({
        label: chosen === 'today' ? `${Number(key)} h` : frDay(key).slice(0, 5),
        current_ttc_cents: c.current,
        previous_ttc_cents: c.previous,
      })),
    payments: mergeRows(parts.map((x) => x.payments)).map(strip),
    top_products: mergeRows(parts.map((x) => x.products))
      .sort((a, b) => b.ttc_cents - a.ttc_cents || a.label.localeCompare(b.label))
      .slice(0, 10)
      .map(strip),
  };
  return { board, parts };
};
