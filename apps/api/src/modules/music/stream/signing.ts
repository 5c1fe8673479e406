import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { musicStreamKeys } from '../../../db/schema';

const KEY_NAME = 'stream';
const secrets = new WeakMap<Db, Promise<Buffer>>();

/**
 * The HMAC secret of streaming addresses: 32 random bytes created on first use and kept in PostgreSQL, so
 * that every API instance on the database signs and checks the same way (`on conflict do nothing`, then
 * re-read: two first uses at once keep one secret).
 */
const load = async (db: Db) => {
  const [found] = await db.select().from(musicStreamKeys).where(eq(musicStreamKeys.name, KEY_NAME));
  if (found) return found.secret;
  await db
    .insert(musicStreamKeys)
    .values({ name: KEY_NAME, secret: randomBytes(32) })
    .onConflictDoNothing();
  const [kept] = await db.select().from(musicStreamKeys).where(eq(musicStreamKeys.name, KEY_NAME));
  return kept.secret;
};

export const streamSecret = (db: Db) => {
  let secret = secrets.get(db);
  if (!secret) {
    secret = load(db);
    secret.catch(() => secrets.delete(db));
    secrets.set(db, secret);
  }
  return secret;
};

const mac = (secret: Buffer, songId: string, expires: number) =>
  createHmac('sha256', secret).update(`song:${songId}:${expires}`).digest('base64url');

/**
 * A signed address of one song's audio until `expires` (Unix seconds). The audio element cannot send the
 * bearer token, so the address itself is the right to listen: to this song only, for a short time, and
 * never the session token.
 */
export const signedStreamUrl = async (db: Db, songId: string, expires: number) => streamPath(await streamSecret(db), songId, expires);

export const streamPath = (secret: Buffer, songId: string, expires: number) =>
  `/media/music/${songId}?expires=${expires}&signature=${mac(secret, songId, expires)}`;

export type StreamCheck = 'ok' | 'invalid' | 'expired';

/** The signature first (constant-time), then the expiry: a forged address learns nothing about time. */
export const checkStreamSignature = async (
  db: Db,
  songId: string,
  expires: string,
  signature: string,
  now = Date.now(),
): Promise<StreamCheck> => {
  const seconds = Number(expires);
  if (!/^\d{1,12}$/.test(expires)) return 'invalid';
  const expected = Buffer.from(mac(await streamSecret(db), songId, seconds));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  return seconds * 1000 < now ? 'expired' : 'ok';
};
