import { type TicketInput, ticketTotals } from '@fitfit/contracts';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessDateOf } from '../src/modules/caisse/ledger/common';
import { type LedgerWorld, ledgerWorld } from './caisse-ledger-world';

/**
 * The analyses tabs « Annulations » and « Remises »: every figure against sums made here from the tickets sent and
 * cancelled, the listing paged by cursor, the files' cells, and the refusals.
 */
let w: LedgerWorld;
let seller: { id: string; display_name: string };
const today = () => businessDateOf(new Date(), 'Europe/Paris', 5);
const fr = (day: string) => day.split('-').reverse().join('/');

interface Sent {
  id: string;
  number: number;
  day: string;
  input: TicketInput;
  /** The cancellation ticket, when cancelled. */
  cancel?: { number: number; day: string; reason: string };
}
const sent: Record<'a' | 'b' | 'c' | 'd', Sent> = {} as never;
let day1: string;
const range = () => `from=${day1}&to=${today()}`;
const ttcOf = (s: Sent) => ticketTotals(s.input.lines.map((l) => (l.menu_id ? { ...l, vat_rate_bp: null } : l))).total_ttc_cents;

beforeAll(async () => {
  w = await ledgerWorld();
  const role = await w.ok(await w.call('POST', 'roles', { name: 'Serveur', permissions: [] }));
  seller = await w.ok(await w.call('POST', 'pos_users', { first_name: 'Léa', last_name: 'Martin', role_id: role.id, pin: '4829' }));
  const dish = (quantity: number, discount_cents = 0) => ({
    product_id: w.dish.id,
    quantity,
    unit_price_cents: 2200,
    vat_rate_bp: 1000,
    discount_cents,
  });
  const wineOffered = (quantity: number) => ({ product_id: w.wine.id, quantity, unit_price_cents: 600, vat_rate_bp: 2000, offered: true });
  const dayBefore = new Date(Date.now() - 25 * 3_600_000).toISOString();
  const send = async (key: keyof typeof sent, at: string, o: Partial<TicketInput>) => {
    const input = w.ticket({ at, ...o });
    const res = await w.device(input);
    expect(res.statusCode, res.body).toBe(201);
    const { ticket } = res.json();
    sent[key] = { id: ticket.id, number: ticket.number, day: ticket.business_date, input };
  };
  // A and C the day before (A sold by Léa), D and B today (D by Léa): discounts, offered lines, a discounted menu
  await send('a', dayBefore, { lines: [dish(2, 400), { ...wineOffered(1), discount_reason: 'Geste commercial' }], pos_user_id: seller.id });
  await send('c', new Date(Date.parse(dayBefore) + 60_000).toISOString(), { lines: [{ ...w.menuLine, discount_cents: 500 }] });
  await send('d', new Date(Date.now() - 20 * 60_000).toISOString(), {
    lines: [{ ...dish(3, 660), discount_reason: 'Fidélité' }, wineOffered(2)],
    pos_user_id: seller.id,
  });
  await send('b', new Date(Date.now() - 10 * 60_000).toISOString(), { lines: [dish(1)] });
  day1 = sent.a.day;
  expect(day1 < today()).toBe(true);
  // A (of the day before) and B cancelled now: both dated today, the day they are issued
  for (const [key, reason] of [
    ['a', 'Erreur de table'],
    ['b', 'Client parti'],
  ] as const) {
    const res = await w.call('POST', `tickets/${sent[key].id}/cancel`, { reason });
    expect(res.statusCode, res.body).toBe(201);
    sent[key].cancel = { number: res.json().number, day: res.json().business_date, reason };
  }
});
afterAll(() => w.ctx.close());

/** Each ticket, and each cancellation as its negation on the day it was issued. */
const movements = () =>
  Object.values(sent).flatMap((s) => [{ s, sign: 1, day: s.day }, ...(s.cancel ? [{ s, sign: -1, day: s.cancel.day }] : [])]);

