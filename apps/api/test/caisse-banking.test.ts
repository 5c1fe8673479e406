import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessDateOf } from '../src/modules/caisse/ledger/common';
import { type LedgerWorld, ledgerWorld } from './caisse-ledger-world';
import { pdfText } from './pdf-text';

let w: LedgerWorld;
beforeAll(async () => {
  w = await ledgerWorld();
});
afterAll(() => w.ctx.close());

const bank = (method: 'GET' | 'POST', path: string, payload?: unknown, token = w.tokens.restorer, restaurantId = w.a) =>
  w.call(method, `banking/${path}`, payload, token, restaurantId);
const sell = async (method: 'cash' | 'card' | 'ticket', qty = 1) => {
  const t = w.ticket({ qty });
  const res = await w.device({ ...t, payments: [{ method, amount_cents: t.total_ttc_cents }] });
  if (res.statusCode !== 201) throw new Error(`${res.statusCode} ${res.body}`);
};
let movementNumber = 0;
const movement = async (kind: 'float' | 'expense' | 'contribution', amount_cents: number) => {
  const res = await w.ctx.app.inject({
    method: 'POST',
    url: `/api/v1/restaurants/${w.a}/caisse/cash-movements`,
    headers: { 'x-device-key': w.keys.a },
    payload: { terminal_number: ++movementNumber, kind, amount_cents, occurred_at: new Date(Date.now() - 30_000).toISOString() },
  });
  if (res.statusCode !== 201) throw new Error(`${res.statusCode} ${res.body}`);
};
const funds = async () => {
  const f = (await bank('GET', 'funds')).json();
  const kind = (k: string) => f.kinds.find((x: { kind: string }) => x.kind === k).amount_cents;
  const place = (label: string) => f.cash_places.find((p: { label: string }) => p.label === label)?.amount_cents;
  return { cash: kind('cash'), card: kind('card'), ticket: kind('ticket'), register: place('Caisse 1'), safe: place('Coffre') };
};
// the business day (Paris, day change at 5 h): after midnight UTC it may still be yesterday's date
const today = () => businessDateOf(new Date(), 'Europe/Paris', 5);

