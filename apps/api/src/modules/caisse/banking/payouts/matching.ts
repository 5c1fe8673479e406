import { formatMoneyPlain, type PayoutDay, type PayoutProposal, type PayoutProvider } from '@fitfit/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../../db/database';
import { caissePayoutDays } from '../../../../db/schema';
import type { SessionUser } from '../../../../lib/access';
import { conflict, unprocessable } from '../../../../lib/http-errors';
import { inScope, type RestaurantScope } from '../../../../lib/tenant-scope';
import type { Queryable } from '../../ledger/common';
import { frenchDate, providerDays, providerLabel } from './providers';
import { findPayout, payoutSettings } from './service';

/** How far back a payout looks for the days it covers. */
export const LOOKBACK_DAYS = 62;

export const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** The rule, in French, said when no run of days matches. */
export const ruleOf = (provider: PayoutProvider, target: number, tolerance: number) =>
  `Aucune suite de journées ne correspond : le brut attendu des paiements ${providerLabel(provider)} de journées consécutives ` +
  `non rapprochées (avant la date de réception) doit égaler le montant reçu plus la commission, ` +
  `soit ${formatMoneyPlain(target)}, à ${formatMoneyPlain(tolerance)} près. Choisissez les journées à la main ou vérifiez le versement.`;

/** Days' gross against a payout's received + commission, beyond the tolerance, said in French (after « … font »). */
export const gapMessage = (provider: PayoutProvider, gross: number, target: number, tolerance: number) => {
  const gap = target - gross;
  return (
    `${formatMoneyPlain(gross)} de paiements ${providerLabel(provider)}, le versement reçu plus sa commission ` +
    `${formatMoneyPlain(target)} : ${gap > 0 ? 'un trop-perçu' : 'un manque'} de ${formatMoneyPlain(Math.abs(gap))}, ` +
    `au-delà de la tolérance de ${formatMoneyPlain(tolerance)}`
  );
};

/**
 * The product's proposal: among the provider's unmatched days before the payout (at most 62 days back), the run of
 * consecutive days, oldest first, whose gross is received + commission within the tolerance — providers pay their
 * days in order, so the oldest run that fits is the one paid.
 */
export const proposeDays = async (db: Queryable, scope: RestaurantScope, id: string): Promise<PayoutProposal> => {
  const payout = await findPayout(db, scope, id);
  const { tolerance_cents } = await payoutSettings(db, scope);
  const target = payout.amount_cents + payout.commission_cents;
  const days = await providerDays(db, scope, payout.provider, {
    from: addDays(payout.received_on, -LOOKBACK_DAYS),
    before: payout.received_on,
  });
  const candidates: PayoutDay[] = days
    .filter((d) => d.payout_id === null)
    .map(({ business_date, gross_cents }) => ({ business_date, gross_cents }));
  const answer = (chosen: PayoutDay[], message: string | null): PayoutProposal => {
    const expected = chosen.reduce((s, d) => s + d.gross_cents, 0);
    return {
      days: chosen,
      target_cents: target,
      expected_gross_cents: expected,
      difference_cents: target - expected,
      tolerance_cents,
      candidates,
      message,
    };
  };
  if (payout.status === 'matched') {
    const matched = days.filter((d) => d.payout_id === payout.id).map(({ business_date, gross_cents }) => ({ business_date, gross_cents }));
    return answer(matched, null);
  }
  for (let start = 0; start < candidates.length; start++) {
    let sum = 0;
    for (let end = start; end < candidates.length; end++) {
      sum += candidates[end].gross_cents;
      if (Math.abs(target - sum) <= tolerance_cents) return answer(candidates.slice(start, end + 1), null);
      if (sum - target > tolerance_cents) break;
    }
  }
  return answer([], ruleOf(payout.provider, target, tolerance_cents));
};

/**
 * Matches a payout with the days the user confirms: each a day of the provider with payments to pay out, before the
 * payout, not matched with another payout; their gross must be received + commission within the tolerance. Under the
 * restaurant's payouts lock, and PostgreSQL's unique (restaurant, provider, day) refuses a day matched twice anyway.
 */
export const matchPayout = (db: Db, scope: RestaurantScope, id: string, dates: readonly string[], user: SessionUser) =>
  db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`payouts:${scope.restaurantId}`}, 0))`);
    const payout = await findPayout(tx, scope, id);
    if (payout.status === 'matched') throw conflict('Ce versement est déjà rapproché');
    const wanted = [...new Set(dates)].sort();
    const label = providerLabel(payout.provider);
    const late = wanted.find((d) => d >= payout.received_on);
    if (late) {
      const message = `La journée du ${frenchDate(late)} n'est pas antérieure à la réception du versement (${frenchDate(payout.received_on)})`;
      throw unprocessable(message, { days: message });
    }
    const found = new Map((await providerDays(tx, scope, payout.provider, { dates: wanted })).map((d) => [d.business_date, d]));
    for (const day of wanted) {
      const d = found.get(day);
      if (!d) {
        const message = `Le ${frenchDate(day)} n'a aucun paiement ${label} à verser (pas de vente, ou ventes annulées)`;
        throw unprocessable(message, { days: message });
      }
      if (d.payout_id)
        throw conflict(
          `La journée du ${frenchDate(day)} est déjà rapprochée d'un versement ${label} reçu le ${frenchDate(d.received_on ?? '')}`,
          {
            days: 'Journée déjà rapprochée',
          },
        );
    }
    const gross = wanted.reduce((s, day) => s + (found.get(day)?.gross_cents ?? 0), 0);
    const target = payout.amount_cents + payout.commission_cents;
    const { tolerance_cents } = await payoutSettings(tx, scope);
    if (Math.abs(target - gross) > tolerance_cents) {
      const message = `Les journées choisies font ${gapMessage(payout.provider, gross, target, tolerance_cents)}`;
      throw unprocessable(message, { days: message });
    }
    await tx.insert(caissePayoutDays).values(
      wanted.map((business_date) => ({
        restaurant_id: scope.restaurantId,
        payout_id: id,
        provider: payout.provider,
        business_date,
        gross_cents: found.get(business_date)?.gross_cents ?? 0,
      })),
    );
    await tx.execute(
      sql`update caisse_payouts po set status = 'matched', matched_at = now(), matched_by_name = ${`${user.first_name} ${user.last_name}`}
          where ${inScope(scope, sql`po.restaurant_id`)} and po.id = ${id}`,
    );
    return findPayout(tx, scope, id);
  });

/** Undoes a match: its days (or slips) are unmatched again, the funds take their gross back « à encaisser ». */
export const unmatchPayout = (db: Db, scope: RestaurantScope, id: string) =>
  db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`payouts:${scope.restaurantId}`}, 0))`);
    const payout = await findPayout(tx, scope, id);
    if (payout.status !== 'matched') throw conflict("Ce versement n'est pas rapproché");
    await tx.execute(sql`delete from caisse_payout_days pd where ${inScope(scope, sql`pd.restaurant_id`)} and pd.payout_id = ${id}`);
    await tx.execute(sql`delete from caisse_payout_slips ps where ${inScope(scope, sql`ps.restaurant_id`)} and ps.payout_id = ${id}`);
    await tx.execute(
      sql`update caisse_payouts po set status = 'unmatched', matched_at = null, matched_by_name = null
          where ${inScope(scope, sql`po.restaurant_id`)} and po.id = ${id}`,
    );
    return findPayout(tx, scope, id);
  });
