import type { CurrentUser, PageQuery, RestaurantSummary } from '@fitfit/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { sessions, users } from '../../db/schema';
import type { SessionUser } from '../../lib/access';
import { dayChangeHourNowSql, timezoneNowSql } from '../../lib/business-day';
import { pagedQuery } from '../../lib/paged-query';
import { actsForRestaurantSql, memberAccessSql } from './access-repository';

export const findUserByEmail = async (db: Db, email: string) => {
  const [user] = await db
    .select()
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, isNull(users.deleted_at)));
  return user;
};

export const createSession = async (db: Db, values: typeof sessions.$inferInsert) => {
  await db.insert(sessions).values(values);
};

export const revokeSession = (db: Db, sessionId: string) =>
  db
    .update(sessions)
    .set({ revoked_at: sql`now()` })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revoked_at)));

export const touchLastLogin = (db: Db, userId: string) => db.update(users).set({ last_login_at: sql`now()` }).where(eq(users.id, userId));

// the timezone and day-change hour in force today: a new setting waits for its first business day (lib/business-day.ts)
const summaryColumns = (user: Pick<SessionUser, 'id' | 'role'>) => sql`r.id, r.name, r.mark_id, m.name as mark_name, r.city,
  ${timezoneNowSql(sql`r`)} as timezone, ${dayChangeHourNowSql(sql`r`)} as day_change_hour, r.currency, (r.registration_completed_at is not null) as registration_completed,
  ${user.role === 'restorer' ? memberAccessSql(user) : sql`null`} as access`;

/** Restaurants the user may act for, by name or city, paged. */
export const listActingRestaurants = (db: Db, user: Pick<SessionUser, 'id' | 'role'>, q: PageQuery) =>
  pagedQuery<RestaurantSummary>({
    db,
    query: q,
    select: summaryColumns(user),
    from: sql`restaurants r left join marks m on m.id = r.mark_id`,
    where: [actsForRestaurantSql(user)],
    searchColumns: [sql`r.name`, sql`r.city`],
    sortColumns: { name: sql`r.name` },
    tieBreaker: sql`r.id`,
  });

/**
 * The user's current restaurant: the one it chose if it may still act for it, else the first it may act
 * for (by name). Admins with no choice have none.
 */
export const currentRestaurant = async (db: Db, user: SessionUser) => {
  const { rows } = await db.execute<RestaurantSummary>(sql`
    select ${summaryColumns(user)} from restaurants r left join marks m on m.id = r.mark_id
    where ${actsForRestaurantSql(user)} and (r.id = ${user.current_restaurant_id} or ${user.role !== 'admin'})
    order by (r.id = ${user.current_restaurant_id}) desc nulls last, r.name limit 1`);
  return rows[0] ?? null;
};

/** The current restaurant with the modules it holds today, in one round trip. */
export const currentRestaurantWithModules = async (db: Db, user: SessionUser) => {
  const { rows } = await db.execute<RestaurantSummary & { modules: CurrentUser['current_fitfit_module_restaurants'] }>(sql`
    with current as (
      select ${summaryColumns(user)} from restaurants r left join marks m on m.id = r.mark_id
      where ${actsForRestaurantSql(user)} and (r.id = ${user.current_restaurant_id} or ${user.role !== 'admin'})
      order by (r.id = ${user.current_restaurant_id}) desc nulls last, r.name limit 1
    )
    select c.*, coalesce((
      select json_agg(json_build_object('id', fmr.id, 'code_name', fm.code_name, 'title', fm.title,
        'starts_on', fmr.starts_on::text, 'ends_on', fmr.ends_on::text) order by fm.position)
      from fitfit_module_restaurants fmr join fitfit_modules fm on fm.id = fmr.fitfit_module_id
      where fmr.restaurant_id = c.id and fmr.starts_on <= current_date
        and (fmr.ends_on is null or fmr.ends_on >= current_date)), '[]'::json) as modules
    from current c`);
  return rows[0];
};

export const findUserById = async (db: Db, id: string) => {
  const [user] = await db
    .select({
      id: users.id,
      role: users.role,
      email: users.email,
      first_name: users.first_name,
      last_name: users.last_name,
      current_restaurant_id: users.current_restaurant_id,
      affiliate_code: users.affiliate_code,
    })
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deleted_at)));
  return user;
};
