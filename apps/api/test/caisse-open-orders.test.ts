import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LedgerWorld, ledgerWorld } from './caisse-ledger-world';

/**
 * Open orders (docs/terminal-api.md): a terminal opens an order, updates it, closes it into its
 * ticket; the real time counts the open ones; another restaurant's key, bad input and a closed order are refused.
 */
let w: LedgerWorld;
beforeAll(async () => {
  w = await ledgerWorld();
});
afterAll(() => w.ctx.close());

const order = (ref: string, body: unknown, method: 'PUT' | 'POST' = 'PUT', key = w.keys.a, restaurantId = w.a, path = '') =>
  w.ctx.app.inject({
    method,
    url: `/api/v1/restaurants/${restaurantId}/caisse/orders/${ref}${path}`,
    headers: { 'x-device-key': key },
    payload: body as object,
  });
const opened = (lines: unknown[] = []) => ({
  source: 'pos',
  type: 'on_spot',
  table: '12',
  covers: 2,
  opened_at: new Date(Date.now() - 20 * 60_000).toISOString(),
  lines,
});
const openCount = async () => (await w.call('GET', 'analytics/real-time')).json().open_orders as number;

describe('open orders', () => {
  it('opens an order (201), updates it (200) with its total, counts it in real time, closes it into its ticket', async () => {
    expect(await openCount()).toBe(0);
    const first = await order('T12-1', opened());
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ order_ref: 'T12-1', status: 'open', table: '12', covers: 2, lines_count: 0, total_ttc_cents: 0 });
    expect(await openCount()).toBe(1);

    const line = { product_id: w.dish.id, quantity: 2, unit_price_cents: 2200, vat_rate_bp: 1000 };
    const updated = await order('T12-1', opened([line]));
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ id: first.json().id, lines_count: 1, total_ttc_cents: 4400, status: 'open' });
    expect(await openCount()).toBe(1);

    const ticket = w.ticket({ qty: 2 });
    const closed = await order('T12-1', ticket, 'POST', w.keys.a, w.a, '/close');
    expect(closed.statusCode, closed.body).toBe(200);
    const body = closed.json();
    expect(body.ticket.status).toBe('stored');
    expect(body.order).toMatchObject({ status: 'closed', ticket_id: body.ticket.ticket.id });
    expect(await openCount()).toBe(0);
    const rt = (await w.call('GET', 'analytics/real-time')).json();
    expect(rt.totals).toMatchObject({ ttc_cents: 4400, tickets: 1 });

    // sent again (a lost answer): the same ticket, nothing more
    const again = await order('T12-1', ticket, 'POST', w.keys.a, w.a, '/close');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      ticket: { status: 'replayed', ticket: { id: body.ticket.ticket.id } },
      order: { status: 'closed' },
    });
    const { rows } = await w.db.execute<{ n: number }>(sql`select count(*)::int as n from caisse_tickets where restaurant_id = ${w.a}`);
    expect(rows[0].n).toBe(1);

    // closed: it cannot change any more
    const reopened = await order('T12-1', opened([line]));
    expect(reopened.statusCode).toBe(409);
    expect(reopened.json().error.message).toBe('Cette commande est déjà encaissée : elle ne peut plus changer');
  });

  it('refuses a bad order in French, an unknown order, a refused ticket, and changes nothing', async () => {
    const bad = await order('T1', { ...opened(), covers: -1, extra: true });
    expect(bad.statusCode).toBe(400);
    const badRef = await order('tab%20un', opened());
    expect(badRef.statusCode).toBe(400);
    expect(badRef.json().error.message).toMatch(/référence de la commande/);
    const unknown = await order('nope', w.ticket(), 'POST', w.keys.a, w.a, '/close');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('Commande introuvable');

    expect((await order('T2', opened())).statusCode).toBe(201);
    const wrong = await order('T2', { ...w.ticket(), total_ttc_cents: 1 }, 'POST', w.keys.a, w.a, '/close');
    expect(wrong.statusCode).toBe(422);
    expect(await openCount()).toBe(1);
    const { rows } = await w.db.execute<{ closed: string | null }>(
      sql`select closed_at::text as closed from caisse_open_orders where restaurant_id = ${w.a} and order_ref = 'T2'`,
    );
    expect(rows[0].closed).toBeNull();
  });

  it("is a terminal's: another restaurant's key or no key is refused", async () => {
    const other = await order('T3', opened(), 'PUT', w.keys.b, w.a);
    expect([403, 404]).toContain(other.statusCode);
    const none = await w.ctx.app.inject({ method: 'PUT', url: `/api/v1/restaurants/${w.a}/caisse/orders/T3`, payload: opened() });
    expect(none.statusCode).toBe(401);
    const { rows } = await w.db.execute<{ n: number }>(sql`select count(*)::int as n from caisse_open_orders where order_ref = 'T3'`);
    expect(rows[0].n).toBe(0);
  });
});