describe('caisse analytics: « Annulations »', () => {
  it('lists each cancellation issued in the range, newest first, paged by cursor, with who cancelled and who sold', async () => {
    const first = await w.call('GET', `analytics/cancellations?${range()}&per_page=1`);
    expect(first.statusCode, first.body).toBe(200);
    const p1 = first.json();
    expect(p1.data).toEqual([
      {
        id: expect.any(String),
        number: sent.b.cancel?.number,
        business_date: today(),
        closed_at: expect.any(String),
        cancelled_ticket_id: sent.b.id,
        cancelled_ticket_number: sent.b.number,
        cancelled_business_date: today(),
        amount_cents: ttcOf(sent.b),
        reason: 'Client parti',
        canceled_by_name: 'restorer Test',
        seller_name: null,
      },
    ]);
    const p2 = (await w.call('GET', `analytics/cancellations?${range()}&per_page=1&cursor=${p1.next_cursor}`)).json();
    expect(p2.data.map((c: { cancelled_ticket_number: number }) => c.cancelled_ticket_number)).toEqual([sent.a.number]);
    expect(p2.data[0]).toMatchObject({
      business_date: today(),
      cancelled_business_date: day1,
      amount_cents: ttcOf(sent.a),
      seller_name: 'Léa Martin',
    });
    expect(p2.next_cursor).toBeNull();
    // searched by reason, or by the cancelled ticket's number
    const byReason = (await w.call('GET', `analytics/cancellations?${range()}&search=erreur`)).json();
    expect(byReason.data.map((c: { reason: string }) => c.reason)).toEqual(['Erreur de table']);
    const byNumber = (await w.call('GET', `analytics/cancellations?${range()}&search=${sent.b.number}`)).json();
    expect(byNumber.data.map((c: { cancelled_ticket_number: number }) => c.cancelled_ticket_number)).toEqual([sent.b.number]);
    // the day before alone: its ticket was cancelled today, so no cancellation is dated on it
    expect((await w.call('GET', `analytics/cancellations?from=${day1}&to=${day1}`)).json().data).toEqual([]);
  });

  it('totals them by day, by user and by seller, and gives each day net of cancellations by the original ticket’s day', async () => {
    const res = await w.call('GET', `analytics/cancellations/summary?${range()}`);
    expect(res.statusCode, res.body).toBe(200);
    const s = res.json();
    const a = ttcOf(sent.a);
    const b = ttcOf(sent.b);
    expect(s.totals).toEqual({ count: 2, amount_cents: a + b });
    expect(s.by_day).toEqual([{ business_date: today(), count: 2, amount_cents: a + b }]);
    expect(s.by_user).toEqual([{ key: w.world.users.restorer.id, label: 'restorer Test', count: 2, amount_cents: a + b }]);
    expect(s.by_seller).toEqual(
      [
        { key: seller.id, label: 'Léa Martin', count: 1, amount_cents: a },
        { key: '', label: 'Sans vendeur', count: 1, amount_cents: b },
      ].sort((x, y) => y.amount_cents - x.amount_cents),
    );
    // by original day, from the tickets sent: what each day sold, what its Z carries, what is left of its own tickets
    const expected = [day1, today()].map((d) => {
      const sold = Object.values(sent)
        .filter((x) => x.day === d)
        .reduce((n, x) => n + ttcOf(x), 0);
      const cancelledOn = Object.values(sent)
        .filter((x) => x.cancel?.day === d)
        .reduce((n, x) => n + ttcOf(x), 0);
      const cancelledOf = Object.values(sent)
        .filter((x) => x.day === d && x.cancel)
        .reduce((n, x) => n + ttcOf(x), 0);
      return {
        business_date: d,
        sold_ttc_cents: sold,
        cancelled_on_day_cents: cancelledOn,
        z_ttc_cents: sold - cancelledOn,
        cancelled_of_day_cents: cancelledOf,
        net_ttc_cents: sold - cancelledOf,
      };
    });
    expect(s.by_original_day).toEqual(expected);
    // the day before: A's cancellation dated today leaves its Z whole, but its net is C alone
    expect(s.by_original_day[0]).toMatchObject({ z_ttc_cents: a + ttcOf(sent.c), net_ttc_cents: ttcOf(sent.c) });
    // the Z column is the « Jour par jour » tab's revenue, day by day
    const days = (await w.call('GET', `analytics/sales?dimension=day&by=day&${range()}`)).json();
    expect(days.rows.map((r: { business_date: string; ttc_cents: number }) => [r.business_date, r.ttc_cents])).toEqual(
      expected.map((e) => [e.business_date, e.z_ttc_cents]),
    );
  });

  it('exports the list and each table as CSV and XLSX', async () => {
    const list = await w.call('GET', `analytics/cancellations/export?${range()}&format=csv`);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(list.headers['content-disposition']).toContain(`analyses-annulations-${day1}-${today()}.csv`);
    expect([...list.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parse(list.rawPayload, { delimiter: ';', bom: true, columns: true }) as Record<string, string>[];
    const euros = (c: number) => (c / 100).toFixed(2).replace('.', ',');
    expect(rows).toEqual([
      {
        Date: expect.stringMatching(/^\d\d\/\d\d\/\d{4} \d\d:\d\d$/),
        'Jour (Z)': fr(today()),
        'Annulation n°': String(sent.a.cancel?.number),
        'Ticket annulé n°': String(sent.a.number),
        'Jour du ticket annulé': fr(day1),
        Montant: euros(ttcOf(sent.a)),
        Motif: 'Erreur de table',
        'Annulé par': 'restorer Test',
        'Vendeur du ticket': 'Léa Martin',
      },
      expect.objectContaining({ 'Ticket annulé n°': String(sent.b.number), 'Vendeur du ticket': '', Motif: 'Client parti' }),
      expect.objectContaining({
        Date: `Total du ${fr(day1)} au ${fr(today())}`,
        'Annulation n°': '2',
        Montant: euros(ttcOf(sent.a) + ttcOf(sent.b)),
      }),
    ]);
    const net = await w.call('GET', `analytics/cancellations/export?table=by_original_day&${range()}&format=xlsx`);
    expect(net.statusCode, net.body).toBe(200);
    expect(net.headers['content-disposition']).toContain(`analyses-annulations-by-original-day-${day1}-${today()}.xlsx`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(net.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Jour',
      'Vendu TTC',
      'Annulé ce jour (Z)',
      'CA TTC du Z',
      'Annulations des tickets du jour',
      'CA TTC net par jour d’origine',
    ]);
    const a = ttcOf(sent.a);
    const c = ttcOf(sent.c);
    expect(sheet.getRow(2).values).toEqual([undefined, fr(day1), (a + c) / 100, 0, (a + c) / 100, a / 100, c / 100]);
    expect(sheet.getRow(2).getCell(2).numFmt).toBe('#,##0.00 "€"');
    expect(sheet.getRow(4).font?.bold).toBe(true);
    const byUser = parse((await w.call('GET', `analytics/cancellations/export?table=by_user&${range()}`)).rawPayload, {
      delimiter: ';',
      bom: true,
    }) as string[][];
    expect(byUser.slice(0, 2)).toEqual([
      ['Annulé par', 'Annulations', 'Montant'],
      ['restorer Test', '2', euros(ttcOf(sent.a) + ttcOf(sent.b))],
    ]);
    const bySeller = parse((await w.call('GET', `analytics/cancellations/export?table=by_seller&${range()}`)).rawPayload, {
      delimiter: ';',
      bom: true,
    }) as string[][];
    expect(bySeller.slice(0, 3)).toEqual([
      ['Vendeur du ticket', 'Annulations', 'Montant'],
      ['Léa Martin', '1', euros(ttcOf(sent.a))],
      ['Sans vendeur', '1', euros(ttcOf(sent.b))],
    ]);
  });
});

describe('caisse analytics: « Remises »', () => {
  /** Discounts, offered and TTC by key, summed here from the lines sent (cancellations negated on their day). */
  /** `keyOf` null: a line the grouping leaves out (the reasons group only the discounted and offered lines). */
  const expectedBy = (keyOf: (s: Sent, line: TicketInput['lines'][number]) => string | null, label: (key: string) => string) => {
    const rows = new Map<string, { discount_cents: number; offered_cents: number; ttc_cents: number }>();
    const all = { discount_cents: 0, offered_cents: 0, ttc_cents: 0 };
    for (const { s, sign } of movements()) {
      const t = ticketTotals(s.input.lines.map((l) => (l.menu_id ? { ...l, vat_rate_bp: null } : l)));
      for (const [i, l] of s.input.lines.entries()) {
        const k = keyOf(s, l);
        all.discount_cents += sign * t.lines[i].discount;
        all.offered_cents += sign * t.lines[i].offered;
        all.ttc_cents += sign * t.lines[i].total;
        if (k === null) continue;
        const r = rows.get(k) ?? { discount_cents: 0, offered_cents: 0, ttc_cents: 0 };
        r.discount_cents += sign * t.lines[i].discount;
        r.offered_cents += sign * t.lines[i].offered;
        r.ttc_cents += sign * t.lines[i].total;
        rows.set(k, r);
      }
    }
    const figures = (r: { discount_cents: number; offered_cents: number; ttc_cents: number }) => {
      const gross = r.ttc_cents + r.discount_cents + r.offered_cents;
      return { ...r, gross_cents: gross, rate_bp: gross > 0 ? Math.round(((r.discount_cents + r.offered_cents) * 10_000) / gross) : null };
    };
    return {
      rows: [...rows]
        .filter(([, r]) => r.discount_cents || r.offered_cents)
        .map(([key, r]) => ({ key, label: label(key), ...figures(r) }))
        .sort((a, b) => a.key.localeCompare(b.key)),
      totals: figures(all),
    };
  };
  const read = async (by: string) => {
    const res = await w.call('GET', `analytics/discounts?by=${by}&${range()}`);
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json();
    return { ...d, rows: [...d.rows].sort((a: { key: string }, b: { key: string }) => a.key.localeCompare(b.key)) };
  };

  it('gives the line discounts and offered lines by product, category and seller, with their rate on gross sales', async () => {
    const names: Record<string, string> = {
      [`product:${w.dish.id}`]: 'Entrecôte',
      [`product:${w.wine.id}`]: 'Verre de bordeaux',
      [`menu:${w.menu.id}`]: 'Formule midi',
    };
    const product = await read('product');
    const byProduct = expectedBy(
      (_, l) => (l.menu_id ? `menu:${l.menu_id}` : `product:${l.product_id}`),
      (k) => names[k],
    );
    expect(product.rows).toEqual(byProduct.rows);
    expect(product.totals).toEqual(byProduct.totals);
    // D's discount and offered wine remain; A's were taken back by its cancellation
    expect(product.rows.find((r: { key: string }) => r.key === `product:${w.wine.id}`)).toMatchObject({
      offered_cents: 1200,
      rate_bp: 10_000,
    });
    const category = await read('category');
    const byCategory = expectedBy(
      (_, l) => (l.menu_id ? 'menus' : ''),
      (k) => (k === 'menus' ? 'Formules' : 'Sans catégorie'),
    );
    expect(category.rows).toEqual(byCategory.rows);
    expect(category.totals).toEqual(byCategory.totals);
    const sellers = await read('pos_user');
    const bySeller = expectedBy(
      (s) => s.input.pos_user_id ?? '',
      (k) => (k ? 'Léa Martin' : 'Sans vendeur'),
    );
    expect(sellers.rows).toEqual(bySeller.rows);
    expect(sellers.totals).toEqual(byProduct.totals);
  });

  it('gives them by the reason the terminal sent with the line, « Sans motif » without one', async () => {
    const reasons = await read('reason');
    const byReason = expectedBy(
      (_, l) => (l.discount_cents || l.offered ? (l.discount_reason ?? '') : null),
      (k) => k || 'Sans motif',
    );
    expect(reasons.rows).toEqual(byReason.rows);
    expect(reasons.totals).toEqual(byReason.totals);
    // A's offered wine « Geste commercial » was taken back by its cancellation: no row left
    expect(reasons.rows.map((r: { label: string }) => r.label)).toEqual(['Sans motif', 'Fidélité']);
    expect(reasons.rows[1]).toMatchObject({ discount_cents: 660, offered_cents: 0, ttc_cents: 5940, rate_bp: 1000 });
  });

  it('exports the tab with its totals over every sale', async () => {
    const res = await w.call('GET', `analytics/discounts/export?by=category&${range()}&format=csv`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain(`analyses-remises-category-${day1}-${today()}.csv`);
    const rows = parse(res.rawPayload, { delimiter: ';', bom: true }) as string[][];
    const d = await read('category');
    const euros = (c: number) => (c / 100).toFixed(2).replace('.', ',');
    const rate = (bp: number) => `${(bp / 100).toLocaleString('fr-FR', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} %`;
    expect(rows[0]).toEqual(['Catégorie', 'Remises', 'Offerts', 'CA brut TTC', 'CA TTC', 'Taux de remise']);
    expect(rows.at(-1)).toEqual([
      `Toutes les ventes du ${fr(day1)} au ${fr(today())}`,
      euros(d.totals.discount_cents),
      euros(d.totals.offered_cents),
      euros(d.totals.gross_cents),
      euros(d.totals.ttc_cents),
      rate(d.totals.rate_bp),
    ]);
    expect(rows.length).toBe(d.rows.length + 2);
    const xlsx = await w.call('GET', `analytics/discounts/export?by=pos_user&${range()}&format=xlsx`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(book.getWorksheet('Remises par vendeur')?.getRow(1).values).toEqual([
      undefined,
      'Vendeur',
      'Remises',
      'Offerts',
      'CA brut TTC',
      'CA TTC',
      'Taux de remise',
    ]);
  });
});

describe('caisse analytics: « Annulations » and « Remises » refusals', () => {
  it('refuses a reversed range in French, an unknown grouping, another restaurant and a terminal', async () => {
    const reversed = `from=${today()}&to=${day1}`;
    for (const path of [
      `analytics/cancellations?${reversed}`,
      `analytics/cancellations/summary?${reversed}`,
      `analytics/cancellations/export?${reversed}`,
      `analytics/discounts?${reversed}`,
      `analytics/discounts/export?${reversed}`,
    ]) {
      const res = await w.call('GET', path);
      expect(res.statusCode, path).toBe(400);
      expect(res.json().error.fields, path).toEqual({ to: 'La fin de la période ne peut pas précéder son début' });
    }
    expect((await w.call('GET', `analytics/discounts?by=hour&${range()}`)).statusCode).toBe(400);
    expect((await w.call('GET', `analytics/cancellations/export?table=closings&${range()}`)).statusCode).toBe(400);
    for (const path of [
      `analytics/cancellations?${range()}`,
      `analytics/cancellations/summary?${range()}`,
      `analytics/cancellations/export?${range()}`,
      `analytics/discounts?${range()}`,
      `analytics/discounts/export?${range()}`,
    ]) {
      expect((await w.call('GET', path, undefined, w.tokens.restorerB)).statusCode, path).toBe(403);
      const device = await w.ctx.app.inject({
        method: 'GET',
        url: `/api/v1/restaurants/${w.a}/caisse/${path}`,
        headers: { 'x-device-key': w.keys.a },
      });
      expect(device.statusCode, path).toBe(401);
    }
    // B's restorer reading its own restaurant sees none of A's cancellations
    const own = await w.call('GET', `analytics/cancellations/summary?${range()}`, undefined, w.tokens.restorerB, w.b);
    expect(own.json().totals).toEqual({ count: 0, amount_cents: 0 });
  });
});
