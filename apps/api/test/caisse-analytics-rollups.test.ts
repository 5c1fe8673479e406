import { type SalesDimension, salesDimensions, type TicketInput, ticketTotals } from '@fitfit/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformScope } from '../src/lib/tenant-scope';
import { readSales } from '../src/modules/caisse/analytics/read';
import { type LedgerWorld, ledgerWorld } from './caisse-ledger-world';

/**
 * The rollups a closing writes, read with the open days, equal an aggregation computed here from the tickets
 * sent (business-day and DST edges, menus split between rates, discounts, offered lines, a cancellation, a
 * late ticket), before any closing, after one, with a late ticket pending, and once it is closed too.
 */
let w: LedgerWorld;
let dessert: { id: string };
let dessertsId: string;
/** A POS user who sold the ticket cancelled below (a cancellation belongs to its seller). */
let seller: { id: string; display_name: string };
/** A ticket of a day the first closing takes, cancelled afterwards. */
let toCancel: string;

type Figures = Record<string, number> & { ttc_cents?: number };
interface Sent {
  id?: string;
  number: number;
  day: string;
  hour: string;
  input: TicketInput;
  cancel?: boolean;
}
const sent: Sent[] = [];
const FIGURES = [
  'tickets',
  'covers',
  'quantity',
  'ht_cents',
  'tva_cents',
  'ttc_cents',
  'discount_cents',
  'offered_cents',
  'cancellations',
  'cancellations_cents',
];

/** The expected rows of a dimension by (business day, key), computed from what was sent. */
const expected = (dimension: SalesDimension) => {
  const rows = new Map<string, { f: Figures; ids: Set<number>; cancelIds: Set<number> }>();
  const add = (s: Sent, key: string, f: Figures) => {
    const k = `${s.day}|${key}`;
    const row = rows.get(k) ?? { f: Object.fromEntries(FIGURES.map((n) => [n, 0])), ids: new Set<number>(), cancelIds: new Set<number>() };
    for (const [n, v] of Object.entries(f)) row.f[n] += v;
    (s.cancel ? row.cancelIds : row.ids).add(s.number);
    row.f.tickets = row.ids.size;
    row.f.cancellations = row.cancelIds.size;
    rows.set(k, row);
  };
  for (const s of sent) {
    const sign = s.cancel ? -1 : 1;
    const t = ticketTotals(s.input.lines.map((l) => (l.menu_id ? { ...l, vat_rate_bp: null } : l)));
    const whole = {
      covers: s.cancel ? 0 : (s.input.covers ?? 0),
      ht_cents: sign * t.total_ht_cents,
      tva_cents: sign * t.total_tva_cents,
      ttc_cents: sign * t.total_ttc_cents,
      discount_cents: sign * t.discount_cents,
      offered_cents: sign * t.offered_cents,
      cancellations_cents: s.cancel ? t.total_ttc_cents : 0,
    };
    if (dimension === 'day') add(s, '', whole);
    if (dimension === 'hour') add(s, s.hour, whole);
    if (dimension === 'source') add(s, s.input.source, whole);
    if (dimension === 'type') add(s, s.input.type, whole);
    // the cancellation carries the original's input: its seller, as the closing's rollups and the open days say
    if (dimension === 'pos_user') add(s, s.input.pos_user_id ?? '', whole);
    if (dimension === 'payment')
      for (const p of s.input.payments ?? [])
        add(s, p.method, { ttc_cents: sign * p.amount_cents, cancellations_cents: s.cancel ? p.amount_cents : 0 });
    if (dimension === 'vat')
      // the ledger keeps no VAT row for a rate whose lines were all offered
      for (const v of t.vat.filter((x) => x.ttc_cents !== 0))
        add(s, String(v.rate_bp), {
          ht_cents: sign * v.ht_cents,
          tva_cents: sign * v.tva_cents,
          ttc_cents: sign * v.ttc_cents,
          cancellations_cents: s.cancel ? v.ttc_cents : 0,
        });
    if (dimension === 'product' || dimension === 'category')
      for (const [i, l] of s.input.lines.entries()) {
        const key =
          dimension === 'product'
            ? l.menu_id
              ? `menu:${l.menu_id}`
              : `product:${l.product_id}`
            : l.menu_id
              ? 'menus'
              : l.product_id === dessert.id
                ? dessertsId
                : '';
        const total = t.lines[i].total;
        add(s, key, {
          quantity: sign * l.quantity,
          ttc_cents: sign * total,
          discount_cents: sign * t.lines[i].discount,
          offered_cents: sign * t.lines[i].offered,
          cancellations_cents: s.cancel ? total : 0,
        });
      }
    if (dimension === 'option')
      for (const l of s.input.lines)
        for (const o of l.options ?? [])
          add(s, o.option_value_id ?? `name:${o.name}`, {
            quantity: sign * l.quantity,
            ttc_cents: sign * l.quantity * o.price_delta_cents,
            cancellations_cents: s.cancel ? l.quantity * o.price_delta_cents : 0,
          });
  }
  return [...rows]
    .map(([k, { f }]) => ({ business_date: k.split('|')[0], key: k.split('|')[1], ...f }))
    .sort((a, b) => a.business_date.localeCompare(b.business_date) || a.key.localeCompare(b.key));
};

