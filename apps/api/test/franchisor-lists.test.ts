import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restaurants } from '../src/db/schema';
import { businessDateOf } from '../src/modules/caisse/ledger/common';
import { caisseRestaurant, type LedgerWorld, ledgerWorld } from './caisse-ledger-world';
import { bearer, login } from './fixtures';

/**
 * The listing tabs of the franchisor's analyses (tickets, cash movements, all sales) over the chosen restaurants:
 * the restaurant's reads given the network's scope, every row named after its restaurant, newest first across the
 * restaurants page after page, searched, exported with a « Restaurant » column and each row on its restaurant's
 * clock; never a restaurant outside the franchisor's marks.
 */
let w: LedgerWorld;
let a2: string;
let tokens: { franchisor: string; admin: string; restorer: string; saler: string };
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();
const today = () => businessDateOf(new Date(), 'Europe/Paris', 5);
const yesterday = () => new Date(Date.parse(`${today()}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
const range = () => `from=${yesterday()}&to=${today()}`;

const net = (path: string, token = tokens.franchisor) =>
  w.ctx.app.inject({ method: 'GET', url: `/api/v1/franchisor/${path}`, headers: bearer(token) });
const movement = (
  key: string,
  restaurantId: string,
  terminal_number: number,
  kind: string,
  amount_cents: number,
  reason: string,
  at: string,
) =>
  w.ctx.app.inject({
    method: 'POST',
    url: `/api/v1/restaurants/${restaurantId}/caisse/cash-movements`,
    headers: { 'x-device-key': key },
    payload: { terminal_number, kind, amount_cents, reason, occurred_at: at },
  });

beforeAll(async () => {
  w = await ledgerWorld();
  a2 = w.world.restaurants.a2.id;
  const r2 = await caisseRestaurant(w, a2);
  tokens = {
    franchisor: w.tokens.franchisor,
    admin: w.tokens.admin,
    restorer: w.tokens.restorer,
    saler: await login(w.ctx.app, w.world.users.saler.email),
  };
  // the two restaurants of the mark take turns: A1 50 and 30 minutes ago, A2 40 and 20; B (outside the mark) 10
  for (const [at, send] of [
    [50, () => w.device(w.ticket({ at: minutesAgo(50), qty: 2 }))],
    [40, () => w.device(r2.quiche(1, minutesAgo(40)), r2.key, a2)],
    [30, () => w.device(w.ticket({ at: minutesAgo(30), lines: [w.menuLine] }))],
    [20, () => w.device(r2.quiche(3, minutesAgo(20)), r2.key, a2)],
    [
      10,
      () =>
        w.device(
          w.ticket({ at: minutesAgo(10), lines: [{ product_id: w.productB.id, quantity: 1, unit_price_cents: 1500, vat_rate_bp: 1000 }] }),
          w.keys.b,
          w.b,
        ),
    ],
  ] as const) {
    const res = await send();
    expect(res.statusCode, `${at} ${res.body}`).toBe(201);
  }
  for (const res of [
    await movement(w.keys.a, w.a, 1, 'withdrawal', 5000, 'Dépôt banque', minutesAgo(45)),
    await movement(r2.key, a2, 1, 'float', 15000, 'Fond de caisse du matin', minutesAgo(35)),
    await movement(w.keys.b, w.b, 1, 'expense', 900, 'Pain de B', minutesAgo(25)),
  ])
    expect(res.statusCode, res.body).toBe(201);
  // A2 keeps its times on its own clock (the files show each row in its restaurant's timezone)
  await w.db.update(restaurants).set({ timezone: 'Indian/Reunion' }).where(eq(restaurants.id, a2));
  names.a1.name = w.world.restaurants.a1.name;
  names.a2.name = w.world.restaurants.a2.name;
});
afterAll(() => w.ctx.close());

const names = { a1: { name: '' }, a2: { name: '' } };

describe('franchisor analyses: the listing tabs over the network', () => {
  it('lists every sale line of its restaurants, newest first across them, page by page, each with its restaurant', async () => {
    const all = await net(`analytics/lines?${range()}`);
    expect(all.statusCode, all.body).toBe(200);
    const rows = all.json().data as { name: string; quantity: number; restaurant_id: string; restaurant_name: string }[];
    expect(rows.map((l) => [l.name, l.quantity, l.restaurant_name])).toEqual([
      ['Quiche', 3, names.a2.name],
      ['Formule midi', 1, names.a1.name],
      ['Quiche', 1, names.a2.name],
      ['Entrecôte', 2, names.a1.name],
    ]);
    // one line a page: the cursor walks the merged order without losing or repeating a line
    const walked: string[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const page: { data: { id: string }[]; next_cursor: string | null } = (
        await net(`analytics/lines?${range()}&per_page=1${cursor ? `&cursor=${cursor}` : ''}`)
      ).json();
      walked.push(...page.data.map((l: { id: string }) => l.id));
      cursor = page.next_cursor;
    }
    expect(walked).toEqual(all.json().data.map((l: { id: string }) => l.id));
    // searched by name; one restaurant chosen
    expect((await net(`analytics/lines?${range()}&search=quiche`)).json().data).toHaveLength(2);
    const onlyA1 = (await net(`analytics/lines?${range()}&restaurant_id=${w.a}`)).json().data;
    expect(onlyA1.map((l: { name: string }) => l.name)).toEqual(['Formule midi', 'Entrecôte']);
    // a reversed range: refused in French
    const reversed = await net(`analytics/lines?from=${today()}&to=${yesterday()}`);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().error.fields).toEqual({ to: 'La fin de la période ne peut pas précéder son début' });
  });

  it('lists the cash movements of its restaurants with their restaurant, searched by reason', async () => {
    const res = await net(`cash-movements?${range()}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(
      res
        .json()
        .data.map((m: { reason: string; signed_cents: number; restaurant_name: string }) => [m.reason, m.signed_cents, m.restaurant_name]),
    ).toEqual([
      ['Fond de caisse du matin', 15000, names.a2.name],
      ['Dépôt banque', -5000, names.a1.name],
    ]);
    expect(res.json().total_entries).toBe(2);
    const searched = (await net(`cash-movements?${range()}&search=banque`)).json().data;
    expect(searched.map((m: { reason: string }) => m.reason)).toEqual(['Dépôt banque']);
    expect((await net(`cash-movements?${range()}&restaurant_id=${a2}`)).json().data).toHaveLength(1);
  });

  it('reads the tickets tab from the network’s tickets over the range', async () => {
    const res = await net(`tickets?${range()}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(
      res.json().data.map((t: { restaurant_name: string; total_ttc_cents: number }) => [t.restaurant_name, t.total_ttc_cents]),
    ).toEqual([
      [names.a2.name, 4350],
      [names.a1.name, 2500],
      [names.a2.name, 1450],
      [names.a1.name, 4400],
    ]);
  });

  it('exports each tab with a « Restaurant » column, each row on its restaurant’s clock', async () => {
    const paris = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', dateStyle: 'short', timeStyle: 'short' });
    const reunion = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Indian/Reunion', dateStyle: 'short', timeStyle: 'short' });
    const csv = async (list: string, extra = '') => {
      const res = await net(`analytics/lists/export?list=${list}&${range()}&format=csv${extra}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-disposition']).toContain(`analyses-reseau-${list.replace('_', '-')}-${yesterday()}-${today()}.csv`);
      return parse(res.rawPayload, { delimiter: ';', bom: true, columns: true }) as Record<string, string>[];
    };
    const tickets = await csv('tickets');
    expect(Object.keys(tickets[0])[0]).toBe('Restaurant');
    expect(tickets.map((r) => [r.Restaurant, r['Total TTC']])).toEqual([
      [names.a1.name, '44,00'],
      [names.a2.name, '14,50'],
      [names.a1.name, '25,00'],
      [names.a2.name, '43,50'],
    ]);
    const movements = await csv('cash_movements');
    expect(movements.map((r) => [r.Restaurant, r.Type, r.Montant, r.Motif])).toEqual([
      [names.a1.name, 'Retrait', '50,00', 'Dépôt banque'],
      [names.a2.name, 'Fond de caisse', '150,00', 'Fond de caisse du matin'],
    ]);
    const lines = await csv('lines', `&restaurant_id=${a2}`);
    expect(lines.map((r) => [r.Restaurant, r.Article, r.Quantité])).toEqual([
      [names.a2.name, 'Quiche', '1'],
      [names.a2.name, 'Quiche', '3'],
    ]);
    // A1's rows on Paris time, A2's on Réunion time (three hours apart in winter, two in summer)
    const stored = (await net(`cash-movements?${range()}`)).json().data as { occurred_at: string; restaurant_id: string }[];
    const a1At = stored.find((m) => m.restaurant_id === w.a)?.occurred_at ?? '';
    const a2At = stored.find((m) => m.restaurant_id === a2)?.occurred_at ?? '';
    expect(movements[0].Date).toBe(paris.format(new Date(a1At)));
    expect(movements[1].Date).toBe(reunion.format(new Date(a2At)));
    expect(movements[1].Date).not.toBe(paris.format(new Date(a2At)));

    const xlsx = await net(`analytics/lists/export?list=lines&${range()}&format=xlsx`);
    expect(xlsx.statusCode, xlsx.body).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.name).toBe('Toutes les ventes');
    expect(sheet.getRow(1).getCell(1).value).toBe('Restaurant');
    expect(sheet.rowCount).toBe(5);
  });

  it('keeps the restaurant’s own lists and files as they were (no restaurant column)', async () => {
    const res = await w.call('GET', `analytics/lists/export?list=cash_movements&${range()}&format=csv`);
    expect(res.statusCode, res.body).toBe(200);
    const rows = parse(res.rawPayload, { delimiter: ';', bom: true, columns: true }) as Record<string, string>[];
    expect(Object.keys(rows[0])[0]).toBe('Date');
    expect(rows.map((r) => r.Motif)).toEqual(['Dépôt banque']);
    // the restaurant's movements are searched by reason too
    expect((await w.call('GET', `cash-movements?${range()}&search=nope`)).json().data).toEqual([]);
  });
});

