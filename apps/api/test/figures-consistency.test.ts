import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoAccounts } from '../src/db/seed/demo';
import { businessDateOf } from '../src/modules/caisse/ledger/common';
import { caisseRestaurant, type LedgerWorld, ledgerWorld } from './caisse-ledger-world';
import { createDemoContext, type TestContext } from './context';
import { addDays, daysFrom, lastDayOf, mismatches, mondayOf, rawTruth, type Subject } from './figures-consistency-screens';
import { login, setModules } from './fixtures';

/**
 * One consistency test over the whole product (issue 23, item 10). A small network — A1 and A2 of the franchisor's
 * mark, B outside it — sells through the terminal API over the end of last month and this month up to today; the
 * days up to two days ago (and the whole of last month) are closed, the last ones are open; a late ticket arrives
 * for the last closed day; two tickets are cancelled today, one of yesterday and one of last month's last day.
 * Then every screen that shows revenue — caisse dashboard and real time, analyses overview and day by day, Z
 * closings, PNL statement and indicators, the home `/`, the franchisor's dashboard, real time, Z and analyses, the
 * per-restaurant PNL, the analyses and Z CSV exports — must give, for a day, a week and a month, what a plain SQL sum
 * over the raw ticket rows gives (figures-consistency-screens.ts: the rules it encodes and where screens
 * legitimately differ are written there). A deliberately corrupted rollup row must be named by screen and day.
 * The same comparison then runs over the seeded demo (the mark's restaurants and Lucie's, the demo franchisor).
 */
let w: LedgerWorld;
let a1: string;
let a2: string;
let b: string;

/** Today on the restaurants' clock (Europe/Paris, day change at 05:00), and the month boundary before it. */
const T = businessDateOf(new Date(), 'Europe/Paris', 5);
const M1 = `${T.slice(0, 8)}01`;
/** Last day of last month: its tickets are rolled up (closed), the month boundary is crossed right after it. */
const P = addDays(M1, -1);
const PREV_MONTH = P.slice(0, 7);
const PREV_FIRST = `${PREV_MONTH}-01`;
const SPAN_FROM = addDays(P, -4);
/** The days with sales: the end of last month, the start of this one, the last nine days up to today. */
const SALE_DAYS = [...new Set([...daysFrom(SPAN_FROM, P), ...daysFrom(M1, addDays(M1, 2)), ...daysFrom(addDays(T, -8), T)])]
  .filter((d) => d <= T)
  .sort();
/** Closed through two days ago — and at least the whole of last month, so that its PNL is on closed days only. */
const LAST_CLOSED = P > addDays(T, -2) ? P : addDays(T, -2);

/** The periods compared on the range screens: a day, a week, a month, each on both sides of the boundary. */
const RANGES = [
  { from: T, to: T },
  { from: P, to: P },
  { from: mondayOf(T), to: T },
  { from: mondayOf(P), to: [addDays(mondayOf(P), 6), T].sort()[0] },
  { from: PREV_FIRST, to: P },
  { from: M1, to: T },
];

/** What the terminals sent, by restaurant: TTC of the stored tickets, to check the raw rows themselves. */
const sentTtc = new Map<string, number>();
const cancelled: { id: string; ttc: number }[] = [];

