import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LedgerWorld, ledgerWorld } from './caisse-ledger-world';
import { login } from './fixtures';
import { pdfText } from './pdf-text';

/** Cheques as a payment method and their remise; register ↔ safe transfers outside a closing (docs/caisse-banking.md). */

let w: LedgerWorld;
let seller: string;
beforeAll(async () => {
  w = await ledgerWorld();
  seller = await login(w.ctx.app, w.world.users.saler.email);
});
afterAll(() => w.ctx.close());

const DAY = 86_400_000;
const bank = (method: 'GET' | 'POST', path: string, payload?: unknown, token = w.tokens.restorer, restaurantId = w.a) =>
  w.call(method, `banking/${path}`, payload, token, restaurantId);
type Method = 'cash' | 'card' | 'ticket' | 'cheque';
/** A ticket of 22,00 € × qty closed `daysAgo` days ago (at the same hour), paid as given (the rest by card). */
const sell = async (payments: { method: Method; amount_cents?: number }[], daysAgo = 0, qty = 1) => {
  const t = w.ticket({ qty });
  const closed = new Date(Date.now() - daysAgo * DAY - 60_000);
  let left = t.total_ttc_cents;
  const paid = payments.map((p) => {
    const amount_cents = p.amount_cents ?? left;
    left -= amount_cents;
    return { method: p.method, amount_cents };
  });
  const res = await w.device({
    ...t,
    opened_at: new Date(closed.getTime() - 30 * 60_000).toISOString(),
    closed_at: closed.toISOString(),
    payments: paid,
  });
  if (res.statusCode !== 201) throw new Error(`${res.statusCode} ${res.body}`);
  return res.json().ticket as { id: string; number: number };
};
const funds = async (token = w.tokens.restorer) => {
  const f = (await bank('GET', 'funds', undefined, token)).json();
  const kind = (k: string) => f.kinds.find((x: { kind: string }) => x.kind === k).amount_cents;
  const place = (label: string) => f.cash_places.find((p: { label: string }) => p.label === label)?.amount_cents;
  return { cash: kind('cash'), cheque: kind('cheque'), register: place('Caisse 1'), safe: place('Coffre') };
};
const dayOf = (daysAgo: number) => {
  // the world's restaurant is in Europe/Paris with a 05:00 day change: ask the API rather than guess
  return w.db
    .execute<{ d: string }>(
      sql`select ((now() - ${`${daysAgo} days`}::interval - interval '60 seconds') at time zone r.timezone - make_interval(hours => r.day_change_hour))::date::text as d
          from restaurants r where r.id = ${w.a}`,
    )
    .then((r) => r.rows[0].d);
};
const integrity = async () => (await w.call('POST', 'compliance/integrity')).json();

