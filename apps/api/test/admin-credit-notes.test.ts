import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restaurantSubscriptions, restaurants } from '../src/db/schema';
import { createTestContext, type TestContext } from './context';
import { bearer, createWorld, login, setModules, type World } from './fixtures';
import { pdfText } from './pdf-text';

/** PRODUCT §2: a credit note (avoir) cancels an invoice with its own gap-free number and PDF; never a deletion. */
let ctx: TestContext;
let world: World;
let admin: string;
const now = new Date();
// the run bills a month that is over (issue 24): last month
const period = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
// numbers take the year of issue (today)
const year = now.getUTCFullYear();
type Invoice = {
  id: string;
  number: string;
  status: string;
  total_ttc_cents: number;
  total_ht_cents: number;
  total_tva_cents: number;
  credit_note: {
    number: string;
    reason: string;
    issued_on: string;
    total_ht_cents: number;
    total_tva_cents: number;
    total_ttc_cents: number;
  } | null;
};
let invoices: Invoice[] = [];

beforeAll(async () => {
  ctx = await createTestContext({ LOGIN_RATE_LIMIT: '10000' });
  world = await createWorld(ctx.database.db);
  admin = await login(ctx.app, world.users.admin.email);
  const { db } = ctx.database;
  // seven billed restaurants: one invoice each
  const extra = await db
    .insert(restaurants)
    .values(Array.from({ length: 5 }, (_, i) => ({ name: `Avoir ${i}` })))
    .returning();
  for (const r of extra) await setModules(db, r.id, ['fitfit_caisse']);
  const ids = [world.restaurants.a1.id, world.restaurants.b.id, ...extra.map((r) => r.id)];
  await db
    .insert(restaurantSubscriptions)
    .values(
      ids.map((restaurant_id) => ({ restaurant_id, recurring: 'monthly' as const, status: 'active' as const, started_on: '2025-01-01' })),
    );
  await ctx.database.pool.query(`update fitfit_module_restaurants set starts_on = '2025-01-01'`);
  const run = await call('POST', 'subscription_invoices/run', { period });
  expect(run.json().created).toBe(7);
  invoices = (await call('GET', 'subscription_invoices?per_page=100&sort=number&order=asc')).json().data;
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown, token = admin) =>
  ctx.app.inject({ method, url: `/api/v1/admin/${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

describe('credit notes', () => {
  it('cancels an invoice with AV-YYYY-000001: negative amounts, the invoice kept and shown canceled with its credit note', async () => {
    const first = invoices[0];
    const res = await call('POST', `subscription_invoices/${first.id}/credit_note`, { reason: 'Erreur de facturation' });
    expect(res.statusCode).toBe(201);
    const body = res.json() as Invoice;
    expect(body.status).toBe('canceled');
    expect(body.number).toBe(first.number);
    expect(body.credit_note).toMatchObject({
      number: `AV-${year}-000001`,
      reason: 'Erreur de facturation',
      total_ht_cents: -first.total_ht_cents,
      total_tva_cents: -first.total_tva_cents,
      total_ttc_cents: -first.total_ttc_cents,
    });
    const listed = (await call('GET', 'subscription_invoices?status=canceled')).json();
    expect(listed.data.map((i: Invoice) => i.id)).toEqual([first.id]);
    const found = (await call('GET', `subscription_invoices?search=AV-${year}-000001`)).json();
    expect(found.data.map((i: Invoice) => i.id)).toEqual([first.id]);
  });

  it('refuses a second credit note (409), a missing reason (400), an unknown invoice (404), and the payment of a canceled one', async () => {
    const first = invoices[0];
    const again = await call('POST', `subscription_invoices/${first.id}/credit_note`, { reason: 'Encore' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Cette facture est déjà annulée par un avoir');
    const empty = await call('POST', `subscription_invoices/${invoices[1].id}/credit_note`, { reason: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields.reason).toBe('Indiquez le motif de l’avoir (3 caractères au moins)');
    expect((await call('POST', `subscription_invoices/${randomUUID()}/credit_note`, { reason: 'Inconnue' })).statusCode).toBe(404);
    const paid = await call('PATCH', `subscription_invoices/${first.id}/paid`, {
      paid_on: new Date().toISOString().slice(0, 10),
      method: 'card',
    });
    expect(paid.statusCode).toBe(422);
    expect(paid.json().error.message).toBe('Cette facture est annulée par un avoir');
  });

  it('numbers concurrent credit notes without gap nor duplicate (the year counter is locked); one per invoice', async () => {
    const race = await Promise.all(
      [1, 2].map(() => call('POST', `subscription_invoices/${invoices[1].id}/credit_note`, { reason: 'Doublon' })),
    );
    expect(race.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const rest = invoices.slice(2);
    const answers = await Promise.all(
      rest.map((i) => call('POST', `subscription_invoices/${i.id}/credit_note`, { reason: 'Résiliation' })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(rest.map(() => 201));
    const { rows } = await ctx.database.pool.query('select number from subscription_credit_notes order by number');
    expect(rows.map((r) => r.number)).toEqual(invoices.map((_, i) => `AV-${year}-${String(i + 1).padStart(6, '0')}`));
  });

  it('never deletes an invoice: no DELETE route, and PostgreSQL refuses to drop a credited one', async () => {
    const first = invoices[0];
    expect((await call('DELETE', `subscription_invoices/${first.id}`)).statusCode).toBe(404);
    expect((await call('GET', `subscription_invoices/${first.id}`)).statusCode).toBe(200);
    const refused = await ctx.database.pool.query('delete from subscription_invoices where id = $1', [first.id]).then(
      () => null,
      (error: { code?: string }) => error.code,
    );
    expect(refused).toBe('23503');
  });

  it('renders the credit note as its own French PDF; 404 when the invoice has none; admins only', async () => {
    const first = invoices[0];
    const res = await call('GET', `subscription_invoices/${first.id}/credit_note/pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`AV-${year}-000001.pdf`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    writeFileSync('/tmp/fitfit-billing-credit-note.pdf', res.rawPayload);
    const text = (await pdfText(res.rawPayload)).replace(/\s+/g, ' ');
    for (const mention of [
      'AVOIR',
      `N° AV-${year}-000001`,
      `Annule la facture ${first.number}`,
      'AVOIR AU BÉNÉFICE DE',
      'Motif :',
      'Total TTC de l’avoir',
    ])
      expect(text, mention).toContain(mention);
    expect((await call('GET', `subscription_invoices/${randomUUID()}/credit_note/pdf`)).statusCode).toBe(404);
    const token = await login(ctx.app, world.users.restorer.email);
    expect((await call('GET', `subscription_invoices/${first.id}/credit_note/pdf`, undefined, token)).statusCode).toBe(403);
    expect((await call('POST', `subscription_invoices/${first.id}/credit_note`, { reason: 'Pas le droit' }, token)).statusCode).toBe(403);
  });
});
