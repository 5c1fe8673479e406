import type { MemberAccess } from '@fitfit/contracts';
import { fillPlaceholders, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import type { SessionUser } from '../../lib/access';

/** The restaurants a user may act for (PRODUCT §1): restorer its own, franchisor its marks', admin all. */
export const actsForRestaurantSql = (user: { id: string | SQL; role: SessionUser['role'] }) => {
  switch (user.role) {
    case 'admin':
      return sql`r.deleted_at is null`;
    case 'restorer':
      return sql`r.deleted_at is null and exists (select 1 from restaurant_users ru where ru.restaurant_id = r.id and ru.user_id = ${user.id} and ru.removed_at is null)`;
    case 'franchisor':
      return sql`r.deleted_at is null and exists (select 1 from mark_users mu where mu.mark_id = r.mark_id and mu.user_id = ${user.id})`;
    default:
      return sql`false`;
  }
};

/** A restorer's access to restaurant `r` (owner, manager, accountant); null for the other roles, who are not members. */
export const memberAccessSql = (user: { id: string | SQL }) =>
  sql`(select ru.access from restaurant_users ru where ru.restaurant_id = r.id and ru.user_id = ${user.id} and ru.removed_at is null)`;

/** The modules restaurant `r` holds today. */
const modulesToday = sql`coalesce((select array_agg(m.code_name) from fitfit_module_restaurants fmr
  join fitfit_modules m on m.id = fmr.fitfit_module_id
  where fmr.restaurant_id = r.id and fmr.starts_on <= current_date
    and (fmr.ends_on is null or fmr.ends_on >= current_date)), '{}')`;

export const restaurantAccess = async (db: Db, user: Pick<SessionUser, 'id' | 'role'>, restaurantId: string) => {
  const { rows } = await db.execute<{ exists: boolean; allowed: boolean; modules: string[] }>(sql`
    select true as exists, (${actsForRestaurantSql(user)}) as allowed, ${modulesToday} as modules
    from restaurants r where r.id = ${restaurantId}`);
  return rows[0];
};

export type SessionAccess = SessionUser & {
  session_id: string;
  /** Until when this answer holds if nothing changes: the session's expiry, or midnight (modules go by the day). */
  valid_until: Date;
  /** Two-step verification confirmed (an administrator without it may only set it up under ADMIN_MFA=required). */
  totp_enabled: boolean;
  /**
   * Null when no restaurant was asked for or it does not exist (deleted ones exist, not allowed). `access`: the
   * restorer's member access there (null for admins and franchisors, who act by role, not membership).
   */
  restaurant: { allowed: boolean; modules: string[]; access: MemberAccess | null } | null;
};

const actsByRole = sql.join(
  (['admin', 'restorer', 'franchisor'] as const).map((role) => sql`when ${role} then ${actsForRestaurantSql({ id: sql`u.id`, role })}`),
  sql` `,
);
// Built once: this runs on every signed-in request, so Drizzle's query building and PostgreSQL's parsing
// and planning (a named statement is prepared once per connection) are paid once, not per request.
const sessionAccess = new PgDialect().sqlToQuery(sql`
  select s.id as session_id, least(s.expires_at, (current_date + 1)::timestamptz) as valid_until, u.id, u.role, u.email, u.first_name, u.last_name, u.current_restaurant_id, u.affiliate_code,
    exists (select 1 from user_totp t where t.user_id = u.id and t.confirmed_at is not null) as totp_enabled,
    case when r.id is null then null
      else json_build_object('allowed', case u.role ${actsByRole} else false end, 'modules', ${modulesToday},
        'access', case when u.role = 'restorer' then ${memberAccessSql({ id: sql`u.id` })} end) end as restaurant
  from sessions s join users u on u.id = s.user_id
  left join restaurants r on r.id = ${sql.placeholder('restaurantId')}::uuid
  where s.token_hash = ${sql.placeholder('tokenHash')} and s.revoked_at is null and s.expires_at > now() and u.deleted_at is null`);

/**
 * The live session's user and, when `restaurantId` is given, whether that user may act for the restaurant
 * and its modules today: one round trip per request, read from the database each time so that a logout,
 * a deleted user or a lost membership takes effect at once.
 */
export const findSessionAccess = async (db: Db, tokenHash: Buffer, restaurantId: string | null) => {
  const { rows } = await db.$client.query<SessionAccess>({
    name: 'fitfit_session_access',
    text: sessionAccess.sql,
    values: fillPlaceholders(sessionAccess.params, { tokenHash, restaurantId }),
  });
  return rows[0];
};

/** The POS terminal a device API key belongs to, while installed. */
export const findDevice = async (db: Db, keyHash: Buffer) => {
  const { rows } = await db.execute<{ id: string; restaurant_id: string }>(sql`
    select rh.id, rh.restaurant_id from restaurant_hardwares rh join restaurants r on r.id = rh.restaurant_id
    where rh.api_key_hash = ${keyHash} and rh.removed_at is null and r.deleted_at is null`);
  return rows[0];
};

/** The live restaurants a franchisor reads on its network screens: those of its marks (holding `module` today, if given). */
export const franchisorRestaurantIds = async (db: Db, userId: string, module?: string) => {
  const { rows } = await db.execute<{ id: string }>(sql`
    select r.id from restaurants r join mark_users mu on mu.mark_id = r.mark_id
    where mu.user_id = ${userId} and r.deleted_at is null
      and (${module ?? null}::text is null or exists (select 1 from fitfit_module_restaurants fmr
        join fitfit_modules m on m.id = fmr.fitfit_module_id
        where fmr.restaurant_id = r.id and m.code_name = ${module ?? null} and fmr.starts_on <= current_date
          and (fmr.ends_on is null or fmr.ends_on >= current_date)))
    order by r.id`);
  return rows.map((r) => r.id);
};
