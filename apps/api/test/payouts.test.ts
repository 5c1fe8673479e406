import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LedgerWorld, ledgerWorld } from './caisse-ledger-world';
import { addMembers, login } from './fixtures';

/** Payouts reconciled (« Remises et versements », docs/caisse-banking.md): matching, funds, PNL, access. */

let w: LedgerWorld;
let accountant: string;
const DAY = 86_400_000;
const bank = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: unknown, token = w.tokens.restorer, restaurantId = w.a) =>
  w.call(method, `banking/${path}`, payload, token, restaurantId);

/** A ticket of 22,00 € × qty closed `daysAgo` days ago, paid as given. */
const sell = async (daysAgo: number, qty = 1, payment: Record<string, unknown> = { method: 'card' }) => {
  const t = w.ticket({ qty });
  const closed = new Date(Date.now() - daysAgo * DAY - 60_000);
  const res = await w.device({
    ...t,
    opened_at: new Date(closed.getTime() - 30 * 60_000).toISOString(),
    closed_at: closed.toISOString(),
    payments: [{ ...payment, amount_cents: t.total_ttc_cents }],
  });
  if (res.statusCode !== 201) throw new Error(`${res.statusCode} ${res.body}`);
  return res.json().ticket as { id: string };
};
/** The business day `daysAgo` days ago on the restaurant's clock (Paris, 05:00 day change). */
const dayOf = async (daysAgo: number) =>
  (
    await w.db.execute<{ d: string }>(
      sql`select ((now() - ${`${daysAgo} days`}::interval - interval '60 seconds') at time zone r.timezone - make_interval(hours => r.day_change_hour))::date::text as d
          from restaurants r where r.id = ${w.a}`,
    )
  ).rows[0].d;
const cardFunds = async () =>
  (await bank('GET', 'funds')).json().kinds.find((k: { kind: string }) => k.kind === 'card').amount_cents as number;
