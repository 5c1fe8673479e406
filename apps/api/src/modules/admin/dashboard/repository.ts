import type { AdminDashboard } from '@fitfit/contracts';
import { YEARLY_BILLED_MONTHS } from '@fitfit/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { sumCents } from '../../../lib/money';
import { statusSql } from '../invoices/repository';
import { monthlyAmountSql } from '../subscriptions/amounts';

/** Monthly-equivalent amount of subscription `s` of restaurant `r` on a date: yearly = ×10 / 12. */
const monthlyEquivalent = (on = sql`current_date`) =>
  sql`(case when s.recurring = 'yearly' then round(${monthlyAmountSql(on)} * ${YEARLY_BILLED_MONTHS} / 12.0) else ${monthlyAmountSql(on)} end)`;

/** Figures of the admin dashboard, each in one query; amounts are 64-bit sums (sumCents), counts stay int. */
export const dashboard = async (db: Db): Promise<AdminDashboard> => {
  const [restaurants, roles, mrr, trend, invoices, adoption] = await Promise.all([
    db.execute<AdminDashboard['restaurants']>(sql`
      select count(*)::int as total,
        count(*) filter (where exists (select 1 from restaurant_subscriptions s where s.restaurant_id = r.id
          and s.status in ('trialing', 'active', 'past_due')))::int as active,
        count(*) filter (where r.created_at >= date_trunc('month', now()))::int as new_this_month
      from restaurants r where r.deleted_at is null`),
    db.execute<{ role: string; count: number }>(
      sql`select role, count(*)::int as count from users where deleted_at is null group by role order by role`,
    ),
    db.execute<{ mrr: number }>(sql`select ${sumCents(monthlyEquivalent())} as mrr
      from restaurant_subscriptions s join restaurants r on r.id = s.restaurant_id
      where r.deleted_at is null and s.status in ('active', 'past_due')`),
    // Month ends of the last 12 months (today for the current one): paying subscriptions then, at the prices held then.
    db.execute<{ month: string; mrr_cents: number }>(sql`
      select to_char(mo.month, 'YYYY-MM') as month, (
        select ${sumCents(monthlyEquivalent(sql`mo.at`))} from restaurant_subscriptions s join restaurants r on r.id = s.restaurant_id
        where r.deleted_at is null and s.started_on <= mo.at and s.status <> 'trialing'
          and (s.status <> 'canceled' or s.canceled_at > mo.at)) as mrr_cents
      from (select month, least((month + interval '1 month - 1 day')::date, current_date) as at
        from generate_series(date_trunc('month', current_date) - interval '11 months', date_trunc('month', current_date), interval '1 month') month) mo
      order by mo.month`),
    db.execute<{ unpaid_count: number; unpaid_cents: number; overdue_count: number; overdue_cents: number }>(sql`
      select count(*) filter (where i.status = 'issued')::int as unpaid_count,
        ${sumCents(sql`case when i.status = 'issued' then i.total_ttc_cents end`)} as unpaid_cents,
        count(*) filter (where ${statusSql} = 'overdue')::int as overdue_count,
        ${sumCents(sql`case when ${statusSql} = 'overdue' then i.total_ttc_cents end`)} as overdue_cents
      from subscription_invoices i`),
    db.execute<AdminDashboard['module_adoption'][number]>(sql`
      select m.code_name, m.title, count(distinct r.id)::int as restaurants
      from fitfit_modules m
      left join fitfit_module_restaurants fmr on fmr.fitfit_module_id = m.id and fmr.starts_on <= current_date
        and (fmr.ends_on is null or fmr.ends_on >= current_date)
      left join restaurants r on r.id = fmr.restaurant_id and r.deleted_at is null
      group by m.code_name, m.title, m.position order by m.position`),
  ]);
  const inv = invoices.rows[0];
  return {
    restaurants: restaurants.rows[0],
    users_per_role: roles.rows,
    mrr_cents: mrr.rows[0].mrr,
    mrr_trend: trend.rows,
    unpaid_invoices: { count: inv.unpaid_count, amount_cents: inv.unpaid_cents },
    overdue_invoices: { count: inv.overdue_count, amount_cents: inv.overdue_cents },
    module_adoption: adoption.rows,
  };
};