const RANGE = { from: '2026-10-01', to: '2099-12-31' };
const readLabelled = (dimension: SalesDimension) => readSales(w.db, platformScope(w.a), dimension, RANGE);
const readAll = async (dimension: SalesDimension) =>
  (await readSales(w.db, platformScope(w.a), dimension, RANGE, 'day'))
    .map(({ label: _, restaurant_id: __, ...r }) => r)
    .sort((a, b) => a.business_date.localeCompare(b.business_date) || a.key.localeCompare(b.key));
const expectAllDimensions = async () => {
  for (const d of salesDimensions) expect(await readAll(d), d).toEqual(expected(d));
};

const send = async (at: string, day: string, hour: string, o: Partial<TicketInput> & { qty?: number } = {}) => {
  const input = w.ticket({ at, ...o });
  const res = await w.device(input);
  expect(res.statusCode, res.body).toBeLessThan(300);
  const { ticket } = res.json();
  expect(ticket.business_date, at).toBe(day);
  sent.push({ id: ticket.id, number: ticket.number, day, hour, input });
  return ticket as { id: string; number: number; late: boolean };
};
const closeDay = async (day: string) => {
  const preview = (await w.call('GET', `closings/days/${day}`)).json();
  // confirm_early: one of the days closed is today's, not over yet
  const res = await w.call('POST', `closings/days/${day}`, { counted_cash_cents: preview.expected_cash_cents, confirm_early: true });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date(Date.now() - 5 * 3_600_000));

beforeAll(async () => {
  w = await ledgerWorld();
  const desserts = await w.ok(await w.call('POST', 'categories', { name: 'Desserts', color: '#aa3366' }));
  dessertsId = desserts.id;
  dessert = await w.ok(
    await w.call('POST', 'products', {
      name: 'Tiramisu',
      category_id: desserts.id,
      tax_id: w.food.id,
      price_on_spot_cents: 750,
      price_takeaway_cents: 750,
      price_delivery_cents: 750,
    }),
  );
  const role = await w.ok(await w.call('POST', 'roles', { name: 'Serveur', permissions: [] }));
  seller = await w.ok(await w.call('POST', 'pos_users', { first_name: 'Léa', last_name: 'Martin', role_id: role.id, pin: '4829' }));
});
afterAll(() => w.ctx.close());

