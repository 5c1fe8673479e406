import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCaisseBanking } from '../src/db/seed/caisse-banking';
import { seedCaisseLedger } from '../src/db/seed/caisse-ledger';
import { platformScope } from '../src/lib/tenant-scope';
import { fundsByKind } from '../src/modules/caisse/banking/funds';
import { type LedgerWorld, ledgerWorld } from './caisse-ledger-world';

let w: LedgerWorld;
beforeAll(async () => {
  w = await ledgerWorld();
  // a generated month of sales (floats, expenses, cancellations, closings with variances), then its banking
  await seedCaisseLedger(w.db, 30);
  await seedCaisseBanking(w.db);
}, 240_000);
afterAll(() => w.ctx.close());

type Kind = 'cash' | 'card' | 'online' | 'ticket' | 'cheque';
const KINDS: Kind[] = ['cash', 'card', 'online', 'ticket', 'cheque'];

/** What entered and left in [from, to), read straight from the ledger and banking tables, per kind. */
const flows = async (restaurantId: string, from: string, to: string) => {
  const [{ rows: takings }, { rows: deposits }, { rows: movements }, { rows: variances }] = await Promise.all([
    w.db.execute<{ kind: Kind; cents: number }>(
      sql`select p.method as kind, sum(p.amount_cents)::bigint as cents from caisse_ticket_payments p
          join caisse_tickets t on t.restaurant_id = p.restaurant_id and t.id = p.ticket_id
          where p.restaurant_id = ${restaurantId} and t.closed_at >= ${from} and t.closed_at < ${to} group by p.method`,
    ),
    // deposits, and the matched payouts: the gross of the days they cover leaves on the day received
    w.db.execute<{ kind: Kind; cents: number }>(
      sql`select kind, sum(cents)::bigint as cents from (
            select kind, (sum(amount_cents) filter (where created_at >= ${from} and created_at < ${to})
                          - coalesce(sum(amount_cents) filter (where canceled_at >= ${from} and canceled_at < ${to}), 0)) as cents
              from caisse_bank_deposits where restaurant_id = ${restaurantId} group by kind
            union all
            select case when po.provider = 'card' then 'card' when po.provider in ('uber_eats', 'deliveroo', 'web') then 'online' else 'ticket' end,
                   pd.gross_cents
              from caisse_payouts po join caisse_payout_days pd on pd.restaurant_id = po.restaurant_id and pd.payout_id = po.id
             where po.restaurant_id = ${restaurantId} and po.status = 'matched'
               and po.received_on::timestamptz >= ${from} and po.received_on::timestamptz < ${to}) x
          group by kind`,
    ),
    // the float moves cash from the safe to the drawer: not a movement of the funds
    w.db.execute<{ cents: number }>(
      sql`select coalesce(sum(case when kind = 'contribution' then amount_cents when kind in ('withdrawal', 'expense') then -amount_cents else 0 end), 0)::bigint as cents
          from caisse_cash_movements where restaurant_id = ${restaurantId} and occurred_at >= ${from} and occurred_at < ${to}`,
    ),
    w.db.execute<{ cents: number }>(
      sql`select coalesce((select sum(cash_variance_cents) from caisse_closings where restaurant_id = ${restaurantId}
                             and closed_at >= ${from} and closed_at < ${to}), 0)
               + coalesce((select sum(variance_cents) from caisse_bank_countings where restaurant_id = ${restaurantId} and place = 'safe'
                             and counted_at >= ${from} and counted_at < ${to}), 0) as cents`,
    ),
  ]);
  const of = (rows: { kind: Kind; cents: number }[], kind: Kind) => Number(rows.find((r) => r.kind === kind)?.cents ?? 0);
  return Object.fromEntries(
    KINDS.map((kind) => [
      kind,
      {
        takings: of(takings, kind),
        deposits: of(deposits, kind),
        movements: kind === 'cash' ? Number(movements[0].cents) + Number(variances[0].cents) : 0,
      },
    ]),
  ) as Record<Kind, { takings: number; deposits: number; movements: number }>;
};

