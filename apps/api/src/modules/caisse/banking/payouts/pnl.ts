import type { PayoutProvider } from '@fitfit/contracts';
import { sql } from 'drizzle-orm';
import { inScope, type RestaurantScope } from '../../../../lib/tenant-scope';
import type { Queryable } from '../../ledger/common';

/**
 * What the PNL reads of payouts (docs/pnl.md « Commissions »): each month's commissions HT by provider (the VAT of
 * platforms' and issuers' commissions is deductible, card commissions carry none), by the month the payout was
 * received, and the charge category (the configured bank fee) they replace in a month that has payouts.
 */
export const payoutCommissions = async (db: Queryable, scope: RestaurantScope, fromMonth: string, toMonth: string) => {
  const { rows } = await db.execute<{ month: string; provider: PayoutProvider; ht_cents: string }>(
    sql`select to_char(po.received_on, 'YYYY-MM') as month, po.provider,
               sum(po.commission_cents - po.commission_vat_cents)::bigint as ht_cents
          from caisse_payouts po
         where ${inScope(scope, sql`po.restaurant_id`)} and po.received_on >= ${`${fromMonth}-01`}::date
           and po.received_on < (${`${toMonth}-01`}::date + interval '1 month')
         group by 1, 2 order by 1, 2`,
  );
  const { rows: settings } = await db.execute<{ bank_fee_category_id: string | null }>(
    sql`select s.bank_fee_category_id from caisse_payout_settings s where ${inScope(scope, sql`s.restaurant_id`)}`,
  );
  const months = new Map<string, Map<PayoutProvider, number>>();
  for (const r of rows) {
    const m = months.get(r.month) ?? new Map<PayoutProvider, number>();
    m.set(r.provider, Number(r.ht_cents));
    months.set(r.month, m);
  }
  return { bankFeeCategoryId: settings[0]?.bank_fee_category_id ?? null, months };
};
