import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as invoiceService from '../src/modules/admin/invoices/service';
import { createTestContext, type TestContext } from './context';
import { bearer, createWorld, login } from './fixtures';
import { pdfText } from './pdf-text';

/**
 * Issue 24 rule 5: a month started or ended within is billed pro rata temporis per module line (days held ÷
 * days of the month × monthly price, rounded to the cent half away from zero), trial days are not billed, a
 * month is billed once over, a yearly year runs from its first billed day. November 2025 has 30 days.
 */
let ctx: TestContext;
let admin: string;
const now = new Date();
const ym = (d: Date) => d.toISOString().slice(0, 7);
const thisMonth = ym(now);
const lastMonth = ym(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15)));

beforeAll(async () => {
  ctx = await createTestContext({ LOGIN_RATE_LIMIT: '10000' });
  const world = await createWorld(ctx.database.db);
  admin = await login(ctx.app, world.users.admin.email);
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
  ctx.app.inject({ method, url: `/api/v1/admin/${url}`, headers: bearer(admin), ...(payload ? { payload } : {}) });
const run = async (period: string) => {
  const res = await call('POST', 'subscription_invoices/run', { period });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

type Line = { label: string; module_code: string; quantity: number; unit_price_cents: number; ht_cents: number; tva_cents: number };
type Invoice = { id: string; period: string; total_ht_cents: number; lines: Line[] };

/** A restaurant of its own, its modules from the given days (catalogue prices unless `price`), and its subscription. */
const subscriber = async (
  name: string,
  modules: { code: string; from: string; to?: string; price?: number }[],
  sub: { recurring?: 'monthly' | 'yearly'; status?: string; started_on: string; trial_ends_on?: string; canceled_at?: string },
) => {
  const { pool } = ctx.database;
  const { rows } = await pool.query<{ id: string }>('insert into restaurants (name) values ($1) returning id', [name]);
  const id = rows[0].id;
  for (const m of modules) {
    await pool.query(
      `insert into fitfit_module_restaurants (restaurant_id, fitfit_module_id, starts_on, ends_on, price_cents_override)
       select $1, id, $3, $4, $5 from fitfit_modules where code_name = $2`,
      [id, m.code, m.from, m.to ?? null, m.price ?? null],
    );
  }
  await pool.query(
    `insert into restaurant_subscriptions (restaurant_id, recurring, status, started_on, trial_ends_on, canceled_at)
     values ($1, $2, $3, $4, $5, $6)`,
    [id, sub.recurring ?? 'monthly', sub.status ?? 'active', sub.started_on, sub.trial_ends_on ?? null, sub.canceled_at ?? null],
  );
  return name;
};
const invoicesOf = async (name: string): Promise<Invoice[]> =>
  (await call('GET', `subscription_invoices?search=${encodeURIComponent(name)}&per_page=50`)).json().data;
const invoiceOf = async (name: string, period: string) => (await invoicesOf(name)).find((i) => i.period === period);
const byModule = (invoice: Invoice | undefined) => Object.fromEntries((invoice?.lines ?? []).map((l) => [l.module_code, l]));

describe('billable months', () => {
  it('lists no month before the first subscription', async () => {
    const res = await call('GET', 'subscription_invoices/periods');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ periods: [] });
  });

  it('refuses, in French, a month that is not over (422 naming it), and one not begun', async () => {
    const current = await call('POST', 'subscription_invoices/run', { period: thisMonth });
    expect(current.statusCode).toBe(422);
    const [y, m] = thisMonth.split('-').map(Number);
    const months = [
      'janvier',
      'février',
      'mars',
      'avril',
      'mai',
      'juin',
      'juillet',
      'août',
      'septembre',
      'octobre',
      'novembre',
      'décembre',
    ];
    const next = m === 12 ? `janvier ${y + 1}` : `${months[m]} ${y}`;
    const message = `Le mois de ${months[m - 1]} ${y} n’est pas terminé : il se facture à partir du 1er ${next}`;
    expect(current.json().error).toMatchObject({ message, fields: { period: message } });
    expect((await call('POST', 'subscription_invoices/run', { period: `${y + 1}-01` })).statusCode).toBe(422);
    const count = await ctx.database.pool.query('select count(*)::int as n from subscription_invoices');
    expect(count.rows[0].n).toBe(0);
  });
});

describe('a month started or ended within is billed pro rata temporis per module line', () => {
  it('bills a restaurant subscribed on 27/11 for 4/30 of each module price, to the cent, and says so on the line and the PDF', async () => {
    // PNL + Caisse + Musique = 147 € HT a month: the November run once billed it in full
    const name = await subscriber(
      'Souscrit le 27',
      ['fitfit_pnl', 'fitfit_caisse', 'fitfit_music'].map((code) => ({ code, from: '2025-11-27' })),
      { started_on: '2025-11-27' },
    );
    await run('2025-11');
    const invoice = await invoiceOf(name, '2025-11');
    const lines = byModule(invoice);
    // 49 € × 4/30 = 6,5333 → 6,53 ; 79 € × 4/30 = 10,5333 → 10,53 ; 19 € × 4/30 = 2,5333 → 2,53
    expect(lines.fitfit_pnl).toMatchObject({
      label: 'Module PNL — abonnement mensuel, du 27/11 au 30/11 (4/30 jours)',
      quantity: 1,
      unit_price_cents: 4900,
      ht_cents: 653,
      tva_cents: 131,
    });
    expect(lines.fitfit_caisse).toMatchObject({ ht_cents: 1053, label: expect.stringContaining('(4/30 jours)') });
    expect(lines.fitfit_music).toMatchObject({ ht_cents: 253, label: expect.stringContaining('du 27/11 au 30/11') });
    expect(invoice?.total_ht_cents).toBe(653 + 1053 + 253);
    // the next month is whole again
    await run('2025-12');
    const december = byModule(await invoiceOf(name, '2025-12'));
    expect(december.fitfit_pnl).toMatchObject({ label: 'Module PNL — abonnement mensuel', ht_cents: 4900 });

    const pdf = await call('GET', `subscription_invoices/${invoice?.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    const text = (await pdfText(pdf.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain('du 27/11 au 30/11 (4/30 jours)');
    expect(text).toContain('6,53 €');
  });

  it('rounds each line half away from zero: 45,45 € for 1 day of 30 is 1,515 € → 1,52 €', async () => {
    const name = await subscriber('Arrondi prorata', [{ code: 'fitfit_music', from: '2025-11-30', price: 4545 }], {
      started_on: '2025-11-01',
    });
    await run('2025-11');
    const line = byModule(await invoiceOf(name, '2025-11')).fitfit_music;
    expect(line).toMatchObject({ ht_cents: 152, label: 'Module Musique — abonnement mensuel, du 30/11 au 30/11 (1/30 jours)' });
  });

  it('bills a subscription canceled mid-month up to its cancellation day (Paris), and a module ended mid-month up to its end', async () => {
    const name = await subscriber(
      'Résilié le 16',
      [
        { code: 'fitfit_pnl', from: '2025-01-01' },
        { code: 'fitfit_music', from: '2025-01-01', to: '2025-11-10' },
      ],
      // 23:30 UTC on 15/11 is 00:30 on 16/11 in Paris
      { started_on: '2025-01-01', status: 'canceled', canceled_at: '2025-11-15T23:30:00Z' },
    );
    await run('2025-11');
    const lines = byModule(await invoiceOf(name, '2025-11'));
    // 49 € × 16/30 = 26,1333 → 26,13 ; 19 € × 10/30 = 6,3333 → 6,33
    expect(lines.fitfit_pnl).toMatchObject({ ht_cents: 2613, label: 'Module PNL — abonnement mensuel, du 01/11 au 16/11 (16/30 jours)' });
    expect(lines.fitfit_music).toMatchObject({ ht_cents: 633, label: expect.stringContaining('du 01/11 au 10/11 (10/30 jours)') });
    // after its cancellation, nothing more
    await run('2025-12');
    expect(await invoiceOf(name, '2025-12')).toBeUndefined();
  });

  it('bills the day of a switch once: canceled on 16/11 and resubscribed on 16/11, the old one stops on 15/11', async () => {
    const name = await subscriber('Changé le 16', [{ code: 'fitfit_pnl', from: '2025-01-01' }], {
      started_on: '2025-01-01',
      status: 'canceled',
      canceled_at: '2025-11-16T09:00:00Z',
    });
    await ctx.database.pool.query(
      `insert into restaurant_subscriptions (restaurant_id, recurring, status, started_on)
       select id, 'monthly', 'active', '2025-11-16' from restaurants where name = $1`,
      [name],
    );
    await run('2025-11');
    const invoices = (await invoicesOf(name)).filter((i) => i.period === '2025-11');
    const labels = invoices.map((i) => i.lines.map((l) => l.label).join()).sort();
    expect(labels).toEqual([
      'Module PNL — abonnement mensuel, du 01/11 au 15/11 (15/30 jours)',
      'Module PNL — abonnement mensuel, du 16/11 au 30/11 (15/30 jours)',
    ]);
    // 49 € × 15/30 twice: the month once, not 31 days
    expect(invoices.reduce((sum, i) => sum + i.total_ht_cents, 0)).toBe(4900);
  });

  it('does not bill the trial days: the trial ends on 18/11 (its last day), November bills 19/11 to 30/11', async () => {
    const name = await subscriber('Essai fini le 18', [{ code: 'fitfit_pnl', from: '2025-10-20' }], {
      started_on: '2025-10-20',
      status: 'trialing',
      trial_ends_on: '2025-11-18',
    });
    await run('2025-10');
    expect(await invoiceOf(name, '2025-10')).toBeUndefined();
    await run('2025-11');
    // 49 € × 12/30 = 19,60 €
    expect(byModule(await invoiceOf(name, '2025-11')).fitfit_pnl).toMatchObject({
      ht_cents: 1960,
      label: 'Module PNL — abonnement mensuel, du 19/11 au 30/11 (12/30 jours)',
    });
  });
});

describe('yearly subscriptions: the year runs from its first billed day, invoiced by the run of that month', () => {
  it('bills a yearly subscription started on 27/11 the whole year from 27/11, once', async () => {
    const name = await subscriber('Annuel du 27', [{ code: 'fitfit_pnl', from: '2025-11-27' }], {
      recurring: 'yearly',
      started_on: '2025-11-27',
    });
    await run('2025-11');
    const line = byModule(await invoiceOf(name, '2025-11')).fitfit_pnl;
    expect(line).toMatchObject({
      quantity: 10,
      ht_cents: 49000,
      label: 'Module PNL — abonnement annuel du 27/11/2025 au 26/11/2026 (12 mois, 2 offerts)',
    });
    await run('2025-12');
    expect(await invoicesOf(name)).toHaveLength(1);
  });

  it('starts the year of a yearly trial the day after the trial, and bills it in that month', async () => {
    const name = await subscriber('Annuel après essai', [{ code: 'fitfit_caisse', from: '2025-09-20' }], {
      recurring: 'yearly',
      status: 'trialing',
      started_on: '2025-09-20',
      trial_ends_on: '2025-10-19',
    });
    await run('2025-09');
    expect(await invoicesOf(name)).toHaveLength(0);
    await run('2025-10');
    expect(byModule(await invoiceOf(name, '2025-10')).fitfit_caisse).toMatchObject({
      ht_cents: 79000,
      label: 'Module Caisse — abonnement annuel du 20/10/2025 au 19/10/2026 (12 mois, 2 offerts)',
    });
  });

  it('does not renew a yearly subscription canceled before its anniversary', async () => {
    const name = await subscriber('Annuel résilié', [{ code: 'fitfit_pnl', from: '2024-11-05' }], {
      recurring: 'yearly',
      status: 'canceled',
      started_on: '2024-11-05',
      canceled_at: '2025-11-03T10:00:00Z',
    });
    await run('2024-11');
    await run('2025-11');
    expect((await invoicesOf(name)).map((i) => i.period)).toEqual(['2024-11']);
  });
});

describe('the months offered to the run', () => {
  it('go from the last month over back to the month of the first subscription', async () => {
    const { periods } = (await call('GET', 'subscription_invoices/periods')).json() as { periods: string[] };
    expect(periods[0]).toBe(lastMonth);
    expect(periods).not.toContain(thisMonth);
    expect(periods.at(-1)).toBe('2024-11'); // « Annuel résilié », started on 05/11/2024
    // consecutive months, newest first
    for (let i = 1; i < periods.length; i++) {
      const d = new Date(`${periods[i - 1]}-15T00:00:00Z`);
      d.setUTCMonth(d.getUTCMonth() - 1);
      expect(periods[i]).toBe(ym(d));
    }
  });
});

describe('billing dates are Paris days', () => {
  it('« Marquer payée » and a credit note judge « today » in Paris: 00:30 on 04/11 in Paris is still 03/11 in UTC', async () => {
    const name = await subscriber('Payé à minuit', [{ code: 'fitfit_pnl', from: '2025-09-01' }], { started_on: '2025-09-01' });
    await invoiceService.run(ctx.database.db, '2025-09', { issuedOn: '2025-11-03' });
    const invoice = await invoiceOf(name, '2025-09');
    if (!invoice) throw new Error('no September invoice');
    // 23:30 UTC on 03/11: 04/11 is not in the future for a Paris office (00:30)…
    const late = new Date('2025-11-03T23:30:00Z');
    // …but at 22:30 UTC (23:30 in Paris) it still is
    await expect(
      invoiceService.markPaid(ctx.database.db, invoice.id, { paid_on: '2025-11-04', method: 'transfer' }, new Date('2025-11-03T22:30:00Z')),
    ).rejects.toMatchObject({ statusCode: 422 });
    const paid = await invoiceService.markPaid(ctx.database.db, invoice.id, { paid_on: '2025-11-04', method: 'transfer' }, late);
    expect(paid.status).toBe('paid');
    // a credit note made at 23:30 UTC on 31/12 is dated 01/01 in Paris, numbered in the new year
    const credited = await invoiceService.creditNote(
      ctx.database.db,
      invoice.id,
      { reason: 'Erreur de période' },
      new Date('2025-12-31T23:30:00Z'),
    );
    expect(credited.credit_note).toMatchObject({ issued_on: '2026-01-01', number: expect.stringMatching(/^AV-2026-/) });
  });
});
