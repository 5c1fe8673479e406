import { frenchMonth, historyStart, type PnlCategory } from '@fitfit/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { RESTAURANT_ROLES } from '../../lib/access';
import { dayChangeHourNowSql, timezoneNowSql } from '../../lib/business-day';
import { conflict } from '../../lib/http-errors';
import { inScope, type RestaurantScope, type TenantScope } from '../../lib/tenant-scope';
import { addDays, firstDaySql, type Queryable } from '../caisse';

/** Shared bits of the PNL routes (docs/pnl.md). */
export const PNL_ACCESS = { roles: RESTAURANT_ROLES, restaurant: true, module: 'fitfit_pnl' } as const;
/** The network table: the restaurants it lists are those of the scope holding fitfit_pnl (network.ts). */
export const PNL_NETWORK_ACCESS = { roles: ['admin', 'franchisor'], network: true } as const;
export type { Queryable };

/** 'YYYY-MM' → its first and last days. */
export const monthFirstDay = (month: string) => `${month.slice(0, 7)}-01`;
export const monthLastDay = (month: string) => {
  const [y, m] = [Number(month.slice(0, 4)), Number(month.slice(5, 7))];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
};
export const daysInMonth = (month: string) => Number(monthLastDay(month).slice(8, 10));
export const monthOf = (day: string) => day.slice(0, 7);
/** The month `n` months after `month` (YYYY-MM). */
export const addMonths = (month: string, n: number) => {
  const total = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + n;
  return `${String(Math.floor(total / 12)).padStart(4, '0')}-${String((total % 12) + 1).padStart(2, '0')}`;
};
export const monthsBetween = (from: string, to: string) => {
  const out: string[] = [];
  for (let m = from; m <= to; m = addMonths(m, 1)) out.push(m);
  return out;
};
export const clampRange = (from: string, to: string, month: string) => ({
  from: from > monthFirstDay(month) ? from : monthFirstDay(month),
  to: to < monthLastDay(month) ? to : monthLastDay(month),
});
export const dayCount = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;
export { addDays };

/** Basis points of `part` in `whole`; null when there is no whole to divide by. */
export const ratioBp = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 10_000) : null);
/** `rate_bp` of an amount, rounded to the cent (half away from zero). */
export const applyRate = (amount: number, rateBp: number) => Math.sign(amount) * Math.round((Math.abs(amount) * rateBp) / 10_000);

export const closedMonthMessage = (month: string) =>
  `Le mois de ${frenchMonth(month)} est clôturé : ses chiffres ne peuvent plus être modifiés`;

/** Refuses a change of a closed month with a French 409. */
export const assertOpen = async (db: Queryable, scope: RestaurantScope, month: string) => {
  const { rows } = await db.execute(
    sql`select 1 from pnl_month_closures where ${inScope(scope, sql`restaurant_id`)} and month = ${monthFirstDay(month)}`,
  );
  if (rows.length) throw conflict(closedMonthMessage(month));
};

export const actorOf = (request: FastifyRequest) => {
  const user = request.auth?.user;
  if (!user) throw new Error('PNL routes are for signed-in users');
  return { id: user.id, name: `${user.first_name} ${user.last_name}`.trim() };
};

/** The restaurant's charge categories, in their order. */
export const loadCategories = async (db: Queryable, scope: RestaurantScope): Promise<PnlCategory[]> => {
  const { rows } = await db.execute<PnlCategory>(
    sql`select id, name, section, mode, amount_cents::float8 as amount_cents, rate_bp, position from pnl_charge_categories
        where ${inScope(scope, sql`restaurant_id`)} order by position, name`,
  );
  return rows.map((r) => ({ ...r, amount_cents: Number(r.amount_cents) }));
};

/** Name, timezone and day-change hour in force today, and the mark's rates of a restaurant. */
export const restaurantOf = async (db: Queryable | Db, scope: TenantScope) => {
  const { rows } = await db.execute<{
    id: string;
    name: string;
    timezone: string;
    day_change_hour: number;
    royalty_rate_bp: number;
    advertising_rate_bp: number;
    mark_name: string | null;
  }>(sql`select r.id, r.name, ${timezoneNowSql(sql`r`)} as timezone, ${dayChangeHourNowSql(sql`r`)} as day_change_hour, coalesce(m.royalty_rate_bp, 0) as royalty_rate_bp,
      coalesce(m.advertising_rate_bp, 0) as advertising_rate_bp, m.name as mark_name
    from restaurants r left join marks m on m.id = r.mark_id where ${inScope(scope, sql`r.id`)} limit 1`);
  return rows[0];
};

/**
 * The day a restaurant's PNL history starts for its comparisons: its first sale, or its PNL's opening month when later
 * (months before it hold nothing). Null: no history yet.
 */
export const historyFromOf = async (db: Queryable, scope: RestaurantScope) => {
  const { rows } = await db.execute<{ first_day: string | null; opening: string | null }>(
    sql`select ${firstDaySql(sql`r.id`)} as first_day,
        (select to_char(opening_balance_on, 'YYYY-MM-01') from pnl_settings p where p.restaurant_id = r.id) as opening
        from restaurants r where ${inScope(scope, sql`r.id`)}`,
  );
  const r = rows[0];
  return r?.first_day ? historyStart([r.first_day, r.opening]) : null;
};
