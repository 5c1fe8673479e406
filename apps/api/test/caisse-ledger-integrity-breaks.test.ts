import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformScope } from '../src/lib/tenant-scope';
import { chainHash } from '../src/modules/caisse/ledger/chain';
import { ticketParts } from '../src/modules/caisse/ledger/tickets/repository';
import { ticketSeal } from '../src/modules/caisse/ledger/tickets/seal';
import { type LedgerWorld, ledgerWorld, tamper as tamperWith } from './caisse-ledger-world';

/**
 * The integrity check lists every break of the tickets' chain, not only the first: one ticket altered, one deleted
 * and one slipped in (the tickets after it renumbered, the forged one sealed and chained as the code would) at
 * known numbers give exactly those three, each named once, on the API and in the journal.
 */
let w: LedgerWorld;
beforeAll(async () => {
  w = await ledgerWorld();
});
afterAll(() => w.ctx.close());

const tamper = (statement: string) => tamperWith(w, statement);
const integrity = async () => (await w.call('POST', 'compliance/integrity')).json();
const at = (i: number) => new Date(Date.now() - 86_400_000 + i * 60_000).toISOString();

/** A forger's ticket slipped in as n°`number`: a copy of ticket n°`model`, chained after n°`number − 1` and sealed. */
const slipIn = async (number: number, model: number) => {
  // make room: the tickets from `number` on move one number up (through a gap, the numbers being unique)
  await tamper(`update caisse_tickets set number = number + 100000 where restaurant_id = '${w.a}' and number >= ${number};
    update caisse_tickets set number = number - 99999 where restaurant_id = '${w.a}' and number >= 100000`);
  const id = crypto.randomUUID();
  const copy = (table: string, extra: string) =>
    `insert into ${table} select (jsonb_populate_record(null::${table}, to_jsonb(x) || jsonb_build_object(${extra}))).*
       from ${table} x where x.ticket_id = (select id from caisse_tickets where restaurant_id = '${w.a}' and number = ${model})`;
  await tamper(`insert into caisse_tickets select (jsonb_populate_record(null::caisse_tickets, to_jsonb(t) || jsonb_build_object(
        'id', '${id}', 'number', ${number}, 'terminal_number', null,
        'previous_hash', (select hash from caisse_tickets where restaurant_id = '${w.a}' and number = ${number - 1})))).*
      from caisse_tickets t where restaurant_id = '${w.a}' and number = ${model};
    ${copy('caisse_ticket_lines', `'id', gen_random_uuid(), 'ticket_id', '${id}'`)};
    ${copy('caisse_ticket_payments', `'id', gen_random_uuid(), 'ticket_id', '${id}'`)};
    ${copy('caisse_ticket_vats', `'ticket_id', '${id}'`)}`);
  const { rows } = await w.db.execute(sql`select * from caisse_tickets where id = ${id}`);
  const forged = rows[0] as Parameters<typeof ticketSeal>[0];
  const parts = await ticketParts(w.db, platformScope(w.a), [id]);
  const seal = ticketSeal(
    forged,
    (parts.lines.get(id) ?? []) as never[],
    (parts.payments.get(id) ?? []) as never[],
    parts.vats.get(id) ?? [],
  );
  await tamper(`update caisse_tickets set hash = '${chainHash(forged.previous_hash, seal)}' where id = '${id}'`);
  return id;
};

describe('caisse ledger: every break of the chain', () => {
  it('names an altered, a deleted and an inserted ticket — exactly those three', async () => {
    for (let i = 0; i < 20; i += 5)
      expect((await w.device({ tickets: [0, 1, 2, 3, 4].map((k) => w.ticket({ at: at(i + k) })) })).statusCode).toBeLessThan(300);
    expect(await integrity()).toMatchObject({ ok: true, tickets: { checked: 20, breaks: [] } });

    await tamper(`update caisse_tickets set total_ttc_cents = total_ttc_cents + 100 where restaurant_id = '${w.a}' and number = 5`);
    await tamper(`delete from caisse_ticket_vats where ticket_id = (select id from caisse_tickets where restaurant_id = '${w.a}' and number = 10);
      delete from caisse_ticket_payments where ticket_id = (select id from caisse_tickets where restaurant_id = '${w.a}' and number = 10);
      delete from caisse_ticket_lines where ticket_id = (select id from caisse_tickets where restaurant_id = '${w.a}' and number = 10);
      delete from caisse_tickets where restaurant_id = '${w.a}' and number = 10`);
    const forged = await slipIn(15, 3);

    const report = await integrity();
    expect(report.ok).toBe(false);
    expect(report.tickets.breaks.map((b: { number: number; kind: string }) => [b.number, b.kind])).toEqual([
      [5, 'content_changed'],
      [10, 'missing'],
      [15, 'inserted'],
    ]);
    expect(report.tickets.breaks[1].message).toBe('Le ticket n°10 manque dans la chaîne');
    expect(report.tickets.breaks[2]).toMatchObject({
      id: forged,
      message: 'Le ticket n°15 a été ajouté dans la chaîne après coup (les tickets suivants ont été renumérotés)',
    });
    expect(report.tickets.first_break).toEqual(report.tickets.breaks[0]);
    // 20 tickets walked (one deleted, one slipped in): the altered and the slipped one are not intact
    expect(report.tickets).toMatchObject({ checked: 18, more_breaks: false });
    expect(report.closings).toMatchObject({ ok: true, breaks: [] });
    const events = (await w.call('GET', 'compliance/events?kind=integrity_check')).json();
    expect(events.data[0].details).toMatchObject({ ok: false, breaks: 3 });
  });
});
