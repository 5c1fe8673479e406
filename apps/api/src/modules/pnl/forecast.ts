import type { PnlForecast } from '@fitfit/contracts';
import { sql } from 'drizzle-orm';
import { inScope, type RestaurantScope } from '../../lib/tenant-scope';
import { readSales } from '../caisse';
import { addDays, dayCount, historyFromOf, monthFirstDay, monthLastDay, type Queryable } from './common';

/** 52 weeks: the same weekday a year before. */
const ALIGNED = 364;
const TREND_DAYS = 28;
const TREND_BOUNDS = [0.5, 2] as const;

/** Easter Sunday of a year (anonymous Gregorian computus), as YYYY-MM-DD. */
export const easterSunday = (year: number) => {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
};

/** French public holidays of fixed date (MM-DD) and those that move with Easter (days after Easter Sunday). */
const FIXED_HOLIDAYS: Record<string, string> = {
  '01-01': 'jour_de_l_an',
  '05-01': 'fete_du_travail',
  '05-08': 'victoire_1945',
  '07-14': 'fete_nationale',
  '08-15': 'assomption',
  '11-01': 'toussaint',
  '11-11': 'armistice',
  '12-25': 'noel',
};
const EASTER_HOLIDAYS: Record<string, number> = { lundi_de_paques: 1, ascension: 39, lundi_de_pentecote: 50 };

const holidayCache = new Map<number, Map<string, string>>();
/** The French public holidays of a year: day → holiday. */
export const frenchHolidays = (year: number) => {
  let days = holidayCache.get(year);
  if (!days) {
    const y = String(year).padStart(4, '0');
    const easter = easterSunday(year);
    days = new Map([
      ...Object.entries(FIXED_HOLIDAYS).map(([md, name]) => [`${y}-${md}`, name] as [string, string]),
      ...Object.entries(EASTER_HOLIDAYS).map(([name, n]) => [addDays(easter, n), name] as [string, string]),
    ]);
    holidayCache.set(year, days);
  }
  return days;
};
/** The French public holiday a day is, if any. */
export const holidayOf = (day: string) => frenchHolidays(Number(day.slice(0, 4))).get(day) ?? null;
export const isHoliday = (day: string) => holidayOf(day) !== null;

/**
 * The day of last year a day is forecast from: the same weekday 52 weeks earlier; a public holiday (fixed or
 * Easter-based) by the same holiday last year.
 */
export const lastYearDayOf = (day: string) => {
  const holiday = holidayOf(day);
  if (holiday) {
    for (const [d, name] of frenchHolidays(Number(day.slice(0, 4)) - 1)) if (name === holiday) return d;
  }
  const aligned = addDays(day, -ALIGNED);
  // last year's aligned day was a holiday this day is not: take the same weekday a week earlier
  return isHoliday(aligned) ? addDays(aligned, -7) : aligned;
};

/** Revenue HT by business day over a range (closed days from the rollups). */
export const dailyRevenue = async (db: Queryable, scope: RestaurantScope, from: string, to: string) => {
  const rows = await readSales(db, scope, 'day', { from, to }, 'day');
  return new Map(rows.map((r) => [r.business_date, r.ht_cents]));
};

const sumDays = (revenue: Map<string, number>, from: string, to: string) => {
  let s = 0;
  for (let d = from; d <= to; d = addDays(d, 1)) s += revenue.get(d) ?? 0;
  return s;
};

type ForecastDay = PnlForecast['days'][number];

/**
 * The revenue forecast of a day range from history, as it could be made on `asOf`. Each day is its day of last year
 * (the same weekday 52 weeks earlier, holidays by holiday) × the trend of the 28 days before `asOf` against the same
 * 28 days a year before — where last year's day has history (a covered day without sales is a closed day: 0).
 * Where it has none (a young restaurant, a history that starts within the range a year ago), the day is the average
 * of its weekday over the 8 weeks before `asOf`, covered days only: a missing day is never read as a zero.
 * `historyFrom`: the restaurant's first business day (`historyFromOf`).
 */
export const forecastDays = async (
  db: Queryable,
  scope: RestaurantScope,
  from: string,
  to: string,
  asOf: string,
  historyFrom: string | null,
) => {
  const covered = (d: string) => historyFrom !== null && d >= historyFrom;
  const trendTo = addDays(asOf, -1);
  const trendFrom = addDays(trendTo, -(TREND_DAYS - 1));
  const recentFrom = addDays(trendTo, -55);
  const lastYear: [string, string][] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) lastYear.push([d, lastYearDayOf(d)]);
  // a moving holiday's day of last year may fall outside the aligned range (Easter Monday in March, then April)
  const lys = lastYear.map(([, ly]) => ly).sort();
  const lo = [addDays(trendFrom, -ALIGNED), recentFrom, lys[0]].sort()[0];
  const hi = [trendTo, lys[lys.length - 1]].sort()[1];
  const revenue = await dailyRevenue(db, scope, lo, hi);
  // the trend only where both windows are known: a year ago must be history, not a start
  const recent = sumDays(revenue, trendFrom, trendTo);
  const before = sumDays(revenue, addDays(trendFrom, -ALIGNED), addDays(trendTo, -ALIGNED));
  const rawTrend = covered(addDays(trendFrom, -ALIGNED)) && before > 0 && recent > 0 ? recent / before : 1;
  const trend = Math.min(TREND_BOUNDS[1], Math.max(TREND_BOUNDS[0], rawTrend));
  // each weekday's average over the covered days of the 8 weeks before asOf
  const byWeekday = new Map<number, { sum: number; n: number }>();
  for (let d = recentFrom; d <= trendTo; d = addDays(d, 1)) {
    if (!covered(d)) continue;
    const w = weekdayOf(d);
    const acc = byWeekday.get(w) ?? { sum: 0, n: 0 };
    acc.sum += revenue.get(d) ?? 0;
    acc.n += 1;
    byWeekday.set(w, acc);
  }
  const days: ForecastDay[] = lastYear.map(([d, ly]) => {
    if (covered(ly)) return { date: d, last_year_date: ly, cents: Math.round((revenue.get(ly) ?? 0) * trend), source: 'last_year' };
    const avg = byWeekday.get(weekdayOf(d));
    return avg
      ? { date: d, last_year_date: ly, cents: Math.round(avg.sum / avg.n), source: 'recent_weeks' }
      : { date: d, last_year_date: ly, cents: 0, source: 'none' };
  });
  return { method: methodOf(days), trend: Math.round(trend * 1000) / 1000, days };
};

