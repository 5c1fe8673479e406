import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LedgerWorld, ledgerWorld, tamper as tamperWith } from './caisse-ledger-world';

/** Closings (Z), late tickets, monthly sums, the integrity check (API + CLI) and tampering found and located. */
let w: LedgerWorld;
const dayAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
const D1 = dayAgo(3);
const D2 = dayAgo(2);
const noon = (d: string) => `${d}T11:00:00.000Z`;

beforeAll(async () => {
  w = await ledgerWorld();
});
afterAll(() => w.ctx.close());

const movement = (terminal_number: number, kind: string, amount_cents: number, at: string) =>
  w.ctx.app.inject({
    method: 'POST',
    url: `/api/v1/restaurants/${w.a}/caisse/cash-movements`,
    headers: { 'x-device-key': w.keys.a },
    payload: { terminal_number, kind, amount_cents, occurred_at: at, reason: 'Ouverture' },
  });

const tamper = (statement: string) => tamperWith(w, statement);
const integrity = async () => (await w.call('POST', 'compliance/integrity')).json();

describe('caisse ledger: closings', () => {
  it('records cash movements idempotently', async () => {
    const first = await movement(1, 'float', 15_000, noon(D1));
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ kind: 'float', signed_cents: 15_000, business_date: D1 });
    expect((await movement(1, 'float', 15_000, noon(D1))).statusCode).toBe(200);
    expect((await movement(2, 'expense', 2_000, noon(D1))).json().signed_cents).toBe(-2_000);
  });

  it('previews then closes a day with every figure; a variance needs its reason', async () => {
    await w.device({
      tickets: [
        w.ticket({ qty: 2, at: noon(D1), payments: [{ method: 'cash', amount_cents: 4400 }] }),
        w.ticket({ at: noon(D1), source: 'deliveroo', type: 'delivery' }),
        w.ticket({ at: noon(D2) }),
      ],
    });
    const preview = (await w.call('GET', `closings/days/${D1}`)).json();
    expect(preview).toMatchObject({
      id: null,
      tickets_count: 2,
      covers: 4,
      total_ttc_cents: 6600,
      total_tva_cents: 600,
      expected_cash_cents: 4400 + 15_000 - 2_000,
      cash_movements_net_cents: 13_000,
      average_ticket_cents: 3300,
      average_cover_cents: 1650,
    });
    expect(preview.payments).toEqual([
      { key: 'card', label: 'Carte bancaire', count: 1, ttc_cents: 2200 },
      { key: 'cash', label: 'Espèces', count: 1, ttc_cents: 4400 },
    ]);
    expect(preview.by_source.map((s: { key: string }) => s.key)).toEqual(['deliveroo', 'pos']);
    const noReason = await w.call('POST', `closings/days/${D1}`, { counted_cash_cents: 17_000 });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().error.fields.variance_reason).toBe("Le motif de l'écart de caisse est obligatoire (manque de −4,00\u00a0€)");
    const closed = await w.call('POST', `closings/days/${D1}`, { counted_cash_cents: 17_000, variance_reason: 'Pièce tombée' });
    expect(closed.statusCode, closed.body).toBe(201);
    expect(closed.json()).toMatchObject({
      number: 1,
      business_date: D1,
      cash_variance_cents: -400,
      period_grand_total_cents: 6600,
      perpetual_grand_total_cents: 6600,
      closed_by_name: expect.any(String),
    });
    expect(closed.json().hash).toMatch(/^[0-9a-f]{64}$/);
    expect((await w.call('POST', `closings/days/${D1}`, { counted_cash_cents: 0 })).statusCode).toBe(409);
    expect((await w.call('POST', `closings/days/${dayAgo(5)}`, { counted_cash_cents: 0 })).statusCode).toBe(409);
    const future = await w.call('POST', `closings/days/${dayAgo(-3)}`, { counted_cash_cents: 0 });
    expect(future.statusCode).toBe(422);
    const tickets = (await w.call('GET', `closings/${closed.json().id}/tickets`)).json();
    expect(tickets.total_entries).toBe(2);
  });

  it('stores a ticket for a closed day flagged late, and counts it in the next closing', async () => {
    const late = (await w.device(w.ticket({ at: noon(D1) }))).json();
    expect(late.ticket).toMatchObject({ business_date: D1, late: true });
    const events = (await w.call('GET', 'compliance/events?kind=late_ticket')).json();
    expect(events.data[0].ticket_id).toBe(late.ticket.id);
    const closed = (await w.call('POST', `closings/days/${D2}`, { counted_cash_cents: 0 })).json();
    expect(closed).toMatchObject({
      number: 2,
      tickets_count: 2,
      late_tickets_count: 1,
      total_ttc_cents: 4400,
      perpetual_grand_total_cents: 11_000,
    });
    const d1 = (await w.call('GET', `closings/days/${D1}`)).json();
    expect(d1.tickets_count).toBe(2);
  });

  it('sums the daily closings into months with period and perpetual grand totals', async () => {
    const months = (await w.call('GET', 'closings?period=month')).json();
    const total = months.data.reduce((a: number, m: { closed_days: number }) => a + m.closed_days, 0);
    expect(total).toBe(2);
    const last = months.data[0];
    expect(last.perpetual_grand_total_cents).toBe(11_000);
    const years = (await w.call('GET', 'closings?period=year')).json();
    expect(years.data.reduce((a: number, y: { period_grand_total_cents: number }) => a + y.period_grand_total_cents, 0)).toBe(11_000);
    const days = (await w.call('GET', 'closings')).json();
    expect(days.data.map((d: { number: number }) => d.number)).toEqual([2, 1]);
  });
});

