import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/database';
import { accountTokens, sessions, users } from '../../../db/schema';

type Executor = Db | Tx;
export type TokenPurpose = (typeof accountTokens.$inferSelect)['purpose'];

export const findUser = async (db: Executor, id: string) => {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deleted_at)));
  return user;
};

/** Any account with this address, deleted ones included (the unique index counts them too). */
export const emailTaken = async (db: Executor, email: string, exceptUserId: string) => {
  const [found] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, ne(users.id, exceptUserId)));
  return found !== undefined;
};

export const updateUser = (
  db: Executor,
  id: string,
  values: Partial<Pick<typeof users.$inferInsert, 'first_name' | 'last_name' | 'email' | 'password_hash'>>,
) =>
  db
    .update(users)
    .set({ ...values, updated_at: sql`now()` })
    .where(eq(users.id, id));

/** A new link replaces the ones of the same purpose still waiting: only the last one sent works. */
export const issueToken = async (
  db: Executor,
  values: { user_id: string; purpose: TokenPurpose; token_hash: Buffer; expires_at: Date; new_email?: string },
) => {
  await spendTokens(db, values.user_id, values.purpose);
  await db.insert(accountTokens).values(values);
};

/** Marks every link of this purpose still waiting as spent. */
export const spendTokens = (db: Executor, userId: string, purpose: TokenPurpose) =>
  db
    .update(accountTokens)
    .set({ used_at: sql`now()` })
    .where(and(eq(accountTokens.user_id, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.used_at)));

/** The link by its token's hash, locked until the transaction ends (two clicks at once spend it once). */
export const lockToken = async (db: Executor, purpose: TokenPurpose, tokenHash: Buffer) => {
  const [found] = await db
    .select({
      id: accountTokens.id,
      user_id: accountTokens.user_id,
      new_email: accountTokens.new_email,
      used: sql<boolean>`${accountTokens.used_at} is not null`,
      expired: sql<boolean>`${accountTokens.expires_at} <= now()`,
    })
    .from(accountTokens)
    .where(and(eq(accountTokens.token_hash, tokenHash), eq(accountTokens.purpose, purpose)))
    .for('update');
  return found;
};

export const spendToken = (db: Executor, id: string) =>
  db.update(accountTokens).set({ used_at: sql`now()` }).where(eq(accountTokens.id, id));

const live = (userId: string) => and(eq(sessions.user_id, userId), isNull(sessions.revoked_at), gt(sessions.expires_at, sql`now()`));

export const liveSessions = (db: Executor, userId: string) =>
  db
    .select({
      id: sessions.id,
      user_agent: sessions.user_agent,
      ip: sessions.ip,
      created_at: sessions.created_at,
      last_used_at: sessions.last_used_at,
    })
    .from(sessions)
    .where(live(userId))
    .orderBy(desc(sessions.last_used_at), desc(sessions.created_at));

/** Revokes the user's live session `id`; false when it is not one of them. */
export const revokeSession = async (db: Executor, userId: string, id: string) => {
  const revoked = await db
    .update(sessions)
    .set({ revoked_at: sql`now()` })
    .where(and(live(userId), eq(sessions.id, id)))
    .returning({ id: sessions.id });
  return revoked.length > 0;
};

/** Revokes every live session of the user but `keep` (none: all of them); how many were revoked. */
export const revokeSessions = async (db: Executor, userId: string, keep: string | null) => {
  const revoked = await db
    .update(sessions)
    .set({ revoked_at: sql`now()` })
    .where(keep ? and(live(userId), ne(sessions.id, keep)) : live(userId))
    .returning({ id: sessions.id });
  return revoked.length;
};