describe('caisse banking: a generated month adds up', () => {
  it('day by day and over the month, funds at the end = start + takings − deposits ± movements, to the cent, per kind', async () => {
    const scope = platformScope(w.a);
    const { rows } = await w.db.execute<{ first: string }>(
      sql`select min(closed_at)::date::text as first from caisse_tickets where restaurant_id = ${w.a}`,
    );
    const start = new Date(`${rows[0].first}T00:00:00Z`);
    const end = new Date(Date.now() + 60_000);
    const at = (d: Date) => d.toISOString();
    const amounts = async (until: Date) =>
      Object.fromEntries((await fundsByKind(w.db, scope, at(until))).map((f) => [f.kind, f.amount_cents]));

    const deposits = await w.db.execute<{ n: number }>(
      sql`select count(*)::int as n from caisse_bank_deposits where restaurant_id = ${w.a}`,
    );
    expect(deposits.rows[0].n).toBeGreaterThanOrEqual(4);
    // the demo's payouts: daily card, weekly online, monthly card titres, all matched (docs/caisse-banking.md)
    const { rows: payouts } = await w.db.execute<{ provider: string; n: number }>(
      sql`select provider, count(*)::int as n from caisse_payouts where restaurant_id = ${w.a} and status = 'matched' group by provider`,
    );
    expect(Number(payouts.find((p) => p.provider === 'card')?.n)).toBeGreaterThanOrEqual(20);

    let before = await amounts(start);
    for (let day = start; day < end; ) {
      const next = new Date(Math.min(day.getTime() + 86_400_000, end.getTime()));
      const after = await amounts(next);
      const f = await flows(w.a, at(day), at(next));
      for (const kind of KINDS) {
        expect(after[kind], `${kind} on ${at(day).slice(0, 10)}`).toBe(
          before[kind] + f[kind].takings - f[kind].deposits + f[kind].movements,
        );
      }
      before = after;
      day = next;
    }

    const total = await flows(w.a, at(start), at(end));
    const first = await amounts(start);
    const last = await amounts(end);
    for (const kind of KINDS)
      expect(last[kind], kind).toBe(first[kind] + total[kind].takings - total[kind].deposits + total[kind].movements);
    // the API says the same, and the cash of the registers and the safe adds up to the cash
    const api = (await w.call('GET', 'banking/funds')).json();
    for (const kind of KINDS) expect(api.kinds.find((k: { kind: string }) => k.kind === kind).amount_cents).toBe(last[kind]);
    const places = api.cash_places.reduce((s: number, p: { amount_cents: number }) => s + p.amount_cents, 0);
    expect(places).toBe(last.cash);
    expect(total.ticket.takings).toBeGreaterThan(0);
    expect(total.ticket.deposits).toBeGreaterThan(0);
    expect(total.cheque.takings).toBeGreaterThan(0);
    expect(total.cheque.deposits).toBeGreaterThan(0);
  }, 120_000);

  it('each remise de chèques lists its cheques, and what is left to remit is the cheques of the funds', async () => {
    const { rows } = await w.db.execute<{ number: number; amount_cents: number; cheques: number; sum: number; days: number }>(
      sql`select d.number, d.amount_cents, count(dc.payment_id)::int as cheques, coalesce(sum(dc.amount_cents), 0)::int as sum,
            count(distinct t.business_date)::int as days
          from caisse_bank_deposits d
          left join caisse_bank_deposit_cheques dc on dc.restaurant_id = d.restaurant_id and dc.deposit_id = d.id
          left join caisse_ticket_payments p on p.id = dc.payment_id and p.method = 'cheque'
          left join caisse_tickets t on t.restaurant_id = p.restaurant_id and t.id = p.ticket_id and t.closed_at < d.created_at
          where d.restaurant_id = ${w.a} and d.kind = 'cheque' group by d.restaurant_id, d.id order by d.number`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(2);
    for (const d of rows) {
      expect(d.cheques, `remise n°${d.number}`).toBeGreaterThan(0);
      expect(d.sum, `remise n°${d.number}`).toBe(d.amount_cents);
      expect(d.days, `remise n°${d.number}`).toBeGreaterThan(0);
    }
    const pending = (await w.call('GET', 'banking/cheques')).json() as { amount_cents: number }[];
    const funds = (await w.call('GET', 'banking/funds')).json();
    expect(pending.reduce((s, c) => s + c.amount_cents, 0)).toBe(
      funds.kinds.find((k: { kind: string }) => k.kind === 'cheque').amount_cents,
    );
  });

  it('each closing of the month was counted before it, and the countings say so', async () => {
    const { rows } = await w.db.execute<{ closings: number; counted: number; matching: number }>(
      sql`select (select count(*) from caisse_closings where restaurant_id = ${w.a})::int as closings,
                 (select count(*) from caisse_bank_countings where restaurant_id = ${w.a})::int as counted,
                 (select count(*) from caisse_closings c join caisse_bank_countings k on k.restaurant_id = c.restaurant_id
                    and k.business_date = c.business_date and k.counted_cents = c.counted_cash_cents
                    and k.variance_cents = c.cash_variance_cents where c.restaurant_id = ${w.a})::int as matching`,
    );
    expect(rows[0].closings).toBe(30);
    expect(rows[0]).toMatchObject({ counted: 30, matching: 30 });
  });
});
