import { percentChange, type SalesDimension } from '@fitfit/contracts';
import { parse } from 'csv-parse/sync';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marks } from '../src/db/schema';
import { businessDateOf } from '../src/modules/caisse/ledger/common';
import { caisseRestaurant, type LedgerWorld, ledgerWorld } from './caisse-ledger-world';
import { bearer, login, setModules } from './fixtures';

/**
 * The franchisor's network (issue 11): figures over its marks' restaurants equal the sum of each restaurant's own
 * screens and an aggregation of the raw tickets to the cent (one restaurant rolled up by a closing, the other read
 * raw), the ranking, royalties arithmetic, tickets and closings of the network, and the authorization matrix: never
 * a restaurant outside its marks, whatever it sends.
 */
let w: LedgerWorld;
let a2: string;
let keyA2: string;
let tokens: { franchisor: string; admin: string; restorer: string; saler: string };
const ids: { ticketB?: string; ticketA2?: string; closingA1?: string; closingB?: string } = {};

const today = () => businessDateOf(new Date(), 'Europe/Paris', 5);
const ago = (n: number) => new Date(Date.parse(`${today()}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);
const at = (daysBack: number) => (daysBack ? `${ago(daysBack)}T11:00:00.000Z` : new Date(Date.now() - 60_000).toISOString());

const net = (path: string, token = tokens.franchisor) =>
  w.ctx.app.inject({ method: 'GET', url: `/api/v1/franchisor/${path}`, headers: bearer(token) });
const own = (path: string, restaurantId: string) => w.call('GET', path, undefined, tokens.franchisor, restaurantId);

/** Revenue and counts of the raw tickets of the given restaurants over a business-day range, computed here in SQL. */
const raw = async (restaurantIds: string[], from: string, to: string) => {
  const { rows } = await w.db.execute<{ ttc: number; ht: number; tickets: number; covers: number }>(
    sql`select coalesce(sum(total_ttc_cents), 0)::bigint as ttc, coalesce(sum(total_ht_cents), 0)::bigint as ht,
          count(*) filter (where status <> 'cancel_created')::int as tickets,
          coalesce(sum(covers) filter (where status <> 'cancel_created'), 0)::int as covers
        from caisse_tickets where restaurant_id in (${sql.join(
          restaurantIds.map((id) => sql`${id}`),
          sql`, `,
        )}) and business_date between ${from} and ${to}`,
  );
  return { ttc_cents: Number(rows[0].ttc), ht_cents: Number(rows[0].ht), tickets: rows[0].tickets, covers: rows[0].covers };
};

beforeAll(async () => {
  w = await ledgerWorld();
  a2 = w.world.restaurants.a2.id;
  // A2, the mark's second restaurant, holds the cash register, a dish and a terminal of its own
  const restaurant2 = await caisseRestaurant(w, a2);
  keyA2 = restaurant2.key;
  await w.db.update(marks).set({ royalty_rate_bp: 475, advertising_rate_bp: 125 }).where(eq(marks.id, w.world.mark.id));
  tokens = {
    franchisor: w.tokens.franchisor,
    admin: w.tokens.admin,
    restorer: w.tokens.restorer,
    saler: await login(w.ctx.app, w.world.users.saler.email),
  };

  const quiche = (qty: number, daysBack: number) => restaurant2.quiche(qty, at(daysBack));
  // A1: today 2 + 1 dishes, 3 days ago 4 (then cancelled) and 1, a year before (aligned) 1, a menu with two rates
  const a1 = await w.ok(
    await w.device({
      tickets: [
        w.ticket({ at: at(0), qty: 2 }),
        w.ticket({ at: at(0), qty: 1, covers: 1, payments: [{ method: 'cash', amount_cents: 2200 }] }),
        w.ticket({ at: at(3), qty: 4 }),
        w.ticket({ at: at(3), qty: 1, source: 'deliveroo', type: 'delivery' }),
        w.ticket({ at: at(364), qty: 1 }),
        w.ticket({
          at: at(2),
          lines: [w.menuLine],
        }),
      ],
    }),
  );
  expect(a1.stored, JSON.stringify(a1.results)).toBe(6);
  const cancelled = await w.call('POST', `tickets/${a1.results[2].ticket.id}/cancel`, { reason: 'Erreur de saisie' });
  expect(cancelled.statusCode, cancelled.body).toBe(201);
  // A2: today 3 quiches, 3 days ago 1, a year before 2 — read raw (never closed)
  const r2 = await w.ok(await w.device({ tickets: [quiche(3, 0), quiche(1, 3), quiche(2, 364)] }, keyA2, a2));
  expect(r2.stored).toBe(3);
  ids.ticketA2 = r2.results[0].ticket.id;
  // B, outside the mark: a big ticket that must never show
  const rb = await w.ok(
    await w.device(
      w.ticket({ at: at(1), lines: [{ product_id: w.productB.id, quantity: 50, unit_price_cents: 1500, vat_rate_bp: 1000 }] }),
      w.keys.b,
      w.b,
    ),
  );
  ids.ticketB = rb.ticket?.id ?? rb.id;
  // A1's days up to yesterday closed: its rollups are written; B closed too
  const closed = await w.call('POST', `closings/days/${ago(1)}`, { counted_cash_cents: 0 });
  expect(closed.statusCode, closed.body).toBe(201);
  ids.closingA1 = closed.json().id;
  const closedB = await w.call('POST', `closings/days/${ago(1)}`, { counted_cash_cents: 0 }, w.tokens.restorerB, w.b);
  expect(closedB.statusCode, closedB.body).toBe(201);
  ids.closingB = closedB.json().id;
});
afterAll(() => w.ctx.close());

describe('franchisor network: figures', () => {
  it('lists its marks’ restaurants holding the cash register, not the others', async () => {
    const res = await net('restaurants');
    expect(res.statusCode, res.body).toBe(200);
    expect(
      res
        .json()
        .map((r: { id: string }) => r.id)
        .sort(),
    ).toEqual([w.a, a2].sort());
    expect(res.json()[0]).toMatchObject({
      mark_name: w.world.mark.name,
      royalty_rate_bp: 475,
      advertising_rate_bp: 125,
      timezone: 'Europe/Paris',
      day_change_hour: 5,
    });
    // an admin reads every restaurant holding it, B included
    const admin = (await net('restaurants', tokens.admin)).json().map((r: { id: string }) => r.id);
    expect(admin).toEqual(expect.arrayContaining([w.a, a2, w.b]));
  });

  it('gives a dashboard equal to the sum of the restaurants’ dashboards and to the raw tickets, with the ranking', async () => {
    for (const period of ['today', 'week', 'month'] as const) {
      const res = await net(`dashboard?period=${period}`);
      expect(res.statusCode, res.body).toBe(200);
      const d = res.json();
      const [one, two] = await Promise.all([
        own(`analytics/dashboard?period=${period}`, w.a),
        own(`analytics/dashboard?period=${period}`, a2),
      ]);
      for (const [i, p] of d.periods.entries()) {
        const x = one.json().periods[i];
        const y = two.json().periods[i];
        for (const side of ['current', 'previous'] as const)
          for (const k of ['ttc_cents', 'ht_cents', 'tickets', 'covers'] as const)
            expect(p[side][k], `${period} ${p.period} ${side} ${k}`).toBe(x[side][k] + y[side][k]);
        const fromRaw = await raw([w.a, a2], p.from, p.to);
        expect({
          ttc_cents: p.current.ttc_cents,
          ht_cents: p.current.ht_cents,
          tickets: p.current.tickets,
          covers: p.current.covers,
        }).toEqual(fromRaw);
        expect(p.previous).toMatchObject(await raw([w.a, a2], p.previous_from, p.previous_to));
      }
      const chosen = d.periods.find((p: { period: string }) => p.period === period);
      expect(d.ranking.map((r: { restaurant_id: string }) => r.restaurant_id).sort()).toEqual([w.a, a2].sort());
      expect(d.ranking.reduce((a: number, r: { current: { ttc_cents: number } }) => a + r.current.ttc_cents, 0)).toBe(
        chosen.current.ttc_cents,
      );
      for (const r of d.ranking) {
        const mine = await raw([r.restaurant_id], chosen.from, chosen.to);
        const before = await raw([r.restaurant_id], chosen.previous_from, chosen.previous_to);
        expect(r.current).toMatchObject(mine);
        // the comparison is covered from the restaurant's first ticket: before it, no growth is computed (comparison.ts)
        const { rows: first } = await w.db.execute<{ day: string | null }>(
          sql`select min(business_date)::text as day from caisse_tickets where restaurant_id = ${r.restaurant_id}`,
        );
        const start = first[0].day;
        const days = (a: string, b: string) => Math.round((Date.parse(b) - Date.parse(a)) / 86_400_000) + 1;
        const covered =
          start === null
            ? 0
            : start <= chosen.previous_from
              ? days(chosen.previous_from, chosen.previous_to)
              : Math.max(0, days(start, chosen.previous_to));
        expect(r.previous_coverage).toEqual({ covered_days: covered, total_days: days(chosen.previous_from, chosen.previous_to) });
        expect(r.growth_percent).toBe(covered === r.previous_coverage.total_days ? percentChange(mine.ttc_cents, before.ttc_cents) : null);
        expect(r.current.average_ticket_cents).toBe(mine.tickets ? Math.round(mine.ttc_cents / mine.tickets) : 0);
      }
      expect(d.ranking[0].current.ttc_cents).toBeGreaterThanOrEqual(d.ranking[1].current.ttc_cents);
      expect(d.ranking.map((r: { rank: number }) => r.rank)).toEqual([1, 2]);
    }
    // today: A1 2 × 22 € + 22 € − the 4 × 22 € cancelled = −22 €; A2 3 × 14,50 € = 43,50 €
    const t = (await net('dashboard?period=today')).json();
    expect(t.periods[0].current.ttc_cents).toBe(6600 - 8800 + 4350);
    expect(t.ranking[0]).toMatchObject({ restaurant_id: a2, rank: 1, current: { ttc_cents: 4350, tickets: 1 } });
  });

  it('narrows everything to one restaurant with the filter: its own screen’s figures', async () => {
    const d = (await net(`dashboard?period=month&restaurant_id=${a2}`)).json();
    const mine = (await own('analytics/dashboard?period=month', a2)).json();
    expect(d.periods).toEqual(mine.periods);
    // the network's best sellers are keyed by name and carry each restaurant's part: the same figures otherwise
    const figures = ({ key: _, restaurants: __, ...r }: { key: string; restaurants?: unknown }) => r;
    expect(d.top_products.map(figures)).toEqual(mine.top_products.map(figures));
    expect(d.ranking).toHaveLength(1);
  });

  it('gives each analyses tab as the merge of the restaurants’ tabs, and one row per restaurant', async () => {
    const range = `from=${ago(400)}&to=${today()}`;
    for (const dimension of ['day', 'payment', 'product', 'vat', 'source', 'hour'] as SalesDimension[]) {
      const res = await net(`analytics/sales?dimension=${dimension}&${range}`);
      expect(res.statusCode, res.body).toBe(200);
      const s = res.json();
      const merged = new Map<string, number>();
      for (const id of [w.a, a2])
        for (const r of (await own(`analytics/sales?dimension=${dimension}&${range}`, id)).json().rows)
          merged.set(r.key, (merged.get(r.key) ?? 0) + r.ttc_cents);
      expect(new Map(s.rows.map((r: { key: string; ttc_cents: number }) => [r.key, r.ttc_cents])), dimension).toEqual(merged);
    }
    const total = await raw([w.a, a2], ago(400), today());
    const by = (await net(`analytics/sales?dimension=day&by=restaurant&${range}&compare_from=${ago(800)}&compare_to=${ago(401)}`)).json();
    expect(by.rows.map((r: { key: string }) => r.key).sort()).toEqual([w.a, a2].sort());
    expect(by.totals).toMatchObject(total);
    for (const r of by.rows) expect(r).toMatchObject(await raw([r.key], ago(400), today()));
    expect(by.compare.rows).toHaveLength(2);
    // exported as shown, a "Restaurant" column first
    const csv = await net(`analytics/sales/export?dimension=day&by=restaurant&${range}&format=csv`);
    expect(csv.statusCode).toBe(200);
    const rows = parse(csv.rawPayload, { delimiter: ';', bom: true, columns: true }) as Record<string, string>[];
    expect(rows.map((r) => r.Restaurant)).toEqual([
      ...by.rows.map((r: { label: string }) => r.label),
      `Total du ${ago(400).split('-').reverse().join('/')} au ${today().split('-').reverse().join('/')}`,
    ]);
  });

  it('computes royalties and advertising fees per restaurant and month: the mark’s rates × revenue HT, to the cent', async () => {
    const month = today().slice(0, 7);
    const first = ago(400).slice(0, 7);
    const res = await net(`royalties?from=${first}&to=${month}`);
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json();
    const { rows: months } = await w.db.execute<{ restaurant_id: string; month: string; ht: number }>(
      sql`select restaurant_id, to_char(business_date, 'YYYY-MM') as month, sum(total_ht_cents)::bigint as ht from caisse_tickets
          where restaurant_id in (${w.a}, ${a2}) group by 1, 2`,
    );
    let due = 0;
    for (const row of r.rows) {
      const ht = Number(months.find((m) => m.restaurant_id === row.restaurant_id && m.month === row.month)?.ht ?? 0);
      const royalty = Math.sign(ht) * Math.round((Math.abs(ht) * 475) / 10_000);
      const advertising = Math.sign(ht) * Math.round((Math.abs(ht) * 125) / 10_000);
      expect(row, `${row.name} ${row.month}`).toMatchObject({
        ht_cents: ht,
        royalty_cents: royalty,
        advertising_cents: advertising,
        due_cents: royalty + advertising,
      });
      due += royalty + advertising;
    }
    expect(r.rows.some((x: { ht_cents: number }) => x.ht_cents !== 0)).toBe(true);
    expect(r.totals.due_cents).toBe(due);
    expect(r.by_restaurant.reduce((a: number, x: { due_cents: number }) => a + x.due_cents, 0)).toBe(due);
    // a month in the future is left out; a reversed range is refused
    expect((await net(`royalties?from=${month}&to=2099-12`)).json().rows.every((x: { month: string }) => x.month <= month)).toBe(true);
    const reversed = await net(`royalties?from=${month}&to=${first}`);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().error.fields.to).toBe('La fin de la période ne peut pas précéder son début');
  });
});

describe('franchisor network: tickets and closings', () => {
  it('pages the network’s tickets newest first by cursor, every one once, never another network’s', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let total = 0;
    do {
      const res = await net(`tickets?per_page=4${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json();
      total = page.total_entries;
      seen.push(
        ...page.data.map((t: { id: string; restaurant_id: string; restaurant_name: string }) => {
          expect([w.a, a2]).toContain(t.restaurant_id);
          expect(t.restaurant_name).toMatch(/^A[12] /);
          return t.id;
        }),
      );
      cursor = page.next_cursor;
    } while (cursor);
    const { rows } = await w.db.execute<{ n: number }>(
      sql`select count(*)::int as n from caisse_tickets where restaurant_id in (${w.a}, ${a2})`,
    );
    expect(seen.length).toBe(rows[0].n);
    expect(total).toBe(rows[0].n);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).not.toContain(ids.ticketB);
    const filtered = (await net(`tickets?restaurant_id=${a2}&per_page=50`)).json();
    expect(filtered.data.every((t: { restaurant_id: string }) => t.restaurant_id === a2)).toBe(true);
    expect(filtered.total_entries).toBe(3);
    const detail = await net(`tickets/${ids.ticketA2}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({ restaurant_id: a2, total_ttc_cents: 4350, lines: [{ name: 'Quiche', quantity: 3 }] });
  });

  it('lists, shows and exports the network’s closings', async () => {
    const list = (await net('closings')).json();
    expect(list.data.map((c: { id: string }) => c.id)).toEqual([ids.closingA1]);
    expect(list.data[0]).toMatchObject({ restaurant_id: w.a, business_date: ago(1) });
    const detail = await net(`closings/${ids.closingA1}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().total_ttc_cents).toBe((await own(`closings/${ids.closingA1}`, w.a)).json().total_ttc_cents);
    const csv = await net(`closings/export?from=${ago(400)}&to=${today()}&format=csv`);
    expect(csv.statusCode).toBe(200);
    const rows = parse(csv.rawPayload, { delimiter: ';', bom: true, columns: true, relax_column_count: true }) as Record<string, string>[];
    const labels = rows.map((r) => Object.values(r)[0]);
    expect(labels.some((l) => l.startsWith(`${w.world.restaurants.a1.name} — Z n°1`))).toBe(true);
    expect(labels.some((l) => l.includes(w.world.restaurants.b.name))).toBe(false);
    const xlsx = await net(`closings/export?from=${ago(400)}&to=${today()}&format=xlsx&restaurant_id=${w.a}`);
    expect(xlsx.statusCode).toBe(200);
    expect([...xlsx.rawPayload.subarray(0, 2)]).toEqual([0x50, 0x4b]);
  });
});

