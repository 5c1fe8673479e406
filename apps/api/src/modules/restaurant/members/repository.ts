import type { MemberAccess, RestaurantInvitation, RestaurantMember } from '@fitfit/contracts';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/database';
import { restaurantInvitations, restaurants, restaurantUsers, sessions, users } from '../../../db/schema';
import { outsideTenants } from '../../../db/tenant-context';
import { timezoneNowSql } from '../../../lib/business-day';
import { iso } from '../../../lib/iso';
import { inScope, type RestaurantScope } from '../../../lib/tenant-scope';

/** Owners first, then managers, then accountants; by name within each. */
const accessOrder = sql`array_position(array['owner', 'manager', 'accountant'], ru.access)`;

/** The restaurant's members: not removed, with an account not deleted. */
const memberRows = (db: Queryable, scope: RestaurantScope, where?: SQL) =>
  db.execute<Omit<RestaurantMember, 'me'>>(sql`
    select ru.user_id, u.first_name, u.last_name, u.email, ru.access, ${iso(sql`ru.created_at`)} as since,
      ${iso(sql`u.last_login_at`)} as last_login_at
    from restaurant_users ru join users u on u.id = ru.user_id
    where ${inScope(scope, sql`ru.restaurant_id`)} and ru.removed_at is null and u.deleted_at is null ${where ? sql`and ${where}` : sql``}
    order by ${accessOrder}, lower(u.last_name), lower(u.first_name), u.id`);

export const listMembers = async (db: Queryable, scope: RestaurantScope) => (await memberRows(db, scope)).rows;

export const findMember = async (db: Queryable, scope: RestaurantScope, userId: string) =>
  (await memberRows(db, scope, sql`ru.user_id = ${userId}`)).rows[0];

/**
 * Locks the restaurant's row until the transaction ends: every change of its members and invitations goes one at a
 * time, so two owners demoting each other at once cannot leave it without an owner.
 */
export const lockRestaurant = (tx: Queryable, scope: RestaurantScope) =>
  tx.select({ id: restaurants.id }).from(restaurants).where(inScope(scope, restaurants.id)).for('update');

