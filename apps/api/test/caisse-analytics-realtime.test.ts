import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LedgerWorld, ledgerWorld } from './caisse-ledger-world';

/** /caisse/real-time: the figures now, and the push a stream receives within 2 s of a ticket stored. */
let w: LedgerWorld;
let base: string;

beforeAll(async () => {
  w = await ledgerWorld();
  base = await w.ctx.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => w.ctx.close());

/** Reads server-sent events from a stream, event by event. */
const events = (body: ReadableStream<Uint8Array>) => {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  return async (timeoutMs: number) => {
    const deadline = Date.now() + timeoutMs;
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
      const chunk = await Promise.race([reader.read(), new Promise<null>((r) => setTimeout(() => r(null), left))]);
      if (!chunk) throw new Error('no event in time');
      if (chunk.done) throw new Error('stream ended');
      buffer += decoder.decode(chunk.value, { stream: true });
    }
  };
};

describe('caisse analytics: real time', () => {
  it("gives today's figures by source, payment mode and POS user", async () => {
    await w.ok(await w.device({ tickets: [w.ticket({ qty: 2 }), w.ticket({ source: 'deliveroo', type: 'delivery' })] }));
    const res = await w.call('GET', 'analytics/real-time');
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json();
    expect(r.totals).toMatchObject({ ttc_cents: 6600, tickets: 2, covers: 4 });
    // ordered by key: deliveroo, pos
    expect(r.by_source.map((s: { label: string; ttc_cents: number }) => [s.label, s.ttc_cents])).toEqual([
      ['Deliveroo', 2200],
      ['Caisse', 4400],
    ]);
    expect(r.by_payment).toMatchObject([{ label: 'Carte bancaire', ttc_cents: 6600 }]);
    expect(r.by_pos_user).toMatchObject([{ label: 'Sans vendeur', ttc_cents: 6600 }]);
    expect(r.total_orders).toBe(2);
    expect(r.open_orders).toBe(0);
    expect(r.last_tickets.map((t: { total_ttc_cents: number }) => t.total_ttc_cents)).toEqual([2200, 4400]);
  });

  it('pushes the new figures to an open stream within 2 s of a ticket stored, once per stream id', async () => {
    const opened = await w.call('POST', 'analytics/real-time/streams');
    expect(opened.statusCode, opened.body).toBe(201);
    const { stream_id } = opened.json();
    const url = `${base}/api/v1/caisse/real-time/streams/${stream_id}`;
    const controller = new AbortController();
    const stream = await fetch(url, { signal: controller.signal });
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    const next = events(stream.body as ReadableStream<Uint8Array>);
    expect((await next(5000)).totals.ttc_cents).toBe(6600);
    const sentAt = Date.now();
    await w.ok(await w.device(w.ticket({ qty: 3 })));
    const pushed = await next(2000);
    expect(Date.now() - sentAt).toBeLessThan(2000);
    expect(pushed.totals).toMatchObject({ ttc_cents: 6600 + 6600, tickets: 3 });
    controller.abort();
    // the id served once: a replay, or an unknown id, finds nothing
    expect((await fetch(url)).status).toBe(404);
    expect((await fetch(`${base}/api/v1/caisse/real-time/streams/${crypto.randomUUID()}`)).status).toBe(404);
  });

  it('refuses to open a stream of another restaurant (403) or without a session (401)', async () => {
    expect((await w.call('POST', 'analytics/real-time/streams', undefined, w.tokens.restorerB)).statusCode).toBe(403);
    const anonymous = await w.ctx.app.inject({ method: 'POST', url: `/api/v1/restaurants/${w.a}/caisse/analytics/real-time/streams` });
    expect(anonymous.statusCode).toBe(401);
  });
});
