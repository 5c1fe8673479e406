import {
  coverageOf,
  frDay,
  type PnlCategory,
  type PnlDashboard,
  type PnlIndicators,
  type PnlIndicatorsQuery,
  type PnlIndicatorValues,
} from '@fitfit/contracts';
import type { Db } from '../../db/database';
import type { RestaurantScope } from '../../lib/tenant-scope';
import { addDays, monthStart, todayOf, weekStart } from '../caisse';
import { haccpDashboard } from '../haccp';
import { addMonths, clampRange, dayCount, daysInMonth, historyFromOf, monthLastDay, monthsBetween, ratioBp, restaurantOf } from './common';
import { addFigures, computeFigures, emptyFigures, type Figures, sumMonths, totalsOf } from './figures';
import { withFoodCost } from './food-cost';
import { dailyRevenue, forecastRange } from './forecast';
import { budgetsOf, forecastFigures } from './statement';

const ALIGNED = 364;

/** The indicators of figures (PRODUCT §7). Break-even: fixed charges ÷ (1 − variable charges ÷ revenue). */
export const indicatorsOf = (f: Figures, categories: PnlCategory[]): PnlIndicatorValues => {
  const t = totalsOf(f, categories);
  const contribution = t.revenue > 0 ? 1 - t.variable / t.revenue : 0;
  return {
    revenue_ht_cents: t.revenue,
    covers: f.covers,
    average_ticket_cents: f.tickets > 0 ? Math.round(t.revenue / f.tickets) : null,
    average_cover_cents: f.covers > 0 ? Math.round(t.revenue / f.covers) : null,
    // never a negative ratio matière (more stock counted than bought and used): none, said by `withFoodCost`
    food_cost_bp: t.consumed < 0 ? null : ratioBp(t.consumed, t.revenue),
    staff_cost_bp: ratioBp(t.staff, t.revenue),
    prime_cost_bp: t.consumed < 0 ? null : ratioBp(t.consumed + t.staff, t.revenue),
    ebe_margin_bp: ratioBp(t.ebe, t.revenue),
    break_even_cents: contribution > 0 ? Math.round(t.fixed / contribution) : null,
  };
};

/** The period of a view: the month, the week (Monday to Sunday) or the day of `from`, or the range. */
export const periodOf = (q: PnlIndicatorsQuery) => {
  switch (q.view) {
    case 'monthly':
      return { from: monthStart(q.from), to: monthLastDay(q.from) };
    case 'weekly':
      return { from: weekStart(q.from), to: addDays(weekStart(q.from), 6) };
    case 'daily':
      return { from: q.from, to: q.from };
    default:
      return { from: q.from, to: q.to ?? q.from };
  }
};

/**
 * The comparison: the same calendar month a year before for a whole month, else (a week, a day, a period to date) the
 * same weekdays 52 weeks before.
 */
const compareOf = (q: PnlIndicatorsQuery, p: { from: string; to: string }, toDate: boolean) => {
  if (q.compare_from && q.compare_to) return { from: q.compare_from, to: q.compare_to };
  if (q.view === 'monthly' && !toDate) {
    const m = addMonths(p.from.slice(0, 7), -12);
    return { from: `${m}-01`, to: monthLastDay(m) };
  }
  return { from: addDays(p.from, -ALIGNED), to: addDays(p.to, -ALIGNED) };
};

/** The forecast figures of a range: each month's forecast figures prorated by the forecast revenue of the days covered. */
const forecastOfRange = async (db: Db, scope: RestaurantScope, from: string, to: string, today: string, historyFrom: string | null) => {
  const [forecast, budgets, previous, restaurant] = await Promise.all([
    forecastRange(db, scope, from, to, today, historyFrom),
    budgetsOf(db, scope, from.slice(0, 7), to.slice(0, 7)),
    computeFigures(db, scope, `${addMonths(from.slice(0, 7), -12)}-01`, monthLastDay(addMonths(to.slice(0, 7), -12))),
    restaurantOf(db, scope),
  ]);
  // without last year, the forecast is scaled from the three months before the range
  const first = from.slice(0, 7);
  const recent = await computeFigures(db, scope, `${addMonths(first, -3)}-01`, monthLastDay(addMonths(first, -1)));
  const recentSum = sumMonths(recent.months);
  const reference = (month: string) => {
    const lastYear = previous.months.get(addMonths(month, -12));
    return lastYear && totalsOf(lastYear, previous.categories).revenue > 0 ? lastYear : recentSum;
  };
  const categories = previous.categories;
  const parts: Figures[] = [];
  for (const month of monthsBetween(from.slice(0, 7), to.slice(0, 7))) {
    const part = clampRange(from, to, month);
    let revenue = 0;
    for (let d = part.from; d <= part.to; d = addDays(d, 1)) revenue += forecast.byDay.get(d) ?? 0;
    const factor = dayCount(part.from, part.to) / daysInMonth(month);
    const f = forecastFigures(revenue, budgets.get(month), categories, reference(month), restaurant);
    // budgets and fixed amounts are a whole month's: keep the share of the days covered
    const charges = Object.fromEntries(
      categories.map((c) => [c.id, c.mode === 'percent' ? (f.charges[c.id] ?? 0) : Math.round((f.charges[c.id] ?? 0) * factor)]),
    );
    const purchases = budgets.get(month)?.has('purchases') ? Math.round(f.purchases_received * factor) : f.purchases_received;
    parts.push({ ...f, charges, purchases_received: purchases });
  }
  return { figures: parts.reduce(addFigures, emptyFigures()), byDay: forecast.byDay, categories };
};

const label = (d: string, long: boolean) => (long ? d.slice(0, 7) : frDay(d).slice(0, 5));

