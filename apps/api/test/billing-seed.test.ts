import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoAccounts } from '../src/db/seed/demo';
import { createDemoContext, type TestContext } from './context';
import { bearer, login } from './fixtures';

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

  it('issues a year of monthly invoices with gap-free numbers, most paid (with a method), one credited, a few due or overdue', async () => {
    const { pool } = ctx.database;
    const periods = await pool.query('select count(distinct period)::int as n, count(*)::int as total from subscription_invoices');
    expect(periods.rows[0].n).toBe(12);
    expect(periods.rows[0].total).toBe(51); // 4 demo restaurants × 12 months, Lille (opened 3 months ago) × 3
    const years = await pool.query<{ number_year: number; seqs: number[] }>(
      'select number_year, array_agg(number_seq order by number_seq) as seqs from subscription_invoices group by number_year',
    );
    for (const y of years.rows) expect(y.seqs).toEqual(Array.from({ length: y.seqs.length }, (_, i) => i + 1));
    const status = await pool.query(`select
      count(*) filter (where status = 'paid')::int as paid,
      count(*) filter (where status = 'issued' and due_on < current_date)::int as overdue,
      count(*) filter (where status = 'issued' and due_on >= current_date)::int as due,
      count(*) filter (where status = 'canceled')::int as canceled,
      count(*) filter (where paid_at is not null and payment_method is null)::int as paid_without_method,
      count(distinct payment_method)::int as methods
      from subscription_invoices`);
    // all but the credited one and the four still due
    expect(status.rows[0].paid).toBe(periods.rows[0].total - 1 - 4);
    expect(status.rows[0].canceled).toBe(1);
    expect(status.rows[0].paid_without_method).toBe(0);
    expect(status.rows[0].methods).toBeGreaterThanOrEqual(3);
    // early in a month the invoice of two months ago may not be past due yet
    expect(status.rows[0].overdue + status.rows[0].due).toBe(4);
    expect(status.rows[0].overdue).toBeGreaterThanOrEqual(1);
  });

  it('cancels a paid invoice by a credit note whose PDF the admin downloads', async () => {
    const { rows } = await ctx.database.pool.query(
      `select i.id, i.status, i.payment_method, c.number, c.reason, c.total_ttc_cents, i.total_ttc_cents as invoice_ttc
       from subscription_credit_notes c join subscription_invoices i on i.id = c.invoice_id`,
    );
    expect(rows).toHaveLength(1);
    const [note] = rows;
    expect(note).toMatchObject({ status: 'canceled', number: `AV-${new Date().getUTCFullYear()}-000001` });
    expect(note.payment_method).not.toBeNull();
    expect(note.total_ttc_cents).toBe(-note.invoice_ttc);
    expect(note.reason.length).toBeGreaterThan(20);
    const token = await login(ctx.app, demoAccounts.admin, DEMO_PASSWORD);
    const pdf = await ctx.app.inject({ url: `/api/v1/admin/subscription_invoices/${note.id}/credit_note/pdf`, headers: bearer(token) });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
