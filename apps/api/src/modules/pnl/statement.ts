import { coverageOf, frenchMonth, type PnlCategory, type PnlLine, type PnlStatement, pnlSectionLabels } from '@fitfit/contracts';
import { sql } from 'drizzle-orm';
import type { RestaurantScope } from '../../lib/tenant-scope';
import { todayOf } from '../caisse';
import {
  addMonths,
  applyRate,
  historyFromOf,
  monthFirstDay,
  monthLastDay,
  monthsBetween,
  type Queryable,
  ratioBp,
  restaurantOf,
} from './common';
import { addFigures, computeFigures, emptyFigures, type Figures, mergeCategories, pnlStart, type Totals, totalsOf } from './figures';
import { monthForecast } from './forecast';

/** Budgets of months: month → line → cents. */
export const budgetsOf = async (db: Queryable, scope: RestaurantScope, fromMonth: string, toMonth: string) => {
  const { rows } = await db.execute<{ month: string; line: string; cents: string }>(
    sql`select to_char(month, 'YYYY-MM') as month, line, amount_cents as cents from pnl_budgets
        where restaurant_id = ${scope.restaurantId} and month between ${monthFirstDay(fromMonth)} and ${monthFirstDay(toMonth)}`,
  );
  const out = new Map<string, Map<string, number>>();
  for (const r of rows) {
    const m = out.get(r.month) ?? new Map<string, number>();
    m.set(r.line, Number(r.cents));
    out.set(r.month, m);
  }
  return out;
};

/**
 * The forecast figures of a month: revenue as forecast, split as last year; purchases and each category at
 * their budget when one is set, else purchases at last year's share of revenue, fixed charges at their amount,
 * % charges and the mark's fees at their rate of the forecast revenue, monthly charges at last year's share of revenue.
 */
export const forecastFigures = (
  revenue: number,
  budgets: Map<string, number> | undefined,
  categories: PnlCategory[],
  previous: Figures,
  rates: { royalty_rate_bp: number; advertising_rate_bp: number },
): Figures => {
  const prevTotals = totalsOf(previous, categories);
  const scale = prevTotals.revenue > 0 ? revenue / prevTotals.revenue : 0;
  const split = (v: number) => Math.round(v * scale);
  const revenue_drinks = split(previous.revenue_drinks);
  const revenue_delivery = split(previous.revenue_delivery);
  const charges: Record<string, number> = {};
  for (const c of categories) {
    const budget = budgets?.get(c.id);
    charges[c.id] =
      budget ??
      (c.mode === 'fixed' ? c.amount_cents : c.mode === 'percent' ? applyRate(revenue, c.rate_bp) : split(previous.charges[c.id] ?? 0));
  }
  return {
    revenue_food: revenue - revenue_drinks - revenue_delivery,
    revenue_drinks,
    revenue_delivery,
    covers: split(previous.covers),
    tickets: split(previous.tickets),
    purchases_received: budgets?.get('purchases') ?? split(prevTotals.consumed),
    purchases_entered: 0,
    stock_variation: 0,
    charges,
    royalties: applyRate(revenue, rates.royalty_rate_bp),
    advertising: applyRate(revenue, rates.advertising_rate_bp),
  };
};

interface LineDef {
  key: string;
  label: string;
  kind: PnlLine['kind'];
  level: number;
  source: PnlLine['source'];
  value: (f: Figures, t: Totals) => number;
}

/** The lines of the French layout for these categories, in order. */
export const lineDefs = (categories: PnlCategory[]): LineDef[] => {
  const section = (s: PnlCategory['section']): LineDef[] =>
    categories
      .filter((c) => c.section === s)
      .map((c) => ({
        key: `cat:${c.id}`,
        label: c.name,
        kind: 'line' as const,
        level: 1,
        source: c.mode === 'monthly' ? ('entries' as const) : ('config' as const),
        value: (f: Figures) => f.charges[c.id] ?? 0,
      }));
  return [
    { key: 'revenue', label: "Chiffre d'affaires HT", kind: 'subtotal', level: 0, source: 'closings', value: (_f, t) => t.revenue },
    { key: 'revenue:food', label: 'Ventes restauration', kind: 'line', level: 1, source: 'closings', value: (f) => f.revenue_food },
    { key: 'revenue:drinks', label: 'Ventes boissons', kind: 'line', level: 1, source: 'closings', value: (f) => f.revenue_drinks },
    { key: 'revenue:delivery', label: 'Ventes livraison', kind: 'line', level: 1, source: 'closings', value: (f) => f.revenue_delivery },
    { key: 'consumed', label: 'Achats consommés', kind: 'subtotal', level: 0, source: 'computed', value: (_f, t) => t.consumed },
    {
      key: 'purchases',
      label: 'Achats de marchandises',
      kind: 'line',
      level: 1,
      source: 'receptions',
      value: (f) => f.purchases_received + f.purchases_entered,
    },
    { key: 'stock_variation', label: 'Variation de stock', kind: 'line', level: 1, source: 'entries', value: (f) => f.stock_variation },
    { key: 'gross_margin', label: 'Marge brute', kind: 'total', level: 0, source: 'computed', value: (_f, t) => t.gross_margin },
    { key: 'staff', label: pnlSectionLabels.staff, kind: 'subtotal', level: 0, source: 'computed', value: (_f, t) => t.staff },
    ...section('staff'),
    { key: 'external', label: pnlSectionLabels.external, kind: 'subtotal', level: 0, source: 'computed', value: (_f, t) => t.external },
    ...section('external'),
    { key: 'franchise', label: 'Redevances de franchise', kind: 'subtotal', level: 0, source: 'mark', value: (_f, t) => t.franchise },
    { key: 'royalties', label: 'Redevance de franchise', kind: 'line', level: 1, source: 'mark', value: (f) => f.royalties },
    { key: 'advertising', label: 'Redevance publicitaire', kind: 'line', level: 1, source: 'mark', value: (f) => f.advertising },
    { key: 'ebe', label: "Excédent brut d'exploitation (EBE)", kind: 'total', level: 0, source: 'computed', value: (_f, t) => t.ebe },
    {
      key: 'depreciation',
      label: pnlSectionLabels.depreciation,
      kind: 'subtotal',
      level: 0,
      source: 'computed',
      value: (_f, t) => t.depreciation,
    },
    ...section('depreciation'),
    { key: 'result', label: "Résultat d'exploitation", kind: 'total', level: 0, source: 'computed', value: (_f, t) => t.result },
  ];
};

