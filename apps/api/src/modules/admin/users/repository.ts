import type { AdminUser, AdminUserListQuery, PageQuery, SponsoredRestaurant } from '@fitfit/contracts';
import { and, eq, inArray, isNotNull, isNull, ne, notInArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/database';
import { marks, markUsers, restaurants, restaurantUsers, sessions, users } from '../../../db/schema';
import { iso } from '../../../lib/iso';
import { pagedQuery } from '../../../lib/paged-query';
import { monthlyAmountSql } from '../subscriptions/amounts';

const columns = sql`u.id, u.email, u.first_name, u.last_name, u.role, u.phone, u.sponsor_type, u.affiliate_code,
  coalesce((select array_agg(r.id order by r.name) from restaurant_users ru join restaurants r on r.id = ru.restaurant_id
    where ru.user_id = u.id and ru.removed_at is null), '{}') as restaurant_ids,
  coalesce((select array_agg(r.name order by r.name) from restaurant_users ru join restaurants r on r.id = ru.restaurant_id
    where ru.user_id = u.id and ru.removed_at is null), '{}') as restaurant_names,
  coalesce((select array_agg(m.id order by m.name) from mark_users mu join marks m on m.id = mu.mark_id where mu.user_id = u.id), '{}') as mark_ids,
  coalesce((select array_agg(m.name order by m.name) from mark_users mu join marks m on m.id = mu.mark_id where mu.user_id = u.id), '{}') as mark_names,
  (select count(*)::int from restaurants r where r.sponsor_user_id = u.id and r.deleted_at is null) as sponsored_count,
  exists (select 1 from user_totp t where t.user_id = u.id and t.confirmed_at is not null) as totp_enabled,
  ${iso(sql`u.last_login_at`)} as last_login_at,
  ${iso(sql`u.deleted_at`)} as deleted_at,
  ${iso(sql`u.created_at`)} as created_at`;

export const list = (db: Db, q: AdminUserListQuery) =>
  pagedQuery<AdminUser>({
    db,
    query: q,
    select: columns,
    from: sql`users u`,
    where: [
      q.only_soft_deleted === 'true' ? sql`u.deleted_at is not null` : sql`u.deleted_at is null`,
      q.role ? sql`u.role = ${q.role}` : undefined,
    ],
    searchColumns: [sql`u.email`, sql`u.first_name`, sql`u.last_name`, sql`(u.first_name || ' ' || u.last_name)`, sql`u.affiliate_code`],
    sortColumns: {
      created_at: sql`u.created_at`,
      last_name: sql`lower(u.last_name)`,
      email: sql`lower(u.email)`,
      role: sql`u.role`,
      // never signed in: first when ascending, last when descending
      last_login_at: (direction) => [direction === 'asc' ? sql`u.last_login_at asc nulls first` : sql`u.last_login_at desc nulls last`],
    },
    tieBreaker: sql`u.id`,
  });

export const findById = async (db: Db | Tx, id: string) => {
  const { rows } = await db.execute<AdminUser>(sql`select ${columns} from users u where u.id = ${id}`);
  return rows[0];
};

export const emailTaken = async (db: Db | Tx, email: string, exceptId?: string) => {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, exceptId ? ne(users.id, exceptId) : undefined));
  return rows.length > 0;
};

export const countExisting = async (db: Db | Tx, restaurantIds: string[], markIds: string[]) => {
  const [r, m] = await Promise.all([
    restaurantIds.length
      ? db
          .select({ id: restaurants.id })
          .from(restaurants)
          .where(and(inArray(restaurants.id, restaurantIds), isNull(restaurants.deleted_at)))
      : [],
    markIds.length ? db.select({ id: marks.id }).from(marks).where(inArray(marks.id, markIds)) : [],
  ]);
  return { restaurants: r.length, marks: m.length };
};

export const insert = async (tx: Tx, values: typeof users.$inferInsert) => {
  const [row] = await tx.insert(users).values(values).onConflictDoNothing().returning({ id: users.id });
  return row?.id;
};

export const update = (tx: Tx, id: string, values: Partial<typeof users.$inferInsert>) =>
  tx
    .update(users)
    .set({ ...values, updated_at: sql`now()` })
    .where(eq(users.id, id))
    .returning({ id: users.id });

