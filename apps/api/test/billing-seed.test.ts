import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoContext, type TestContext } from './context';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createDemoContext();
});
afterAll(() => ctx.close());

describe('billing demo data', () => {
  it('adds users of every role, a second saler and franchisor, and one soft-deleted restorer', async () => {
    const { rows } = await ctx.database.pool.query(
      `select role, count(*) filter (where deleted_at is null)::int as active, count(*) filter (where deleted_at is not null)::int as deleted
       from users group by role order by role`,
    );
    const byRole = Object.fromEntries(rows.map((r) => [r.role, r]));
    expect(byRole.saler.active).toBeGreaterThanOrEqual(2);
    expect(byRole.franchisor.active).toBeGreaterThanOrEqual(2);
    expect(byRole.admin.active).toBeGreaterThanOrEqual(1);
    expect(byRole.restorer.deleted).toBe(1);
    const saler = await ctx.database.pool.query(`select affiliate_code from users where email = 'emma.roux@fitfit.example'`);
    expect(saler.rows[0].affiliate_code).toMatch(/^FIT-[0-9A-F]{8}$/);
  });

  it('issues a year of monthly invoices with gap-free numbers, most paid, a few due or overdue', async () => {
    const { pool } = ctx.database;
    const periods = await pool.query('select count(distinct period)::int as n, count(*)::int as total from subscription_invoices');
    expect(periods.rows[0].n).toBe(12);
    expect(periods.rows[0].total).toBe(48); // 4 demo restaurants × 12 months
    const years = await pool.query<{ number_year: number; seqs: number[] }>(
      'select number_year, array_agg(number_seq order by number_seq) as seqs from subscription_invoices group by number_year',
    );
    for (const y of years.rows) expect(y.seqs).toEqual(Array.from({ length: y.seqs.length }, (_, i) => i + 1));
    const status = await pool.query(`select
      count(*) filter (where status = 'paid')::int as paid,
      count(*) filter (where status = 'issued' and due_on < current_date)::int as overdue,
      count(*) filter (where status = 'issued' and due_on >= current_date)::int as due
      from subscription_invoices`);
    expect(status.rows[0].paid).toBe(44);
    // early in a month the invoice of two months ago may not be past due yet
    expect(status.rows[0].overdue + status.rows[0].due).toBe(4);
    expect(status.rows[0].overdue).toBeGreaterThanOrEqual(1);
  });
});