describe('caisse banking: a day from the till to the bank', () => {
  it('counts the till, closes the day on the last counting, deposits the safe and cancels a deposit', async () => {
    await movement('float', 15_000);
    await sell('cash'); // 22,00 €
    await sell('card', 3); // 66,00 €
    await sell('ticket'); // 22,00 € in titres-restaurant
    expect(await funds()).toMatchObject({ cash: 2200, card: 6600, ticket: 2200, register: 17_200, safe: -15_000 });

    // expected vs counted: under the threshold no reason is needed, above it the reason is required
    const expected = await bank('GET', `countings/expected?place=register&register_id=${w.registerA.id}`);
    expect(expected.json()).toEqual({ expected_cents: 17_200 });
    const small = await bank('POST', 'countings', {
      place: 'register',
      register_id: w.registerA.id,
      denominations: { 10000: 1, 5000: 1, 2000: 1, 100: 2 },
    });
    expect(small.statusCode).toBe(201);
    expect(small.json()).toMatchObject({ counted_cents: 17_200, expected_cents: 17_200, variance_cents: 0, register_label: 'Caisse 1' });
    const short = { place: 'register', register_id: w.registerA.id, denominations: { 10000: 1, 5000: 1, 1000: 1 } };
    const refused = await bank('POST', 'countings', short);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.fields.variance_reason).toBe("Le motif de l'écart est obligatoire au-delà de 5,00 € (écart de -12,00 €)");
    const counted = await bank('POST', 'countings', { ...short, variance_reason: 'Billet de 10 € introuvable' });
    expect(counted.json()).toMatchObject({ counted_cents: 16_000, variance_cents: -1200, variance_reason: 'Billet de 10 € introuvable' });
    expect((await bank('POST', 'countings', { place: 'register', denominations: {} })).json().error.fields.register_id).toBe(
      'Choisissez la caisse comptée',
    );
    const wrongCoin = await bank('POST', 'countings', { place: 'safe', denominations: { 300: 1 } });
    expect(wrongCoin.statusCode).toBe(400);
    expect(wrongCoin.json().error.fields.denominations).toBe("Une coupure n'existe pas en euros");
    // the counting does not move the register's figure: the drawer still holds what was sold until the closing
    expect((await funds()).register).toBe(17_200);

    // the day's closing takes the last counting of the register when no amount is typed
    const closing = await w.call('POST', `closings/days/${today()}`, {
      variance_reason: 'Billet de 10 € introuvable',
      confirm_early: true, // today's day is not over
    });
    expect(closing.statusCode).toBe(201);
    expect(closing.json()).toMatchObject({ counted_cash_cents: 16_000, cash_variance_cents: -1200 });
    // closed: the drawer went to the safe (counted, not expected), the float came from the safe
    expect(await funds()).toMatchObject({ cash: 1000, register: 0, safe: 1000 });

    // a deposit never takes more than the safe holds; its notes add up to its amount
    const tooMuch = await bank('POST', 'deposits', { kind: 'cash', slip_number: 'BR-1', deposited_on: today(), amount_cents: 1500 });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().error.fields.amount_cents).toBe('Le montant dépasse ce qui est disponible : le coffre contient 10,00 €');
    const badNotes = await bank('POST', 'deposits', {
      kind: 'cash',
      slip_number: 'BR-1',
      deposited_on: today(),
      amount_cents: 1000,
      denominations: { 500: 1 },
    });
    expect(badNotes.json().error.fields.denominations).toBe('Les coupures font 5,00 €, pas 10,00 €');
    const cash = await bank('POST', 'deposits', {
      kind: 'cash',
      slip_number: 'BR-1',
      deposited_on: today(),
      amount_cents: 1000,
      denominations: { 500: 2 },
    });
    expect(cash.statusCode).toBe(201);
    expect(cash.json()).toMatchObject({ number: 1, status: 'validated', amount_cents: 1000 });
    const titres = await bank('POST', 'deposits', { kind: 'ticket', slip_number: 'CRT-77', deposited_on: today(), amount_cents: 2200 });
    expect(titres.json().number).toBe(2);
    expect(await funds()).toMatchObject({ cash: 0, safe: 0, ticket: 0, card: 6600 });

    // the slip (PDF) names the deposit
    const slip = await bank('GET', `deposits/${cash.json().id}/slip.pdf`);
    expect(slip.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(slip.rawPayload);
    expect(text).toContain('Bordereau de remise en banque');
    expect(text).toContain('BR-1');
    expect(text).toContain('Remise d’espèces');

    // cancelled with a reason, never edited: the amount comes back
    const canceled = await bank('POST', `deposits/${titres.json().id}/cancel`, { reason: 'Bordereau mal rempli' });
    expect(canceled.json()).toMatchObject({ status: 'canceled', cancel_reason: 'Bordereau mal rempli' });
    expect((await funds()).ticket).toBe(2200);
    expect((await bank('POST', `deposits/${titres.json().id}/cancel`, { reason: 'Encore' })).statusCode).toBe(409);
    expect((await bank('POST', `deposits/${cash.json().id}/cancel`, { reason: '' })).statusCode).toBe(400);
    await expect(w.db.execute(sql`update caisse_bank_deposits set amount_cents = 1 where id = ${cash.json().id}`)).rejects.toMatchObject({
      cause: { code: 'FF001', message: expect.stringMatching(/ne se modifie pas/) },
    });
    await expect(w.db.execute(sql`delete from caisse_bank_deposits where id = ${cash.json().id}`)).rejects.toMatchObject({
      cause: { code: 'FF001' },
    });
    await expect(w.db.execute(sql`delete from caisse_bank_countings where id = ${counted.json().id}`)).rejects.toMatchObject({
      cause: { code: 'FF001' },
    });

    // the movements behind the cash figure add up to it
    const behind = (await bank('GET', 'funds/movements?kind=cash&per_page=100')).json();
    expect(behind.data.reduce((s: number, m: { amount_cents: number }) => s + m.amount_cents, 0)).toBe(0);
    expect(behind.data.map((m: { source: string }) => m.source).sort()).toEqual(
      ['closing_variance', 'deposit', 'float', 'float', 'payments'].sort(),
    );

    // every action is in the event journal
    const events = (await w.call('GET', 'compliance/events?per_page=100')).json().data.map((e: { kind: string }) => e.kind);
    expect(events.filter((k: string) => k === 'counting')).toHaveLength(2);
    expect(events.filter((k: string) => k === 'deposit')).toHaveLength(2);
    expect(events).toContain('deposit_canceled');
  });

  it('exports the deposits of a period as CSV, XLSX and PDF, journaled', async () => {
    const csv = await bank('GET', `deposits/export?from=${today()}&to=${today()}&format=csv`);
    expect(csv.statusCode).toBe(200);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe("Remise n°;Date;Nature;Bordereau;Montant;Statut;Motif d'annulation;Établie par;Chèques remis");
    expect(lines[1]).toContain(';Remise d’espèces;BR-1;10,00;Validée;');
    expect(lines[2]).toContain(';Annulée;Bordereau mal rempli;');
    expect(lines.at(-1)).toBe('Total des remises validées;;;;10,00;;;;');
    for (const format of ['xlsx', 'pdf'])
      expect((await bank('GET', `deposits/export?from=${today()}&to=${today()}&format=${format}`)).statusCode).toBe(200);
    const reversed = await bank('GET', `deposits/export?from=${today()}&to=2000-01-01&format=csv`);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().error.fields).toEqual({ to: 'La fin de la période ne peut pas précéder son début' });
    // a list filtered by a reversed range is refused the same way (the shared range check)
    expect((await bank('GET', `funds/movements?from=${today()}&to=2000-01-01`)).json().error.fields).toEqual({
      to: 'La fin de la période ne peut pas précéder son début',
    });
    const events = (await w.call('GET', 'compliance/events?kind=export')).json();
    expect(events.total_entries).toBe(3);
  });

  it('without a counting nor a typed amount, a closing is refused', async () => {
    const res = await w.call('POST', `closings/days/${today()}`, { confirm_early: true }, w.tokens.restorerB, w.b);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields.counted_cash_cents).toBe(
      'Aucun comptage de caisse pour cette journée : comptez la caisse ou saisissez les espèces comptées',
    );
  });
});

