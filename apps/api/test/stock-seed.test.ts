import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformScope } from '../src/lib/tenant-scope';
import { foodCostReport } from '../src/modules/stock/food-cost/report';
import { createDemoContext, type TestContext } from './context';

/** Stock demo data: the catalogue and its price history, weekly orders received by the restaurants holding fitfit_stocks. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createDemoContext();
});
afterAll(() => ctx.close());

const count = async (query: string) => (await ctx.database.pool.query(query)).rows[0].n as number;

describe('stock demo data', () => {
  it('has four providers, about 150 products, each with a year of quarterly prices ending at today’s', async () => {
    expect(await count('select count(*)::int as n from stock_providers')).toBe(4);
    const products = await count('select count(*)::int as n from stock_products');
    expect(products).toBeGreaterThanOrEqual(140);
    expect(await count('select count(*)::int as n from stock_product_prices')).toBe(products * 4);
    expect(
      await count(`select count(*)::int as n from stock_products p where p.package_price_cents <> (
        select h.package_price_cents from stock_product_prices h where h.product_id = p.id order by h.valid_from desc limit 1)`),
    ).toBe(0);
  });

  it('gives the stock restaurants weekly received orders, a draft and a sent one; none to the others', async () => {
    const { rows } = await ctx.database.pool.query(`select r.name, o.status, count(*)::int as n from stock_orders o
      join restaurants r on r.id = o.restaurant_id group by r.name, o.status order by r.name, o.status`);
    const names = [...new Set(rows.map((r) => r.name))];
    expect(names).toEqual(['Bistro Parisien Lyon Bellecour', 'Bistro Parisien Opéra']);
    for (const name of names) {
      const of = (status: string) => rows.find((r) => r.name === name && r.status === status)?.n ?? 0;
      expect(of('draft')).toBe(1);
      expect(of('sent')).toBe(1);
      expect(of('received')).toBeGreaterThan(0);
    }
    expect(await count('select count(*)::int as n from stock_reception_lines')).toBeGreaterThan(0);
  });

  it('gives them recipes for the card, monthly validated inventories, one in progress, and a ratio matière near 30 %', async () => {
    const { rows } = await ctx.database.pool.query(
      `select id, name from restaurants where id in (select restaurant_id from stock_inventories) order by name`,
    );
    expect(rows.map((r) => r.name)).toEqual(['Bistro Parisien Lyon Bellecour', 'Bistro Parisien Opéra']);
    for (const { id } of rows) {
      expect(await count(`select count(*)::int as n from stock_recipes where restaurant_id = '${id}'`)).toBeGreaterThanOrEqual(20);
      expect(await count(`select count(*)::int as n from stock_recipe_products where restaurant_id = '${id}'`)).toBeGreaterThanOrEqual(20);
      expect(
        await count(`select count(*)::int as n from stock_inventories where restaurant_id = '${id}' and status = 'validated'`),
      ).toBeGreaterThanOrEqual(2);
      expect(await count(`select count(*)::int as n from stock_inventories where restaurant_id = '${id}' and status = 'in_progress'`)).toBe(
        1,
      );
      const report = await foodCostReport(ctx.database.db, platformScope(id), {});
      // actual ≈ theoretical + a few % of waste; the ratio matière of a French bistro
      expect(report.actual_cents).toBeGreaterThan(report.theoretical_cents);
      expect(report.variance_cents).toBeLessThan(report.theoretical_cents * 0.15);
      expect(report.ratio_bp).toBeGreaterThan(2200);
      expect(report.ratio_bp).toBeLessThan(3800);
    }
  });
});
