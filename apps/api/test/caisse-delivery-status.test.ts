import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateSales } from '../src/db/seed/caisse-ledger';
import { currentDeliveryStatus } from '../src/modules/caisse/ledger/deliveries/repository';
import { type LedgerWorld, ledgerWorld } from './caisse-ledger-world';
import { bearer } from './fixtures';

/**
 * Delivery status (issue 23 item 5): sealed as sent with the ticket, its later changes are events outside the seal
 * sent by a terminal; the status now filters the tickets, shows in the drawer's history and in the deliveries analysis.
 */
let w: LedgerWorld;
beforeAll(async () => {
  w = await ledgerWorld();
});
afterAll(() => w.ctx.close());

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
/** A delivery ticket closed `closedMinutesAgo` ago, sent with `status` (or none). */
const delivery = async (status?: string, closedMinutesAgo = 60) => {
  const res = await w.device(
    w.ticket({
      type: 'delivery',
      source: 'uber_eats',
      covers: 1,
      at: minutesAgo(closedMinutesAgo),
      ...(status ? { delivery_status: status as 'pending' } : {}),
    }),
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json().ticket as { id: string; number: number; hash: string };
};
const change = (ticketId: string, body: unknown, key = w.keys.a, restaurantId = w.a) =>
  w.ctx.app.inject({
    method: 'POST',
    url: `/api/v1/restaurants/${restaurantId}/caisse/tickets/${ticketId}/delivery-status`,
    headers: { 'x-device-key': key },
    payload: body as object,
  });

describe('caisse: delivery status', () => {
  it('moves forward (201), answers a repeat with the same state (200), and keeps the seal: same hash, chain intact', async () => {
    const t = await delivery('pending');
    const before = await w.db.execute<{ hash: string; delivery_status: string }>(
      sql`select hash, delivery_status from caisse_tickets where id = ${t.id}`,
    );
    const preparing = await change(t.id, { status: 'preparing', occurred_at: minutesAgo(55) });
    expect(preparing.statusCode, preparing.body).toBe(201);
    expect(preparing.json()).toMatchObject({
      ticket_id: t.id,
      ticket_number: t.number,
      delivery_status: 'preparing',
      history: [
        { status: 'pending', origin: 'ticket', register_label: 'Caisse 1' },
        { status: 'preparing', origin: 'terminal', register_label: 'Caisse 1' },
      ],
    });
    // a step may be skipped (ready), and the time defaults to now
    const delivering = await change(t.id, { status: 'delivering' });
    expect(delivering.statusCode).toBe(201);
    const repeat = await change(t.id, { status: 'preparing', occurred_at: minutesAgo(55) });
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json().delivery_status).toBe('delivering');
    const delivered = await change(t.id, { status: 'delivered' });
    expect(delivered.json().history.map((h: { status: string }) => h.status)).toEqual(['pending', 'preparing', 'delivering', 'delivered']);
    const again = await change(t.id, { status: 'delivered' });
    expect(again.statusCode).toBe(200);
    const rows = await w.db.execute<{ n: number }>(
      sql`select count(*)::int as n from caisse_delivery_status_changes where ticket_id = ${t.id}`,
    );
    expect(rows.rows[0].n).toBe(3);

    // the sealed ticket did not move: its column, its hash; the integrity check walks the chain intact
    const after = await w.db.execute<{ hash: string; delivery_status: string }>(
      sql`select hash, delivery_status from caisse_tickets where id = ${t.id}`,
    );
    expect(after.rows[0]).toEqual(before.rows[0]);
    expect(after.rows[0]).toEqual({ hash: t.hash, delivery_status: 'pending' });
    const integrity = await w.call('POST', 'compliance/integrity');
    expect(integrity.json()).toMatchObject({ ok: true, tickets: { ok: true } });

    // the ticket shows its status now and its history
    const detail = (await w.call('GET', `tickets/${t.id}`)).json();
    expect(detail.delivery_status).toBe('delivered');
    expect(detail.delivery_history).toHaveLength(4);
    expect(detail.delivery_history[0]).toMatchObject({ status: 'pending', origin: 'ticket' });
  });

  it('refuses a status that goes back, or any after a final one (409), in French, writing nothing', async () => {
    const t = await delivery('ready');
    const back = await change(t.id, { status: 'preparing' });
    expect(back.statusCode).toBe(409);
    expect(back.json().error.message).toBe('Le statut « En préparation » ne peut pas suivre « Prête »');
    expect((await change(t.id, { status: 'failed' })).statusCode).toBe(201);
    const afterFinal = await change(t.id, { status: 'delivered' });
    expect(afterFinal.statusCode).toBe(409);
    expect(afterFinal.json().error.message).toBe('La livraison est déjà « Échouée » : son statut ne change plus');
    const detail = (await w.call('GET', `tickets/${t.id}`)).json();
    expect(detail.delivery_history.map((h: { status: string }) => h.status)).toEqual(['ready', 'failed']);
  });

  it('takes a first status for a ticket sent without one', async () => {
    const t = await delivery();
    expect((await w.call('GET', `tickets/${t.id}`)).json()).toMatchObject({ delivery_status: null, delivery_history: [] });
    const res = await change(t.id, { status: 'delivering' });
    expect(res.statusCode).toBe(201);
    expect(res.json().history).toEqual([expect.objectContaining({ status: 'delivering', origin: 'terminal' })]);
  });

  it('refuses a ticket that is not a delivery or a cancellation (422), an unknown one (404), a bad status or time (400/422)', async () => {
    const onSpot = (await w.device(w.ticket())).json().ticket;
    const notDelivery = await change(onSpot.id, { status: 'delivered' });
    expect(notDelivery.statusCode).toBe(422);
    expect(notDelivery.json().error.message).toBe(
      `Le ticket n°${onSpot.number} n'est pas une livraison : il n'a pas de statut de livraison`,
    );

    const t = await delivery('pending');
    const cancel = await w.call('POST', `tickets/${t.id}/cancel`, { reason: 'Client absent' });
    expect(cancel.statusCode).toBe(201);
    const ofCancellation = await change(cancel.json().id, { status: 'failed' });
    expect(ofCancellation.statusCode).toBe(422);
    expect(ofCancellation.json().error.message).toBe("Un ticket d'annulation n'a pas de statut de livraison");

    const unknown = await change('0190a000-0000-7000-8000-000000000000', { status: 'ready' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('Ticket introuvable');

    const other = await delivery('pending');
    const badStatus = await change(other.id, { status: 'lost' });
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.json().error.fields.status).toBeTruthy();
    const extra = await change(other.id, { status: 'ready', note: 'x' });
    expect(extra.statusCode).toBe(400);
    const future = await change(other.id, { status: 'ready', occurred_at: new Date(Date.now() + 3_600_000).toISOString() });
    expect(future.statusCode).toBe(422);
    expect(future.json().error.fields.occurred_at).toBe('La date du changement de statut est dans le futur');
    const beforeOpening = await change(other.id, { status: 'ready', occurred_at: minutesAgo(24 * 60) });
    expect(beforeOpening.statusCode).toBe(422);
    expect(beforeOpening.json().error.fields.occurred_at).toBe("La date du changement précède l'ouverture du ticket");
    expect((await change(other.id, { status: 'ready', occurred_at: minutesAgo(10) })).statusCode).toBe(201);
    const beforePrevious = await change(other.id, { status: 'delivering', occurred_at: minutesAgo(20) });
    expect(beforePrevious.json().error.fields.occurred_at).toBe('La date du changement précède le statut précédent');
    const n = await w.db.execute<{ n: number }>(
      sql`select count(*)::int as n from caisse_delivery_status_changes where ticket_id in (${onSpot.id}, ${cancel.json().id}, ${other.id})`,
    );
    expect(n.rows[0].n).toBe(1);
  });

  it('takes only a terminal key of the restaurant: 401 without one or with a session, 403 from another restaurant, 404 for its ticket', async () => {
    const t = await delivery('pending');
    const url = `/api/v1/restaurants/${w.a}/caisse/tickets/${t.id}/delivery-status`;
    const none = await w.ctx.app.inject({ method: 'POST', url, payload: { status: 'ready' } });
    expect(none.statusCode).toBe(401);
    const session = await w.ctx.app.inject({ method: 'POST', url, headers: bearer(w.tokens.restorer), payload: { status: 'ready' } });
    expect(session.statusCode).toBe(401);
    const wrongKey = await w.ctx.app.inject({ method: 'POST', url, headers: { 'x-device-key': 'nope' }, payload: { status: 'ready' } });
    expect(wrongKey.statusCode).toBe(401);
    const otherTerminal = await change(t.id, { status: 'ready' }, w.keys.b);
    expect(otherTerminal.statusCode).toBe(403);
    // B's terminal on B's URL does not find A's ticket
    const foreign = await change(t.id, { status: 'ready' }, w.keys.b, w.b);
    expect(foreign.statusCode).toBe(404);
    expect((await w.call('GET', `tickets/${t.id}`)).json().delivery_status).toBe('pending');
  });

  it('filters the tickets by the status now, and the analyses count deliveries by status with the time to delivery', async () => {
    const late = await delivery('pending', 90);
    await change(late.id, { status: 'delivered', occurred_at: minutesAgo(60) }); // 30 minutes after its ticket
    const quick = await delivery('preparing', 50);
    await change(quick.id, { status: 'delivered', occurred_at: minutesAgo(40) }); // 10 minutes
    const waiting = await delivery('pending', 5);

    const list = (q: string) => w.call('GET', `tickets?per_page=100&${q}`).then((r) => r.json());
    const delivered = await list('delivery_status=delivered');
    const ids = delivered.data.map((t: { id: string }) => t.id);
    expect(ids).toEqual(expect.arrayContaining([late.id, quick.id]));
    expect(ids).not.toContain(waiting.id);
    expect(delivered.data.every((t: { delivery_status: string }) => t.delivery_status === 'delivered')).toBe(true);
    const pending = await list('delivery_status=pending&type=delivery');
    expect(pending.data.map((t: { id: string }) => t.id)).toContain(waiting.id);
    expect(pending.data.map((t: { id: string }) => t.id)).not.toContain(late.id);
    expect((await w.call('GET', 'tickets?delivery_status=perdue')).statusCode).toBe(400);

    const today = (await w.call('GET', `tickets/${waiting.id}`)).json().business_date;
    const from = (await w.call('GET', `tickets/${late.id}`)).json().business_date;
    const analysis = await w.call('GET', `analytics/deliveries?from=${from}&to=${today}`);
    expect(analysis.statusCode, analysis.body).toBe(200);
    const a = analysis.json();
    // every delivery ticket of the world today, read independently: status now = last change, else the sealed one
    const expected = await w.db.execute<{ status: string | null; n: number }>(
      sql`select coalesce((select s.status from caisse_delivery_status_changes s where s.ticket_id = t.id order by s.occurred_at desc limit 1),
            t.delivery_status) as status, count(*)::int as n
          from caisse_tickets t where t.restaurant_id = ${w.a} and t.type = 'delivery' and t.status <> 'cancel_created'
            and t.business_date between ${from} and ${today} group by 1`,
    );
    expect(Object.fromEntries(a.by_status.map((r: { key: string | null; tickets: number }) => [String(r.key), r.tickets]))).toEqual(
      Object.fromEntries(expected.rows.map((r) => [String(r.status), r.n])),
    );
    expect(a.by_status.find((r: { key: string }) => r.key === 'delivered').label).toBe('Livrée');
    const timed = await w.db.execute<{ n: number; avg: string }>(
      sql`select count(*)::int as n, avg(extract(epoch from s.occurred_at - t.closed_at) / 60) as avg
          from caisse_delivery_status_changes s join caisse_tickets t on t.restaurant_id = s.restaurant_id and t.id = s.ticket_id
          where s.restaurant_id = ${w.a} and s.status = 'delivered' and t.business_date between ${from} and ${today} and t.status <> 'cancel_created'`,
    );
    expect(a.timed).toBe(timed.rows[0].n);
    expect(a.average_minutes_to_delivered).toBeCloseTo(Number(timed.rows[0].avg), 0);
    const backwards = await w.call('GET', `analytics/deliveries?from=${today}&to=2020-01-01`);
    expect(backwards.statusCode).toBe(400);
    // another restaurant's session is refused
    expect((await w.call('GET', `analytics/deliveries?from=${today}&to=${today}`, undefined, w.tokens.restorerB)).statusCode).toBe(403);
  });

  it("real time shows today's deliveries by status now, and pushes a change of status to an open stream", async () => {
    const t = await delivery('pending', 2);
    const before = (await w.call('GET', 'analytics/real-time')).json();
    const count = (r: { by_delivery_status: { key: string | null; tickets: number }[] }, key: string) =>
      r.by_delivery_status.find((x) => x.key === key)?.tickets ?? 0;
    // the expected rows: today's delivery tickets by status now, read independently
    const today = before.today;
    const expected = await w.db.execute<{ status: string | null; n: number }>(
      sql`select coalesce((select s.status from caisse_delivery_status_changes s where s.ticket_id = t.id order by s.occurred_at desc limit 1),
            t.delivery_status) as status, count(*)::int as n
          from caisse_tickets t where t.restaurant_id = ${w.a} and t.type = 'delivery' and t.status <> 'cancel_created'
            and t.business_date = ${today} group by 1`,
    );
    expect(before.by_delivery_status.map((r: { key: string | null; tickets: number }) => [String(r.key), r.tickets]).sort()).toEqual(
      expected.rows.map((r) => [String(r.status), r.n]).sort(),
    );
    expect(before.by_delivery_status[0].label).toBeTruthy();

    const base = await w.ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { stream_id } = (await w.call('POST', 'analytics/real-time/streams')).json();
    const controller = new AbortController();
    const stream = await fetch(`${base}/api/v1/caisse/real-time/streams/${stream_id}`, { signal: controller.signal });
    const reader = (stream.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    const next = async () => {
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = block.split('\n').find((l) => l.startsWith('data: '));
          if (data) return JSON.parse(data.slice(6));
          continue;
        }
        const chunk = await Promise.race([reader.read(), new Promise<null>((r) => setTimeout(() => r(null), 3000))]);
        if (!chunk || chunk.done) throw new Error('no event in time');
        buffer += decoder.decode(chunk.value, { stream: true });
      }
    };
    expect(count(await next(), 'delivering')).toBe(count(before, 'delivering'));
    expect((await change(t.id, { status: 'delivering' })).statusCode).toBe(201);
    const pushed = await next();
    expect(count(pushed, 'delivering')).toBe(count(before, 'delivering') + 1);
    expect(count(pushed, 'pending')).toBe(count(before, 'pending') - 1);
    controller.abort();
  });

  it("the demo's delivery tickets carry a status and the changes a delivery tablet sends, and the chain still verifies", async () => {
    const sales = await generateSales(w.db, w.b, { days: 3, ticketsPerDay: 60, seed: 7 });
    expect(sales.tickets).toBeGreaterThan(100);
    const { rows } = await w.db.execute<{ sealed: string | null; now: string | null; changes: number }>(
      sql`select t.delivery_status as sealed, ${currentDeliveryStatus()} as now,
            (select count(*)::int from caisse_delivery_status_changes s where s.restaurant_id = t.restaurant_id and s.ticket_id = t.id) as changes
          from caisse_tickets t where t.restaurant_id = ${w.b} and t.type = 'delivery' and t.status <> 'cancel_created'`,
    );
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.every((r) => r.sealed === 'pending' || r.sealed === 'preparing')).toBe(true);
    // past days: every delivery went to its end, a few of them failed
    expect(rows.every((r) => r.changes >= 3 && (r.now === 'delivered' || r.now === 'failed'))).toBe(true);
    const integrity = await w.call('POST', 'compliance/integrity', undefined, w.tokens.restorerB, w.b);
    expect(integrity.json()).toMatchObject({ ok: true });
  });

  it('PostgreSQL refuses to rewrite or remove a status change', async () => {
    const t = await delivery('pending');
    await change(t.id, { status: 'ready' });
    const refused = { cause: { code: 'FF001', message: expect.stringMatching(/inaltérable/) } };
    await expect(
      w.db.execute(sql`update caisse_delivery_status_changes set status = 'failed' where ticket_id = ${t.id}`),
    ).rejects.toMatchObject(refused);
    await expect(w.db.execute(sql`delete from caisse_delivery_status_changes where ticket_id = ${t.id}`)).rejects.toMatchObject(refused);
  });
});