describe('cheques: a payment method, in the closing and remitted at the bank', () => {
  let before: { id: string; hash: string; figures: { payments: { key: string }[] } };
  let chequeTickets: { id: string; number: number }[] = [];

  it('a closing sealed before cheques carries no cheque key and still verifies', async () => {
    await sell([{ method: 'cash' }], 3);
    const d3 = await dayOf(3);
    const closed = await w.call('POST', `closings/days/${d3}`, { counted_cash_cents: 2200 });
    expect(closed.statusCode).toBe(201);
    const { rows } = await w.db.execute<{ id: string; hash: string; figures: { payments: { key: string }[] } }>(
      sql`select id, hash, figures from caisse_closings where restaurant_id = ${w.a} order by number desc limit 1`,
    );
    before = rows[0];
    expect(JSON.stringify(before.figures)).not.toContain('cheque');
    expect(before.figures.payments.map((p) => p.key)).toEqual(['cash']);
  });

  it('terminals send cheque payments; the closing, the analyses and the real-time mix show « Chèque »', async () => {
    chequeTickets = [
      await sell([{ method: 'cheque' }], 2),
      await sell([{ method: 'cheque', amount_cents: 3000 }, { method: 'card' }], 2, 2),
    ];
    // a cheque of a ticket then cancelled goes back to its customer: never to remit
    const cancelled = await sell([{ method: 'cheque' }], 2);
    expect((await w.call('POST', `tickets/${cancelled.id}/cancel`, { reason: 'Erreur de saisie' })).statusCode).toBe(201);
    const wrong = await w.device({ ...w.ticket({}), payments: [{ method: 'cheques', amount_cents: 2200 }] });
    expect(wrong.statusCode).toBe(422);

    const detail = (await w.call('GET', `tickets/${chequeTickets[1].id}`)).json();
    expect(detail.payments).toEqual([
      { method: 'cheque', amount_cents: 3000 },
      { method: 'card', amount_cents: 1400 },
    ]);
    // the three cheque tickets and the cancellation of one
    expect((await w.call('GET', 'tickets?payment_method=cheque')).json().data).toHaveLength(4);

    const d2 = await dayOf(2);
    const closed = await w.call('POST', `closings/days/${d2}`, { counted_cash_cents: 0 });
    expect(closed.statusCode).toBe(201);
    // the ticket cancelled today still counts on its day; its cancellation is today's
    expect(closed.json().payments).toContainEqual({ key: 'cheque', label: 'Chèque', count: 3, ttc_cents: 7400 });

    const sales = (await w.call('GET', `analytics/sales?dimension=payment&from=${d2}&to=${d2}`)).json();
    expect(sales.rows ?? sales.data ?? sales).toEqual(
      expect.arrayContaining([expect.objectContaining({ key: 'cheque', label: 'Chèque' })]),
    );
    const exported = await w.call('GET', `closings/export?from=${d2}&to=${d2}&period=day&format=csv`);
    const [header, first] = exported.body.replace(/^\uFEFF/, '').split('\r\n');
    const column = header.split(';').indexOf('Chèque');
    expect(column).toBeGreaterThan(0);
    expect(first.split(';')[column]).toBe('74,00');
    // a range without cheques keeps the columns it had
    const d3 = await dayOf(3);
    const without = await w.call('GET', `closings/export?from=${d3}&to=${d3}&period=day&format=csv`);
    expect(without.body.split('\r\n')[0].split(';')).not.toContain('Chèque');

    // the chain: the closing sealed before and the one with cheques both verify
    const report = await integrity();
    expect(report.tickets.ok).toBe(true);
    expect(report.closings.ok).toBe(true);
    const { rows } = await w.db.execute<{ hash: string; figures: unknown }>(
      sql`select hash, figures from caisse_closings where id = ${before.id}`,
    );
    expect(rows[0]).toEqual({ hash: before.hash, figures: before.figures });
  });

  it('the real-time payment mix names the cheques of today', async () => {
    await sell([{ method: 'cheque' }]);
    const now = (await w.call('GET', 'analytics/real-time')).json();
    expect(now.by_payment).toEqual(expect.arrayContaining([expect.objectContaining({ key: 'cheque', label: 'Chèque' })]));
  });

  it('lists the cheques to remit; a remise de chèques gathers them, its slip and exports list them', async () => {
    expect((await funds()).cheque).toBe(7400);
    const pending = (await bank('GET', 'cheques')).json();
    expect(pending.map((c: { amount_cents: number }) => c.amount_cents)).toEqual([2200, 3000, 2200]);
    expect(pending[0]).toMatchObject({ ticket_id: chequeTickets[0].id, ticket_number: chequeTickets[0].number });
    const two = pending.slice(0, 2);
    const ids = two.map((c: { payment_id: string }) => c.payment_id);
    const base = { kind: 'cheque', slip_number: 'RC-1', deposited_on: new Date().toISOString().slice(0, 10) };

    const none = await bank('POST', 'deposits', { ...base, amount_cents: 5200 });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.fields.cheque_payment_ids).toBe('Choisissez les chèques remis');
    const wrongSum = await bank('POST', 'deposits', { ...base, amount_cents: 5000, cheque_payment_ids: ids });
    expect(wrongSum.statusCode).toBe(422);
    expect(wrongSum.json().error.fields.amount_cents).toBe('Les chèques choisis font 52,00 €, pas 50,00 €');

    const made = await bank('POST', 'deposits', { ...base, amount_cents: 5200, cheque_payment_ids: ids });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({ kind: 'cheque', amount_cents: 5200 });
    expect(made.json().cheques.map((c: { ticket_number: number }) => c.ticket_number)).toEqual(chequeTickets.map((t) => t.number));
    expect((await funds()).cheque).toBe(2200);
    expect((await bank('GET', 'cheques')).json()).toHaveLength(1);

    const again = await bank('POST', 'deposits', { ...base, slip_number: 'RC-2', amount_cents: 2200, cheque_payment_ids: [ids[0]] });
    expect(again.statusCode).toBe(422);
    expect(again.json().error.fields.cheque_payment_ids).toBe(
      'Un des chèques choisis est déjà remis, ou ne fait pas partie des chèques à remettre',
    );
    const withCheques = await bank('POST', 'deposits', {
      kind: 'ticket',
      slip_number: 'X',
      deposited_on: base.deposited_on,
      amount_cents: 1,
      cheque_payment_ids: ids,
    });
    expect(withCheques.statusCode).toBe(400);

    const slip = await pdfText((await bank('GET', `deposits/${made.json().id}/slip.pdf`)).rawPayload);
    expect(slip).toContain('Remise de chèques');
    expect(slip).toContain('Chèques remis : 2 pour 52,00 €');
    expect(slip).toContain(`n°${chequeTickets[1].number}`);
    expect(slip).toContain('30,00 €');

    const csv = (await bank('GET', `deposits/export?from=${base.deposited_on}&to=${base.deposited_on}&format=csv`)).body;
    expect(csv).toContain(`;Remise de chèques;RC-1;52,00;Validée;;`);
    expect(csv).toContain(`2 (tickets n°${chequeTickets[0].number}, n°${chequeTickets[1].number})`);

    // cancelled: its cheques are to remit again
    await bank('POST', `deposits/${made.json().id}/cancel`, { reason: 'Bordereau perdu' });
    expect((await bank('GET', 'cheques')).json()).toHaveLength(3);
    expect((await funds()).cheque).toBe(7400);
    await expect(w.db.execute(sql`delete from caisse_bank_deposit_cheques where deposit_id = ${made.json().id}`)).rejects.toMatchObject({
      cause: { code: 'FF001' },
    });
    // the other restaurant sees none of them
    expect((await bank('GET', 'cheques', undefined, w.tokens.restorerB, w.b)).json()).toEqual([]);
  });
});

