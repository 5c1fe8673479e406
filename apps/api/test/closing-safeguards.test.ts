import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hardwares, restaurantHardwares } from '../src/db/schema';
import { hashToken, newToken } from '../src/lib/tokens';
import { businessDateOf } from '../src/modules/caisse/ledger/common';
import { type LedgerWorld, ledgerWorld } from './caisse-ledger-world';
import { bearer } from './fixtures';

/**
 * Issue 24, rules 1 and 2: the closing proposes the cash counted in « Comptages » (a counting names its business
 * day, by default the oldest unclosed one) and says where it comes from; a day that is not over closes only once
 * confirmed; a PNL month closes only when it is over and every day of it with sales has its Z.
 */
let w: LedgerWorld;
let registerB: string;
beforeAll(async () => {
  w = await ledgerWorld();
  // a second register of A, never counted: the closing names it
  const [terminal] = await w.db.insert(hardwares).values({ kind: 'pos_terminal', brand: 'Sunmi', model: 'V2' }).returning();
  const [row] = await w.db
    .insert(restaurantHardwares)
    .values({ restaurant_id: w.a, hardware_id: terminal.id, label: 'Caisse bar', api_key_hash: hashToken(newToken()) })
    .returning();
  registerB = row.id;
});
afterAll(() => w.ctx.close());

const today = () => businessDateOf(new Date(), 'Europe/Paris', 5);
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const bank = (method: 'GET' | 'POST', path: string, payload?: unknown) => w.call(method, `banking/${path}`, payload);
const pnl = (method: 'GET' | 'POST', path: string) =>
  w.ctx.app.inject({ method, url: `/api/v1/restaurants/${w.a}/pnl/${path}`, headers: bearer(w.tokens.restorer) });
const sell = async (at: string, method: 'cash' | 'card' = 'cash') => {
  const t = w.ticket({ at });
  const res = await w.device({ ...t, payments: [{ method, amount_cents: t.total_ttc_cents }] });
  if (res.statusCode !== 201) throw new Error(`${res.statusCode} ${res.body}`);
  return res.json().ticket as { number: number; late: boolean };
};
const frenchDay = (day: string) => day.split('-').reverse().join('/');

