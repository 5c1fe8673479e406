import { frenchMonth, type PnlNetwork, type PnlNetworkQuery, type PnlNetworkRow } from '@fitfit/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { inScope, narrowScope, type TenantScope } from '../../lib/tenant-scope';
import { monthLastDay, ratioBp } from './common';
import { computeFigures, sumMonths, totalsOf } from './figures';

type Figures = Omit<PnlNetworkRow, 'restaurant_id' | 'restaurant_name' | 'mark_name' | 'closed'>;
const moneyKeys = [
  'revenue_cents',
  'consumed_purchases_cents',
  'gross_margin_cents',
  'staff_cents',
  'external_cents',
  'royalties_cents',
  'ebe_cents',
  'result_cents',
] as const;

/**
 * /pnl/per-restautant (admin) and the franchisor's network table: each live restaurant of the scope holding
 * fitfit_pnl, its month or its year to the month, and the network average (of the restaurants shown).
 */
export const networkPnl = async (db: Db, scope: TenantScope, q: PnlNetworkQuery): Promise<PnlNetwork> => {
  const from = q.period === 'month' ? `${q.month}-01` : `${q.month.slice(0, 4)}-01-01`;
  const to = monthLastDay(q.month);
  const { rows: restaurants } = await db.execute<{ id: string; name: string; mark_name: string | null }>(
    sql`select r.id, r.name, m.name as mark_name from restaurants r left join marks m on m.id = r.mark_id
        where ${inScope(scope, sql`r.id`)} and r.deleted_at is null
          and exists (select 1 from fitfit_module_restaurants fmr join fitfit_modules fm on fm.id = fmr.fitfit_module_id
            where fmr.restaurant_id = r.id and fm.code_name = 'fitfit_pnl' and fmr.starts_on <= current_date
              and (fmr.ends_on is null or fmr.ends_on >= current_date))
        order by r.name`,
  );
  const rows: PnlNetworkRow[] = [];
  // one restaurant at a time: the pool is shared with the other requests
  for (const r of restaurants) {
    const s = narrowScope(scope, r.id);
    if (!s) continue;
    const computed = await computeFigures(db, s, from, to);
    const t = totalsOf(sumMonths(computed.months), computed.categories);
    const closed = await db.execute(sql`select 1 from pnl_month_closures where restaurant_id = ${r.id} and month = ${`${q.month}-01`}`);
    rows.push({
      restaurant_id: r.id,
      restaurant_name: r.name,
      mark_name: r.mark_name,
      revenue_cents: t.revenue,
      consumed_purchases_cents: t.consumed,
      gross_margin_cents: t.gross_margin,
      staff_cents: t.staff,
      external_cents: t.external,
      royalties_cents: t.franchise,
      ebe_cents: t.ebe,
      result_cents: t.result,
      food_cost_bp: ratioBp(t.consumed, t.revenue),
      staff_cost_bp: ratioBp(t.staff, t.revenue),
      ebe_margin_bp: ratioBp(t.ebe, t.revenue),
      closed: closed.rows.length > 0,
    });
  }
  let average: Figures | null = null;
  if (rows.length) {
    const avg = Object.fromEntries(moneyKeys.map((k) => [k, Math.round(rows.reduce((a, r) => a + r[k], 0) / rows.length)])) as Record<
      (typeof moneyKeys)[number],
      number
    >;
    average = {
      ...avg,
      food_cost_bp: ratioBp(avg.consumed_purchases_cents, avg.revenue_cents),
      staff_cost_bp: ratioBp(avg.staff_cents, avg.revenue_cents),
      ebe_margin_bp: ratioBp(avg.ebe_cents, avg.revenue_cents),
    };
  }
  return {
    period: q.period,
    from,
    to,
    label: q.period === 'month' ? frenchMonth(q.month) : `${q.month.slice(0, 4)}, de janvier à ${frenchMonth(q.month).split(' ')[0]}`,
    rows,
    average,
  };
};