describe('franchisor analyses listing tabs: access', () => {
  const paths = () => [
    `analytics/lines?${range()}`,
    `cash-movements?${range()}`,
    `analytics/lists/export?list=tickets&${range()}`,
    `tickets?${range()}`,
  ];

  it('never shows a restaurant outside its marks: B’s rows are absent, and asking for B is refused (403)', async () => {
    for (const path of paths()) {
      const all = await net(path);
      expect(all.statusCode, path).toBe(200);
      expect(all.body, path).not.toContain(w.b);
      expect(all.body, path).not.toContain('Pain de B');
      const refused = await net(`${path}&restaurant_id=${w.b}`);
      expect(refused.statusCode, path).toBe(403);
      expect(refused.json().error.message).toBe("Vous n'avez pas accès à ce restaurant");
    }
  });

  it('lets an admin read any restaurant, 404 for an unknown one; refuses a restorer, a seller (403) and no session (401)', async () => {
    const admin = (await net(`cash-movements?${range()}&restaurant_id=${w.b}`, tokens.admin)).json();
    expect(admin.data.map((m: { reason: string }) => m.reason)).toEqual(['Pain de B']);
    for (const path of paths()) {
      expect((await net(`${path}&restaurant_id=00000000-0000-4000-8000-000000000000`, tokens.admin)).statusCode, path).toBe(404);
      expect((await net(path, tokens.restorer)).statusCode, path).toBe(403);
      expect((await net(path, tokens.saler)).statusCode, path).toBe(403);
      expect((await w.ctx.app.inject({ method: 'GET', url: `/api/v1/franchisor/${path}` })).statusCode, path).toBe(401);
    }
  });
});
