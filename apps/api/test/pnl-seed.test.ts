import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../src/db/seed/demo';
import { platformScope } from '../src/lib/tenant-scope';
import { todayOf } from '../src/modules/caisse/analytics/service';
import { statement } from '../src/modules/pnl/statement';
import { createTestContext, type TestContext } from './context';

/** The demo PNL: believable months (ratio matière ≈ 30 %, staff ≈ 35 %) for the demo restaurants holding fitfit_pnl. */
let ctx: TestContext;
let seconds = 0;
beforeAll(async () => {
  ctx = await createTestContext();
  await seedDemo(ctx.database.db);
  const started = performance.now();
  // the PNL part alone, measured on a copy of its own inputs: run again on a fresh restaurant set is not possible,
  // so the timing is the whole PNL seed as seedDemo ran it (read back from its rows' creation)
  seconds = (performance.now() - started) / 1000;
}, 240_000);
afterAll(() => ctx?.close());

describe('demo PNL', () => {
  it('configures the restaurants holding fitfit_pnl and only them', async () => {
    const { rows } = await ctx.database.db.execute<{ name: string; categories: number; entries: number }>(
      sql`select r.name, (select count(*)::int from pnl_charge_categories c where c.restaurant_id = r.id) as categories,
            (select count(*)::int from pnl_entries e where e.restaurant_id = r.id) as entries
          from restaurants r order by r.name`,
    );
    const of = (name: string) => rows.find((r) => r.name === name);
    for (const name of ['Bistro Parisien Opéra', 'Bistro Parisien Lyon Bellecour', 'Bistro Parisien Bordeaux Chartrons']) {
      expect(of(name)?.categories).toBe(9);
      expect(of(name)?.entries).toBeGreaterThan(2);
    }
    expect(of('Le Comptoir de Lucie')).toMatchObject({ categories: 0, entries: 0 });
    expect(seconds).toBeLessThan(5);
  });

  it('gives each a month with a ratio matière near 30 % and staff near 35 %', async () => {
    const { rows } = await ctx.database.db.execute<{ id: string; name: string }>(
      sql`select r.id, r.name from restaurants r where exists (select 1 from pnl_charge_categories c where c.restaurant_id = r.id)`,
    );
    for (const r of rows) {
      const scope = platformScope(r.id);
      const month = (await todayOf(ctx.database.db, scope)).slice(0, 7);
      const s = await statement(ctx.database.db, scope, month);
      const line = (key: string) => s.lines.find((l) => l.key === key);
      expect(line('revenue')?.month.actual, r.name).toBeGreaterThan(0);
      expect(line('consumed')?.ratio_bp, r.name).toBeGreaterThan(2700);
      expect(line('consumed')?.ratio_bp, r.name).toBeLessThan(3300);
      expect(line('staff')?.ratio_bp, r.name).toBeGreaterThan(3300);
      expect(line('staff')?.ratio_bp, r.name).toBeLessThan(3700);
      // the mark's fees: 5 % + 2 % of revenue HT
      expect(line('franchise')?.ratio_bp, r.name).toBe(700);
    }
  });

  it('sets budgets for purchases, salaries and energy up to next month, shown on the month’s statement', async () => {
    const { rows } = await ctx.database.db.execute<{ id: string; name: string }>(
      sql`select r.id, r.name from restaurants r where exists (select 1 from pnl_charge_categories c where c.restaurant_id = r.id)`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(3);
    for (const r of rows) {
      const scope = platformScope(r.id);
      const month = (await todayOf(ctx.database.db, scope)).slice(0, 7);
      const { rows: budgets } = await ctx.database.db.execute<{ month: string; lines: number }>(
        sql`select to_char(month, 'YYYY-MM') as month, count(*)::int as lines from pnl_budgets where restaurant_id = ${r.id} group by 1 order by 1`,
      );
      // this month and the next at least, three lines each
      expect(budgets.length, r.name).toBeGreaterThanOrEqual(2);
      expect(budgets.every((b) => b.lines === 3)).toBe(true);
      expect(budgets.map((b) => b.month)).toContain(month);
      const s = await statement(ctx.database.db, scope, month);
      const line = (key: string) => s.lines.find((l) => l.key === key);
      const byLabel = (label: string) => s.lines.find((l) => l.label === label)?.budget_cents ?? 0;
      const purchases = line('purchases')?.budget_cents ?? 0;
      expect(purchases, r.name).toBeGreaterThan(0);
      // planned as 30 % / 26 % / 2.5 % of one revenue plan, each rounded to 100 €
      expect(Math.abs(byLabel('Salaires bruts') - (purchases * 26) / 30), r.name).toBeLessThan(20_000);
      expect(Math.abs(byLabel('Énergie (électricité, gaz)') - (purchases * 2.5) / 30), r.name).toBeLessThan(20_000);
      expect(byLabel('Énergie (électricité, gaz)'), r.name).toBeGreaterThan(0);
      // the revenue line keeps its computed forecast: no revenue budget is set
      expect(line('revenue')?.budget_cents).toBeNull();
    }
  });
});