/** /pnl/indicators: the period's indicators against the comparison and the forecast, with revenue per day (or month). */
export const indicators = async (db: Db, scope: RestaurantScope, q: PnlIndicatorsQuery): Promise<PnlIndicators> => {
  const whole = periodOf(q);
  const [today, historyFrom] = await Promise.all([todayOf(db, scope), historyFromOf(db, scope)]);
  // the period in progress is read up to today, as `/` reads the month: the same figures, said « à date »
  const toDate = whole.from <= today && today < whole.to;
  const period = toDate ? { from: whole.from, to: today } : whole;
  const compare = compareOf(q, period, toDate);
  const [current, previous, forecast, daily, dailyPrevious] = await Promise.all([
    computeFigures(db, scope, period.from, period.to),
    computeFigures(db, scope, compare.from, compare.to),
    forecastOfRange(db, scope, period.from, period.to, today, historyFrom),
    dailyRevenue(db, scope, period.from, period.to),
    dailyRevenue(db, scope, compare.from, compare.to),
  ]);
  const categories = current.categories;
  const ratiosOf = (f: Figures, range: { from: string; to: string }) =>
    withFoodCost(db, scope, range, indicatorsOf(f, categories), totalsOf(f, categories).consumed);
  const [now, before] = await Promise.all([ratiosOf(sumMonths(current.months), period), ratiosOf(sumMonths(previous.months), compare)]);
  const long = dayCount(period.from, period.to) > 62;
  const offset = dayCount(compare.from, period.from) - 1;
  const buckets = new Map<string, PnlIndicators['series'][number]>();
  for (let d = period.from; d <= period.to; d = addDays(d, 1)) {
    const key = long ? d.slice(0, 7) : d;
    const b = buckets.get(key) ?? {
      label: label(d, long),
      date: long ? `${key}-01` : d,
      revenue_cents: 0,
      previous_cents: 0,
      forecast_cents: 0,
    };
    b.revenue_cents += daily.get(d) ?? 0;
    b.previous_cents += dailyPrevious.get(addDays(d, -offset)) ?? 0;
    b.forecast_cents += forecast.byDay.get(d) ?? 0;
    buckets.set(key, b);
  }
  return {
    view: q.view,
    period,
    to_date: toDate,
    compare,
    compare_coverage: coverageOf(compare.from, compare.to, historyFrom),
    current: now.values,
    previous: before.values,
    food_cost: now.food_cost,
    forecast: indicatorsOf(forecast.figures, categories),
    series: [...buckets.values()],
  };
};

/** The same days 52 weeks before a range, and how much of them has history. */
const previousOf = (from: string, to: string, historyFrom: string | null) => {
  const previous_from = addDays(from, -ALIGNED);
  const previous_to = addDays(to, -ALIGNED);
  return { previous_from, previous_to, previous_coverage: coverageOf(previous_from, previous_to, historyFrom) };
};

/** `/`: yesterday and the month so far against N-1 and the forecast, the month's ratios, EBE, break-even progress, HACCP. */
export const pnlDashboard = async (db: Db, scope: RestaurantScope, holdsHaccp: boolean): Promise<PnlDashboard> => {
  const [today, historyFrom] = await Promise.all([todayOf(db, scope), historyFromOf(db, scope)]);
  const yesterday = addDays(today, -1);
  const from = monthStart(today);
  const [yRev, yPrev, yFc, month, monthPrev, monthFc, haccp] = await Promise.all([
    dailyRevenue(db, scope, yesterday, yesterday),
    dailyRevenue(db, scope, addDays(yesterday, -ALIGNED), addDays(yesterday, -ALIGNED)),
    forecastRange(db, scope, yesterday, yesterday, today, historyFrom),
    computeFigures(db, scope, from, today),
    dailyRevenue(db, scope, addDays(from, -ALIGNED), addDays(today, -ALIGNED)),
    forecastRange(db, scope, from, today, today, historyFrom),
    holdsHaccp ? haccpDashboard(db, scope) : Promise.resolve(null),
  ]);
  const figures = sumMonths(month.months);
  const totals = totalsOf(figures, month.categories);
  const { values, food_cost } = await withFoodCost(
    db,
    scope,
    { from, to: today },
    indicatorsOf(figures, month.categories),
    totals.consumed,
  );
  // break-even of the whole month: the month's fixed charges over the margin rate so far
  const wholeMonthFixed = Math.round((totals.fixed * daysInMonth(today)) / dayCount(from, today));
  const contribution = totals.revenue > 0 ? 1 - totals.variable / totals.revenue : 0;
  const breakEven = contribution > 0 ? wholeMonthFixed / contribution : null;
  const sum = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);
  return {
    yesterday,
    month: today.slice(0, 7),
    yesterday_revenue: { actual: sum(yRev), previous: sum(yPrev), forecast: yFc.total, ...previousOf(yesterday, yesterday, historyFrom) },
    month_revenue: { actual: totals.revenue, previous: sum(monthPrev), forecast: monthFc.total, ...previousOf(from, today, historyFrom) },
    indicators: values,
    food_cost,
    ebe_to_date_cents: totals.ebe,
    break_even_progress_bp: breakEven ? Math.round((totals.revenue / breakEven) * 10_000) : null,
    // the late tasks are the HACCP home's (planning's `homeTasks`): the late ones of the days before and today's late ones
    haccp: haccp
      ? {
          open_non_conformities: haccp.open_non_conformities_count,
          late_tasks: haccp.late_tasks.length + haccp.tasks_today.filter((o) => o.status === 'late').length,
          missing_readings: haccp.missing_readings.length,
        }
      : null,
  };
};
