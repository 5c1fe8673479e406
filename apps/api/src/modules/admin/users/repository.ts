import type { AdminUser, AdminUserListQuery, PageQuery, SponsoredRestaurant } from '@fitfit/contracts';
import { and, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { marks, markUsers, restaurants, restaurantUsers, sessions, users } from '../../../db/schema';
import { likePattern, offsetOf, sortKeyOf } from '../../../lib/paging';
import { monthlyAmountSql } from '../subscriptions/amounts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const columns = sql`u.id, u.email, u.first_name, u.last_name, u.role, u.phone, u.sponsor_type, u.affiliate_code,
  coalesce((select array_agg(r.id order by r.name) from restaurant_users ru join restaurants r on r.id = ru.restaurant_id
    where ru.user_id = u.id), '{}') as restaurant_ids,
  coalesce((select array_agg(r.name order by r.name) from restaurant_users ru join restaurants r on r.id = ru.restaurant_id
    where ru.user_id = u.id), '{}') as restaurant_names,
  coalesce((select array_agg(m.id order by m.name) from mark_users mu join marks m on m.id = mu.mark_id where mu.user_id = u.id), '{}') as mark_ids,
  coalesce((select array_agg(m.name order by m.name) from mark_users mu join marks m on m.id = mu.mark_id where mu.user_id = u.id), '{}') as mark_names,
  (select count(*)::int from restaurants r where r.sponsor_user_id = u.id and r.deleted_at is null) as sponsored_count,
  to_char(u.last_login_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as last_login_at,
  to_char(u.deleted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as deleted_at,
  to_char(u.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as created_at`;

const sorts: Record<string, ReturnType<typeof sql>> = {
  created_at: sql`u.created_at`,
  last_name: sql`lower(u.last_name)`,
  email: sql`lower(u.email)`,
  role: sql`u.role`,
  last_login_at: sql`u.last_login_at`,
};

export const list = async (db: Db, q: AdminUserListQuery) => {
  const pattern = likePattern(q.search);
  const where = sql`${q.only_soft_deleted === 'true' ? sql`u.deleted_at is not null` : sql`u.deleted_at is null`}
    and (${q.role ?? null}::text is null or u.role = ${q.role ?? null})
    and (${q.search} = '' or u.email ilike ${pattern} or u.first_name ilike ${pattern} or u.last_name ilike ${pattern}
      or (u.first_name || ' ' || u.last_name) ilike ${pattern} or u.affiliate_code ilike ${pattern})`;
  const sortKey = sortKeyOf(sorts, q.sort, 'created_at');
  const order = q.order === 'asc' ? sql`asc nulls first` : sql`desc nulls last`;
  const [{ rows }, { rows: count }] = await Promise.all([
    db.execute<AdminUser>(
      sql`select ${columns} from users u where ${where} order by ${sorts[sortKey]} ${order}, u.id limit ${q.per_page} offset ${offsetOf(q)}`,
    ),
    db.execute<{ n: number }>(sql`select count(*)::int as n from users u where ${where}`),
  ]);
  return { rows, total: count[0].n };
};

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

export const setMemberships = async (tx: Tx, userId: string, restaurantIds: string[], markIds: string[]) => {
  await tx.delete(restaurantUsers).where(eq(restaurantUsers.user_id, userId));
  await tx.delete(markUsers).where(eq(markUsers.user_id, userId));
  if (restaurantIds.length)
    await tx.insert(restaurantUsers).values(restaurantIds.map((restaurant_id) => ({ restaurant_id, user_id: userId })));
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
export const sponsoredRestaurants = async (db: Db, sponsorId: string, q: PageQuery) => {
  const where = sql`r.sponsor_user_id = ${sponsorId} and r.deleted_at is null
    and (${q.search} = '' or r.name ilike ${likePattern(q.search)} or r.city ilike ${likePattern(q.search)})`;
  const order = q.order === 'asc' ? sql`asc` : sql`desc`;
  const [{ rows }, { rows: count }] = await Promise.all([
    db.execute<SponsoredRestaurant>(sql`
      select r.id, r.name, r.city, m.name as mark_name,
        to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as created_at,
        s.status as subscription_status, s.recurring, ${monthlyAmountSql()} as monthly_amount_cents
      from restaurants r left join marks m on m.id = r.mark_id ${subscriptionLateral}
      where ${where} order by r.created_at ${order}, r.id limit ${q.per_page} offset ${offsetOf(q)}`),
    db.execute<{ n: number }>(sql`select count(*)::int as n from restaurants r where ${where}`),
  ]);
  return { rows, total: count[0].n };
};

export const allSponsoredRestaurants = async (db: Db, sponsorId: string) => {
  const { rows } = await db.execute<SponsoredRestaurant>(sql`
    select r.id, r.name, r.city, m.name as mark_name,
      to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as created_at,
      s.status as subscription_status, s.recurring, ${monthlyAmountSql()} as monthly_amount_cents
    from restaurants r left join marks m on m.id = r.mark_id ${subscriptionLateral}
    where r.sponsor_user_id = ${sponsorId} and r.deleted_at is null order by r.name`);
  return rows;
};

export const markChoices = async (db: Db, q: PageQuery) => {
  const where = sql`(${q.search} = '' or m.name ilike ${likePattern(q.search)})`;
  const [{ rows }, { rows: count }] = await Promise.all([
    db.execute<{ id: string; name: string }>(
      sql`select m.id, m.name from marks m where ${where} order by m.name asc limit ${q.per_page} offset ${offsetOf(q)}`,
    ),
    db.execute<{ n: number }>(sql`select count(*)::int as n from marks m where ${where}`),
  ]);
  return { rows, total: count[0].n };
};
