import { euroDenominations } from '@fitfit/contracts';
import { sql } from 'drizzle-orm';
import type { SessionUser } from '../../lib/access';
import { platformScope } from '../../lib/tenant-scope';
import { availableFunds, createTransfer, fundsByKind } from '../../modules/caisse';
import type { Db } from '../database';
import { caisseBankCountings, caisseBankDepositCheques, caisseBankDeposits } from '../schema';
import { seedCaisseArchives } from './caisse-archives';
import { seedCaissePayouts } from './caisse-payouts';

/** Notes and coins making an amount, largest first (what a drawer of that amount plausibly holds). */
const denominationsOf = (cents: number) => {
  const out: Record<string, number> = {};
  let left = cents;
  for (const value of euroDenominations) {
    const n = Math.floor(left / value);
    if (n > 0) out[String(value)] = n;
    left -= n * value;
  }
  return out;
};

/** The cash kept in the safe after a deposit, for the mornings' floats. */
const SAFE_RESERVE_CENTS = 30_000;

/**
 * Today's register ↔ safe transfer, through the transfer service as « Transférer caisse ↔ coffre » makes it (so
 * the open day's expected cash and its Z take it): change for the drawer from the safe, by the restaurant's
 * manager, so only where the restaurant has one. Not the other way: at first start the drawer may still hold an
 * unclosed day's takings, which belong to that day's closing, not to a transfer of today.
 */
const seedTransfers = async (db: Db, restaurantId: string, registerId: string, manager: SessionUser) => {
  const scope = platformScope(restaurantId);
  const change = 5_000;
  const safe = (await availableFunds(db, scope)).cash_places.find((p) => p.place === 'safe')?.amount_cents ?? 0;
  if (safe < change) return;
  await createTransfer(
    db,
    scope,
    {
      direction: 'to_register',
      register_id: registerId,
      amount_cents: change,
      reason: 'Monnaie pour le service (pièces et petites coupures)',
    },
    manager,
  );
};

/**
 * Demo banking (issue 12), after the demo sales: each daily closing's drawer was counted just before it (one
 * counting per register and day, counted = the closing's counted cash), and every Monday morning the safe's
 * cash above a 300 € reserve, all the titres-restaurant and the week's cheques (a remise de chèques listing
 * them) went to the bank. Deposits are computed from the funds at that moment, so they always match the demo
 * tickets. Then today's change from the safe to the drawer (`seedTransfers`). The fiscal archives of the
 * last months are made beside it (`caisse-archives.ts`): they read the sales only, and this step runs alongside
 * the stock orders, which take longer.
 */
export const seedCaisseBanking = async (db: Db) => {
  // the payouts after the deposits: the remises take what payouts do not (paper titres, cash, cheques)
  await Promise.all([seedBanking(db).then(() => seedCaissePayouts(db)), seedCaisseArchives(db)]);
};