describe('franchisor network: authorization', () => {
  const routes = [
    'restaurants',
    'dashboard',
    `analytics/sales?dimension=day&from=${'2026-01-01'}&to=${'2026-01-31'}`,
    'royalties?from=2026-01&to=2026-02',
    'tickets',
    'closings',
    'real-time',
  ];

  it('refuses a restorer and a seller (403), and nobody signed in (401)', async () => {
    for (const path of routes) {
      expect((await net(path, tokens.restorer)).statusCode, path).toBe(403);
      expect((await net(path, tokens.saler)).statusCode, path).toBe(403);
      expect((await w.ctx.app.inject({ method: 'GET', url: `/api/v1/franchisor/${path}` })).statusCode, path).toBe(401);
    }
  });

  it('never reads a restaurant outside its marks, whatever it sends', async () => {
    const sep = (p: string) => (p.includes('?') ? '&' : '?');
    for (const path of routes.slice(1)) {
      const res = await net(`${path}${sep(path)}restaurant_id=${w.b}`);
      expect(res.statusCode, path).toBe(403);
      expect(res.json().error.message).toBe("Vous n'avez pas accès à ce restaurant");
      // an unknown restaurant: refused alike; an admin is told it does not exist
      expect((await net(`${path}${sep(path)}restaurant_id=${crypto.randomUUID()}`)).statusCode, path).toBe(403);
      expect((await net(`${path}${sep(path)}restaurant_id=${crypto.randomUUID()}`, tokens.admin)).statusCode, path).toBe(404);
    }
    expect((await net(`tickets/${ids.ticketB}`)).statusCode).toBe(404);
    expect((await net(`closings/${ids.closingB}`)).statusCode).toBe(404);
    expect((await net(`closings/export?from=${ago(30)}&to=${today()}&restaurant_id=${w.b}`)).statusCode).toBe(403);
    const post = await w.ctx.app.inject({
      method: 'POST',
      url: `/api/v1/franchisor/real-time/streams?restaurant_id=${w.b}`,
      headers: bearer(tokens.franchisor),
    });
    expect(post.statusCode).toBe(403);
    // its figures never count B's 750 € ticket of yesterday
    const week = (await net(`analytics/sales?dimension=day&from=${ago(1)}&to=${ago(1)}`)).json();
    expect(week.totals.ttc_cents).toBe(0);
    // an admin reads B through the same routes
    expect((await net(`tickets/${ids.ticketB}`, tokens.admin)).statusCode).toBe(200);
    expect(
      (await net(`analytics/sales?dimension=day&from=${ago(1)}&to=${ago(1)}&restaurant_id=${w.b}`, tokens.admin)).json().totals.ttc_cents,
    ).toBe(75_000);
  });

  it('leaves out a restaurant of its mark that no longer holds the cash register', async () => {
    await setModules(w.db, a2, []);
    try {
      expect((await net('restaurants')).json().map((r: { id: string }) => r.id)).toEqual([w.a]);
      expect((await net(`tickets/${ids.ticketA2}`)).statusCode).toBe(404);
      expect((await net(`dashboard?restaurant_id=${a2}`)).statusCode).toBe(403);
    } finally {
      await setModules(w.db, a2, ['fitfit_caisse']);
    }
  });
});