describe('caisse banking: tenant isolation', () => {
  it("answers 404 for B's deposit under A's URL, 403 for A's URL with B's token, and refuses counting B's register", async () => {
    const ownDeposit = (await bank('GET', 'deposits')).json().data[0];
    const underB = await bank('GET', `deposits/${ownDeposit.id}`, undefined, w.tokens.restorerB, w.b);
    expect(underB.statusCode).toBe(404);
    expect(underB.json().error.message).toBe('Remise introuvable');
    expect((await bank('POST', `deposits/${ownDeposit.id}/cancel`, { reason: 'x' }, w.tokens.restorerB, w.b)).statusCode).toBe(404);
    expect((await bank('GET', `deposits/${ownDeposit.id}/slip.pdf`, undefined, w.tokens.restorerB, w.b)).statusCode).toBe(404);
    for (const path of ['funds', 'countings', 'deposits', `deposits/${ownDeposit.id}`]) {
      expect((await bank('GET', path, undefined, w.tokens.restorerB)).statusCode, path).toBe(403);
    }
    const registerB = await w.db.execute<{ id: string }>(sql`select id from restaurant_hardwares where restaurant_id = ${w.b}`);
    const foreign = await bank('POST', 'countings', { place: 'register', register_id: registerB.rows[0].id, denominations: { 100: 1 } });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().error.fields.register_id).toBe("Cette caisse n'appartient pas à ce restaurant");
    expect(
      (await bank('GET', 'funds', undefined, w.tokens.restorerB, w.b))
        .json()
        .kinds.every((k: { amount_cents: number }) => k.amount_cents === 0),
    ).toBe(true);
  });
});