const record = async (body: Record<string, unknown>) => {
  const res = await bank('POST', 'payouts', { provider: 'card', received_on: await dayOf(0), ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; status: string; commission_vat_cents: number };
};

const d: Record<number, string> = {};
beforeAll(async () => {
  w = await ledgerWorld();
  const members = await addMembers(w.db, w.world, ['accountant']);
  accountant = await login(w.ctx.app, members.accountant.email);
  for (const n of [9, 6, 4, 3, 2, 0]) d[n] = await dayOf(n);
  // card takings: 22 € on D-9, D-6 and D-4, 44 € on D-3 (two tickets) and D-2 (one of two dishes)
  await sell(9);
  await sell(6);
  await sell(4);
  await sell(3);
  await sell(3);
  await sell(2, 2);
});
afterAll(() => w.ctx.close());

describe('matching a payout with the days it covers', () => {
  let p1: string;
  it('proposes the oldest run of days whose gross is received + commission, within the tolerance, and confirms it', async () => {
    const p0 = await record({ amount_cents: 2180, commission_cents: 20, reference: 'CB-0' });
    expect((await bank('GET', `payouts/${p0.id}/proposal`)).json().days).toEqual([{ business_date: d[9], gross_cents: 2200 }]);
    expect((await bank('POST', `payouts/${p0.id}/match`, { days: [d[9]] })).statusCode).toBe(200);

    const before = await cardFunds();
    // 65,00 € + 0,60 € of commission against 66,00 € of D-4 and D-3: 0,40 € apart, within the 1,00 € tolerance
    const payout = await record({ amount_cents: 6500, commission_cents: 60, reference: 'CB-1' });
    p1 = payout.id;
    expect(payout).toMatchObject({ status: 'unmatched', commission_vat_cents: 0 });
    const proposal = (await bank('GET', `payouts/${p1}/proposal`)).json();
    expect(proposal).toMatchObject({
      days: [
        { business_date: d[4], gross_cents: 2200 },
        { business_date: d[3], gross_cents: 4400 },
      ],
      target_cents: 6560,
      expected_gross_cents: 6600,
      difference_cents: -40,
      tolerance_cents: 100,
      message: null,
    });
    const matched = await bank('POST', `payouts/${p1}/match`, {
      days: proposal.days.map((x: { business_date: string }) => x.business_date),
    });
    expect(matched.statusCode, matched.body).toBe(200);
    expect(matched.json()).toMatchObject({ status: 'matched', days: [d[4], d[3]], gross_cents: 6600, matched_by_name: expect.any(String) });
    // the funds: the gross of the days leaves the cards « à encaisser », to the cent
    expect(await cardFunds()).toBe(before - 6600);
    const movements = (await bank('GET', 'funds/movements?kind=card&per_page=100')).json();
    expect(movements.data.find((m: { source: string; label: string }) => m.source === 'payout' && m.label.includes('CB-1'))).toMatchObject({
      amount_cents: -6600,
      label: 'Versement Cartes bancaires (CB-1)',
    });
  });

  it('says the rule in French when nothing fits, refuses a payout short of the tolerance, and takes a wider tolerance', async () => {
    // 42,00 + 0,50 against D-2's 44,00 €: 1,50 € short
    const p2 = await record({ amount_cents: 4200, commission_cents: 50 });
    const none = (await bank('GET', `payouts/${p2.id}/proposal`)).json();
    expect(none.days).toEqual([]);
    expect(none.candidates.map((c: { business_date: string }) => c.business_date)).toEqual([d[6], d[2]]);
    expect(none.message).toBe(
      'Aucune suite de journées ne correspond : le brut attendu des paiements Cartes bancaires de journées consécutives non rapprochées ' +
        '(avant la date de réception) doit égaler le montant reçu plus la commission, soit 42,50 €, à 1,00 € près. ' +
        'Choisissez les journées à la main ou vérifiez le versement.',
    );
    const short = await bank('POST', `payouts/${p2.id}/match`, { days: [d[2]] });
    expect(short.statusCode).toBe(422);
    expect(short.json().error.message).toBe(
      'Les journées choisies font 44,00 € de paiements Cartes bancaires, le versement reçu plus sa commission 42,50 € : un manque de 1,50 €, au-delà de la tolérance de 1,00 €',
    );
    const settings = (await bank('GET', 'payouts/settings')).json();
    expect((await bank('PUT', 'payouts/settings', { ...settings, tolerance_cents: 200 })).statusCode).toBe(200);
    expect((await bank('GET', `payouts/${p2.id}/proposal`)).json().days).toEqual([{ business_date: d[2], gross_cents: 4400 }]);
    expect((await bank('PUT', 'payouts/settings', { ...settings, tolerance_cents: 100 })).statusCode).toBe(200);
    expect((await bank('DELETE', `payouts/${p2.id}`)).statusCode).toBe(204);
    expect((await bank('GET', `payouts/${p2.id}`)).statusCode).toBe(404);
  });

  it('refuses an over-payment, a day matched twice, a day after the payout and a cancelled day, changing nothing', async () => {
    const before = await cardFunds();
    const over = await record({ amount_cents: 5000, commission_cents: 0 });
    const res = await bank('POST', `payouts/${over.id}/match`, { days: [d[2]] });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toContain('un trop-perçu de 6,00 €');

    const twice = await record({ amount_cents: 2180, commission_cents: 20 });
    const again = await bank('POST', `payouts/${twice.id}/match`, { days: [d[4]] });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(
      `La journée du ${d[4].split('-').reverse().join('/')} est déjà rapprochée d'un versement Cartes bancaires reçu le ${d[0].split('-').reverse().join('/')}`,
    );
    expect((await bank('POST', `payouts/${p1}/match`, { days: [d[2]] })).statusCode).toBe(409);

    // a ticket sold and cancelled today: the day nets to zero, nothing to pay out
    const t = await sell(0);
    expect((await w.call('POST', `tickets/${t.id}/cancel`, { reason: 'Erreur' })).statusCode).toBe(201);
    const tomorrow = new Date(Date.parse(`${d[0]}T00:00:00Z`) + DAY).toISOString().slice(0, 10);
    const onCancelled = await record({ amount_cents: 2200, received_on: tomorrow });
    const cancelled = await bank('POST', `payouts/${onCancelled.id}/match`, { days: [d[0]] });
    expect(cancelled.statusCode).toBe(422);
    expect(cancelled.json().error.message).toContain("n'a aucun paiement Cartes bancaires à verser");
    const early = await bank('POST', `payouts/${twice.id}/match`, { days: [d[0]] });
    expect(early.statusCode).toBe(422);
    expect(early.json().error.message).toContain("n'est pas antérieure à la réception du versement");
    expect(await cardFunds()).toBe(before);
    const { rows } = await w.db.execute(sql`select 1 from caisse_payout_days where restaurant_id = ${w.a}`);
    expect(rows).toHaveLength(3); // D-9, D-4, D-3
    for (const id of [over.id, twice.id, onCancelled.id]) expect((await bank('DELETE', `payouts/${id}`)).statusCode).toBe(204);
  });

  it('undoes a match: the days are free again and the funds take their gross back; a matched payout is not removed', async () => {
    const before = await cardFunds();
    expect((await bank('DELETE', `payouts/${p1}`)).statusCode).toBe(409);
    const undone = await bank('POST', `payouts/${p1}/unmatch`, {});
    expect(undone.json()).toMatchObject({ status: 'unmatched', days: [], gross_cents: null });
    expect(await cardFunds()).toBe(before + 6600);
    expect((await bank('POST', `payouts/${p1}/unmatch`, {})).statusCode).toBe(409);
    expect((await bank('POST', `payouts/${p1}/match`, { days: [d[4], d[3]] })).statusCode).toBe(200);
    expect(await cardFunds()).toBe(before);
  });

  it('refuses card deposits once payouts exist, and lists payouts by provider and state', async () => {
    const deposit = await bank('POST', 'deposits', { kind: 'card', slip_number: 'X1', deposited_on: d[0], amount_cents: 100 });
    expect(deposit.statusCode).toBe(422);
    expect(deposit.json().error.message).toContain('« Remises et versements »');
    const list = (await bank('GET', 'payouts?provider=card&status=matched')).json();
    expect(list.data.map((p: { reference: string }) => p.reference).sort()).toEqual(['CB-0', 'CB-1']);
    expect((await bank('GET', 'payouts?status=unmatched')).json().data).toEqual([]);
  });
});

describe('the banking home and the PNL', () => {
  it('sums what reached the bank and the commissions by provider (platform VAT 20 %), and flags the days overdue', async () => {
    // D-6 is unmatched, after the first matched card day and older than the acquirer's 3 days: flagged; D-2 is not yet
    const uber = await record({ provider: 'uber_eats', amount_cents: 10_000, commission_cents: 1200 });
    expect(uber.commission_vat_cents).toBe(200);
    const summary = (await bank('GET', 'payouts/summary')).json();
    expect(summary).toMatchObject({
      received_cents: 2180 + 6500 + 10_000,
      commission_cents: 20 + 60 + 1200,
      commissions: [
        { provider: 'card', commission_cents: 80, commission_vat_cents: 0 },
        { provider: 'uber_eats', commission_cents: 1200, commission_vat_cents: 200 },
      ],
      overdue: [{ provider: 'card', business_date: d[6], gross_cents: 2200 }],
      overdue_count: 1,
    });
  });

  it('reads the commissions HT instead of the configured bank fee in a month with payouts, never both', async () => {
    const pnl = (method: 'GET' | 'POST', path: string, payload?: unknown) =>
      w.ctx.app.inject({
        method,
        url: `/api/v1/restaurants/${w.a}/pnl/${path}`,
        headers: { authorization: `Bearer ${w.tokens.restorer}` },
        ...(payload ? { payload: payload as object } : {}),
      });
    const fee = (
      await pnl('POST', 'categories', {
        name: 'Commissions carte bancaire',
        section: 'external',
        mode: 'percent',
        amount_cents: 0,
        rate_bp: 150,
      })
    ).json();
    const month = d[0].slice(0, 7);
    const line = async () => {
      const s = (await pnl('GET', `months/${month}`)).json();
      return s.lines.find((l: { key: string }) => l.key === `cat:${fee.id}`).month.actual as number;
    };
    const revenue = (await pnl('GET', `months/${month}`)).json().lines.find((l: { key: string }) => l.key === 'revenue').month.actual;
    expect(await line()).toBe(Math.round((revenue * 150) / 10_000));
    const settings = (await bank('GET', 'payouts/settings')).json();
    expect((await bank('PUT', 'payouts/settings', { ...settings, bank_fee_category_id: fee.id })).statusCode).toBe(200);
    // the payouts received this month: card 0,20 + 0,60 (no VAT), Uber Eats 12,00 − 2,00 of deductible VAT
    const received = (await bank('GET', 'payouts')).json().data.filter((p: { received_on: string }) => p.received_on.startsWith(month));
    const ht = received.reduce(
      (s: number, p: { commission_cents: number; commission_vat_cents: number }) => s + p.commission_cents - p.commission_vat_cents,
      0,
    );
    expect(ht).toBe(20 + 60 + 1000);
    expect(await line()).toBe(ht);
    const sources = (await pnl('GET', `months/${month}/lines/cat:${fee.id}`)).json();
    expect(sources.rows.map((r: { label: string; amount_cents: number }) => [r.label, r.amount_cents])).toEqual([
      ['Commissions Cartes bancaires', 80],
      ['Commissions Uber Eats', 1000],
    ]);
    const missing = await bank('PUT', 'payouts/settings', { ...settings, bank_fee_category_id: '00000000-0000-7000-8000-000000000000' });
    expect(missing.statusCode).toBe(422);
  });
});

describe('access', () => {
  it('keeps each restaurant’s payouts to itself, and the accountant reads without writing', async () => {
    const [mine] = (await bank('GET', 'payouts')).json().data;
    expect((await bank('GET', `payouts/${mine.id}`, undefined, w.tokens.restorerB, w.b)).statusCode).toBe(404);
    expect((await bank('POST', `payouts/${mine.id}/unmatch`, {}, w.tokens.restorerB, w.b)).statusCode).toBe(404);
    expect((await bank('DELETE', `payouts/${mine.id}`, undefined, w.tokens.restorerB, w.b)).statusCode).toBe(404);
    expect((await bank('GET', 'payouts', undefined, w.tokens.restorerB)).statusCode).toBe(403);
    expect((await bank('GET', 'payouts', undefined, accountant)).statusCode).toBe(200);
    const write = await bank('POST', 'payouts', { provider: 'card', received_on: d[0], amount_cents: 100 }, accountant);
    expect(write.statusCode).toBe(403);
    expect((await bank('POST', `payouts/${mine.id}/unmatch`, {}, accountant)).statusCode).toBe(403);
    expect(
      (await bank('PUT', 'payouts/settings', { card_acquirer: 'X', tolerance_cents: 0, bank_fee_category_id: null }, accountant))
        .statusCode,
    ).toBe(403);
  });

  it('refuses a bad payout in French and stores nothing', async () => {
    const count = async () => (await w.db.execute(sql`select 1 from caisse_payouts where restaurant_id = ${w.a}`)).rows.length;
    const before = await count();
    const res = await bank('POST', 'payouts', { provider: 'visa', received_on: '2026-02-30', amount_cents: 0 });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields).sort()).toEqual(['amount_cents', 'provider', 'received_on']);
    expect(await count()).toBe(before);
  });
});