/** The world: A1, A2 (the mark), B; tickets, closings, a late ticket and cancellations through the real API. */
const setUp = async () => {
  w = await ledgerWorld();
  a1 = w.a;
  a2 = w.world.restaurants.a2.id;
  b = w.b;
  const second = await caisseRestaurant(w, a2);
  // A2 keeps its PNL too, for the per-restaurant table
  await setModules(w.db, a2, ['fitfit_caisse', 'fitfit_pnl']);

  const now = Date.now();
  const todayAt = (secondsAgo: number) => new Date(now - secondsAgo * 1000).toISOString();
  const past = (iso: string) => Date.parse(iso) < now - 120_000;
  const wine = { product_id: w.wine.id, quantity: 1, unit_price_cents: 600, vat_rate_bp: 2000 };
  const dish = (quantity: number) => ({ product_id: w.dish.id, quantity, unit_price_cents: 2200, vat_rate_bp: 1000 });
  const a1Tickets = SALE_DAYS.flatMap((d, i) => {
    const at = (time: string) => (d === T ? todayAt(60 + i) : `${d}T${time}.000Z`);
    const night = `${addDays(d, 1)}T02:30:00.000Z`;
    return [
      w.ticket({ at: at('11:00:00'), lines: [w.menuLine], covers: 2 }),
      // a discount on the dishes and the wine offered every other day
      w.ticket({
        at: at('19:30:00'),
        lines:
          i % 2
            ? [
                { ...dish(2), discount_cents: 440 },
                { ...wine, offered: true },
              ]
            : [dish(2), wine],
        covers: 3,
      }),
      ...(i % 2 ? [w.ticket({ at: at('12:15:00'), qty: 1, source: 'uber_eats', type: 'delivery', covers: 0 })] : []),
      // after midnight, before the 05:00 day change: the business day before (across the month boundary for P)
      ...(d !== T && past(night) ? [w.ticket({ at: night, lines: [dish(1)], type: 'takeaway', covers: 1 })] : []),
    ];
  });
  const a2Tickets = SALE_DAYS.map((d, i) => second.quiche(1 + (i % 3), d === T ? todayAt(30) : `${d}T12:30:00.000Z`));
  const sent1 = await w.ok(await w.device({ tickets: a1Tickets }));
  const sent2 = await w.ok(await w.device({ tickets: a2Tickets }, second.key, a2));
  // B, outside the mark: a sale today that no network figure may count
  const burger = [{ product_id: w.productB.id, quantity: 2, unit_price_cents: 1500, vat_rate_bp: 1000 }];
  const sentB = await w.ok(await w.device({ tickets: [w.ticket({ at: todayAt(20), lines: burger })] }, w.keys.b, b));
  expect([sent1.stored, sent2.stored, sentB.stored], JSON.stringify(sent1.results.find((r: { error: unknown }) => r.error))).toEqual([
    a1Tickets.length,
    a2Tickets.length,
    1,
  ]);
  sentTtc.set(
    a1,
    a1Tickets.reduce((sum, t) => sum + t.total_ttc_cents, 0),
  );
  sentTtc.set(
    a2,
    a2Tickets.reduce((sum, t) => sum + t.total_ttc_cents, 0),
  );

  // closings, one Z per day with sales up to LAST_CLOSED (the empty days between fall in the next Z)
  const closeDays = [...new Set([...SALE_DAYS.filter((d) => d <= LAST_CLOSED), LAST_CLOSED])].sort();
  for (const id of [a1, a2])
    for (const day of closeDays) {
      const preview = (await w.call('GET', `closings/days/${day}`, undefined, undefined, id)).json();
      const res = await w.call('POST', `closings/days/${day}`, { counted_cash_cents: preview.expected_cash_cents }, undefined, id);
      expect(res.statusCode, res.body).toBe(201);
    }

  // a late ticket: sent now for the last closed day, it counts on that day, and in the next Z (not made yet)
  const late = w.ticket({ at: `${LAST_CLOSED}T12:45:00.000Z`, lines: [dish(3)], covers: 3 });
  const lateRes = await w.ok(await w.device(late));
  expect(lateRes.ticket).toMatchObject({ business_date: LAST_CLOSED, late: true });
  sentTtc.set(a1, (sentTtc.get(a1) ?? 0) + late.total_ttc_cents);

  // cancelled today: a ticket of yesterday, and one of last month's last day (a closed day: the cancellation moves today, not it)
  type Stored = { ticket: { id: string; business_date: string } };
  const results = sent1.results as Stored[];
  const ofYesterday = results.find((r) => r.ticket.business_date === addDays(T, -1));
  const ofP = results.findLast((r) => r.ticket.business_date === P);
  for (const [r, input] of [ofYesterday, ofP].map((r) => [r, a1Tickets[results.indexOf(r as Stored)]] as const)) {
    if (!r) throw new Error('no ticket to cancel');
    const res = await w.call('POST', `tickets/${r.ticket.id}/cancel`, { reason: 'Erreur de saisie' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().business_date).toBe(T);
    cancelled.push({ id: r.ticket.id, ttc: input.total_ttc_cents });
  }
};

/** The screens A1 and A2 (the restorer's) and the mark's network (the franchisor's) show. */
const subject = (): Subject => {
  const a = { name: 'A1', id: a1, pnl: true };
  const second = { name: 'A2', id: a2, pnl: true };
  return {
    app: w.ctx.app,
    db: w.db,
    restaurants: [a, second],
    restorer: w.tokens.restorer,
    network: [a, second],
    franchisor: w.tokens.franchisor,
    today: T,
    from: SPAN_FROM,
    closedMonth: PREV_MONTH,
    ranges: RANGES,
  };
};

describe('figures: every screen equals the SQL sum of the raw tickets (a network of its own, across a month boundary)', () => {
  beforeAll(setUp);
  afterAll(() => w?.ctx.close());

  it('the raw rows are what the terminals sent, over a month boundary, with closed and open days', async () => {
    const { sales } = await rawTruth(w.db, [a1, a2]);
    expect(sales([a1], SPAN_FROM, T).ttc).toBe((sentTtc.get(a1) ?? 0) - cancelled.reduce((sum, c) => sum + c.ttc, 0));
    expect(sales([a2], SPAN_FROM, T).ttc).toBe(sentTtc.get(a2));
    // both sides of the boundary hold sales; a night ticket of the 1st (before 05:00) counts on last month's last day
    expect(sales([a1], P, P).tickets).toBeGreaterThan(2);
    expect(sales([a1], M1, M1).tickets).toBeGreaterThan(0);
    // the cancellations count today as amounts, not as tickets
    const { rows } = await w.db.execute<{ n: number }>(
      sql`select count(*)::int as n from caisse_tickets where restaurant_id = ${a1} and status = 'cancel_created' and business_date = ${T}`,
    );
    expect(rows[0].n).toBe(2);
  });

  it('gives the same revenue HT/TTC, tickets and covers on every screen, for a day, a week and a month', async () => {
    const { list, compared } = await mismatches(subject());
    expect(list).toEqual([]);
    expect(compared).toBeGreaterThan(500);
  });

  it('names the screen and the day of a corrupted rollup row, and is clean again once it is restored', async () => {
    // last month's last day of A1, closed: its `day` rollup row, TTC and HT off by 12.34 €
    const corrupt = (delta: number) =>
      w.db.execute(
        sql`update caisse_sales_rollups set ttc_cents = ttc_cents + ${delta}, ht_cents = ht_cents + ${delta}
            where restaurant_id = ${a1} and dimension = 'day' and key = '' and business_date = ${P}`,
      );
    expect((await corrupt(1234)).rowCount).toBe(1);
    const { list } = await mismatches(subject());
    const { sales } = await rawTruth(w.db, [a1]);
    const wrong = (k: 'ttc' | 'ht', from = P) => `${k} ${sales([a1], from, P)[k] + 1234} ≠ ${sales([a1], from, P)[k]}`;
    expect(list).toEqual(
      expect.arrayContaining([
        `jour par jour (A1), day ${P}: ${wrong('ttc')}`,
        `jour par jour (A1), day ${P}: ${wrong('ht')}`,
        `export CSV jour par jour (A1), day ${P}: ${wrong('ttc')}`,
        `analyses franchiseur par restaurant (A1), day ${P}: ${wrong('ttc')}`,
        `PNL compte de résultat (A1), month ${PREV_MONTH}: ${wrong('ht', PREV_FIRST)}`,
        `indicateurs PNL (A1, daily), day ${P}: ${wrong('ht')}`,
        `PNL par restaurant (A1, month), month ${PREV_MONTH}: ${wrong('ht', PREV_FIRST)}`,
      ]),
    );
    expect(list.some((m) => m.startsWith(`analyses franchiseur jour par jour, day ${P}: ttc`))).toBe(true);
    // the Z are the sealed figures of their tickets, not the rollups; A2's screens read other rows
    expect(list.filter((m) => m.includes('Z ') || m.includes('(A2'))).toEqual([]);
    await corrupt(-1234);
    expect((await mismatches(subject())).list).toEqual([]);
  });
});

/**
 * The seeded demo (`seedDemo`, its tickets and closings written by the ledger's bulk path, `DEMO_DAYS` of them in
 * tests): the mark's three restaurants and Lucie's, read by the admin, the mark's network by the demo franchisor.
 */
describe('figures: every screen equals the SQL sum of the raw tickets (the seeded demo)', () => {
  let demo: TestContext;
  beforeAll(async () => {
    demo = await createDemoContext();
  });
  afterAll(() => demo?.close());

  it('gives the same figures on every screen of the demo restaurants and of the franchisor', async () => {
    const { rows } = await demo.database.db.execute<{ id: string; name: string; in_mark: boolean; pnl: boolean; closed: string }>(
      sql`select r.id, r.name, r.mark_id is not null as in_mark,
            exists (select 1 from fitfit_module_restaurants f join fitfit_modules m on m.id = f.fitfit_module_id
                    where f.restaurant_id = r.id and m.code_name = 'fitfit_pnl') as pnl,
            (select max(business_date)::text from caisse_closings c where c.restaurant_id = r.id) as closed
          from restaurants r
          where r.deleted_at is null and exists (select 1 from fitfit_module_restaurants f join fitfit_modules m on m.id = f.fitfit_module_id
                    where f.restaurant_id = r.id and m.code_name = 'fitfit_caisse')`,
    );
    const restaurants = rows.map((r) => ({ id: r.id, name: r.name, pnl: r.pnl }));
    expect(restaurants.length).toBeGreaterThan(1);
    // the PNL on a month whose days are all closed: the month of the last closing if it ends it, else the one before
    const closed = rows.flatMap((r) => (r.closed ? [r.closed] : [])).sort()[0];
    expect(closed).toBeDefined();
    const closedMonth = addDays(closed, 1).slice(8) === '01' ? closed.slice(0, 7) : addDays(`${closed.slice(0, 7)}-01`, -1).slice(0, 7);
    const today = businessDateOf(new Date(), 'Europe/Paris', 5);
    const from = addDays(`${closedMonth}-01`, -7) < addDays(today, -40) ? addDays(today, -40) : addDays(`${closedMonth}-01`, -7);
    const { list, compared } = await mismatches({
      app: demo.app,
      db: demo.database.db,
      restaurants,
      restorer: await login(demo.app, demoAccounts.admin, DEMO_PASSWORD),
      network: restaurants.filter((r) => rows.find((x) => x.id === r.id)?.in_mark),
      franchisor: await login(demo.app, demoAccounts.franchisor, DEMO_PASSWORD),
      today,
      from,
      closedMonth,
      ranges: [
        { from: today, to: today },
        { from: closed, to: closed },
        { from: mondayOf(today), to: today },
        { from: `${closedMonth}-01`, to: lastDayOf(closedMonth) },
        { from: `${today.slice(0, 7)}-01`, to: today },
      ],
    });
    expect(list).toEqual([]);
    expect(compared).toBeGreaterThan(500);
  });
});
