import { SELLER_COMMISSION_BP } from '@fitfit/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';

/** Commission per month (last 12 months, Paris time): a rate of the HT of paid invoices of sponsored restaurants. */
export const commissionTrend = async (db: Db, sponsorId: string) => {
  const { rows } = await db.execute<{ month: string; commission_cents: number }>(sql`
    select to_char(mo.month, 'YYYY-MM') as month,
      round(coalesce((select sum(i.total_ht_cents) from subscription_invoices i join restaurants r on r.id = i.restaurant_id
        where r.sponsor_user_id = ${sponsorId} and i.status = 'paid'
          and date_trunc('month', i.paid_at at time zone 'Europe/Paris') = mo.month), 0) * ${SELLER_COMMISSION_BP} / 10000.0)::bigint
        as commission_cents
    from generate_series(date_trunc('month', now() at time zone 'Europe/Paris') - interval '11 months',
      date_trunc('month', now() at time zone 'Europe/Paris'), interval '1 month') mo(month)
    order by mo.month`);
  return rows;
};
