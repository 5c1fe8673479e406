import {
  formatMoneyPlain,
  type PayoutSlip,
  type PayoutSlipProposal,
  type PayoutSummary,
  payoutProviderKind,
  TITRE_REFUND_DAYS,
} from '@fitfit/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../../db/database';
import { caissePayoutSlips } from '../../../../db/schema';
import type { SessionUser } from '../../../../lib/access';
import { conflict, unprocessable } from '../../../../lib/http-errors';
import { inScope, type RestaurantScope } from '../../../../lib/tenant-scope';
import type { Queryable } from '../../ledger/common';
import { addDays, LOOKBACK_DAYS } from './matching';
import { frenchDate, providerLabel } from './providers';
import { findPayout, payoutSettings } from './service';

/**
 * Paper titres-restaurant (docs/caisse-banking.md « Titres papier »): the restaurant sends its paper titres to each
 * issuer with a remittance slip (a `ticket` deposit, which took them out of the funds), and the issuer refunds them,
 * net of its commission, within 21 days. The issuer's payout settles its slips: the slip stays, the payout points to
 * it, and the funds do not move again.
 */

type SlipRow = PayoutSlip & { payout_id: string | null; received_on: string | null };

/** A titre issuer's slips around a payout: remitted before it (62 days back at most), settled by it or by none. */
const slipsAround = async (db: Queryable, scope: RestaurantScope, payout: { id: string; received_on: string }, ids?: readonly string[]) => {
  const { rows } = await db.execute<SlipRow>(
    sql`select d.id as deposit_id, d.number, d.slip_number, d.deposited_on::text as deposited_on, d.amount_cents,
               ps.payout_id, po.received_on::text as received_on
          from caisse_bank_deposits d
          left join caisse_payout_slips ps on ps.restaurant_id = d.restaurant_id and ps.deposit_id = d.id
          left join caisse_payouts po on po.restaurant_id = ps.restaurant_id and po.id = ps.payout_id
         where ${inScope(scope, sql`d.restaurant_id`)} and d.kind = 'ticket' and d.status = 'validated'
           ${
             ids
               ? sql`and d.id = any(${`{${ids.join(',')}}`}::uuid[])`
               : sql`and d.deposited_on <= ${payout.received_on}::date
                     and d.deposited_on >= ${addDays(payout.received_on, -LOOKBACK_DAYS)}::date
                     and (ps.payout_id is null or ps.payout_id = ${payout.id})`
           }
         order by d.deposited_on, d.number`,
  );
  return rows;
};

const issuerOnly = (provider: keyof typeof payoutProviderKind) => {
  if (payoutProviderKind[provider] !== 'ticket') {
    const message = "Seul le versement d'un émetteur de titres-restaurant rembourse des remises de titres papier";
    throw unprocessable(message, { deposit_ids: message });
  }
};

const slipOf = ({ deposit_id, number, slip_number, deposited_on, amount_cents }: SlipRow): PayoutSlip => ({
  deposit_id,
  number,
  slip_number,
  deposited_on,
  amount_cents,
});

/** The slips the payout may settle, and the oldest run of them whose total is received + commission within the tolerance. */
export const proposeSlips = async (db: Queryable, scope: RestaurantScope, id: string): Promise<PayoutSlipProposal> => {
  const payout = await findPayout(db, scope, id);
  issuerOnly(payout.provider);
  const { tolerance_cents } = await payoutSettings(db, scope);
  const target = payout.amount_cents + payout.commission_cents;
  const rows = await slipsAround(db, scope, payout);
  const slips = rows.map(slipOf);
  const answer = (proposed: string[], message: string | null) => ({ slips, proposed, target_cents: target, tolerance_cents, message });
  if (payout.status === 'matched')
    return answer(
      rows.filter((r) => r.payout_id === id).map((r) => r.deposit_id),
      null,
    );
  const free = rows.filter((r) => r.payout_id === null);
  for (let start = 0; start < free.length; start++) {
    let sum = 0;
    for (let end = start; end < free.length; end++) {
      sum += free[end].amount_cents;
      if (Math.abs(target - sum) <= tolerance_cents)
        return answer(
          free.slice(start, end + 1).map((r) => r.deposit_id),
          null,
        );
      if (sum - target > tolerance_cents) break;
    }
  }
  return answer(
    [],
    `Aucune suite de remises de titres papier ne correspond : leur total doit égaler le montant reçu plus la commission, ` +
      `soit ${formatMoneyPlain(target)}, à ${formatMoneyPlain(tolerance_cents)} près. Choisissez les remises à la main.`,
  );
};

