import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessDateOf } from '../src/modules/caisse/ledger/common';
import { caisseRestaurant, type LedgerWorld, ledgerWorld } from './caisse-ledger-world';
import { bearer } from './fixtures';

/**
 * The franchisor network over time and clocks (docs/franchisor.md): monthly and yearly closings per restaurant and for
 * the network equal to the sum of the daily closings to the cent; "today" of each restaurant on its own clock when
 * the network spans timezones; royalties of past months computed with the rates in force that month.
 */
let w: LedgerWorld;
let a2: string;
let keyA2: string;
let clock2: { timezone: string; hour: number };

const PARIS = { timezone: 'Europe/Paris', hour: 5 };
const today = () => businessDateOf(new Date(), PARIS.timezone, PARIS.hour);
const ago = (n: number) => new Date(Date.parse(`${today()}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);
const at = (daysBack: number) => (daysBack ? `${ago(daysBack)}T11:00:00.000Z` : new Date(Date.now() - 60_000).toISOString());

const inject = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: unknown) =>
  w.ctx.app.inject({ method, url, headers: bearer(token), payload: payload as never });
const net = (path: string, token = w.tokens.franchisor) => inject('GET', `/api/v1/franchisor/${path}`, token);
const own = (path: string, restaurantId: string) => w.call('GET', path, undefined, w.tokens.franchisor, restaurantId);

/**
 * A French restaurant's clock whose business day now differs from Paris's (the first restaurant's): the overseas
 * timezones and a day-change hour are tried until one is on another day, so the test holds at any hour it runs.
 */
const otherClock = () => {
  const now = new Date();
  for (const timezone of ['America/Martinique', 'Indian/Reunion', 'Pacific/Noumea', 'Pacific/Tahiti'])
    for (let hour = 0; hour < 24; hour++) if (businessDateOf(now, timezone, hour) !== today()) return { timezone, hour };
  throw new Error('no clock on another day');
};

beforeAll(async () => {
  w = await ledgerWorld();
  a2 = w.world.restaurants.a2.id;
  clock2 = otherClock();
  // the mark exists for a year; A1 is in Paris (the network's first restaurant), A2 overseas, on another business day
  await w.db.execute(sql`update marks set created_at = now() - interval '400 days', royalty_rate_bp = 475, advertising_rate_bp = 125
    where id = ${w.world.mark.id}`);
  await w.db.execute(
    sql`update restaurants set timezone = 'Europe/Paris', day_change_hour = 5, created_at = now() - interval '2 days' where id = ${w.a}`,
  );
  await w.db.execute(
    sql`update restaurants set timezone = ${clock2.timezone}, day_change_hour = ${clock2.hour}, created_at = now() - interval '1 day' where id = ${a2}`,
  );
  const restaurant2 = await caisseRestaurant(w, a2);
  keyA2 = restaurant2.key;
  const quiche = (qty: number, daysBack: number) => restaurant2.quiche(qty, at(daysBack));
  const a1 = await w.ok(
    await w.device({
      tickets: [
        w.ticket({ at: at(0), qty: 2 }),
        w.ticket({ at: at(1), qty: 3, covers: 2 }),
        w.ticket({ at: at(35), qty: 5, payments: [{ method: 'cash', amount_cents: 11000 }] }),
        w.ticket({ at: at(70), qty: 7 }),
        w.ticket({
          at: at(36),
          lines: [w.menuLine],
        }),
      ],
    }),
  );
  expect(a1.stored, JSON.stringify(a1.results)).toBe(5);
  const r2 = await w.ok(await w.device({ tickets: [quiche(1, 0), quiche(3, 2), quiche(2, 35), quiche(4, 71)] }, keyA2, a2));
  expect(r2.stored, JSON.stringify(r2.results)).toBe(4);
  // A1 closed twice (a closing 40 days ago, then up to 1 day ago), A2 once (up to 2 days ago); B outside the mark too
  for (const [day, restaurantId] of [
    [ago(40), w.a],
    [ago(1), w.a],
    [ago(2), a2],
  ] as const) {
    const closed = await w.call(
      'POST',
      `closings/days/${day}`,
      { counted_cash_cents: 0, variance_reason: 'Espèces déposées en banque' },
      w.tokens.franchisor,
      restaurantId,
    );
    expect(closed.statusCode, closed.body).toBe(201);
  }
  await w.ok(
    await w.device(
      w.ticket({ at: at(3), lines: [{ product_id: w.productB.id, quantity: 50, unit_price_cents: 1500, vat_rate_bp: 1000 }] }),
      w.keys.b,
      w.b,
    ),
  );
  const closedB = await w.call('POST', `closings/days/${ago(1)}`, { counted_cash_cents: 0 }, w.tokens.restorerB, w.b);
  expect(closedB.statusCode, closedB.body).toBe(201);
});
afterAll(() => w.ctx.close());

type Closing = {
  restaurant_id: string | null;
  restaurant_name: string;
  business_date: string;
  tickets_count: number;
  covers: number;
  total_ht_cents: number;
  total_tva_cents: number;
  total_ttc_cents: number;
  discounts_cents: number;
  cancellations_cents: number;
  expected_cash_cents: number;
  vat: { rate_bp: number; ht_cents: number; tva_cents: number; ttc_cents: number }[];
  payments: { key: string; ttc_cents: number }[];
};
const FIGURES = [
  'tickets_count',
  'covers',
  'total_ht_cents',
  'total_tva_cents',
  'total_ttc_cents',
  'discounts_cents',
  'cancellations_cents',
  'expected_cash_cents',
] as const;
/** The figures of a list of closings added up here, with the VAT and payments breakdowns. */
const sumOf = (list: Closing[]) => ({
  ...Object.fromEntries(FIGURES.map((k) => [k, list.reduce((a, c) => a + c[k], 0)])),
  vat: Object.fromEntries(
    [...new Set(list.flatMap((c) => c.vat.map((v) => v.rate_bp)))].map((rate) => {
      const of = list.flatMap((c) => c.vat).filter((v) => v.rate_bp === rate);
      return [rate, (['ht_cents', 'tva_cents', 'ttc_cents'] as const).map((k) => of.reduce((a, v) => a + v[k], 0))];
    }),
  ),
  payments: Object.fromEntries(
    [...new Set(list.flatMap((c) => c.payments.map((p) => p.key)))].map((key) => [
      key,
      list
        .flatMap((c) => c.payments)
        .filter((p) => p.key === key)
        .reduce((a, p) => a + p.ttc_cents, 0),
    ]),
  ),
});

describe('franchisor network: monthly and yearly closings', () => {
  it('gives each restaurant’s month and year, and the network’s, equal to the sum of the daily closings to the cent', async () => {
    const days: Closing[] = [];
    for (const id of [w.a, a2]) {
      const res = await net(`closings?restaurant_id=${id}&per_page=100`);
      expect(res.statusCode, res.body).toBe(200);
      days.push(...res.json().data);
    }
    expect(days.length).toBe(3);
    for (const period of ['month', 'year'] as const) {
      const width = period === 'month' ? 7 : 4;
      const res = await net(`closings?period=${period}&per_page=100`);
      expect(res.statusCode, res.body).toBe(200);
      const rows: Closing[] = res.json().data;
      const keys = [...new Set(days.map((d) => d.business_date.slice(0, width)))].sort().reverse();
      // newest period first; within one, the restaurants by name then the network's total when both closed
      expect([...new Set(rows.map((r) => r.business_date))]).toEqual(keys);
      for (const key of keys) {
        const mine = rows.filter((r) => r.business_date === key);
        const restaurants = [w.a, a2].filter((id) => days.some((d) => d.restaurant_id === id && d.business_date.startsWith(key)));
        expect(mine.map((r) => r.restaurant_id)).toEqual([...restaurants, ...(restaurants.length > 1 ? [null] : [])]);
        for (const r of mine.filter((x) => x.restaurant_id)) {
          const sum = sumOf(days.filter((d) => d.restaurant_id === r.restaurant_id && d.business_date.startsWith(key)));
          expect(sumOf([r]), `${period} ${key} ${r.restaurant_name}`).toEqual(sum);
        }
        const total = mine.find((r) => r.restaurant_id === null);
        if (total) {
          expect(total.restaurant_name).toBe('Total du réseau');
          expect(sumOf([total])).toEqual(sumOf(days.filter((d) => d.business_date.startsWith(key))));
          expect(sumOf([total])).toEqual(sumOf(mine.filter((r) => r.restaurant_id)));
        }
      }
      // and against the closings table itself, in SQL
      const { rows: sql1 } = await w.db.execute<{ ttc: string }>(
        sql`select coalesce(sum(total_ttc_cents), 0)::bigint as ttc from caisse_closings where restaurant_id in (${w.a}, ${a2})`,
      );
      expect(rows.filter((r) => r.restaurant_id).reduce((a, r) => a + r.total_ttc_cents, 0)).toBe(Number(sql1[0].ttc));
    }
    // filtered on one restaurant: its periods only, no network line; never B's
    const filtered = (await net(`closings?period=month&restaurant_id=${a2}`)).json().data as Closing[];
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered.every((r) => r.restaurant_id === a2)).toBe(true);
    const all = (await net('closings?period=year')).json().data as Closing[];
    expect(all.some((r) => r.restaurant_id === w.b)).toBe(false);
    expect((await net('closings?period=month', w.tokens.restorer)).statusCode).toBe(403);
    expect((await net(`closings?period=month&restaurant_id=${w.b}`)).statusCode).toBe(403);
    expect((await net('closings?period=week')).statusCode).toBe(400);
  });
});

describe('franchisor network: restaurants in several timezones', () => {
  it('reads “today”, “this week” and “this month” of each restaurant on its own clock', async () => {
    const day2 = businessDateOf(new Date(), clock2.timezone, clock2.hour);
    expect(day2).not.toBe(today());
    const res = await net('dashboard?period=today');
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json();
    const [one, two] = [
      (await own('analytics/dashboard?period=today', w.a)).json(),
      (await own('analytics/dashboard?period=today', a2)).json(),
    ];
    expect(one.today).toBe(today());
    expect(two.today).toBe(day2);
    for (const [i, p] of d.periods.entries())
      for (const side of ['current', 'previous'] as const)
        for (const k of ['ttc_cents', 'ht_cents', 'tickets', 'covers'] as const)
          expect(p[side][k], `${p.period} ${side} ${k}`).toBe(one.periods[i][side][k] + two.periods[i][side][k]);
    // today: A1's 2 dishes (44 €) on Paris's day, A2's quiche (14,50 €) on its own day
    expect(d.periods[0].current).toMatchObject({ ttc_cents: 4400 + 1450, tickets: 2 });
    expect(d.periods[0].from <= d.periods[0].to).toBe(true);
    expect([d.periods[0].from, d.periods[0].to].sort()).toEqual([today(), day2].sort());
    // each restaurant's line of the ranking is its own today
    const rank = Object.fromEntries(d.ranking.map((r: { restaurant_id: string; current: { ttc_cents: number } }) => [r.restaurant_id, r]));
    expect(rank[w.a].current.ttc_cents).toBe(one.periods[0].current.ttc_cents);
    expect(rank[a2].current.ttc_cents).toBe(1450);
    for (const period of ['week', 'month'] as const) {
      const n = (await net(`dashboard?period=${period}`)).json();
      const x = (await own(`analytics/dashboard?period=${period}`, w.a)).json();
      const y = (await own(`analytics/dashboard?period=${period}`, a2)).json();
      for (const [i, p] of n.periods.entries())
        expect(p.current.ttc_cents).toBe(x.periods[i].current.ttc_cents + y.periods[i].current.ttc_cents);
      const chosen = n.periods.find((p: { period: string }) => p.period === period);
      expect(n.ranking.reduce((a: number, r: { current: { ttc_cents: number } }) => a + r.current.ttc_cents, 0)).toBe(
        chosen.current.ttc_cents,
      );
      expect(n.chart.reduce((a: number, c: { current_ttc_cents: number }) => a + c.current_ttc_cents, 0)).toBe(chosen.current.ttc_cents);
    }
  });

  it('gives the real time of each restaurant’s own business day', async () => {
    const res = await net('real-time');
    expect(res.statusCode, res.body).toBe(200);
    const rt = res.json();
    const one = (await own('analytics/real-time', w.a)).json();
    const two = (await own('analytics/real-time', a2)).json();
    for (const k of ['ttc_cents', 'ht_cents', 'tickets', 'covers'] as const) expect(rt.totals[k]).toBe(one.totals[k] + two.totals[k]);
    expect(rt.totals.ttc_cents).toBe(4400 + 1450);
    expect(rt.total_orders).toBe(one.total_orders + two.total_orders);
    const line = (id: string) => rt.restaurants.find((r: { restaurant_id: string }) => r.restaurant_id === id);
    expect(line(w.a)).toMatchObject({ ttc_cents: one.totals.ttc_cents, tickets: one.totals.tickets });
    expect(line(a2)).toMatchObject({ ttc_cents: 1450, tickets: 1 });
    expect(rt.last_tickets.map((t: { restaurant_id: string }) => t.restaurant_id).sort()).toEqual([w.a, a2].sort());
    const payments = (rows: { key: string; ttc_cents: number }[]) => Object.fromEntries(rows.map((r) => [r.key, r.ttc_cents]));
    expect(payments(rt.by_payment)).toEqual({ card: (payments(one.by_payment).card ?? 0) + (payments(two.by_payment).card ?? 0) });
  });
});

describe('franchisor network: royalty rates over time', () => {
  /** Revenue HT of a restaurant per month (its tickets' business days), computed here in SQL. */
  const htByMonth = async (restaurantId: string) => {
    const { rows } = await w.db.execute<{ month: string; ht: string }>(
      sql`select to_char(business_date, 'YYYY-MM') as month, sum(total_ht_cents)::bigint as ht from caisse_tickets
          where restaurant_id = ${restaurantId} group by 1`,
    );
    return new Map(rows.map((r) => [r.month, Number(r.ht)]));
  };
  const fee = (ht: number, bp: number) => Math.sign(ht) * Math.round((Math.abs(ht) * bp) / 10_000);
  const admin = (method: 'GET' | 'POST' | 'PUT', path: string, payload?: unknown, token = w.tokens.admin) =>
    inject(method, `/api/v1/admin/marks/${w.world.mark.id}${path}`, token, payload);

  it('applies a rate change from its month on: earlier months keep their royalties to the cent', async () => {
    const first = ago(75).slice(0, 7);
    const current = today().slice(0, 7);
    const change = ago(35).slice(0, 7);
    const before = (await net(`royalties?from=${first}&to=${current}`)).json();
    expect(before.rows.every((r: { royalty_rate_bp: number }) => r.royalty_rate_bp === 475)).toBe(true);

    // the admin sets 6 % and 2 % from the month 35 days ago
    const set = await admin('POST', '/rates', { effective_month: change, royalty_rate_bp: 600, advertising_rate_bp: 200 });
    expect(set.statusCode, set.body).toBe(201);
    const history = set.json().data;
    // newest first: the change, then the rates the mark had (kept from its creation month)
    expect(
      history.map((h: { effective_month: string; royalty_rate_bp: number; current: boolean }) => [
        h.effective_month,
        h.royalty_rate_bp,
        h.current,
      ]),
    ).toEqual([
      [change, 600, true],
      [expect.stringMatching(/^\d{4}-\d{2}$/), 475, false],
    ]);
    expect((await admin('GET', '')).json()).toMatchObject({ royalty_rate_bp: 600, advertising_rate_bp: 200 });

    const after = (await net(`royalties?from=${first}&to=${current}`)).json();
    const ht = { [w.a]: await htByMonth(w.a), [a2]: await htByMonth(a2) };
    let due = 0;
    for (const r of after.rows) {
      const old = before.rows.find(
        (x: { month: string; restaurant_id: string }) => x.month === r.month && x.restaurant_id === r.restaurant_id,
      );
      const [royalty, advertising] = r.month < change ? [475, 125] : [600, 200];
      const h = ht[r.restaurant_id].get(r.month) ?? 0;
      expect(r, `${r.month} ${r.name}`).toMatchObject({
        royalty_rate_bp: royalty,
        advertising_rate_bp: advertising,
        ht_cents: h,
        royalty_cents: fee(h, royalty),
        advertising_cents: fee(h, advertising),
        due_cents: fee(h, royalty) + fee(h, advertising),
      });
      if (r.month < change) expect(r).toEqual(old);
      due += r.due_cents;
    }
    expect(after.rows.some((r: { month: string; ht_cents: number }) => r.month < change && r.ht_cents !== 0)).toBe(true);
    expect(after.rows.some((r: { month: string; ht_cents: number }) => r.month >= change && r.ht_cents !== 0)).toBe(true);
    expect(after.totals.due_cents).toBe(due);

    // editing the mark's rates sets them from this month on; the month 35 days ago keeps 6 % (when it is another month)
    const mark = (await admin('GET', '')).json();
    const put = await admin('PUT', '', {
      name: mark.name,
      logo_url: mark.logo_url,
      primary_color: mark.primary_color,
      royalty_rate_bp: 700,
      advertising_rate_bp: 300,
    });
    expect(put.statusCode, put.body).toBe(200);
    const latest = (await net(`royalties?from=${first}&to=${current}`)).json();
    for (const r of latest.rows) expect(r.royalty_rate_bp, r.month).toBe(r.month === current ? 700 : r.month < change ? 475 : 600);
    const list = (await admin('GET', '/rates')).json().data;
    expect(list[0]).toMatchObject({ effective_month: current, royalty_rate_bp: 700, advertising_rate_bp: 300, current: true });
    expect(list[0].created_by_name).toBeTruthy();

    // rates set for next month: listed first, not in force yet; this month's royalties and the mark keep 7 %
    const [y, m] = current.split('-').map(Number);
    const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
    const future = await admin('POST', '/rates', { effective_month: next, royalty_rate_bp: 800, advertising_rate_bp: 400 });
    expect(future.statusCode, future.body).toBe(201);
    expect(future.json().data[0]).toMatchObject({ effective_month: next, current: false });
    expect(future.json().data[1]).toMatchObject({ effective_month: current, current: true });
    expect((await admin('GET', '')).json()).toMatchObject({ royalty_rate_bp: 700, advertising_rate_bp: 300 });
    const stillNow = (await net(`royalties?from=${current}&to=${current}`)).json();
    expect(stillNow.rows.every((r: { royalty_rate_bp: number }) => r.royalty_rate_bp === 700)).toBe(true);
  });

  it('refuses a wrong month or rate with a French message, and anyone but an admin', async () => {
    const bad = await admin('POST', '/rates', { effective_month: '2026-13', royalty_rate_bp: 100, advertising_rate_bp: 100 });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Le mois doit être au format AAAA-MM');
    expect(
      (await admin('POST', '/rates', { effective_month: '2026-01', royalty_rate_bp: 10_001, advertising_rate_bp: 0 })).statusCode,
    ).toBe(400);
    const n = (await admin('GET', '/rates')).json().data.length;
    expect(
      (await admin('POST', '/rates', { effective_month: '2026-01', royalty_rate_bp: 1, advertising_rate_bp: 1 }, w.tokens.franchisor))
        .statusCode,
    ).toBe(403);
    expect((await admin('GET', '/rates', undefined, w.tokens.restorer)).statusCode).toBe(403);
    expect((await admin('GET', '/rates')).json().data.length).toBe(n);
    const unknown = await inject('GET', '/api/v1/admin/marks/00000000-0000-4000-8000-000000000000/rates', w.tokens.admin);
    expect(unknown.statusCode).toBe(404);
  });
});
