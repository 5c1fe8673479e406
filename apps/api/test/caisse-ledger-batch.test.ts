import { GENESIS_HASH } from '@fitfit/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restaurantHardwares } from '../src/db/schema';
import { type LedgerWorld, ledgerWorld } from './caisse-ledger-world';

/**
 * The batched path of the terminal API (docs/caisse-ledger.md "Ingestion"): a batch is written by one statement
 * under the ledger lock, in its order, all or nothing in the database; checks still answer per ticket. And the
 * registers list the ledger screens filter by.
 */
let w: LedgerWorld;
beforeAll(async () => {
  w = await ledgerWorld();
});
afterAll(() => w.ctx.close());

const counts = async () =>
  (
    await w.db.execute<{ tickets: number; lines: number; payments: number; vats: number; last: number; hash: string; total: number }>(
      sql`select (select count(*)::int from caisse_tickets where restaurant_id = ${w.a}) as tickets,
            (select count(*)::int from caisse_ticket_lines where restaurant_id = ${w.a}) as lines,
            (select count(*)::int from caisse_ticket_payments where restaurant_id = ${w.a}) as payments,
            (select count(*)::int from caisse_ticket_vats where restaurant_id = ${w.a}) as vats,
            coalesce((select last_ticket_number from caisse_ledger_states where restaurant_id = ${w.a}), 0) as last,
            coalesce((select last_ticket_hash from caisse_ledger_states where restaurant_id = ${w.a}), ${GENESIS_HASH}) as hash,
            coalesce((select grand_total_cents from caisse_ledger_states where restaurant_id = ${w.a}), 0) as total`,
    )
  ).rows[0];

describe('caisse ledger: batches', () => {
  it('stores a batch of 500 in its order: consecutive numbers, each hash linked to the previous one, every row and the ledger state', async () => {
    const before = await counts();
    const batch = Array.from({ length: 500 }, (_, i) => (i % 5 === 0 ? w.ticket({ lines: [w.menuLine] }) : w.ticket({ qty: 1 + (i % 3) })));
    const res = await w.device({ tickets: batch });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ stored: 500, replayed: 0, refused: 0 });
    expect(body.results.map((r: { ticket: { number: number } }) => r.ticket.number)).toEqual(
      Array.from({ length: 500 }, (_, i) => before.last + 1 + i),
    );
    const { rows } = await w.db.execute<{ number: number; terminal_number: number; previous_hash: string; hash: string }>(
      sql`select number, terminal_number, previous_hash, hash from caisse_tickets where restaurant_id = ${w.a} and number > ${before.last} order by number`,
    );
    expect(rows.map((r) => r.terminal_number)).toEqual(batch.map((t) => t.terminal_number));
    expect(rows.map((r) => r.previous_hash)).toEqual([before.hash, ...rows.slice(0, -1).map((r) => r.hash)]);
    const after = await counts();
    const lines = batch.reduce((n, t) => n + t.lines.length, 0);
    const vats = batch.reduce((n, t) => n + t.vat.length, 0);
    expect(after).toEqual({
      tickets: before.tickets + 500,
      lines: before.lines + lines,
      payments: before.payments + 500,
      vats: before.vats + vats,
      last: before.last + 500,
      hash: rows[499].hash,
      total: before.total + batch.reduce((n, t) => n + t.total_ttc_cents, 0),
    });
    const integrity = (await w.call('POST', 'compliance/integrity')).json();
    expect(integrity).toMatchObject({ ok: true, tickets: { checked: after.tickets } });
  });

  it('stores text as it came through the set-based insert: quotes, backslashes, braces, commas, NULL, emoji', async () => {
    const awkward = ['Le "Grand" \\ Café', '{NULL}', 'NULL', 'a,b}{"', "Émilie 😀 l'été", ''];
    const batch = awkward.map((name, i) =>
      w.ticket({
        customer_name: name,
        table: i % 2 ? `T"${i}\\` : null,
      }),
    );
    const res = await w.device({ tickets: batch });
    expect(res.json().stored, res.body).toBe(awkward.length);
    const ids = res.json().results.map((r: { ticket: { id: string } }) => r.ticket.id);
    const { rows } = await w.db.execute<{
      id: string;
      customer_name: string | null;
      table_label: string | null;
      payment_methods: string[];
    }>(sql`select id, customer_name, table_label, payment_methods from caisse_tickets where id = any(${`{${ids.join(',')}}`}::uuid[])`);
    const byId = new Map(rows.map((r) => [r.id, r]));
    ids.forEach((id: string, i: number) => {
      expect(byId.get(id)).toMatchObject({
        customer_name: batch[i].customer_name,
        table_label: batch[i].table ?? null,
        payment_methods: ['card'],
      });
    });
    const integrity = (await w.call('POST', 'compliance/integrity')).json();
    expect(integrity).toMatchObject({ ok: true });
  });

  it('writes nothing of a batch whose write fails in the database: no ticket, line, payment, VAT nor ledger move', async () => {
    const before = await counts();
    const batch = [w.ticket(), w.ticket({ qty: 7 }), w.ticket()];
    // a rule only this test has: PostgreSQL refuses the VAT row of the second ticket, after the tickets went in
    await w.db.execute(
      sql.raw(`alter table caisse_ticket_vats add constraint test_refuse_7 check (ttc_cents <> ${batch[1].total_ttc_cents})`),
    );
    try {
      const res = await w.device({ tickets: batch });
      expect(res.statusCode).toBe(500);
      expect(res.json().error.message).toBe("Une erreur est survenue lors de l'opération");
      expect(await counts()).toEqual(before);
    } finally {
      await w.db.execute(sql`alter table caisse_ticket_vats drop constraint test_refuse_7`);
    }
    // the terminal sends the batch again: all stored, numbered from where the chain was
    const again = (await w.device({ tickets: batch })).json();
    expect(again).toMatchObject({ stored: 3, replayed: 0, refused: 0 });
    expect(again.results[0].ticket.number).toBe(before.last + 1);
  });
});

describe('caisse ledger: registers', () => {
  it("lists the restaurant's registers, removed ones included, for the tickets' register filter", async () => {
    const [terminal] = await w.db
      .execute<{ id: string }>(sql`select id from hardwares where kind = 'pos_terminal' limit 1`)
      .then((r) => r.rows);
    await w.db
      .insert(restaurantHardwares)
      .values({ restaurant_id: w.a, hardware_id: terminal.id, label: 'Ancienne caisse', removed_at: new Date() });
    const res = await w.call('GET', 'registers');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { id: w.registerA.id, label: 'Caisse 1', removed: false },
      { id: expect.any(String), label: 'Ancienne caisse', removed: true },
    ]);
    // B's register (unnamed: brand and model) is B's alone
    expect((await w.call('GET', 'registers', undefined, w.tokens.restorerB, w.b)).json()).toEqual([
      { id: expect.any(String), label: 'Sunmi T2s', removed: false },
    ]);
    expect((await w.call('GET', 'registers', undefined, w.tokens.restorerB)).statusCode).toBe(403);
  });
});