const budgetLine = (key: string) =>
  key === 'revenue' ? 'revenue' : key === 'purchases' ? 'purchases' : key.startsWith('cat:') ? key.slice(4) : null;

/** Everything the statement of a month needs, for this year to date and last year's same months. */
export const statementInputs = async (db: Queryable, scope: RestaurantScope, month: string) => {
  const year = month.slice(0, 4);
  const previousMonth = addMonths(month, -12);
  const months = monthsBetween(`${year}-01`, month);
  const [restaurant, today, current, previous, budgets, closure, historyFrom] = await Promise.all([
    restaurantOf(db, scope),
    todayOf(db as never, scope),
    computeFigures(db, scope, `${year}-01-01`, monthLastDay(month)),
    computeFigures(db, scope, `${previousMonth.slice(0, 4)}-01-01`, monthLastDay(previousMonth)),
    budgetsOf(db, scope, `${year}-01`, month),
    db.execute<{ closed_at: Date | string; closed_by_name: string }>(
      sql`select closed_at, closed_by_name from pnl_month_closures where restaurant_id = ${scope.restaurantId} and month = ${monthFirstDay(month)}`,
    ),
    historyFromOf(db, scope),
  ]);
  const [forecasts, start] = await Promise.all([
    Promise.all(months.map((m) => monthForecast(db, scope, m, today, true, historyFrom))),
    pnlStart(db, scope),
  ]);
  const categories = mergeCategories(current.categories, [...current.frozen.values(), ...previous.frozen.values()]);
  // what a month's forecast is scaled from: last year's month, or else the three months before it this year
  const revenueOf = (f: Figures | undefined) => (f ? f.revenue_food + f.revenue_drinks + f.revenue_delivery : 0);
  const reference = (m: string) => {
    const lastYear = previous.months.get(addMonths(m, -12));
    if (lastYear && revenueOf(lastYear) > 0) return lastYear;
    const before = [1, 2, 3].map((n) => current.months.get(addMonths(m, -n))).filter((f): f is Figures => revenueOf(f) > 0);
    return before.reduce(addFigures, emptyFigures());
  };
  const forecastByMonth = new Map(
    months.map((m, i) => [
      m,
      start && m < start
        ? emptyFigures()
        : forecastFigures(forecasts[i].forecast_cents, budgets.get(m), categories, reference(m), restaurant),
    ]),
  );
  const previous_coverage = {
    month: coverageOf(monthFirstDay(previousMonth), monthLastDay(previousMonth), historyFrom),
    ytd: coverageOf(`${previousMonth.slice(0, 4)}-01-01`, monthLastDay(previousMonth), historyFrom),
  };
  return { restaurant, current, previous, budgets, forecastByMonth, categories, closure: closure.rows[0], previous_coverage };
};

/** The month's statement: each line for the month and the year to date, actual, forecast and N-1. */
export const statement = async (db: Queryable, scope: RestaurantScope, month: string): Promise<PnlStatement> => {
  const s = await statementInputs(db, scope, month);
  const pick = (m: Map<string, Figures>, key: string) => m.get(key) ?? emptyFigures();
  const sum = (m: Map<string, Figures>) => [...m.values()].reduce(addFigures, emptyFigures());
  const actual = pick(s.current.months, month);
  const forecast = pick(s.forecastByMonth, month);
  const previous = pick(s.previous.months, addMonths(month, -12));
  const ytd = { actual: sum(s.current.months), forecast: sum(s.forecastByMonth), previous: sum(s.previous.months) };
  const t = (f: Figures) => totalsOf(f, s.categories);
  const T = {
    actual: t(actual),
    forecast: t(forecast),
    previous: t(previous),
    ytdA: t(ytd.actual),
    ytdF: t(ytd.forecast),
    ytdP: t(ytd.previous),
  };
  const budgets = s.budgets.get(month);
  const lines = lineDefs(s.categories).map((d): PnlLine => {
    const b = budgetLine(d.key);
    return {
      key: d.key,
      label: d.label,
      kind: d.kind,
      level: d.level,
      source: d.source,
      month: { actual: d.value(actual, T.actual), forecast: d.value(forecast, T.forecast), previous: d.value(previous, T.previous) },
      ytd: { actual: d.value(ytd.actual, T.ytdA), forecast: d.value(ytd.forecast, T.ytdF), previous: d.value(ytd.previous, T.ytdP) },
      budget_cents: b ? (budgets?.get(b) ?? null) : null,
      ratio_bp: ratioBp(d.value(actual, T.actual), T.actual.revenue),
    };
  });
  return {
    month,
    label: frenchMonth(month),
    restaurant_name: s.restaurant.name,
    closure: s.closure ? { closed_at: new Date(s.closure.closed_at).toISOString(), closed_by_name: s.closure.closed_by_name } : null,
    lines,
    covers: actual.covers,
    tickets: actual.tickets,
    previous_coverage: s.previous_coverage,
  };
};