const weekdayOf = (d: string) => new Date(`${d}T00:00:00Z`).getUTCDay();

/** The forecast's method: the one every day used, else `mixed` (some days from last year, the others from recent weeks). */
const methodOf = (days: readonly ForecastDay[]): PnlForecast['method'] => {
  const used = new Set(days.filter((d) => d.source !== 'actual').map((d) => d.source));
  if (used.size === 0) return days.length ? 'actual' : 'none';
  if (used.size === 1) return [...used][0] as PnlForecast['method'];
  return used.has('last_year') ? 'mixed' : used.has('recent_weeks') ? 'recent_weeks' : 'none';
};

/** The overrides of the revenue forecast of months (budget line 'revenue'). */
export const revenueOverrides = async (db: Queryable, scope: RestaurantScope, fromMonth: string, toMonth: string) => {
  const { rows } = await db.execute<{ month: string; cents: string }>(
    sql`select to_char(month, 'YYYY-MM') as month, amount_cents as cents from pnl_budgets
        where ${inScope(scope, sql`restaurant_id`)} and line = 'revenue' and month between ${monthFirstDay(fromMonth)} and ${monthFirstDay(toMonth)}`,
  );
  return new Map(rows.map((r) => [r.month, Number(r.cents)]));
};

/**
 * A month's forecast and its override. A past month: as it could be made on its first day (what was expected). The
 * current month: its actual revenue up to yesterday plus the forecast of the days left, made today (`landing`; the
 * screens that set a forecast against the actual of the same days ask for the forecast alone). A later month: made
 * today.
 */
export const monthForecast = async (
  db: Queryable,
  scope: RestaurantScope,
  month: string,
  today: string,
  landing = true,
  /** The restaurant's first business day when the caller read it already (`historyFromOf`): one read for several months. */
  known?: string | null,
): Promise<PnlForecast> => {
  const from = monthFirstDay(month);
  const last = monthLastDay(month);
  const current = from <= today && today <= last;
  const asOf = current ? (landing ? today : from) : from < today ? from : today;
  const historyFrom = known === undefined ? await historyFromOf(db, scope) : known;
  const [computed, overrides, actual] = await Promise.all([
    forecastDays(db, scope, from, last, asOf, historyFrom),
    revenueOverrides(db, scope, month, month),
    current && landing && from < today ? dailyRevenue(db, scope, from, addDays(today, -1)) : null,
  ]);
  if (actual) for (const d of computed.days) if (d.date < today) Object.assign(d, { cents: actual.get(d.date) ?? 0, source: 'actual' });
  const computedCents = computed.days.reduce((a, d) => a + d.cents, 0);
  const override = overrides.get(month) ?? null;
  return {
    month,
    computed_cents: computedCents,
    override_cents: override,
    forecast_cents: override ?? computedCents,
    trend: computed.trend,
    method: actual ? methodOf(computed.days) : computed.method,
    days: computed.days,
  };
};

/**
 * The forecast revenue of a day range: each month's forecast (its override, else computed), prorated by the
 * computed days the range covers within the month.
 */
export const forecastRange = async (
  db: Queryable,
  scope: RestaurantScope,
  from: string,
  to: string,
  today: string,
  known?: string | null,
) => {
  const months: string[] = [];
  for (let m = from.slice(0, 7); m <= to.slice(0, 7); ) {
    months.push(m);
    const next = addDays(monthLastDay(m), 1);
    m = next.slice(0, 7);
  }
  const historyFrom = known === undefined ? await historyFromOf(db, scope) : known;
  const perMonth = await Promise.all(months.map((m) => monthForecast(db, scope, m, today, false, historyFrom)));
  const byDay = new Map<string, number>();
  let total = 0;
  for (const f of perMonth) {
    const scale = f.override_cents !== null && f.computed_cents > 0 ? f.override_cents / f.computed_cents : 1;
    const evenly = f.override_cents !== null && f.computed_cents === 0 ? f.override_cents / f.days.length : null;
    for (const d of f.days) {
      if (d.date < from || d.date > to) continue;
      const cents = Math.round(evenly ?? d.cents * scale);
      byDay.set(d.date, cents);
      total += cents;
    }
  }
  return { total, byDay, days: dayCount(from, to) };
};
