import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fitfitModuleRestaurants, fitfitModules, restaurantSubscriptions, restaurants } from '../src/db/schema';
import { createTestContext, type TestContext } from './context';
import { bearer, createWorld, login, setModules, type World } from './fixtures';
import { pdfText } from './pdf-text';

let ctx: TestContext;
let world: World;
let admin: string;
const now = new Date();
const ym = (d: Date) => d.toISOString().slice(0, 7);
const monthsAgo = (n: number) => ym(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - n, 15)));
// a run bills a month that is over: last month, and the one before
const lastMonth = monthsAgo(1);
const monthBefore = monthsAgo(2);
const year = now.getUTCFullYear();
const lastYearSameMonth = `${Number(lastMonth.slice(0, 4)) - 1}-${lastMonth.slice(5)}-05`;
const subs: Record<string, string> = {};

beforeAll(async () => {
  ctx = await createTestContext({ LOGIN_RATE_LIMIT: '10000' });
  world = await createWorld(ctx.database.db);
  admin = await login(ctx.app, world.users.admin.email);
  const { db } = ctx.database;
  await db
    .update(restaurants)
    .set({
      legal_name: 'A1 Restauration SAS',
      siret: '12345678900011',
      vat_number: 'FR12123456789',
      address_line: '1 rue Test',
      postal_code: '75001',
    })
    .where((await import('drizzle-orm')).eq(restaurants.id, world.restaurants.a1.id));
  const rows = await db
    .insert(restaurantSubscriptions)
    .values([
      { restaurant_id: world.restaurants.a1.id, recurring: 'monthly', status: 'active', started_on: '2025-01-01' },
      { restaurant_id: world.restaurants.b.id, recurring: 'yearly', status: 'active', started_on: lastYearSameMonth },
      { restaurant_id: world.restaurants.a2.id, recurring: 'monthly', status: 'active', started_on: '2025-01-01' },
    ])
    .returning();
  subs.a1 = rows[0].id;
  subs.b = rows[1].id;
  subs.a2 = rows[2].id;
  await ctx.database.pool.query(`update fitfit_module_restaurants set starts_on = '2025-01-01'`);
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown, token = admin) =>
  ctx.app.inject({ method, url: `/api/v1/admin/${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

type Sub = {
  id: string;
  restaurant_id: string;
  status: string;
  monthly_amount_cents: number;
  amount_cents: number;
  modules: { code_name: string }[];
};

describe('GET /api/v1/admin/restaurant_subscriptions', () => {
  it('gives the amount as the sum of current module prices, ×10 for yearly (2 months offered)', async () => {
    const res = await call('GET', 'restaurant_subscriptions?per_page=50');
    expect(res.statusCode).toBe(200);
    const byId = new Map<string, Sub>(res.json().data.map((s: Sub) => [s.id, s]));
    expect(byId.get(subs.a1)).toMatchObject({ monthly_amount_cents: 23000, amount_cents: 23000, status: 'active' });
    expect(byId.get(subs.a1)?.modules.map((m) => m.code_name)).toEqual([
      'fitfit_pnl',
      'fitfit_caisse',
      'fitfit_stocks',
      'fitfit_haccp',
      'fitfit_music',
      'fitfit_intranet',
    ]);
    expect(byId.get(subs.b)).toMatchObject({ monthly_amount_cents: 23000, amount_cents: 230000, recurring: 'yearly' });
    expect(byId.get(subs.a2)).toMatchObject({ monthly_amount_cents: 0, modules: [] });
  });

  it('uses the price override when set', async () => {
    const { pool } = ctx.database;
    await pool.query(
      `update fitfit_module_restaurants set price_cents_override = 1000 where restaurant_id = $1
         and fitfit_module_id = (select id from fitfit_modules where code_name = 'fitfit_music')`,
      [world.restaurants.a1.id],
    );
    const res = (await call('GET', `restaurant_subscriptions?search=${encodeURIComponent(world.restaurants.a1.name)}`)).json();
    expect(res.data[0].monthly_amount_cents).toBe(23000 - 1900 + 1000);
    await pool.query('update fitfit_module_restaurants set price_cents_override = null where restaurant_id = $1', [
      world.restaurants.a1.id,
    ]);
  });

  it('keeps only trialing, active and past-due subscriptions with only_subscribed=true', async () => {
    const [canceled] = await ctx.database.db
      .insert(restaurantSubscriptions)
      .values({ restaurant_id: world.restaurants.a2.id, recurring: 'monthly', status: 'canceled', started_on: '2024-01-01' })
      .returning();
    const all = (await call('GET', 'restaurant_subscriptions?per_page=100')).json();
    expect(all.data.map((s: Sub) => s.id)).toContain(canceled.id);
    const subscribed = (await call('GET', 'restaurant_subscriptions?only_subscribed=true&per_page=100')).json();
    expect(subscribed.data.map((s: Sub) => s.id)).not.toContain(canceled.id);
    expect(subscribed.data.every((s: Sub) => ['trialing', 'active', 'past_due'].includes(s.status))).toBe(true);
  });

  it('is for admins only', async () => {
    const token = await login(ctx.app, world.users.restorer.email);
    expect((await call('GET', 'restaurant_subscriptions', undefined, token)).statusCode).toBe(403);
  });
});

type Invoice = {
  id: string;
  number: string;
  subscription_id: string;
  status: string;
  period: string;
  total_ht_cents: number;
  total_tva_cents: number;
  total_ttc_cents: number;
  lines: { quantity: number; unit_price_cents: number; ht_cents: number; tva_cents: number; ttc_cents: number }[];
};
let a1Invoice: Invoice;

describe('invoice run', () => {
  it('validates the period with a French message and refuses a period not started yet', async () => {
    const bad = await call('POST', 'subscription_invoices/run', { period: '2026-13' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.period).toBe('La période doit être de la forme AAAA-MM');
    const missing = await call('POST', 'subscription_invoices/run', {});
    expect(missing.json().error.fields.period).toBe('Le champ période est obligatoire');
    const future = await call('POST', 'subscription_invoices/run', { period: `${year + 1}-01` });
    expect(future.statusCode).toBe(422);
  });

  it('issues one invoice per billable subscription, with HT, TVA 20 % per line and TTC in cents', async () => {
    const res = await call('POST', 'subscription_invoices/run', { period: lastMonth });
    expect(res.statusCode).toBe(200);
    const run = res.json();
    // A1 monthly and B yearly (anniversary month); A2 holds no module and is skipped
    expect(run).toMatchObject({ period: lastMonth, created: 2, skipped: 1 });
    expect(run.numbers).toEqual([`FA-${year}-000001`, `FA-${year}-000002`]);
    const list = (await call('GET', 'subscription_invoices?per_page=50')).json();
    a1Invoice = list.data.find((i: Invoice) => i.subscription_id === subs.a1);
    expect(a1Invoice).toMatchObject({
      status: 'issued',
      period: lastMonth,
      total_ht_cents: 23000,
      total_tva_cents: 4600,
      total_ttc_cents: 27600,
    });
    expect(a1Invoice.lines).toHaveLength(6);
    expect(a1Invoice.lines[0]).toMatchObject({ quantity: 1, unit_price_cents: 4900, ht_cents: 4900, tva_cents: 980, ttc_cents: 5880 });
    const yearly = list.data.find((i: Invoice) => i.subscription_id === subs.b);
    expect(yearly).toMatchObject({ total_ht_cents: 230000, total_tva_cents: 46000, total_ttc_cents: 276000 });
    expect(yearly.lines[0]).toMatchObject({ quantity: 10, unit_price_cents: 4900, ht_cents: 49000 });
  });

  it('is idempotent per subscription and period', async () => {
    const again = (await call('POST', 'subscription_invoices/run', { period: lastMonth })).json();
    expect(again).toMatchObject({ created: 0, numbers: [] });
  });

  it('does not bill a yearly subscription outside its anniversary month, nor a trial still running', async () => {
    // a restaurant has one live subscription: the running trial belongs to another restaurant with modules
    const [trial] = await ctx.database.db.insert(restaurants).values({ name: 'Essai en cours' }).returning();
    await setModules(ctx.database.db, trial.id, ['fitfit_caisse']);
    await ctx.database.pool.query(`update fitfit_module_restaurants set starts_on = '2025-01-01' where restaurant_id = $1`, [trial.id]);
    await ctx.database.db.insert(restaurantSubscriptions).values({
      restaurant_id: trial.id,
      recurring: 'monthly',
      status: 'trialing',
      started_on: `${lastMonth}-01`,
      trial_ends_on: `${year + 1}-12-31`,
    });
    const run = (await call('POST', 'subscription_invoices/run', { period: monthBefore })).json();
    // only A1's monthly subscription: B is yearly (other month), the trial runs on
    expect(run.created).toBe(1);
  });

  it('rounds the VAT of each line half up to the cent', async () => {
    const { pool } = ctx.database;
    const r = await ctx.database.db.insert(restaurants).values({ name: 'Arrondi' }).returning();
    const [music] = await ctx.database.db
      .select()
      .from(fitfitModules)
      .where((await import('drizzle-orm')).eq(fitfitModules.code_name, 'fitfit_music'));
    await ctx.database.db
      .insert(fitfitModuleRestaurants)
      .values({ restaurant_id: r[0].id, fitfit_module_id: music.id, starts_on: '2025-01-01', price_cents_override: 1999 });
    await pool.query(
      `insert into restaurant_subscriptions (restaurant_id, recurring, status, started_on) values ($1, 'monthly', 'active', '2025-01-01')`,
      [r[0].id],
    );
    const run = (await call('POST', 'subscription_invoices/run', { period: lastMonth })).json();
    expect(run.created).toBe(1);
    const inv = (await call('GET', `subscription_invoices?search=Arrondi`)).json().data[0];
    // 19,99 € × 20 % = 3,998 € → 4,00 €
    expect(inv).toMatchObject({ total_ht_cents: 1999, total_tva_cents: 400, total_ttc_cents: 2399 });
  });

  it('gives gap-free, unique numbers when runs happen at the same time', async () => {
    const { db, pool } = ctx.database;
    const mods = await db.select().from(fitfitModules);
    const created = await db
      .insert(restaurants)
      .values(Array.from({ length: 12 }, (_, i) => ({ name: `Concurrent ${i}` })))
      .returning();
    await db
      .insert(fitfitModuleRestaurants)
      .values(created.map((r) => ({ restaurant_id: r.id, fitfit_module_id: mods[0].id, starts_on: '2025-01-01' })));
    await db
      .insert(restaurantSubscriptions)
      .values(
        created.map((r) => ({ restaurant_id: r.id, recurring: 'monthly' as const, status: 'active' as const, started_on: '2025-01-01' })),
      );
    const before = (await pool.query('select count(*)::int as n from subscription_invoices')).rows[0].n;
    const runs = await Promise.all(
      [lastMonth, monthBefore, lastMonth, monthBefore, lastMonth].map((period) => call('POST', 'subscription_invoices/run', { period })),
    );
    for (const r of runs) expect(r.statusCode, r.body).toBe(200);
    const createdCount = runs.reduce((s, r) => s + r.json().created, 0);
    const after = (await pool.query('select count(*)::int as n from subscription_invoices')).rows[0].n;
    expect(createdCount).toBe(after - before);
    const concurrent = await pool.query(
      `select count(*)::int as n, count(distinct (i.subscription_id, i.period))::int as pairs from subscription_invoices i
         join restaurants r on r.id = i.restaurant_id where r.name like 'Concurrent %'`,
    );
    expect(concurrent.rows[0]).toEqual({ n: 24, pairs: 24 }); // 12 restaurants × 2 periods, each exactly once
    const { rows } = await pool.query<{ number: string; number_seq: number }>(
      'select number, number_seq from subscription_invoices where number_year = $1 order by number_seq',
      [year],
    );
    expect(rows.map((r) => r.number_seq)).toEqual(Array.from({ length: rows.length }, (_, i) => i + 1));
    expect(new Set(rows.map((r) => r.number)).size).toBe(rows.length);
    expect(rows.every((r) => r.number === `FA-${year}-${String(r.number_seq).padStart(6, '0')}`)).toBe(true);
    const counter = await pool.query('select last_number from invoice_number_counters where year = $1', [year]);
    expect(counter.rows[0].last_number).toBe(rows.length);
  });
});

describe('GET /api/v1/admin/subscription_invoices', () => {
  it('searches by number and by restaurant, sorts by number descending', async () => {
    const byNumber = (await call('GET', `subscription_invoices?search=${a1Invoice.number}`)).json();
    expect(byNumber.data.map((i: Invoice) => i.id)).toEqual([a1Invoice.id]);
    const byRestaurant = (await call('GET', `subscription_invoices?search=${encodeURIComponent(world.restaurants.b.name)}`)).json();
    expect(byRestaurant.total_entries).toBe(1);
    const all = (await call('GET', 'subscription_invoices?per_page=100')).json();
    const seqs = all.data.map((i: Invoice) => i.number);
    expect(seqs).toEqual([...seqs].sort().reverse());
  });

  it('computes overdue (issued, due date past) and filters on it', async () => {
    await ctx.database.pool.query(
      `update subscription_invoices set issued_on = current_date - 45, due_on = current_date - 15 where id = $1`,
      [a1Invoice.id],
    );
    const overdue = (await call('GET', 'subscription_invoices?status=overdue')).json();
    expect(overdue.data.map((i: Invoice) => i.id)).toEqual([a1Invoice.id]);
    expect(overdue.data[0].status).toBe('overdue');
    const issued = (await call('GET', 'subscription_invoices?status=issued&per_page=100')).json();
    expect(issued.data.map((i: Invoice) => i.id)).not.toContain(a1Invoice.id);
    const bad = await call('GET', 'subscription_invoices?status=lost');
    expect(bad.statusCode).toBe(400);
  });

  it('marks an invoice paid once, recording the payment date and method; 404 for an unknown one', async () => {
    const missing = await call('PATCH', `subscription_invoices/${a1Invoice.id}/paid`, { paid_on: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields.method).toBe('Choisissez un moyen de paiement');
    const issuedOn = (await call('GET', `subscription_invoices/${a1Invoice.id}`)).json().issued_on as string;
    const paidOn = issuedOn;
    const future = await call('PATCH', `subscription_invoices/${a1Invoice.id}/paid`, { paid_on: `${year + 1}-01-01`, method: 'cheque' });
    expect(future.statusCode).toBe(422);
    expect(future.json().error.fields.paid_on).toBe('La date de paiement ne peut pas être dans le futur');
    const res = await call('PATCH', `subscription_invoices/${a1Invoice.id}/paid`, { paid_on: paidOn, method: 'transfer' });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('paid');
    expect(res.json().payment_method).toBe('transfer');
    // recorded at noon Paris time on the day given
    expect(new Date(res.json().paid_at).toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' })).toBe(paidOn);
    const again = await call('PATCH', `subscription_invoices/${a1Invoice.id}/paid`, { paid_on: paidOn, method: 'card' });
    expect(again.statusCode).toBe(422);
    expect(again.json().error.message).toBe('Cette facture est déjà payée');
    expect((await call('PATCH', `subscription_invoices/${randomUUID()}/paid`, { paid_on: paidOn, method: 'card' })).statusCode).toBe(404);
    expect((await call('GET', `subscription_invoices/${a1Invoice.id}`)).json().status).toBe('paid');
  });

  it('renders a French PDF invoice', async () => {
    const res = await call('GET', `subscription_invoices/${a1Invoice.id}/pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`${a1Invoice.number}.pdf`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    writeFileSync('/tmp/fitfit-billing-invoice.pdf', res.rawPayload);
    // the legal mentions of a French invoice (seller, buyer, numbers, VAT, due date, penalties), drawn by lib/invoice-layout.ts
    const text = (await pdfText(res.rawPayload)).replace(/\s+/g, ' ');
    for (const mention of [
      'FACTURE',
      `N° ${a1Invoice.number}`,
      'SIRET 91234567800018 · TVA FR42912345678',
      'FACTURÉ À',
      "Date d'émission :",
      'Échéance :',
      'TVA 20 %',
      'Total TTC',
      'Paiement par virement : IBAN',
      'art. L441-10 du Code de commerce',
      "Pas d'escompte pour paiement anticipé",
      'SAS au capital de 10 000 € · RCS Paris 912 345 678',
    ])
      expect(text, mention).toContain(mention);
    expect((await call('GET', `subscription_invoices/${randomUUID()}/pdf`)).statusCode).toBe(404);
    const token = await login(ctx.app, world.users.franchisor.email);
    expect((await call('GET', `subscription_invoices/${a1Invoice.id}/pdf`, undefined, token)).statusCode).toBe(403);
  });
});