const seedBanking = async (db: Db) => {
  const { rows: restaurants } = await db.execute<{
    id: string;
    timezone: string;
    register_id: string | null;
    owner: string | null;
    manager: SessionUser | null;
  }>(
    sql`select r.id, r.timezone,
          (select rh.id from restaurant_hardwares rh where rh.restaurant_id = r.id and rh.api_key_hash is not null and rh.removed_at is null order by rh.created_at limit 1) as register_id,
          (select u.first_name || ' ' || u.last_name from restaurant_users ru join users u on u.id = ru.user_id where ru.restaurant_id = r.id limit 1) as owner,
          (select json_build_object('id', u.id, 'role', u.role, 'email', u.email, 'first_name', u.first_name, 'last_name', u.last_name,
                    'current_restaurant_id', u.current_restaurant_id, 'affiliate_code', u.affiliate_code)
             from restaurant_users ru join users u on u.id = ru.user_id
             where ru.restaurant_id = r.id and u.deleted_at is null and u.role = 'restorer' order by u.created_at limit 1) as manager
        from restaurants r
        where exists (select 1 from caisse_closings c where c.restaurant_id = r.id)
          and not exists (select 1 from caisse_bank_countings k where k.restaurant_id = r.id)`,
  );
  await Promise.all(
    restaurants.map(async (r) => {
      const scope = platformScope(r.id);
      const { rows: closings } = await db.execute<{
        business_date: string;
        closed_at: string;
        counted: number;
        expected: number;
        variance: number;
        reason: string | null;
      }>(
        sql`select c.business_date::text as business_date, c.closed_at::text as closed_at, c.counted_cash_cents as counted,
              (c.figures->>'expected_cash_cents')::int as expected, c.cash_variance_cents as variance, c.variance_reason as reason
            from caisse_closings c where c.restaurant_id = ${r.id} and c.counted_cash_cents is not null order by c.business_date`,
      );
      if (!closings.length || !r.register_id) return;
      await db.insert(caisseBankCountings).values(
        closings.map((c) => ({
          restaurant_id: r.id,
          place: 'register' as const,
          register_id: r.register_id,
          business_date: c.business_date,
          counted_at: new Date(Date.parse(c.closed_at) - 10 * 60_000),
          denominations: denominationsOf(c.counted),
          counted_cents: c.counted,
          expected_cents: c.expected,
          variance_cents: c.variance,
          variance_reason: c.reason,
          counted_by_name: r.owner,
        })),
      );
      // Mondays after the first closing, each at 10:00 in the restaurant (after the night's closing, before the float)
      const mondays: string[] = [];
      for (let d = new Date(`${closings[0].business_date}T12:00:00Z`); d.toISOString().slice(0, 10) <= closings.at(-1)!.business_date; ) {
        d = new Date(d.getTime() + 86_400_000);
        if (d.getUTCDay() === 1) mondays.push(d.toISOString().slice(0, 10));
      }
      // the cheques of tickets still valid, oldest first: each Monday remits those received before it
      const { rows: cheques } = await db.execute<{ id: string; closed_at: string; amount_cents: number }>(
        sql`select p.id, t.closed_at::text as closed_at, p.amount_cents from caisse_ticket_payments p
              join caisse_tickets t on t.restaurant_id = p.restaurant_id and t.id = p.ticket_id
            where p.restaurant_id = ${r.id} and p.method = 'cheque' and t.status = 'ended' order by t.closed_at, t.number, p.position`,
      );
      // card titres-restaurant are paid by their issuer's payout (caisse-payouts.ts), not remitted: oldest first
      const { rows: cardTitres } = await db.execute<{ closed_at: string; amount_cents: number }>(
        sql`select t.closed_at::text as closed_at, p.amount_cents from caisse_ticket_payments p
              join caisse_tickets t on t.restaurant_id = p.restaurant_id and t.id = p.ticket_id
            where p.restaurant_id = ${r.id} and p.method = 'ticket' and p.titre_form = 'card' order by t.closed_at`,
      );
      let cardTitresSeen = 0;
      let cardTitresCents = 0;
      let remitted = 0;
      let number = 0;
      for (const monday of mondays) {
        const { rows } = await db.execute<{ at: string }>(sql`select (${monday}::date + time '10:00') at time zone ${r.timezone} as at`);
        const at = new Date(rows[0].at).toISOString();
        const funds = await fundsByKind(db, scope, at);
        const amountOf = (kind: string) => funds.find((f) => f.kind === kind)?.amount_cents ?? 0;
        const cash = Math.floor(Math.max(0, amountOf('cash') - SAFE_RESERVE_CENTS) / 1000) * 1000;
        while (cardTitresSeen < cardTitres.length && Date.parse(cardTitres[cardTitresSeen].closed_at) < Date.parse(at))
          cardTitresCents += cardTitres[cardTitresSeen++].amount_cents;
        const titres = amountOf('ticket') - cardTitresCents;
        const first = remitted;
        while (remitted < cheques.length && Date.parse(cheques[remitted].closed_at) < Date.parse(at)) remitted += 1;
        const weekCheques = cheques.slice(first, remitted);
        const chequesTotal = weekCheques.reduce((sum, c) => sum + c.amount_cents, 0);
        const deposits = [
          ...(cash > 0 ? [{ kind: 'cash' as const, amount_cents: cash, denominations: denominationsOf(cash) }] : []),
          ...(titres > 0 ? [{ kind: 'ticket' as const, amount_cents: titres, denominations: null }] : []),
          ...(chequesTotal > 0 ? [{ kind: 'cheque' as const, amount_cents: chequesTotal, denominations: null }] : []),
        ];
        if (!deposits.length) continue;
        const inserted = await db
          .insert(caisseBankDeposits)
          .values(
            deposits.map((d) => {
              number += 1;
              return {
                ...d,
                restaurant_id: r.id,
                number,
                slip_number: `BR-${monday.replaceAll('-', '')}-${number}`,
                deposited_on: monday,
                created_by_name: r.owner,
                created_at: new Date(at),
              };
            }),
          )
          .returning({ id: caisseBankDeposits.id, kind: caisseBankDeposits.kind });
        const chequeDeposit = inserted.find((d) => d.kind === 'cheque');
        if (chequeDeposit)
          await db.insert(caisseBankDepositCheques).values(
            weekCheques.map((c) => ({
              restaurant_id: r.id,
              deposit_id: chequeDeposit.id,
              payment_id: c.id,
              amount_cents: c.amount_cents,
            })),
          );
      }
      if (r.manager) await seedTransfers(db, r.id, r.register_id, r.manager);
    }),
  );
};