describe('franchisor network: real time', () => {
  it('gives today’s figures per restaurant, and pushes them to a network stream within 2 s of a ticket', async () => {
    const res = await net('real-time');
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json();
    expect(r.totals.ttc_cents).toBe(6600 - 8800 + 4350);
    expect(r.restaurants.map((x: { restaurant_id: string }) => x.restaurant_id).sort()).toEqual([w.a, a2].sort());
    expect(r.last_tickets.every((t: { restaurant_name: string }) => /^A[12] /.test(t.restaurant_name))).toBe(true);

    const base = await w.ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const opened = await w.ctx.app.inject({
      method: 'POST',
      url: '/api/v1/franchisor/real-time/streams',
      headers: bearer(tokens.franchisor),
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const url = `${base}/api/v1/franchisor/real-time/streams/${opened.json().stream_id}`;
    const controller = new AbortController();
    const stream = await fetch(url, { signal: controller.signal });
    expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    const reader = (stream.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    const next = async (ms: number) => {
      const deadline = Date.now() + ms;
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = block.split('\n').find((l) => l.startsWith('data: '));
          if (data) return JSON.parse(data.slice(6));
          continue;
        }
        const left = deadline - Date.now();
        if (left <= 0) throw new Error('no event in time');
        const chunk = await Promise.race([reader.read(), new Promise<null>((done) => setTimeout(() => done(null), left))]);
        if (!chunk || chunk.done) throw new Error('no event in time');
        buffer += decoder.decode(chunk.value, { stream: true });
      }
    };
    const first = await next(5000);
    expect(first.totals.ttc_cents).toBe(6600 - 8800 + 4350);
    const sentAt = Date.now();
    await w.ok(await w.device(w.ticket({ qty: 1 })));
    const pushed = await next(2000);
    expect(Date.now() - sentAt).toBeLessThan(2000);
    expect(pushed.totals.ttc_cents).toBe(6600 - 8800 + 4350 + 2200);
    controller.abort();
    expect((await fetch(url)).status).toBe(404);
  });
});

describe('franchisor network: best sellers and cancellations', () => {
  it('groups a product sold by several restaurants into one best seller, each restaurant’s part on demand', async () => {
    // A1 puts a « Quiche » on its own card too (another product id, the same dish) and sells 2 today
    const quiche = await w.ok(
      await w.call('POST', 'products', {
        name: 'Quiche',
        category_id: null,
        tax_id: w.food.id,
        price_on_spot_cents: 1500,
        price_takeaway_cents: 1500,
        price_delivery_cents: 1500,
      }),
    );
    await w.ok(await w.device(w.ticket({ lines: [{ product_id: quiche.id, quantity: 2, unit_price_cents: 1500, vat_rate_bp: 1000 }] })));
    const d = (await net('dashboard?period=today')).json();
    const quiches = d.top_products.filter((p: { label: string }) => p.label === 'Quiche');
    expect(quiches).toHaveLength(1);
    const [top] = quiches;
    // A2 sold 3 × 14,50 € today, A1 2 × 15,00 €
    expect(top).toMatchObject({ quantity: 5, ttc_cents: 4350 + 3000 });
    expect(top.restaurants).toEqual([
      { restaurant_id: a2, name: w.world.restaurants.a2.name, quantity: 3, ttc_cents: 4350 },
      { restaurant_id: w.a, name: w.world.restaurants.a1.name, quantity: 2, ttc_cents: 3000 },
    ]);
    // the cancellation issued today of a ticket of 3 days ago is said on the period: it lowers today (the Z's rule)
    expect(d.periods[0].current).toMatchObject({ cancellations: 1, cancellations_cents: 8800 });
  });
});