describe('register ↔ safe transfers outside a closing', () => {
  const transfer = (direction: 'to_safe' | 'to_register', amount_cents: number, reason: string) =>
    bank('POST', 'transfers', { direction, register_id: w.registerA.id, amount_cents, reason });
  it('moves cash between the register and the safe, without changing the total, into the day’s expected cash', async () => {
    // the safe holds the 22,00 € of the closing three days ago; today the register takes 22,00 € in cash
    await sell([{ method: 'cash' }]);
    const start = await funds();
    expect(start).toMatchObject({ register: 2200, safe: 2200, cash: 4400 });

    const tooMuch = await transfer('to_safe', 5000, 'Trop d’espèces');
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().error.fields.amount_cents).toBe('Transfert impossible : la caisse « Caisse 1 » ne contient que 22,00 €');
    const toSafe = await transfer('to_safe', 1000, 'Trop d’espèces');
    expect(toSafe.statusCode).toBe(201);
    expect(toSafe.json()).toMatchObject({ direction: 'to_safe', register_label: 'Caisse 1', amount_cents: 1000, reason: 'Trop d’espèces' });
    expect(toSafe.json().transferred_by_name).toBeTruthy();
    expect(await funds()).toMatchObject({ register: 1200, safe: 3200, cash: 4400 });

    const overSafe = await transfer('to_register', 4000, 'Monnaie');
    expect(overSafe.json().error.fields.amount_cents).toBe('Transfert impossible : le coffre ne contient que 32,00 €');
    const toRegister = await transfer('to_register', 500, 'Monnaie');
    expect(toRegister.statusCode).toBe(201);
    expect(await funds()).toMatchObject({ register: 1700, safe: 2700, cash: 4400 });
    expect((await transfer('to_safe', 0, 'x')).statusCode).toBe(400);
    expect((await transfer('to_safe', 100, ' ')).statusCode).toBe(400);

    // the movements behind the cash: two rows per transfer, netting to zero
    const behind = (await bank('GET', 'funds/movements?kind=cash&per_page=100&search=Transfert')).json();
    expect(behind.data).toHaveLength(4);
    expect(behind.data.reduce((s: number, m: { amount_cents: number }) => s + m.amount_cents, 0)).toBe(0);
    expect((await bank('GET', 'transfers')).json().total_entries).toBe(2);

    // the register counting and the day's closing expect what the drawer holds after the transfers
    expect((await bank('GET', `countings/expected?place=register&register_id=${w.registerA.id}`)).json()).toEqual({ expected_cents: 1700 });
    const today = await dayOf(0);
    const preview = (await w.call('GET', `closings/days/${today}`)).json();
    expect(preview.expected_cash_cents).toBe(1700);
    expect(preview.cash_movements).toEqual(
      expect.arrayContaining([
        { key: 'transfer_to_safe', label: 'Transfert caisse → coffre', count: 1, ttc_cents: 1000 },
        { key: 'transfer_to_register', label: 'Transfert coffre → caisse', count: 1, ttc_cents: 500 },
      ]),
    );
    const closed = await w.call('POST', `closings/days/${today}`, { counted_cash_cents: 1700, confirm_early: true });
    expect(closed.statusCode).toBe(201);
    expect(closed.json()).toMatchObject({ expected_cash_cents: 1700, cash_variance_cents: 0 });
    expect(await funds()).toMatchObject({ register: 0, safe: 4400, cash: 4400 });

    // that day is closed: its drawer went to the safe, so a register has nothing to send; the safe's cash put in
    // a register now (tomorrow's float) belongs to the next business day, whose closing will expect it
    const empty = await transfer('to_safe', 100, 'Reste');
    expect(empty.json().error.fields.amount_cents).toBe('Transfert impossible : la caisse « Caisse 1 » ne contient que 0,00 €');
    const tomorrow = await transfer('to_register', 1000, 'Fond de demain');
    expect(tomorrow.statusCode).toBe(201);
    expect(tomorrow.json().business_date).toBe(await dayOf(-1));
    expect(await funds()).toMatchObject({ register: 1000, safe: 3400, cash: 4400 });
    const report = await integrity();
    expect(report.closings.ok).toBe(true);
    const events = (await w.call('GET', 'compliance/events?kind=cash_transfer')).json();
    expect(events.data).toHaveLength(3);
    expect(events.data[1].details).toMatchObject({ direction: 'to_register', amount_cents: 500, reason: 'Monnaie', register: 'Caisse 1' });
    await expect(w.db.execute(sql`update caisse_bank_transfers set amount_cents = 1 where id = ${toSafe.json().id}`)).rejects.toMatchObject(
      {
        cause: { code: 'FF001' },
      },
    );
  });

  it('refuses a seller, the franchisor, another restaurant and its register', async () => {
    const body = { direction: 'to_safe', register_id: w.registerA.id, amount_cents: 100, reason: 'Essai' };
    for (const token of [seller, w.tokens.franchisor, w.tokens.restorerB]) {
      const res = await bank('POST', 'transfers', body, token);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('forbidden');
    }
    // the seller and another restaurant's restorer see nothing; the franchisor sees the network's caisse, moves no cash
    for (const token of [seller, w.tokens.restorerB])
      for (const path of ['transfers', 'cheques']) expect((await bank('GET', path, undefined, token)).statusCode).toBe(403);
    expect((await bank('GET', 'transfers', undefined, w.tokens.franchisor)).statusCode).toBe(200);
    expect((await bank('GET', 'deposits/00000000-0000-7000-8000-000000000000/slip.pdf')).statusCode).toBe(404);
    const registerB = await w.db.execute<{ id: string }>(sql`select id from restaurant_hardwares where restaurant_id = ${w.b}`);
    const foreign = await bank('POST', 'transfers', { ...body, register_id: registerB.rows[0].id });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().error.fields.register_id).toBe("Cette caisse n'appartient pas à ce restaurant");
    // B's own list holds none of A's transfers
    expect((await bank('GET', 'transfers', undefined, w.tokens.restorerB, w.b)).json().total_entries).toBe(0);
  });
});
