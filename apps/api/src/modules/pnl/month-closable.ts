import type { PnlMonthClosable } from '@fitfit/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { unprocessable } from '../../lib/http-errors';
import { inScope, type RestaurantScope } from '../../lib/tenant-scope';
import { todayOf } from '../caisse';
import { monthFirstDay, monthLastDay } from './common';

const frenchDay = (day: string) => day.split('-').reverse().join('/');
const monthLabel = (month: string) =>
  new Date(`${month}-15T12:00:00Z`).toLocaleDateString('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * « Clôturer le mois » is offered once the month is over (its last business day is before today's, on the
 * restaurant's clock) and every day of it with sales has its Z. Daily closings cover every day up to theirs, in
 * order, so a day with sales lacks its Z exactly when it is after the ledger's last closed day.
 */
export const monthClosable = async (db: Db, scope: RestaurantScope, month: string): Promise<PnlMonthClosable> => {
  const [today, missing] = await Promise.all([
    todayOf(db, scope),
    db.execute<{ day: string }>(
      sql`select distinct t.business_date::text as day from caisse_tickets t
          left join caisse_ledger_states s on s.restaurant_id = t.restaurant_id
          where ${inScope(scope, sql`t.restaurant_id`)} and not t.late
            and t.business_date between ${monthFirstDay(month)}::date and ${monthLastDay(month)}::date
            and t.business_date > coalesce(s.last_closed_date, '-infinity'::date)
          order by 1`,
    ),
  ]);
  const monthOver = monthLastDay(month) < today;
  const missingDays = missing.rows.map((r) => r.day);
  const reasons = [
    monthOver ? null : `le mois de ${monthLabel(month)} n'est pas terminé`,
    missingDays.length
      ? `${missingDays.length > 1 ? 'ces journées n’ont' : 'cette journée n’a'} pas de clôture de caisse (Z) : ${missingDays.map(frenchDay).join(', ')}`
      : null,
  ].filter((r): r is string => r !== null);
  const reason = reasons.length ? `Le mois ne peut pas encore être clôturé : ${reasons.join(' ; ')}.` : null;
  return { closable: reason === null, reason, month_over: monthOver, missing_days: missingDays };
};

/** Refuses (422, in French) a month that is not over or has a day with sales but no Z. */
export const assertMonthClosable = async (db: Db, scope: RestaurantScope, month: string) => {
  const check = await monthClosable(db, scope, month);
  if (check.reason) throw unprocessable(check.reason, { month: check.reason });
};