describe('closing safeguards', () => {
  // the 15th of last month: always before yesterday
  const lastMonth = addDays(`${today().slice(0, 7)}-01`, -1).slice(0, 7);
  const pastDay = `${lastMonth}-15`;

  it('closes a PNL month only when it is over and each day with sales has its Z (French 422 naming the days)', async () => {
    await sell(`${pastDay}T11:00:00.000Z`, 'card');
    const check = await pnl('GET', `months/${lastMonth}/closable`);
    expect(check.json()).toMatchObject({ closable: false, month_over: true, missing_days: [pastDay] });
    const refused = await pnl('POST', `months/${lastMonth}/close`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.message).toBe(
      `Le mois ne peut pas encore être clôturé : cette journée n’a pas de clôture de caisse (Z) : ${frenchDay(pastDay)}.`,
    );
    // the month in progress is refused however many Z it has
    const current = await pnl('POST', `months/${today().slice(0, 7)}/close`);
    expect(current.statusCode).toBe(422);
    expect(current.json().error.message).toMatch(/^Le mois ne peut pas encore être clôturé : le mois de .* n'est pas terminé/);
    expect((await pnl('GET', `months/${today().slice(0, 7)}/closable`)).json()).toMatchObject({ closable: false, month_over: false });
    // nothing was written
    const { rows } = await w.db.execute(sql`select 1 from pnl_month_closures where restaurant_id = ${w.a}`);
    expect(rows).toHaveLength(0);

    // once the day has its Z, the month closes
    expect((await w.call('POST', `closings/days/${pastDay}`, { counted_cash_cents: 0 })).statusCode).toBe(201);
    expect((await pnl('GET', `months/${lastMonth}/closable`)).json()).toEqual({
      closable: true,
      reason: null,
      month_over: true,
      missing_days: [],
    });
    const closed = await pnl('POST', `months/${lastMonth}/close`);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().closure.closed_by_name).toBe('restorer Test');
    // another restaurant's restorer is refused
    const other = await w.ctx.app.inject({
      method: 'GET',
      url: `/api/v1/restaurants/${w.a}/pnl/months/${lastMonth}/closable`,
      headers: bearer(w.tokens.restorerB),
    });
    expect(other.statusCode).toBe(403);
  });

  it('a counting names its day (default: the oldest unclosed one) and the closing proposes it, says whose and names the registers not counted', async () => {
    const yesterday = addDays(today(), -1);
    await sell(`${yesterday}T11:00:00.000Z`); // 22,00 € cash, in register « Caisse 1 »
    const days = (await bank('GET', 'countings/days')).json();
    expect(days).toEqual({ default_date: yesterday, dates: [yesterday, today()] });

    // counted without naming a day (the 05:40 case): it is yesterday's, the oldest unclosed day
    const counted = await bank('POST', 'countings', { place: 'register', register_id: w.registerA.id, denominations: { 2000: 1, 200: 1 } });
    expect(counted.statusCode, counted.body).toBe(201);
    expect(counted.json()).toMatchObject({ business_date: yesterday, counted_cents: 2200, variance_cents: 0 });
    // a counting of today is today's: yesterday's closing does not take it
    const ofToday = await bank('POST', 'countings', {
      place: 'register',
      register_id: w.registerA.id,
      business_date: today(),
      denominations: { 1000: 2, 100: 2 },
    });
    expect(ofToday.json()).toMatchObject({ business_date: today(), counted_cents: 2200 });
    // neither a day to come nor a closed one
    const future = await bank('POST', 'countings', {
      place: 'register',
      register_id: w.registerA.id,
      business_date: addDays(today(), 1),
      denominations: {},
    });
    expect(future.statusCode).toBe(422);
    expect(future.json().error.fields.business_date).toBe("Cette journée n'a pas commencé");
    const closedDay = await bank('POST', 'countings', {
      place: 'register',
      register_id: w.registerA.id,
      business_date: pastDay,
      denominations: {},
    });
    expect(closedDay.statusCode).toBe(422);
    expect(closedDay.json().error.fields.business_date).toBe(
      `La journée du ${frenchDay(pastDay)} est déjà clôturée : comptez une journée ouverte`,
    );

    const preview = (await w.call('GET', `closings/days/${yesterday}`)).json();
    expect(preview).toMatchObject({
      expected_cash_cents: 2200,
      proposed_counted_cash_cents: 2200,
      day_not_over: false,
      open_orders: [],
      uncounted_registers: [{ register_id: registerB, label: 'Caisse bar' }],
    });
    expect(preview.countings).toEqual([
      {
        counting_id: counted.json().id,
        register_id: w.registerA.id,
        register_label: 'Caisse 1',
        business_date: yesterday,
        counted_at: counted.json().counted_at,
        counted_by_name: 'restorer Test',
        counted_cents: 2200,
      },
    ]);

    // a typed amount short of the expected cash: the reason is asked for, and the gap says « manque » with its sign
    const short = await w.call('POST', `closings/days/${yesterday}`, { counted_cash_cents: 1900 });
    expect(short.statusCode).toBe(422);
    expect(short.json().error.fields.variance_reason).toBe("Le motif de l'écart de caisse est obligatoire (manque de −3,00\u00a0€)");
    const over = await w.call('POST', `closings/days/${yesterday}`, { counted_cash_cents: 2450 });
    expect(over.json().error.fields.variance_reason).toBe("Le motif de l'écart de caisse est obligatoire (excédent de +2,50\u00a0€)");
    // without an amount the closing takes the counting
    const closed = await w.call('POST', `closings/days/${yesterday}`, {});
    expect(closed.statusCode, closed.body).toBe(201);
    expect(closed.json()).toMatchObject({ counted_cash_cents: 2200, cash_variance_cents: 0 });
  });

  it('closing today before it is over asks for confirm_early (422 naming the open orders and the late tickets); confirmed, it closes', async () => {
    await sell(new Date(Date.now() - 60_000).toISOString());
    // an order still open (status `opened`), as a terminal holding a table would leave it
    const { rows } = await w.db.execute<{ n: number }>(sql`select max(number)::int as n from caisse_tickets where restaurant_id = ${w.a}`);
    const openNumber = rows[0].n + 100;
    const now = new Date().toISOString();
    await w.db.execute(sql`insert into caisse_tickets (id, restaurant_id, number, business_date, status, source, type, opened_at, closed_at,
        total_ht_cents, total_tva_cents, total_ttc_cents, previous_hash, hash, register_id, register_label)
      values (gen_random_uuid(), ${w.a}, ${openNumber}, ${today()}, 'opened', 'pos', 'on_spot', ${now}, ${now}, 0, 0, 0, 'x', 'y', ${w.registerA.id}, 'Caisse 1')`);

    // and a terminal's order not cashed yet, at table 4 (caisse_open_orders); one already cashed is not named
    const later = new Date(Date.now() + 1000).toISOString();
    for (const [ref, closedAt] of [
      ['T4-1', null],
      ['T5-1', now],
    ] as const)
      await w.db.execute(sql`insert into caisse_open_orders (restaurant_id, id, register_id, order_ref, business_date, source, type, table_label,
          covers, lines, lines_count, total_ttc_cents, opened_at, closed_at)
        values (${w.a}, gen_random_uuid(), ${w.registerA.id}, ${ref}, ${today()}, 'pos', 'on_spot', ${ref.slice(1, 2)}, 2, '[]'::jsonb, 0, 0,
          ${later}, ${closedAt})`);

    const preview = (await w.call('GET', `closings/days/${today()}`)).json();
    expect(preview.day_not_over).toBe(true);
    expect(preview.open_orders.map((o: { label: string }) => o.label)).toEqual([`n°${openNumber}`, 'table 4']);
    // today's counting (2 × 10 € + 2 × 1 €) is proposed for today
    expect(preview.proposed_counted_cash_cents).toBe(2200);

    const refused = await w.call('POST', `closings/days/${today()}`, { counted_cash_cents: 2200 });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.fields.confirm_early).toBe(
      `La journée du ${frenchDay(today())} n'est pas terminée (elle se termine demain à 05:00) : 2 commandes en cours (n°${openNumber}, table 4). ` +
        'Les tickets encaissés après la clôture iront dans la clôture suivante (tickets tardifs). Confirmez la clôture anticipée.',
    );
    expect((await w.call('POST', `closings/days/${today()}`, { counted_cash_cents: 2200, confirm_early: false })).statusCode).toBe(422);
    const { rows: none } = await w.db.execute(
      sql`select 1 from caisse_closings where restaurant_id = ${w.a} and business_date = ${today()}`,
    );
    expect(none).toHaveLength(0);

    const closed = await w.call('POST', `closings/days/${today()}`, { counted_cash_cents: 2200, confirm_early: true });
    expect(closed.statusCode, closed.body).toBe(201);
    // a ticket of today sent after the closing is late: the next closing takes it
    const after = await sell(new Date(Date.now() - 30_000).toISOString());
    expect(after.late).toBe(true);
  });
});
