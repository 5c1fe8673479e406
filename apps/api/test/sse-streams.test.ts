import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runWithTenants } from '../src/db/tenant-context';
import { SseHub } from '../src/lib/sse';
import { platformNetworkScope, platformScope } from '../src/lib/tenant-scope';
import { type LedgerWorld, ledgerWorld } from './caisse-ledger-world';
import { bearer } from './fixtures';

/**
 * lib/sse: the one hub and the one ticket table behind the restaurant's and the network's real-time streams.
 * Their own behaviour (figures, a push within 2 s of a ticket) is in caisse-analytics-realtime and franchisor-network.
 */
let w: LedgerWorld;
let base: string;

beforeAll(async () => {
  w = await ledgerWorld();
  base = await w.ctx.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => w.ctx.close());

/** Reads server-sent events from a stream, event by event: [event name, data]. */
const events = (body: ReadableStream<Uint8Array>) => {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let reading: ReturnType<typeof reader.read> | undefined;
  return async (timeoutMs: number): Promise<[string, unknown]> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const lines = buffer.slice(0, end).split('\n');
        buffer = buffer.slice(end + 2);
        const data = lines.find((l) => l.startsWith('data: '));
        const event = lines.find((l) => l.startsWith('event: '));
        if (data && event) return [event.slice(7), JSON.parse(data.slice(6))];
        continue;
      }
      const left = deadline - Date.now();
      if (left <= 0) throw new Error('no event in time');
      // a read left pending by a timeout is the next one: its chunk must not be lost
      reading ??= reader.read();
      const chunk = await Promise.race([reading, new Promise<null>((r) => setTimeout(() => r(null), left))]);
      if (!chunk) throw new Error('no event in time');
      reading = undefined;
      if (chunk.done) throw new Error('stream ended');
      buffer += decoder.decode(chunk.value, { stream: true });
    }
  };
};

