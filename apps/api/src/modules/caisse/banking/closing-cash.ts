import type { CloseDayInput, ClosingCounting } from '@fitfit/contracts';
import { sql } from 'drizzle-orm';
import { unprocessable } from '../../../lib/http-errors';
import { iso } from '../../../lib/iso';
import { inScope, type RestaurantScope } from '../../../lib/tenant-scope';
import type { Queryable } from '../ledger/common';
import { registerCash } from './funds';

/**
 * The counted cash a closing of `date` proposes: each register's last counting of the business days it covers
 * (after the previous closing's day `after`, up to `date`), and the registers not counted — the restaurant's POS
 * terminals and any drawer holding cash of those days.
 */
export const closingCountings = async (db: Queryable, scope: RestaurantScope, after: string | null, date: string) => {
  const [{ rows }, registers] = await Promise.all([
    db.execute<ClosingCounting>(
      sql`select distinct on (k.register_id) k.id as counting_id, k.register_id, coalesce(h.label, 'Caisse') as register_label,
            k.business_date::text as business_date, ${iso(sql`k.counted_at`)} as counted_at, k.counted_by_name, k.counted_cents
          from caisse_bank_countings k left join restaurant_hardwares h on h.restaurant_id = k.restaurant_id and h.id = k.register_id
          where ${inScope(scope, sql`k.restaurant_id`)} and k.place = 'register' and k.register_id is not null
            and k.business_date <= ${date}::date and k.business_date > coalesce(${after}::date, '-infinity'::date)
          order by k.register_id, k.counted_at desc, k.id desc`,
    ),
    registerCash(db, scope),
  ]);
  const countings = rows.map((r) => ({ ...r, counted_cents: Number(r.counted_cents) }));
  const counted = new Set(countings.map((c) => c.register_id));
  const uncounted = registers.flatMap((r) =>
    r.register_id && !counted.has(r.register_id) ? [{ register_id: r.register_id, label: r.label ?? 'Caisse' }] : [],
  );
  const total = countings.length ? countings.reduce((s, c) => s + c.counted_cents, 0) : null;
  return { countings, uncounted, total };
};

/**
 * The one place where a daily closing meets banking: the cash typed on the closing wins; without it, the last
 * counting of each register over the days the closing covers gives it; with neither, the closing is refused.
 */
export const withCountedCash = async (
  db: Queryable,
  scope: RestaurantScope,
  after: string | null,
  businessDate: string,
  input: CloseDayInput,
): Promise<CloseDayInput & { counted_cash_cents: number }> => {
  if (input.counted_cash_cents !== undefined) return { ...input, counted_cash_cents: input.counted_cash_cents };
  const { total } = await closingCountings(db, scope, after, businessDate);
  if (total === null) {
    const message = 'Aucun comptage de caisse pour cette journée : comptez la caisse ou saisissez les espèces comptées';
    throw unprocessable(message, { counted_cash_cents: message });
  }
  return { ...input, counted_cash_cents: total };
};