/** Owners left (members not removed, accounts not deleted). */
export const countOwners = async (db: Queryable, scope: RestaurantScope) => {
  const { rows } = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from restaurant_users ru join users u on u.id = ru.user_id
    where ${inScope(scope, sql`ru.restaurant_id`)} and ru.access = 'owner' and ru.removed_at is null and u.deleted_at is null`);
  return rows[0].n;
};

const memberOf = (scope: RestaurantScope, userId: string) =>
  and(inScope(scope, restaurantUsers.restaurant_id), eq(restaurantUsers.user_id, userId), isNull(restaurantUsers.removed_at));

export const setAccess = (tx: Queryable, scope: RestaurantScope, userId: string, access: MemberAccess) =>
  tx.update(restaurantUsers).set({ access }).where(memberOf(scope, userId));

/** Soft removal: the row stays (who acted for the restaurant), `removed_at` ends its access (the access query reads it). */
export const removeMember = (tx: Queryable, scope: RestaurantScope, userId: string) =>
  tx.update(restaurantUsers).set({ removed_at: sql`now()` }).where(memberOf(scope, userId));

/**
 * A member joins with `access`; one removed before comes back with it. (restaurant_users' trigger tells every
 * instance's access cache.)
 */
export const addMember = (tx: Queryable, scope: RestaurantScope, userId: string, access: MemberAccess) =>
  tx
    .insert(restaurantUsers)
    .values({ restaurant_id: scope.restaurantId, user_id: userId, access })
    .onConflictDoUpdate({
      target: [restaurantUsers.restaurant_id, restaurantUsers.user_id],
      set: { access, removed_at: null, created_at: sql`now()` },
    });

/**
 * Whether the person still acts for another restaurant. Their memberships span restaurants, which this request's
 * row-level security (one restaurant) does not show: read as the platform, outside the request's tenants.
 */
export const actsElsewhere = (db: Queryable, userId: string) =>
  outsideTenants(async () => {
    const { rows } = await db.execute<{ n: number }>(sql`
      select count(*)::int as n from restaurant_users ru join restaurants r on r.id = ru.restaurant_id
      where ru.user_id = ${userId} and ru.removed_at is null and r.deleted_at is null`);
    return rows[0].n > 0;
  });

export const revokeSessions = (db: Queryable, userId: string) =>
  db
    .update(sessions)
    .set({ revoked_at: sql`now()` })
    .where(and(eq(sessions.user_id, userId), isNull(sessions.revoked_at)));

// ---------- invitations ----------

const invitationColumns = sql`i.id, i.email, i.access, u.first_name || ' ' || u.last_name as invited_by,
  ${iso(sql`i.created_at`)} as created_at, ${iso(sql`i.expires_at`)} as expires_at, i.expires_at <= now() as expired`;

/** Invitations waiting (neither accepted nor revoked), the newest first; `id` alone when given. */
export const pendingInvitations = async (db: Queryable, scope: RestaurantScope, id?: string) => {
  const { rows } = await db.execute<RestaurantInvitation>(sql`
    select ${invitationColumns} from restaurant_invitations i join users u on u.id = i.invited_by
    where ${inScope(scope, sql`i.restaurant_id`)} and i.accepted_at is null and i.revoked_at is null
      ${id ? sql`and i.id = ${id}` : sql``}
    order by i.created_at desc, i.id`);
  return rows;
};

/** The waiting invitation of this address, if any (expired or not). */
export const pendingInvitationFor = async (db: Queryable, scope: RestaurantScope, email: string) => {
  const [found] = await db
    .select({ id: restaurantInvitations.id, expired: sql<boolean>`${restaurantInvitations.expires_at} <= now()` })
    .from(restaurantInvitations)
    .where(
      and(
        inScope(scope, restaurantInvitations.restaurant_id),
        sql`lower(${restaurantInvitations.email}) = lower(${email})`,
        isNull(restaurantInvitations.accepted_at),
        isNull(restaurantInvitations.revoked_at),
      ),
    );
  return found;
};

export const insertInvitation = async (
  tx: Queryable,
  scope: RestaurantScope,
  values: { email: string; access: MemberAccess; token_hash: Buffer; invited_by: string; expires_at: Date },
) => {
  const [row] = await tx
    .insert(restaurantInvitations)
    .values({ restaurant_id: scope.restaurantId, ...values })
    .returning({ id: restaurantInvitations.id });
  return row.id;
};

const waiting = (scope: RestaurantScope, id: string) =>
  and(
    inScope(scope, restaurantInvitations.restaurant_id),
    eq(restaurantInvitations.id, id),
    isNull(restaurantInvitations.accepted_at),
    isNull(restaurantInvitations.revoked_at),
  );

/** A new token and a new expiry for a waiting invitation; false when there is none by this id. */
export const renewInvitation = async (tx: Queryable, scope: RestaurantScope, id: string, token_hash: Buffer, expires_at: Date) =>
  (
    await tx
      .update(restaurantInvitations)
      .set({ token_hash, expires_at })
      .where(waiting(scope, id))
      .returning({ id: restaurantInvitations.id })
  ).length > 0;

export const revokeInvitation = async (tx: Queryable, scope: RestaurantScope, id: string) =>
  (
    await tx
      .update(restaurantInvitations)
      .set({ revoked_at: sql`now()` })
      .where(waiting(scope, id))
      .returning({ id: restaurantInvitations.id })
  ).length > 0;

/** The invitation a link names, locked until the transaction ends (two clicks at once accept it once). */
export const lockInvitationByToken = async (tx: Queryable, tokenHash: Buffer) => {
  const [found] = await tx
    .select({
      id: restaurantInvitations.id,
      restaurant_id: restaurantInvitations.restaurant_id,
      email: restaurantInvitations.email,
      access: restaurantInvitations.access,
      invited_by: restaurantInvitations.invited_by,
      expires_at: restaurantInvitations.expires_at,
      accepted: sql<boolean>`${restaurantInvitations.accepted_at} is not null`,
      revoked: sql<boolean>`${restaurantInvitations.revoked_at} is not null`,
      expired: sql<boolean>`${restaurantInvitations.expires_at} <= now()`,
    })
    .from(restaurantInvitations)
    .where(eq(restaurantInvitations.token_hash, tokenHash))
    .for('update');
  return found;
};

export const markAccepted = (tx: Queryable, scope: RestaurantScope, id: string, userId: string) =>
  tx
    .update(restaurantInvitations)
    .set({ accepted_at: sql`now()`, accepted_by: userId })
    .where(and(inScope(scope, restaurantInvitations.restaurant_id), eq(restaurantInvitations.id, id)));

/** The restaurant's name and timezone in force today (the e-mail's expiry is written in its time). */
export const restaurantOf = async (db: Queryable, scope: RestaurantScope) => {
  const [found] = await db
    .select({ name: restaurants.name, timezone: sql<string>`${timezoneNowSql(sql`${restaurants}`)}` })
    .from(restaurants)
    .where(and(inScope(scope, restaurants.id), isNull(restaurants.deleted_at)));
  return found;
};

/** An account by its address (deleted ones too: the address stays taken). */
export const accountByEmail = async (db: Queryable, email: string) => {
  const [found] = await db
    .select({ id: users.id, role: users.role, first_name: users.first_name, last_name: users.last_name, deleted_at: users.deleted_at })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  return found;
};

export const userName = async (db: Queryable, id: string) => {
  const [found] = await db.select({ first_name: users.first_name, last_name: users.last_name }).from(users).where(eq(users.id, id));
  return found ? `${found.first_name} ${found.last_name}` : '';
};

export const createUser = async (
  tx: Queryable,
  values: { email: string; password_hash: string; first_name: string; last_name: string; current_restaurant_id: string },
) => {
  const [row] = await tx
    .insert(users)
    .values({ ...values, role: 'restorer' })
    .returning({ id: users.id });
  return row.id;
};

export const setCurrentRestaurant = (tx: Queryable, userId: string, scope: RestaurantScope) =>
  tx.update(users).set({ current_restaurant_id: scope.restaurantId, updated_at: sql`now()` }).where(eq(users.id, userId));