/**
 * Settles the slips the user confirms with an issuer's payout: each a validated remise de titres, remitted on or before
 * the payout, not settled by another; their total is received + commission within the tolerance. Under the payouts
 * lock; the primary key (restaurant, slip) refuses a slip settled twice anyway.
 */
export const settlePayout = (db: Db, scope: RestaurantScope, id: string, depositIds: readonly string[], user: SessionUser) =>
  db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`payouts:${scope.restaurantId}`}, 0))`);
    const payout = await findPayout(tx, scope, id);
    issuerOnly(payout.provider);
    if (payout.status === 'matched') throw conflict('Ce versement est déjà rapproché');
    const wanted = [...new Set(depositIds)];
    const rows = await slipsAround(tx, scope, payout, wanted);
    const refuse = (message: string) => unprocessable(message, { deposit_ids: message });
    if (rows.length !== wanted.length) throw refuse("Une des remises choisies n'est pas une remise de titres validée de ce restaurant");
    for (const r of rows) {
      if (r.payout_id)
        throw conflict(`La remise n° ${r.number} est déjà remboursée par un versement reçu le ${frenchDate(r.received_on ?? '')}`, {
          deposit_ids: 'Remise déjà remboursée',
        });
      if (r.deposited_on > payout.received_on)
        throw refuse(`La remise n° ${r.number} (${frenchDate(r.deposited_on)}) est postérieure à la réception du versement`);
    }
    const total = rows.reduce((s, r) => s + r.amount_cents, 0);
    const target = payout.amount_cents + payout.commission_cents;
    const { tolerance_cents } = await payoutSettings(tx, scope);
    if (Math.abs(target - total) > tolerance_cents) {
      const gap = target - total;
      throw refuse(
        `Les remises choisies font ${formatMoneyPlain(total)} de titres papier, le versement ${providerLabel(payout.provider)} reçu plus ` +
          `sa commission ${formatMoneyPlain(target)} : ${gap > 0 ? 'un trop-perçu' : 'un manque'} de ${formatMoneyPlain(Math.abs(gap))}, ` +
          `au-delà de la tolérance de ${formatMoneyPlain(tolerance_cents)}`,
      );
    }
    await tx
      .insert(caissePayoutSlips)
      .values(
        rows.map((r) => ({ restaurant_id: scope.restaurantId, deposit_id: r.deposit_id, payout_id: id, amount_cents: r.amount_cents })),
      );
    await tx.execute(
      sql`update caisse_payouts po set status = 'matched', matched_at = now(), matched_by_name = ${`${user.first_name} ${user.last_name}`}
          where ${inScope(scope, sql`po.restaurant_id`)} and po.id = ${id}`,
    );
    return findPayout(tx, scope, id);
  });

/**
 * The banking home's flag: remises de titres not refunded 21 days after they were remitted — watched from the first
 * slip a payout settled (the slips before were settled the older way, outside the product).
 */
export const lateSlips = async (db: Queryable, scope: RestaurantScope, today: string): Promise<PayoutSummary['late_slips']> => {
  const { rows } = await db.execute<PayoutSummary['late_slips'][number]>(
    sql`select d.id as deposit_id, d.number, d.deposited_on::text as deposited_on, d.amount_cents
          from caisse_bank_deposits d
         where ${inScope(scope, sql`d.restaurant_id`)} and d.kind = 'ticket' and d.status = 'validated'
           and d.deposited_on < ${addDays(today, -TITRE_REFUND_DAYS)}::date
           and d.deposited_on >= (select min(f.deposited_on) from caisse_payout_slips ps
                                   join caisse_bank_deposits f on f.restaurant_id = ps.restaurant_id and f.id = ps.deposit_id
                                  where ${inScope(scope, sql`ps.restaurant_id`)})
           and not exists (select 1 from caisse_payout_slips ps where ps.restaurant_id = d.restaurant_id and ps.deposit_id = d.id)
         order by d.deposited_on, d.number limit 20`,
  );
  return rows;
};
