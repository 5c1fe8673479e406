import { type PayoutProvider, payoutProviderKind, payoutProviderLabels } from '@fitfit/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { inScope, type RestaurantScope } from '../../../../lib/tenant-scope';
import type { Queryable } from '../../ledger/common';

const cases = (of: (p: PayoutProvider) => string) =>
  sql.raw((Object.keys(payoutProviderLabels) as PayoutProvider[]).map((p) => `when '${p}' then '${of(p).replace(/'/g, "''")}'`).join(' '));

/**
 * The funds' movement of each matched payout (docs/caisse-banking.md « Remises et versements »): the gross of the days
 * it covers leaves the « à encaisser » of its kind (card, online, titres) on the day it was received — received in the
 * bank, and its commission in the commissions line (the payouts' summary). A payout not matched moves nothing, nor one
 * settling paper titres' slips (slips.ts): the slip took them out already.
 */
export const payoutMovements = (mine: SQL) => sql`
    select po.id::text, po.received_on::timestamptz, case po.provider ${cases((p) => payoutProviderKind[p])} end, 'payout',
           'Versement ' || case po.provider ${cases((p) => payoutProviderLabels[p])} end
             || case when po.reference <> '' then ' (' || po.reference || ')' else '' end,
           -(select sum(pd.gross_cents) from caisse_payout_days pd where pd.restaurant_id = po.restaurant_id and pd.payout_id = po.id)::bigint
      from caisse_payouts po where ${mine} and po.status = 'matched'
       and exists (select 1 from caisse_payout_days pd where pd.restaurant_id = po.restaurant_id and pd.payout_id = po.id)`;

/** Whether a kind (card, online) is paid out by payouts here: from the first one, its deposits are refused. */
export const hasPayouts = async (db: Queryable, scope: RestaurantScope, kind: 'card' | 'online') => {
  const providers = (Object.keys(payoutProviderKind) as PayoutProvider[]).filter((p) => payoutProviderKind[p] === kind);
  const { rows } = await db.execute(
    sql`select 1 from caisse_payouts po where ${inScope(scope, sql`po.restaurant_id`)}
          and po.provider = any(${`{${providers.join(',')}}`}::text[]) limit 1`,
  );
  return rows.length > 0;
};
