import { type PayoutProvider, type PayoutSummary, payoutProviderDelayDays } from '@fitfit/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../../db/database';
import { inScope, type RestaurantScope } from '../../../../lib/tenant-scope';
import { todayOf } from '../../analytics/service';
import { providerDays } from './providers';
import { lateSlips } from './slips';

const OVERDUE_SHOWN = 20;

const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/**
 * What the banking home shows of payouts: the money received, the commissions by provider (VAT apart) and the days
 * flagged — a provider's days not matched with any payout, older than its usual delay. Only the providers that have
 * payouts are watched, and only from their first matched day: the days before were settled the older way (deposits).
 */
export const payoutSummary = async (db: Db, scope: RestaurantScope): Promise<PayoutSummary> => {
  const { rows } = await db.execute<{
    provider: PayoutProvider;
    received_cents: string;
    commission_cents: string;
    commission_vat_cents: string;
    first_day: string | null;
  }>(
    sql`select po.provider, sum(po.amount_cents)::bigint as received_cents, sum(po.commission_cents)::bigint as commission_cents,
               sum(po.commission_vat_cents)::bigint as commission_vat_cents,
               (select min(pd.business_date)::text from caisse_payout_days pd
                 where pd.restaurant_id = po.restaurant_id and pd.provider = po.provider) as first_day
          from caisse_payouts po where ${inScope(scope, sql`po.restaurant_id`)}
         group by po.restaurant_id, po.provider order by po.provider`,
  );
  const today = await todayOf(db, scope);
  const overdue = (
    await Promise.all(
      rows
        .filter((r) => r.first_day)
        .map(async (r) => {
          const days = await providerDays(db, scope, r.provider, {
            from: r.first_day ?? undefined,
            before: addDays(today, -payoutProviderDelayDays[r.provider]),
          });
          return days
            .filter((d) => d.payout_id === null && d.gross_cents > 0)
            .map((d) => ({ provider: r.provider, business_date: d.business_date, gross_cents: d.gross_cents }));
        }),
    )
  )
    .flat()
    .sort((a, b) => a.business_date.localeCompare(b.business_date));
  const commissions = rows.map((r) => ({
    provider: r.provider,
    commission_cents: Number(r.commission_cents),
    commission_vat_cents: Number(r.commission_vat_cents),
  }));
  return {
    received_cents: rows.reduce((s, r) => s + Number(r.received_cents), 0),
    commissions,
    commission_cents: commissions.reduce((s, c) => s + c.commission_cents, 0),
    overdue: overdue.slice(0, OVERDUE_SHOWN),
    overdue_count: overdue.length,
    late_slips: await lateSlips(db, scope, today),
  };
};