describe('caisse ledger: integrity', () => {
  it('holds on untouched chains, and the check is journaled', async () => {
    const report = await integrity();
    expect(report).toMatchObject({ ok: true, tickets: { ok: true, first_break: null }, closings: { ok: true, first_break: null } });
    expect(report.tickets.checked).toBe(4);
    const events = (await w.call('GET', 'compliance/events?kind=integrity_check')).json();
    expect(events.data[0].details.ok).toBe(true);
  });

  it('finds and locates a ticket whose amount was changed behind the triggers', async () => {
    const { rows } = await w.db.execute<{ id: string; total_ttc_cents: number }>(
      sql`select id, total_ttc_cents from caisse_tickets where number = 2`,
    );
    await tamper(`update caisse_tickets set total_ttc_cents = 100 where id = '${rows[0].id}'`);
    const broken = await integrity();
    expect(broken.ok).toBe(false);
    expect(broken.tickets.first_break).toMatchObject({ number: 2, id: rows[0].id, kind: 'content_changed' });
    expect(broken.tickets.first_break.message).toBe(
      `Le contenu du ticket n°2 a été modifié après son enregistrement : son total TTC (100) ne correspond plus à ses lignes (${rows[0].total_ttc_cents})`,
    );
    await tamper(`update caisse_tickets set total_ttc_cents = ${rows[0].total_ttc_cents} where id = '${rows[0].id}'`);
    expect((await integrity()).ok).toBe(true);
  });

  it('finds a re-hashed ticket and a deleted one', async () => {
    const { rows } = await w.db.execute<{ id: string; hash: string }>(sql`select id, hash from caisse_tickets where number = 3`);
    await tamper(`update caisse_tickets set hash = repeat('a', 64) where id = '${rows[0].id}'`);
    expect((await integrity()).tickets.first_break).toMatchObject({ number: 3, kind: 'hash_changed' });
    await tamper(`update caisse_tickets set hash = '${rows[0].hash}' where id = '${rows[0].id}'`);
    await tamper(`delete from caisse_ticket_vats where ticket_id = (select id from caisse_tickets where number = 4);
      delete from caisse_ticket_payments where ticket_id = (select id from caisse_tickets where number = 4);
      delete from caisse_ticket_lines where ticket_id = (select id from caisse_tickets where number = 4);
      delete from caisse_tickets where number = 4`);
    // the last ticket gone: the ledger state still names it
    expect((await integrity()).tickets.first_break).toMatchObject({
      number: 4,
      kind: 'missing',
      message: 'Les tickets après le n°3 ont disparu (le dernier enregistré est le n°4)',
    });
  });

  it('finds a closing changed behind the triggers, and the CLI exits non-zero on a break', async () => {
    await tamper(`update caisse_closings set counted_cash_cents = 99999 where number = 1`);
    const report = await integrity();
    expect(report.closings.first_break).toMatchObject({ number: 1, business_date: D1, kind: 'content_changed' });
    expect(report.closings.first_break.message).toBe(`Le contenu de la clôture n°1 du ${D1} a été modifié après son enregistrement`);
    const cli = await promisify(execFile)('npx', ['tsx', 'src/modules/caisse/ledger/compliance/cli.ts', w.a], {
      cwd: `${__dirname}/..`,
      env: { ...process.env, DATABASE_URL: w.ctx.database.url, LOG_LEVEL: 'silent' },
    }).then(
      () => ({ code: 0, stdout: '', stderr: '' }),
      (e: { code: number; stdout: string; stderr: string }) => e,
    );
    expect(cli.code).toBe(1);
    expect(cli.stdout).toMatch(/tickets vérifiés : \d+, clôtures vérifiées : \d+, archives vérifiées : 0 \(\d+,\d s\)/);
    expect(cli.stderr).toContain('Chaîne rompue : Les tickets après le n°3 ont disparu');
  });
});