/**
 * The restaurants and marks the admin chose. A restaurant kept keeps its member row as it is (its access, owner,
 * manager or accountant: docs/accounts.md); one left out is left as its owners remove a member (`removed_at`, the row
 * kept); one added joins as owner, or, if its owners had removed the person, brings them back with their access.
 */
export const setMemberships = async (tx: Tx, userId: string, restaurantIds: string[], markIds: string[]) => {
  await tx
    .update(restaurantUsers)
    .set({ removed_at: sql`now()` })
    .where(
      and(
        eq(restaurantUsers.user_id, userId),
        isNull(restaurantUsers.removed_at),
        restaurantIds.length ? notInArray(restaurantUsers.restaurant_id, restaurantIds) : undefined,
      ),
    );
  await tx.delete(markUsers).where(eq(markUsers.user_id, userId));
  if (restaurantIds.length)
    await tx
      .insert(restaurantUsers)
      .values(restaurantIds.map((restaurant_id) => ({ restaurant_id, user_id: userId })))
      .onConflictDoUpdate({
        target: [restaurantUsers.restaurant_id, restaurantUsers.user_id],
        set: { removed_at: null },
        setWhere: isNotNull(restaurantUsers.removed_at),
      });
  if (markIds.length) await tx.insert(markUsers).values(markIds.map((mark_id) => ({ mark_id, user_id: userId })));
};

/** Revokes every open session of a user (but `keepSessionId`, the caller's own). */
export const revokeSessions = (db: Db | Tx, userId: string, keepSessionId?: string) =>
  db
    .update(sessions)
    .set({ revoked_at: sql`now()` })
    .where(and(eq(sessions.user_id, userId), isNull(sessions.revoked_at), keepSessionId ? ne(sessions.id, keepSessionId) : undefined));

export const softDelete = (tx: Tx, id: string) =>
  tx
    .update(users)
    .set({ deleted_at: sql`now()`, updated_at: sql`now()` })
    .where(and(eq(users.id, id), isNull(users.deleted_at)))
    .returning({ id: users.id });

export const restore = (db: Db, id: string) =>
  db
    .update(users)
    .set({ deleted_at: null, updated_at: sql`now()` })
    .where(and(eq(users.id, id), isNotNull(users.deleted_at)))
    .returning({ id: users.id });

const subscriptionLateral = sql`left join lateral (select s.status, s.recurring from restaurant_subscriptions s
  where s.restaurant_id = r.id order by (s.status <> 'canceled') desc, s.started_on desc, s.created_at desc limit 1) s on true`;

/** Restaurants signed by a salesperson, with their subscription and current monthly amount. */
export const sponsoredRestaurants = (db: Db, sponsorId: string, q: PageQuery) =>
  pagedQuery<SponsoredRestaurant>({
    db,
    query: q,
    select: sql`r.id, r.name, r.city, m.name as mark_name,
      ${iso(sql`r.created_at`)} as created_at,
      s.status as subscription_status, s.recurring, ${monthlyAmountSql()} as monthly_amount_cents`,
    from: sql`restaurants r left join marks m on m.id = r.mark_id ${subscriptionLateral}`,
    where: [sql`r.sponsor_user_id = ${sponsorId}`, sql`r.deleted_at is null`],
    searchColumns: [sql`r.name`, sql`r.city`],
    sortColumns: { created_at: sql`r.created_at` },
    tieBreaker: sql`r.id`,
  });

export const allSponsoredRestaurants = async (db: Db, sponsorId: string) => {
  const { rows } = await db.execute<SponsoredRestaurant>(sql`
    select r.id, r.name, r.city, m.name as mark_name,
      ${iso(sql`r.created_at`)} as created_at,
      s.status as subscription_status, s.recurring, ${monthlyAmountSql()} as monthly_amount_cents
    from restaurants r left join marks m on m.id = r.mark_id ${subscriptionLateral}
    where r.sponsor_user_id = ${sponsorId} and r.deleted_at is null order by r.name`);
  return rows;
};

export const markChoices = (db: Db, q: PageQuery) =>
  pagedQuery<{ id: string; name: string }>({
    db,
    query: q,
    select: sql`m.id, m.name`,
    from: sql`marks m`,
    searchColumns: [sql`m.name`],
    // alphabetical whatever the asked order: a list to pick from
    sortColumns: { name: () => [sql`m.name asc`] },
    tieBreaker: sql`m.id`,
  });
