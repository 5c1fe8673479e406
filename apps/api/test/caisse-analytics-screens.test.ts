import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_TENANTS, runWithTenants } from '../src/db/tenant-context';
import { businessDateOf } from '../src/modules/caisse/ledger/common';
import { type LedgerWorld, ledgerWorld } from './caisse-ledger-world';
import { bearer } from './fixtures';

/** The dashboard against last year's aligned days, the analyses tabs with a comparison, their exports, who may read them. */
let w: LedgerWorld;
const today = () => businessDateOf(new Date(), 'Europe/Paris', 5);
const ago = (n: number) => new Date(Date.parse(`${today()}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  w = await ledgerWorld();
  // today's a minute ago; last year's at noon of their business day (a clock time could cross the day change with DST)
  const send = async (daysBack: number, o: Parameters<LedgerWorld['ticket']>[0]) => {
    const res = await w.device(
      w.ticket({ at: daysBack ? `${ago(daysBack)}T11:00:00.000Z` : new Date(Date.now() - 60_000).toISOString(), ...o }),
    );
    expect(res.statusCode, res.body).toBe(201);
  };
  // today: 2 dishes + 1 dish in cash; the same weekday 52 weeks ago: 1 dish
  await send(0, { qty: 2 });
  await send(0, { qty: 1, payments: [{ method: 'cash', amount_cents: 2200 }], covers: 1 });
  await send(364, { qty: 1 });
  await send(365, { qty: 5 });
});
afterAll(() => w.ctx.close());

describe('caisse analytics: dashboard and analyses', () => {
  it('compares today with the same weekday last year, with payment mix and top products', async () => {
    const res = await w.call('GET', 'analytics/dashboard?period=today');
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json();
    expect(d.today).toBe(today());
    const t = d.periods.find((p: { period: string }) => p.period === 'today');
    expect(t).toMatchObject({
      label: "Aujourd'hui",
      from: today(),
      previous_from: ago(364),
      current: { ttc_cents: 6600, tickets: 2, covers: 3, average_ticket_cents: 3300, average_cover_cents: 2200, ht_cents: 6000 },
      previous: { ttc_cents: 2200, tickets: 1 },
    });
    expect(d.payments.map((p: { label: string; ttc_cents: number }) => [p.label, p.ttc_cents])).toEqual([
      ['Carte bancaire', 4400],
      ['Espèces', 2200],
    ]);
    expect(d.top_products).toMatchObject([{ label: 'Entrecôte', quantity: 3, ttc_cents: 6600 }]);
    expect(d.chart.reduce((a: number, c: { current_ttc_cents: number }) => a + c.current_ttc_cents, 0)).toBe(6600);
    expect(d.chart.reduce((a: number, c: { previous_ttc_cents: number }) => a + c.previous_ttc_cents, 0)).toBe(2200);
    const month = (await w.call('GET', 'analytics/dashboard?period=month')).json();
    expect(month.chart.length).toBe(Number(today().slice(8, 10)));
  });

  it("plans the sales reads once, on the reports pool (no parallel workers), and leaves the other statements to PostgreSQL's choice", async () => {
    const { pool, db } = w.ctx.database;
    const reports = db.$reports;
    if (!reports) throw new Error('connect() opens the reports pool');
    for (let i = 0; i < 8; i++) expect((await w.call('GET', 'analytics/dashboard?period=month')).statusCode).toBe(200);
    const mode = async (p: typeof pool) =>
      (await runWithTenants(ALL_TENANTS, () => p.query<{ plan_cache_mode: string }>('show plan_cache_mode'))).rows[0].plan_cache_mode;
    expect(await mode(reports)).toBe('force_generic_plan');
    expect(await mode(pool)).toBe('auto');
    expect(
      (
        await runWithTenants(ALL_TENANTS, () =>
          reports.query<{ max_parallel_workers_per_gather: string }>('show max_parallel_workers_per_gather'),
        )
      ).rows[0],
    ).toEqual({
      max_parallel_workers_per_gather: '0',
    });
    // every connection of the reports pool that ran the reads (a request's: the restricted role's, tenant-pool.ts):
    // planned once each, never again for its values
    const asRequest = <T>(fn: () => Promise<T>) => runWithTenants(ALL_TENANTS, fn);
    const plans = await asRequest(() => Promise.all(Array.from({ length: reports.totalCount }, () => reports.connect()))).then(
      async (clients) => {
        const rows = await Promise.all(
          clients.map(
            async (c) =>
              (
                await c.query<{ generic: number; custom: number }>(
                  `select coalesce(sum(generic_plans), 0)::int as generic, coalesce(sum(custom_plans), 0)::int as custom
             from pg_prepared_statements where name like 'fitfit_q_%'`,
                )
              ).rows[0],
          ),
        );
        for (const c of clients) c.release();
        return rows;
      },
    );
    expect(plans.reduce((a, p) => a + p.generic, 0)).toBeGreaterThanOrEqual(8 * 4);
    expect(plans.reduce((a, p) => a + p.custom, 0)).toBe(0);
  });

  it('gives a tab with its comparison period, and refuses a reversed range', async () => {
    const q = `dimension=day&by=day&from=${ago(6)}&to=${today()}&compare_from=${ago(370)}&compare_to=${ago(364)}`;
    const res = await w.call('GET', `analytics/sales?${q}`);
    expect(res.statusCode, res.body).toBe(200);
    const s = res.json();
    expect(s.totals).toMatchObject({ ttc_cents: 6600, tickets: 2 });
    expect(s.rows).toMatchObject([{ business_date: today(), ttc_cents: 6600 }]);
    expect(s.compare.totals).toMatchObject({ ttc_cents: 2200 + 11_000, tickets: 2 });
    // a comparison overlapping the range (read apart, not split by day): the same days give the same figures
    const overlap = (
      await w.call('GET', `analytics/sales?dimension=day&by=day&from=${ago(6)}&to=${today()}&compare_from=${ago(3)}&compare_to=${today()}`)
    ).json();
    expect(overlap.totals).toMatchObject({ ttc_cents: 6600, tickets: 2 });
    expect(overlap.compare.totals).toMatchObject({ ttc_cents: 6600, tickets: 2 });
    const reversed = await w.call('GET', `analytics/sales?dimension=day&from=${today()}&to=${ago(1)}`);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().error.fields.to).toBe('La fin de la période ne peut pas précéder son début');
    const half = await w.call('GET', `analytics/sales?dimension=day&from=${ago(1)}&to=${today()}&compare_from=${ago(3)}`);
    expect(half.statusCode).toBe(400);
    expect(half.json().error.fields).toEqual({ compare_to: 'Indiquez le début et la fin de la période' });
  });

  it('exports a tab as CSV (;, BOM, French decimals) and XLSX (euros), the rows the screen shows', async () => {
    const q = `dimension=payment&from=${ago(6)}&to=${today()}`;
    const csv = await w.call('GET', `analytics/sales/export?${q}&format=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect([...csv.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parse(csv.rawPayload, { delimiter: ';', bom: true, columns: true }) as Record<string, string>[];
    expect(rows).toEqual([
      { 'Mode de paiement': 'Carte bancaire', Tickets: '1', 'CA TTC': '44,00', 'Montant annulé': '0,00' },
      { 'Mode de paiement': 'Espèces', Tickets: '1', 'CA TTC': '22,00', 'Montant annulé': '0,00' },
      {
        'Mode de paiement': `Total du ${ago(6).split('-').reverse().join('/')} au ${today().split('-').reverse().join('/')}`,
        Tickets: '2',
        'CA TTC': '66,00',
        'Montant annulé': '0,00',
      },
    ]);
    const xlsx = await w.call('GET', `analytics/sales/export?dimension=product&by=day&from=${ago(6)}&to=${today()}&format=xlsx`);
    expect(xlsx.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Produit');
    expect(sheet?.getRow(1).values).toEqual([undefined, 'Jour', 'Produit', 'Quantité', 'Tickets', 'CA TTC', 'Remises', 'Offerts']);
    expect(sheet?.getRow(2).values).toEqual([undefined, today().split('-').reverse().join('/'), 'Entrecôte', 3, 2, 66, 0, 0]);
    expect(sheet?.getRow(2).getCell(5).numFmt).toBe('#,##0.00 "€"');
  });

  it("is refused to another restaurant's restorer (403), for an unknown restaurant (404), and to a terminal (401)", async () => {
    const path = `analytics/sales?dimension=day&from=${ago(1)}&to=${today()}`;
    expect((await w.call('GET', path, undefined, w.tokens.restorerB)).statusCode).toBe(403);
    expect((await w.call('GET', 'analytics/dashboard', undefined, w.tokens.restorerB)).statusCode).toBe(403);
    expect((await w.call('GET', path, undefined, w.tokens.admin, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const device = await w.ctx.app.inject({
      method: 'GET',
      url: `/api/v1/restaurants/${w.a}/caisse/${path}`,
      headers: { 'x-device-key': w.keys.a },
    });
    expect(device.statusCode).toBe(401);
    // B's own figures hold none of A's sales
    const own = (await w.call('GET', path, undefined, w.tokens.restorerB, w.b)).json();
    expect(own.totals.ttc_cents).toBe(0);
    expect(
      (await w.ctx.app.inject({ method: 'GET', url: `/api/v1/restaurants/${w.a}/caisse/${path}`, headers: bearer('x') })).statusCode,
    ).toBe(401);
  });
});