describe('caisse analytics: rollups equal the tickets', () => {
  it('reads every dimension from the tickets while nothing is closed (business-day and DST edges)', async () => {
    const menu = {
      menu_id: w.menu.id,
      quantity: 2,
      unit_price_cents: 2500,
      choices: [
        { product_id: w.dish.id, unit_price_cents: 2200, vat_rate_bp: 1000 },
        { product_id: w.wine.id, unit_price_cents: 600, vat_rate_bp: 2000 },
      ],
    };
    const mixed = [
      {
        product_id: w.dish.id,
        quantity: 3,
        unit_price_cents: 2200,
        vat_rate_bp: 1000,
        discount_cents: 330,
        options: [
          { name: 'Saignant', price_delta_cents: 0 },
          { name: 'Supplément fromage', price_delta_cents: 150 },
        ],
      },
      { product_id: w.wine.id, quantity: 2, unit_price_cents: 600, vat_rate_bp: 2000, offered: true },
      { product_id: dessert.id, quantity: 1, unit_price_cents: 750, vat_rate_bp: 1000 },
    ];
    const split = (lines: TicketInput['lines']) => {
      const total = ticketTotals(lines).total_ttc_cents;
      return [
        { method: 'cash' as const, amount_cents: 1000 },
        { method: 'card' as const, amount_cents: total - 1000 },
      ];
    };
    // Europe/Paris, day change at 05:00; summer time ends on 25 October 2026 at 03:00 (→ 02:00)
    await send('2026-10-23T10:00:00.000Z', '2026-10-23', '12', { lines: [menu] });
    await send('2026-10-24T02:30:00.000Z', '2026-10-23', '04', { lines: mixed, payments: split(mixed) });
    await send('2026-10-24T03:30:00.000Z', '2026-10-24', '05', { source: 'deliveroo', type: 'delivery', covers: 0 });
    toCancel = (await send('2026-10-24T19:00:00.000Z', '2026-10-24', '21', { lines: mixed, covers: 4, pos_user_id: seller.id })).id;
    await send('2026-10-24T22:30:00.000Z', '2026-10-24', '00', { qty: 2, payments: [{ method: 'cash', amount_cents: 4400 }] });
    await send('2026-10-25T00:30:00.000Z', '2026-10-24', '02', { lines: [menu], type: 'takeaway' });
    await send('2026-10-25T01:30:00.000Z', '2026-10-24', '02', { qty: 3 });
    await send('2026-10-25T02:30:00.000Z', '2026-10-24', '03', { source: 'uber_eats', type: 'delivery' });
    await send('2026-10-25T04:30:00.000Z', '2026-10-25', '05', { lines: mixed });
    await send('2026-10-26T11:00:00.000Z', '2026-10-26', '12', { lines: [menu, ...mixed], covers: 3 });
    await expectAllDimensions();
  });

  it('writes the rollups in the closing and reads closed days from them, the open days from the tickets', async () => {
    const closing = await closeDay('2026-10-25');
    expect(closing.from_date).toBe('2026-10-23');
    const { rows } = await w.db.execute<{ days: number; ttc: number; through: string; last: number }>(
      sql`select count(distinct business_date)::int as days, sum(ttc_cents)::bigint as ttc,
            (select rolled_through::text from caisse_sales_rollup_states where restaurant_id = ${w.a}) as through,
            (select last_ticket_number from caisse_sales_rollup_states where restaurant_id = ${w.a}) as last
          from caisse_sales_rollups where restaurant_id = ${w.a} and dimension = 'day'`,
    );
    expect(rows[0]).toEqual({ days: 3, ttc: closing.total_ttc_cents, through: '2026-10-25', last: 10 });
    await expectAllDimensions();
  });

  it('adds a cancellation and a late ticket from the tickets until the next closing rolls them up', async () => {
    const id = toCancel;
    const original = sent.find((s) => s.id === id) as Sent;
    const res = await w.call('POST', `tickets/${id}/cancel`, { reason: 'Erreur de saisie' });
    expect(res.statusCode, res.body).toBe(201);
    const cancel = res.json();
    const hour = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Paris', hour: '2-digit', hourCycle: 'h23' }).format(
      new Date(cancel.closed_at),
    );
    sent.push({ number: cancel.number, day: cancel.business_date, hour, input: original.input, cancel: true });
    const late = await send('2026-10-24T12:00:00.000Z', '2026-10-24', '14', { covers: 5 });
    expect(late.late).toBe(true);
    await expectAllDimensions();
    // the cancellation is its seller's (not « Sans vendeur »), on the day it was issued, read from the tickets
    const sellers = await readLabelled('pos_user');
    const hers = sellers.find((r) => r.key === seller.id);
    expect(hers?.label).toBe('Léa Martin');
    expect(hers).toMatchObject({ cancellations: 1, cancellations_cents: ticketTotals(original.input.lines).total_ttc_cents });
    expect(sellers.find((r) => r.key === '')?.cancellations).toBe(0);
    // a range of closed days only: the rollups, and the late ticket read on its own (partial index)
    const lateDay = { from: '2026-10-24', to: '2026-10-24' };
    const [day] = await readSales(w.db, platformScope(w.a), 'day', lateDay);
    expect(day.ttc_cents).toBe(expected('day').find((r) => r.business_date === '2026-10-24')?.ttc_cents);
    const closing = await closeDay('2026-10-26');
    expect(closing.late_tickets_count).toBe(1);
    await expectAllDimensions();
    const { rows } = await w.db.execute<{ ttc: number }>(
      sql`select sum(ttc_cents)::bigint as ttc from caisse_sales_rollups where restaurant_id = ${w.a} and dimension = 'day' and business_date = '2026-10-24'`,
    );
    expect(rows[0].ttc).toBe(expected('day').find((r) => r.business_date === '2026-10-24')?.ttc_cents);
  });

  it('once every day is closed, the rollups sum to the closings, figure by figure', async () => {
    await closeDay(today());
    const closings = (await w.call('GET', 'closings?per_page=100')).json().data as {
      total_ttc_cents: number;
      total_ht_cents: number;
      covers: number;
      tickets_count: number;
      cancellations_cents: number;
      discounts_cents: number;
      offered_cents: number;
      payments: { key: string; ttc_cents: number }[];
      vat: { rate_bp: number; ttc_cents: number; tva_cents: number }[];
    }[];
    const sum = (f: (c: (typeof closings)[number]) => number) => closings.reduce((a, c) => a + f(c), 0);
    const [total] = await readSales(w.db, platformScope(w.a), 'day', RANGE);
    expect(total).toMatchObject({
      ttc_cents: sum((c) => c.total_ttc_cents),
      ht_cents: sum((c) => c.total_ht_cents),
      covers: sum((c) => c.covers),
      tickets: sum((c) => c.tickets_count),
      cancellations_cents: sum((c) => c.cancellations_cents),
      discount_cents: sum((c) => c.discounts_cents),
      offered_cents: sum((c) => c.offered_cents),
    });
    const payments = await readSales(w.db, platformScope(w.a), 'payment', RANGE);
    for (const p of payments) expect(p.ttc_cents, p.key).toBe(sum((c) => c.payments.find((x) => x.key === p.key)?.ttc_cents ?? 0));
    const vat = await readSales(w.db, platformScope(w.a), 'vat', RANGE);
    for (const v of vat) expect(v.tva_cents, v.key).toBe(sum((c) => c.vat.find((x) => String(x.rate_bp) === v.key)?.tva_cents ?? 0));
    expect(vat.map((v) => v.label)).toEqual(['10 %', '20 %']);
    const { rows } = await w.db.execute<{ through: string }>(
      sql`select rolled_through::text as through from caisse_sales_rollup_states where restaurant_id = ${w.a}`,
    );
    expect(rows[0].through).toBe(today());
    await expectAllDimensions();
    // the same, now from the rollups the closings wrote: her sale and its cancellation cancel out
    const hers = (await readLabelled('pos_user')).find((r) => r.key === seller.id);
    expect(hers).toMatchObject({ label: 'Léa Martin', tickets: 1, cancellations: 1, ttc_cents: 0 });
  });
});
