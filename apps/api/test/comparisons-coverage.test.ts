import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './context';
import { bearer, createWorld, login, type World } from './fixtures';

/**
 * Comparisons know how much of the compared range has history (packages/contracts comparison.ts): a restaurant of
 * 3 months has no N-1 and says so on every screen instead of a percentage; one of 13 months compares. The forecast
 * takes last year's day where it has history, else the recent weekday averages — never a missing day as a zero —
 * and the current month's forecast is its actual to date plus the forecast of the days left.
 */
let ctx: TestContext;
let w: World;
let young: string; // 90 days of sales up to yesterday
let old: string; // 13 months and more of sales up to yesterday
const OLD_DAYS = 430;
const tokens: Record<string, string> = {};
let today: string;

const DAY = 86_400_000;
const addDays = (d: string, n: number) => new Date(Date.parse(`${d}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);
const span = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY) + 1;
const isSunday = (d: string) => new Date(`${d}T00:00:00Z`).getUTCDay() === 0;
/** A day's revenue HT in the test's history: 1 000 € a day, 500 € on Sundays. */
const htOf = (d: string) => (isSunday(d) ? 50_000 : 100_000);

const get = async (restaurant: string, path: string, token: string) => {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/restaurants/${restaurant}/${path}`, headers: bearer(token) });
  if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${res.body}`);
  return res.json();
};

const history = async (restaurant: string, days: number) => {
  const values = [];
  for (let i = days; i >= 1; i--) {
    const d = addDays(today, -i);
    values.push(sql`(${restaurant}, 'day', ${d}, '', '', 10, 20, 0, ${htOf(d)}, ${htOf(d) / 10}, ${(htOf(d) * 11) / 10}, 0, 0, 0, 0)`);
  }
  await ctx.database.db.execute(sql`insert into caisse_sales_rollups (restaurant_id, dimension, business_date, key, label, tickets,
      covers, quantity, ht_cents, tva_cents, ttc_cents, discount_cents, offered_cents, cancellations, cancellations_cents)
    values ${sql.join(values, sql`, `)}`);
  await ctx.database.db.execute(
    sql`insert into caisse_sales_rollup_states (restaurant_id, rolled_through, last_ticket_number) values (${restaurant}, ${addDays(today, -1)}, 0)`,
  );
};

beforeAll(async () => {
  ctx = await createTestContext();
  w = await createWorld(ctx.database.db);
  young = w.restaurants.a1.id;
  old = w.restaurants.b.id;
  tokens.restorer = await login(ctx.app, w.users.restorer.email);
  tokens.restorerB = await login(ctx.app, w.users.restorerB.email);
  today = (await get(young, 'caisse/analytics/dashboard?period=month', tokens.restorer)).today;
  await history(young, 90);
  await history(old, OLD_DAYS);
});
afterAll(async () => ctx?.close());

describe('coverage of the comparisons', () => {
  it('the caisse dashboard says how much of N-1 is known and computes no change on a partial one', async () => {
    const y = await get(young, 'caisse/analytics/dashboard?period=month', tokens.restorer);
    for (const p of y.periods) {
      const total = span(p.previous_from, p.previous_to);
      expect(p.previous_from, p.period).toBe(addDays(p.from, -364));
      // 90 days of history: the same days 52 weeks ago are before the first day
      expect(p.previous_coverage, p.period).toEqual({ covered_days: 0, total_days: total });
    }
    const o = await get(old, 'caisse/analytics/dashboard?period=month', tokens.restorerB);
    for (const p of o.periods) {
      const total = span(p.previous_from, p.previous_to);
      expect(p.previous_coverage, p.period).toEqual({ covered_days: total, total_days: total });
      const days = Array.from({ length: total }, (_, i) => addDays(p.previous_from, i)).filter((d) => d < today);
      expect(p.previous.ht_cents, p.period).toBe(days.filter((d) => d >= addDays(today, -OLD_DAYS)).reduce((a, d) => a + htOf(d), 0));
    }
  });

  it('the analyses comparison gives the covered days of the compared range', async () => {
    const first = addDays(today, -90);
    const q = `from=${addDays(today, -10)}&to=${addDays(today, -1)}&compare_from=${addDays(first, -4)}&compare_to=${addDays(first, 5)}`;
    const s = await get(young, `caisse/analytics/sales?dimension=day&${q}`, tokens.restorer);
    expect(s.compare.coverage).toEqual({ covered_days: 6, total_days: 10 });
    const whole = await get(young, `caisse/analytics/sales?dimension=day&${q.replace(addDays(first, -4), first)}`, tokens.restorer);
    expect(whole.compare.coverage).toEqual({ covered_days: 6, total_days: 6 });
  });

  it('the PNL home, the indicators and the statement carry the same coverage', async () => {
    const y = await get(young, 'pnl/dashboard', tokens.restorer);
    expect(y.month_revenue.previous_from).toBe(addDays(`${today.slice(0, 8)}01`, -364));
    expect(y.month_revenue.previous_coverage.covered_days).toBe(0);
    expect(y.yesterday_revenue.previous_coverage).toEqual({ covered_days: 0, total_days: 1 });
    const o = await get(old, 'pnl/dashboard', tokens.restorerB);
    expect(o.month_revenue.previous_coverage.covered_days).toBe(o.month_revenue.previous_coverage.total_days);
    // the monthly view of the current month is read to date, as `/` reads it: the same revenue, said « à date »
    const ind = await get(young, `pnl/indicators?view=monthly&from=${today}`, tokens.restorer);
    expect(ind.to_date).toBe(true);
    expect(ind.period).toEqual({ from: `${today.slice(0, 8)}01`, to: today });
    expect(ind.compare).toEqual({ from: addDays(ind.period.from, -364), to: addDays(today, -364) });
    expect(ind.compare_coverage.covered_days).toBe(0);
    expect(ind.current.revenue_ht_cents).toBe(y.month_revenue.actual);
    // a past month is whole, against the same calendar month a year before
    const past = await get(old, `pnl/indicators?view=monthly&from=${addDays(`${today.slice(0, 8)}01`, -1)}`, tokens.restorerB);
    expect(past.to_date).toBe(false);
    expect(past.compare_coverage.covered_days).toBe(past.compare_coverage.total_days);
    const st = await get(young, `pnl/months/${today.slice(0, 7)}`, tokens.restorer);
    expect(st.previous_coverage.month.covered_days).toBe(0);
    expect(st.previous_coverage.ytd.covered_days).toBe(0);
  });
});

describe('the revenue forecast', () => {
  const month = () => today.slice(0, 7);
  it('a restaurant of 3 months: actual to date, then the recent weekday averages, no missing day read as zero', async () => {
    const f = await get(young, `pnl/months/${month()}/forecast`, tokens.restorer);
    for (const d of f.days) {
      if (d.date < today) expect(d, d.date).toMatchObject({ source: 'actual', cents: htOf(d.date) });
      else expect(d, d.date).toMatchObject({ source: 'recent_weeks', cents: htOf(d.date) });
    }
    expect(f.method).toBe('recent_weeks');
    expect(f.forecast_cents).toBe(f.days.reduce((a: number, d: { date: string }) => a + htOf(d.date), 0));
  });

  it('a restaurant of 13 months: last year’s same weekday × the trend for the days left', async () => {
    const f = await get(old, `pnl/months/${month()}/forecast`, tokens.restorerB);
    expect(f.trend).toBe(1);
    for (const d of f.days) {
      if (d.date < today) expect(d.source, d.date).toBe('actual');
      else expect(d, d.date).toMatchObject({ source: 'last_year', cents: htOf(d.last_year_date) });
    }
  });

  it('a closed month is forecast as it could be on its first day, never with its own actual', async () => {
    const previous = addDays(`${today.slice(0, 8)}01`, -1).slice(0, 7);
    const f = await get(young, `pnl/months/${previous}/forecast`, tokens.restorer);
    expect(f.days.some((d: { source: string }) => d.source === 'actual')).toBe(false);
    // last year is not history: every day from the weekday averages of the 8 weeks before the month (those known)
    for (const d of f.days) expect(d, d.date).toMatchObject({ source: 'recent_weeks', cents: htOf(d.date) });
    const o = await get(old, `pnl/months/${previous}/forecast`, tokens.restorerB);
    expect(new Set(o.days.map((d: { source: string }) => d.source))).toEqual(new Set(['last_year']));
  });
});
