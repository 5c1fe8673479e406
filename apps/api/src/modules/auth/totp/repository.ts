import { and, count, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../../db/database';
import { accountTokens, users, userTotp, userTotpRecoveryCodes } from '../../../db/schema';

export const findTotp = async (db: Db, userId: string) => {
  const [found] = await db.select().from(userTotp).where(eq(userTotp.user_id, userId));
  return found;
};

export const isEnabled = async (db: Db, userId: string) => {
  const [found] = await db
    .select({ user_id: userTotp.user_id })
    .from(userTotp)
    .where(and(eq(userTotp.user_id, userId), isNotNull(userTotp.confirmed_at)));
  return found !== undefined;
};

/** A new secret waiting for its first code; replaces one never confirmed, never a confirmed one. */
export const savePendingSecret = async (db: Db, userId: string, sealed: Buffer) => {
  const rows = await db
    .insert(userTotp)
    .values({ user_id: userId, secret_encrypted: sealed })
    .onConflictDoUpdate({
      target: userTotp.user_id,
      set: { secret_encrypted: sealed, last_time_step: null, created_at: sql`now()` },
      setWhere: isNull(userTotp.confirmed_at),
    })
    .returning({ user_id: userTotp.user_id });
  return rows.length > 0;
};

/**
 * Accepts `timeStep` only if it is after the last one accepted, in one statement: two requests with the same code at
 * once cannot both pass. `confirm` also activates a pending secret.
 */
export const acceptTimeStep = async (db: Queryable, userId: string, timeStep: number, confirm = false) => {
  const rows = await db
    .update(userTotp)
    .set({ last_time_step: timeStep, ...(confirm ? { confirmed_at: sql`now()` } : {}) })
    .where(
      and(
        eq(userTotp.user_id, userId),
        confirm ? isNull(userTotp.confirmed_at) : isNotNull(userTotp.confirmed_at),
        or(isNull(userTotp.last_time_step), lt(userTotp.last_time_step, timeStep)),
      ),
    )
    .returning({ user_id: userTotp.user_id });
  return rows.length > 0;
};

/** Run it in the transaction that makes the codes needed (confirmation, regeneration). */
export const replaceRecoveryCodes = async (db: Queryable, userId: string, hashes: Buffer[]) => {
  await db.delete(userTotpRecoveryCodes).where(eq(userTotpRecoveryCodes.user_id, userId));
  await db.insert(userTotpRecoveryCodes).values(hashes.map((code_hash) => ({ user_id: userId, code_hash })));
};

/** Spends one unused recovery code; false when it is unknown or already used. */
export const useRecoveryCode = async (db: Db, userId: string, hash: Buffer) => {
  const rows = await db
    .update(userTotpRecoveryCodes)
    .set({ used_at: sql`now()` })
    .where(and(eq(userTotpRecoveryCodes.user_id, userId), eq(userTotpRecoveryCodes.code_hash, hash), isNull(userTotpRecoveryCodes.used_at)))
    .returning({ id: userTotpRecoveryCodes.id });
  return rows.length > 0;
};

export const recoveryCodesLeft = async (db: Db, userId: string) => {
  const [row] = await db
    .select({ n: count() })
    .from(userTotpRecoveryCodes)
    .where(and(eq(userTotpRecoveryCodes.user_id, userId), isNull(userTotpRecoveryCodes.used_at)));
  return row.n;
};

/** Two-step verification off: the secret and the recovery codes go. */
export const removeTotp = async (db: Db, userId: string) => {
  await db.transaction(async (tx) => {
    await tx.delete(userTotpRecoveryCodes).where(eq(userTotpRecoveryCodes.user_id, userId));
    await tx.delete(userTotp).where(eq(userTotp.user_id, userId));
  });
};

/**
 * The sign-in's pending second step: a single-use token kept hashed among the account's tokens (purpose `totp_login`),
 * like the e-mail links of modules/auth/account. Making one sweeps the user's spent and expired ones.
 */
export const createChallenge = async (db: Db, userId: string, tokenHash: Buffer, expiresAt: Date) => {
  await db
    .delete(accountTokens)
    .where(
      and(
        eq(accountTokens.user_id, userId),
        eq(accountTokens.purpose, 'totp_login'),
        or(isNotNull(accountTokens.used_at), lt(accountTokens.expires_at, sql`now()`)),
      ),
    );
  await db.insert(accountTokens).values({ user_id: userId, purpose: 'totp_login', token_hash: tokenHash, expires_at: expiresAt });
};

/** The user of a live (unused, unexpired) challenge. */
export const findChallenge = async (db: Db, tokenHash: Buffer) => {
  const [found] = await db
    .select({ id: accountTokens.id, user_id: accountTokens.user_id })
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.token_hash, tokenHash),
        eq(accountTokens.purpose, 'totp_login'),
        isNull(accountTokens.used_at),
        gt(accountTokens.expires_at, sql`now()`),
      ),
    );
  return found;
};

/** Spends the challenge; false if another request spent it first. */
export const spendChallenge = async (db: Db, id: string) => {
  const rows = await db
    .update(accountTokens)
    .set({ used_at: sql`now()` })
    .where(and(eq(accountTokens.id, id), isNull(accountTokens.used_at)))
    .returning({ id: accountTokens.id });
  return rows.length > 0;
};

/** The person an e-mail about their account goes to (a live account), or undefined. */
export const personOf = async (db: Db, userId: string) => {
  const [found] = await db
    .select({ email: users.email, first_name: users.first_name })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deleted_at)));
  return found;
};

export const passwordHashOf = async (db: Db, userId: string) => {
  const [found] = await db.select({ password_hash: users.password_hash }).from(users).where(eq(users.id, userId));
  return found?.password_hash;
};