const postTicket = async (url: string, token: string) => {
  const res = await w.ctx.app.inject({ method: 'POST', url, headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().stream_id as string;
};

describe('real-time streams: one ticket table for two kinds of stream', () => {
  it('a network ticket never opens a restaurant stream, nor a restaurant ticket a network stream (404), and stays usable', async () => {
    const network = await postTicket('/api/v1/franchisor/real-time/streams', w.tokens.franchisor);
    const restaurant = await postTicket(`/api/v1/restaurants/${w.a}/caisse/analytics/real-time/streams`, w.tokens.restorer);

    const wrongRestaurant = await fetch(`${base}/api/v1/caisse/real-time/streams/${network}`);
    expect(wrongRestaurant.status).toBe(404);
    expect(((await wrongRestaurant.json()) as { error: { message: string } }).error.message).toBe(
      'Flux temps réel introuvable ou expiré : rouvrez la page',
    );
    expect((await fetch(`${base}/api/v1/franchisor/real-time/streams/${restaurant}`)).status).toBe(404);

    // each still opens its own stream once: the network's figures carry one line per restaurant, the restaurant's none
    for (const [url, isNetwork] of [
      [`${base}/api/v1/franchisor/real-time/streams/${network}`, true],
      [`${base}/api/v1/caisse/real-time/streams/${restaurant}`, false],
    ] as const) {
      const controller = new AbortController();
      const stream = await fetch(url, { signal: controller.signal });
      expect(stream.status, url).toBe(200);
      const [event, data] = await events(stream.body as ReadableStream<Uint8Array>)(5000);
      expect(event).toBe('sales');
      expect('restaurants' in (data as object), url).toBe(isNetwork);
      controller.abort();
      expect((await fetch(url)).status, url).toBe(404);
    }
  });

  it('keeps one row per ticket, swept once expired', async () => {
    const db = w.ctx.database.db;
    await db.execute(sql`update realtime_streams set expires_at = now() - interval '1 second'`);
    const stale = (await db.execute<{ id: string }>(sql`select id from realtime_streams`)).rows.map((r) => r.id);
    await postTicket(`/api/v1/restaurants/${w.a}/caisse/analytics/real-time/streams`, w.tokens.restorer);
    const left = (
      await db.execute<{ id: string; kind: string; restaurant_ids: string }>(
        sql`select id, kind, restaurant_ids::text from realtime_streams`,
      )
    ).rows;
    expect(left.filter((r) => stale.includes(r.id))).toEqual([]);
    expect(left).toMatchObject([{ kind: 'restaurant', restaurant_ids: `{${w.a}}` }]);
    for (const id of stale) expect((await fetch(`${base}/api/v1/caisse/real-time/streams/${id}`)).status).toBe(404);
  });
});

describe('the SSE hub', () => {
  let app: FastifyInstance;
  let hub: SseHub;
  let url: string;
  const notify = (key: string) => w.ctx.database.db.execute(sql`select pg_notify('caisse_sales', ${key})`);

  beforeAll(async () => {
    hub = new SseHub(w.ctx.database.pool, { reconnectMs: 100 });
    app = Fastify();
    // as the access hook does for a public route: the request's context allows every restaurant (`*`)
    app.addHook('preHandler', (_req, _reply, done) => runWithTenants('*', done));
    app.get<{ Params: { ids: string } }>('/stream/:ids', async (req, reply) => {
      const ids = req.params.ids.split(',');
      const scope = ids.length === 1 ? platformScope(ids[0]) : platformNetworkScope(ids);
      await hub.push(req, reply, {
        scope,
        channel: 'caisse_sales',
        event: 'probe',
        coalesceMs: 50,
        // what the database sees this read as: its role and the restaurants row-level security lets it read
        data: async () =>
          (
            await w.ctx.database.db.execute<{ tenants: string; role: string }>(
              sql`select current_setting('fitfit.tenants', true) as tenants, current_user as role`,
            )
          ).rows[0],
      });
    });
    app.addHook('preClose', async () => hub.endStreams());
    url = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app.close();
    await hub.close();
  });

  it('reads as the restricted role narrowed to the stream’s restaurants, on open and on a notification', async () => {
    const controller = new AbortController();
    const stream = await fetch(`${url}/stream/${w.a}`, { signal: controller.signal });
    expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    const next = events(stream.body as ReadableStream<Uint8Array>);
    const [event, first] = await next(5000);
    expect(event).toBe('probe');
    expect(first).toEqual({ tenants: w.a, role: 'fitfit_app' });
    // another restaurant's notification pushes nothing; its own does, within the coalescing window
    await notify(w.b);
    await expect(next(500)).rejects.toThrow('no event in time');
    const sentAt = Date.now();
    await notify(w.a);
    await notify(w.a);
    expect((await next(2000))[1]).toEqual({ tenants: w.a, role: 'fitfit_app' });
    expect(Date.now() - sentAt).toBeLessThan(2000);
    // two notifications in the window were one push
    await expect(next(300)).rejects.toThrow('no event in time');
    controller.abort();
    await expect.poll(() => hub.openStreams).toBe(0);
  });

  it('follows every restaurant of a network stream', async () => {
    const controller = new AbortController();
    const stream = await fetch(`${url}/stream/${w.a},${w.b}`, { signal: controller.signal });
    const next = events(stream.body as ReadableStream<Uint8Array>);
    expect((await next(5000))[1]).toEqual({ tenants: `${w.a},${w.b}`, role: 'fitfit_app' });
    await notify(w.b);
    expect((await next(2000))[1]).toEqual({ tenants: `${w.a},${w.b}`, role: 'fitfit_app' });
    controller.abort();
  });

  it('LISTENs again after its connection dropped, pushes once (what happened meanwhile is unknown), then follows notifications', async () => {
    const controller = new AbortController();
    const stream = await fetch(`${url}/stream/${w.a}`, { signal: controller.signal });
    const next = events(stream.body as ReadableStream<Uint8Array>);
    await next(5000);
    expect(hub.listen.listening).toBe(true);
    await hub.listen.dropConnection();
    expect((await next(5000))[1]).toEqual({ tenants: w.a, role: 'fitfit_app' });
    expect(hub.listen.listening).toBe(true);
    await notify(w.a);
    expect((await next(2000))[1]).toEqual({ tenants: w.a, role: 'fitfit_app' });
    controller.abort();
  });
});
