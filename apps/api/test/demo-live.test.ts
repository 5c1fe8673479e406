import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { connect } from '../src/db/database';
import { platformScope } from '../src/lib/tenant-scope';
import { type DemoLive, startDemoLive } from '../src/modules/caisse/demo-terminal';
import { verifyLedger } from '../src/modules/caisse/ledger/compliance/verify';
import { createDemoContext, type TestContext } from './context';
import { bearer, login } from './fixtures';

/**
 * The live demo terminal (docs/demo.md): one till per demo restaurant sends tickets over HTTP through the public
 * terminal API (device key), the API stores them in the ledger; stopped, it sends nothing more. DEMO_LIVE is off in
 * tests and never on in production.
 */
let ctx: TestContext;
let baseUrl: string;

const until = async (check: () => boolean | Promise<boolean>, ms: number) => {
  const end = Date.now() + ms;
  while (!(await check()) && Date.now() < end) await new Promise((r) => setTimeout(r, 100));
};
const ordersOf = async (ids: string[]) =>
  (
    await ctx.database.db.execute<{ open: number; closed: number }>(
      sql`select count(*) filter (where closed_at is null)::int as open, count(*) filter (where ticket_id is not null)::int as closed
          from caisse_open_orders where restaurant_id = any(${`{${ids.join(',')}}`}::uuid[])`,
    )
  ).rows[0];
const ticketsSince = async (restaurantId: string, since: Date) =>
  (
    await ctx.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from caisse_tickets where restaurant_id = ${restaurantId} and closed_at >= ${since.toISOString()}::timestamptz
            and number > 0 and status = 'ended'`,
    )
  ).rows[0].n;

beforeAll(async () => {
  ctx = await createDemoContext();
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  baseUrl = `http://127.0.0.1:${(ctx.app.server.address() as { port: number }).port}`;
}, 120_000);
afterAll(() => ctx?.close());

describe('DEMO_LIVE setting', () => {
  it('is on for npm start, off in tests, and never on in production whatever it says', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).demoLive).toBe('on');
    expect(loadConfig({ NODE_ENV: 'development', DEMO_LIVE: 'off' }).demoLive).toBe('off');
    expect(loadConfig({ NODE_ENV: 'test' }).demoLive).toBe('off');
    expect(loadConfig({ NODE_ENV: 'test', DEMO_LIVE: 'fast' }).demoLive).toBe('fast');
    expect(loadConfig({ NODE_ENV: 'production', DEMO_LIVE: 'fast' }).demoLive).toBe('off');
    expect(loadConfig({ NODE_ENV: 'production', DEMO_LIVE: 'on' }).demoLive).toBe('off');
    expect(() => loadConfig({ NODE_ENV: 'development', DEMO_LIVE: 'yes' })).toThrow(/DEMO_LIVE/);
  });
});

describe('live demo terminal', () => {
  it('in fast mode each demo restaurant sells through the terminal API (tickets, open orders), in its ledger, nothing after stop', async () => {
    const started = new Date(Date.now() - 1000);
    const { rows: demo } = await ctx.database.db.execute<{ id: string; name: string }>(
      sql`select r.id, r.name from demo_restaurants d join restaurants r on r.id = d.restaurant_id order by r.name`,
    );
    expect(demo).toHaveLength(5);
    const live = startDemoLive(ctx.database.db, { baseUrl, mode: 'fast', intervalMs: 150 });
    const tills = [];
    try {
      // every till has sold, and some tables went through an open order closed into its ticket
      await until(
        async () =>
          live.terminals.length === 5 && live.terminals.every((t) => t.sent >= 3) && (await ordersOf(demo.map((r) => r.id))).closed >= 1,
        30_000,
      );
      tills.push(...live.terminals);
    } finally {
      await live.stop();
    }
    expect(live.terminals).toHaveLength(0);
    expect(tills.map((t) => t.sent >= 3)).toEqual([true, true, true, true, true]);
    expect((await ordersOf(demo.map((r) => r.id))).closed).toBeGreaterThanOrEqual(1);
    // every ticket a till had accepted (201) is in its restaurant's ledger, and only those
    for (const r of demo) expect(await ticketsSince(r.id, started), r.name).toBe(tills.find((t) => t.restaurantId === r.id)?.sent);
    // stopped: nothing more arrives
    await new Promise((r) => setTimeout(r, 600));
    for (const r of demo)
      expect(await ticketsSince(r.id, started), `${r.name} after stop`).toBe(tills.find((t) => t.restaurantId === r.id)?.sent);

    // they went through the terminal API: from the demo's POS terminal, seen in the restaurant's ticket list
    const opera = demo.find((r) => r.name === 'Bistro Parisien Opéra') as { id: string };
    const token = await login(ctx.app, 'restaurateur@fitfit.example', 'demo1234');
    const list = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/restaurants/${opera.id}/caisse/tickets?per_page=5`,
      headers: bearer(token),
    });
    expect(list.statusCode).toBe(200);
    const first = list.json().data[0];
    expect(Date.parse(first.closed_at)).toBeGreaterThanOrEqual(started.getTime());
    expect(first.register_label).toBe('Caisse comptoir');
    for (const r of demo) expect((await verifyLedger(ctx.database.db, platformScope(r.id))).ok, r.name).toBe(true);
  });

  it('runs on one instance at a time: a second one waits while the first holds the tills', async () => {
    const other = connect(ctx.database.url, 3);
    let first: DemoLive | undefined;
    let second: DemoLive | undefined;
    try {
      first = startDemoLive(ctx.database.db, { baseUrl, mode: 'fast', intervalMs: 60_000 });
      await until(() => first?.terminals.length === 5, 10_000);
      second = startDemoLive(other.db, { baseUrl, mode: 'fast', intervalMs: 60_000 });
      await new Promise((r) => setTimeout(r, 1000));
      expect(first.terminals).toHaveLength(5);
      expect(second.terminals).toHaveLength(0);
    } finally {
      await first?.stop();
      await second?.stop();
      await other.close();
    }
  });
});
