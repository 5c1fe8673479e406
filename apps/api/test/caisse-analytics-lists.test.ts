import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessDateOf } from '../src/modules/caisse/ledger/common';
import { type LedgerWorld, ledgerWorld } from './caisse-ledger-world';

/** The analyses tabs that list rows: every sale line (paged by cursor), and the tickets, movements and lines as files. */
let w: LedgerWorld;
const today = () => businessDateOf(new Date(), 'Europe/Paris', 5);
const fr = (day: string) => day.split('-').reverse().join('/');

beforeAll(async () => {
  w = await ledgerWorld();
  const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();
  // three tickets a few minutes apart: 2 dishes, 1 dish « Saignant, Frites », then the menu
  for (const [i, o] of [
    { qty: 2 },
    {
      lines: [
        {
          product_id: w.dish.id,
          quantity: 1,
          unit_price_cents: 2200,
          vat_rate_bp: 1000,
          options: [
            { name: 'Saignant', price_delta_cents: 0 },
            { name: 'Frites', price_delta_cents: 0 },
          ],
        },
      ],
    },
    { lines: [w.menuLine] },
  ].entries()) {
    const res = await w.device(w.ticket({ ...o, at: at(30 - i * 10) }));
    expect(res.statusCode, res.body).toBe(201);
  }
  const movement = await w.ctx.app.inject({
    method: 'POST',
    url: `/api/v1/restaurants/${w.a}/caisse/cash-movements`,
    headers: { 'x-device-key': w.keys.a },
    payload: { terminal_number: 1, kind: 'withdrawal', amount_cents: 5000, reason: 'Dépôt banque', occurred_at: at(5) },
  });
  expect(movement.statusCode, movement.body).toBe(201);
});
afterAll(() => w.ctx.close());

describe('caisse analytics: the tabs that list rows', () => {
  it('lists every sale line of the range, newest first, page by page with a cursor, searched by name', async () => {
    const range = `from=${today()}&to=${today()}`;
    const first = await w.call('GET', `analytics/lines?${range}&per_page=2`);
    expect(first.statusCode, first.body).toBe(200);
    const p1 = first.json();
    expect(p1.data.map((l: { name: string }) => l.name)).toEqual(['Formule midi', 'Entrecôte']);
    expect(p1.data[1]).toMatchObject({
      options: 'Saignant, Frites',
      quantity: 1,
      total_cents: 2200,
      vat_rate_bp: 1000,
      business_date: today(),
    });
    expect(p1.next_cursor).toEqual(expect.any(String));
    const p2 = (await w.call('GET', `analytics/lines?${range}&per_page=2&cursor=${p1.next_cursor}`)).json();
    expect(p2.data.map((l: { name: string; quantity: number; options: string }) => [l.name, l.quantity, l.options])).toEqual([
      ['Entrecôte', 2, ''],
    ]);
    expect(p2.next_cursor).toBeNull();
    const searched = (await w.call('GET', `analytics/lines?${range}&search=formule`)).json();
    expect(searched.data.map((l: { name: string }) => l.name)).toEqual(['Formule midi']);
    // another day: nothing; a reversed range: refused in French
    const yesterday = new Date(Date.parse(`${today()}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    expect((await w.call('GET', `analytics/lines?from=${yesterday}&to=${yesterday}`)).json().data).toEqual([]);
    const reversed = await w.call('GET', `analytics/lines?from=${today()}&to=${yesterday}`);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().error.fields).toEqual({ to: 'La fin de la période ne peut pas précéder son début' });
  });

  it('exports the tickets, the cash movements and the lines of the range as CSV and XLSX', async () => {
    const range = `from=${today()}&to=${today()}`;
    const tickets = await w.call('GET', `analytics/lists/export?list=tickets&${range}&format=csv`);
    expect(tickets.statusCode, tickets.body).toBe(200);
    expect(tickets.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(tickets.headers['content-disposition']).toContain(`analyses-tickets-${today()}-${today()}.csv`);
    expect([...tickets.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const t = parse(tickets.rawPayload, { delimiter: ';', bom: true, columns: true }) as Record<string, string>[];
    expect(t.map((r) => [r['N°'], r.Jour, r.Type, r.Statut, r['Total TTC'], r.Paiements])).toEqual([
      ['1', fr(today()), 'Sur place', expect.any(String), '44,00', 'Carte bancaire'],
      ['2', fr(today()), 'Sur place', expect.any(String), '22,00', 'Carte bancaire'],
      ['3', fr(today()), 'Sur place', expect.any(String), '25,00', 'Carte bancaire'],
    ]);
    const movements = await w.call('GET', `analytics/lists/export?list=cash_movements&${range}&format=csv`);
    const m = parse(movements.rawPayload, { delimiter: ';', bom: true, columns: true }) as Record<string, string>[];
    expect(m).toEqual([
      {
        Date: expect.stringMatching(/^\d\d\/\d\d\/\d{4} \d\d:\d\d$/),
        Jour: fr(today()),
        Type: 'Retrait',
        Montant: '50,00',
        Motif: 'Dépôt banque',
        'Utilisateur caisse': '',
      },
    ]);
    const lines = await w.call('GET', `analytics/lists/export?list=lines&${range}&format=xlsx`);
    expect(lines.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(lines.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Toutes les ventes');
    expect(sheet?.getRow(1).values).toEqual([
      undefined,
      'Date',
      'Jour',
      'Ticket',
      'Article',
      'Options',
      'Quantité',
      'Prix unitaire',
      'Remise',
      'Offert',
      'Total TTC',
      'Taux de TVA',
      'Utilisateur caisse',
    ]);
    expect(sheet?.rowCount).toBe(4);
    expect(sheet?.getRow(3).values).toEqual([
      undefined,
      expect.any(String),
      fr(today()),
      2,
      'Entrecôte',
      'Saignant, Frites',
      1,
      22,
      0,
      'Non',
      22,
      '10 %',
      '',
    ]);
    expect(sheet?.getRow(3).getCell(7).numFmt).toBe('#,##0.00 "€"');
  });

  it('refuses an unknown list, and is refused to another restaurant and to a terminal', async () => {
    const range = `from=${today()}&to=${today()}`;
    expect((await w.call('GET', `analytics/lists/export?list=closings&${range}`)).statusCode).toBe(400);
    expect((await w.call('GET', `analytics/lines?${range}`, undefined, w.tokens.restorerB)).statusCode).toBe(403);
    expect((await w.call('GET', `analytics/lists/export?list=lines&${range}`, undefined, w.tokens.restorerB)).statusCode).toBe(403);
    const device = await w.ctx.app.inject({
      method: 'GET',
      url: `/api/v1/restaurants/${w.a}/caisse/analytics/lines?${range}`,
      headers: { 'x-device-key': w.keys.a },
    });
    expect(device.statusCode).toBe(401);
  });
});
