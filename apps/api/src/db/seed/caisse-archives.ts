import { sql } from 'drizzle-orm';
import type { SessionUser } from '../../lib/access';
import { platformScope } from '../../lib/tenant-scope';
import { createArchive, todayOf } from '../../modules/caisse';
import type { Db } from '../database';

/** How many complete months each demo restaurant has archived: a month's archive takes about half a second to build. */
export const ARCHIVED_MONTHS = 3;

/**
 * Demo fiscal archives (conformité 2021), after the demo sales: each restaurant of the caisse archived its last
 * complete months with closings, oldest first, through the archive service (the signed zip, the next link of its
 * chain, the journal's event), by its manager — or, for a restaurant of the mark without one, the mark's
 * franchisor. Not the whole year: at half a second a month, twelve months of four restaurants would add half a
 * minute to the first start. A demo shorter than a month (tests) archives its month in progress instead, as
 * « Créer une archive » allows, so the screen is never empty.
 */
export const seedCaisseArchives = async (db: Db, months = ARCHIVED_MONTHS) => {
  const { rows: restaurants } = await db.execute<{ id: string; months: string[]; by: SessionUser | null }>(
    sql`select r.id,
          array(select distinct to_char(c.business_date, 'YYYY-MM') from caisse_closings c where c.restaurant_id = r.id order by 1) as months,
          (select json_build_object('id', u.id, 'role', u.role, 'email', u.email, 'first_name', u.first_name, 'last_name', u.last_name,
                    'current_restaurant_id', u.current_restaurant_id, 'affiliate_code', u.affiliate_code)
             from users u
             where u.deleted_at is null and (u.id in (select ru.user_id from restaurant_users ru where ru.restaurant_id = r.id and u.role = 'restorer')
                                             or u.id in (select mu.user_id from mark_users mu where mu.mark_id = r.mark_id and u.role = 'franchisor'))
             order by u.role = 'restorer' desc, u.created_at limit 1) as by
        from restaurants r
        where r.deleted_at is null
          and exists (select 1 from caisse_closings c where c.restaurant_id = r.id)
          and not exists (select 1 from caisse_fiscal_archives a where a.restaurant_id = r.id)
        order by r.name`,
  );
  // one archive at a time: a run holds a connection for its transaction and reads the sales through another,
  // so runs side by side on a small pool (the tests' demo seed has two connections) would wait on each other for good
  for (const r of restaurants) {
    if (!r.by) continue;
    const scope = platformScope(r.id);
    const current = (await todayOf(db, scope)).slice(0, 7);
    const complete = r.months.filter((m) => m < current).slice(-months);
    for (const month of complete.length ? complete : [current]) await createArchive(db, scope, { period: 'month', date: month }, r.by);
  }
};
