import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/database';
import { musicStreamKeys } from '../db/schema';
import { forbidden } from './http-errors';

/**
 * Signed addresses: the right to fetch one file for a short time, for the elements that cannot send the bearer
 * token (<audio>, <img>). The address names its subject (`song:<id>`, `private:<key>`) and its expiry; the
 * signature is an HMAC-SHA256 of both, so a link grants that file only, until then, and never the session.
 */

/**
 * A server secret: 32 random bytes created on first use and kept in PostgreSQL under its name, so that every API
 * instance on the database uses the same (`on conflict do nothing`, then re-read: two first uses at once keep one
 * secret). Music's streams created the table first: the table's name stays theirs, and `stream` (the signing
 * secret below) stays its row, so the links already handed out stay valid. Two-step verification keeps `totp`.
 */
const KEY_NAME = 'stream';
const secrets = new WeakMap<Db, Map<string, Promise<Buffer>>>();

const load = async (db: Db, name: string) => {
  const [found] = await db.select().from(musicStreamKeys).where(eq(musicStreamKeys.name, name));
  if (found) return found.secret;
  await db
    .insert(musicStreamKeys)
    .values({ name, secret: randomBytes(32) })
    .onConflictDoNothing();
  const [kept] = await db.select().from(musicStreamKeys).where(eq(musicStreamKeys.name, name));
  return kept.secret;
};

export const serverSecret = (db: Db, name: string) => {
  const byName = secrets.get(db) ?? new Map<string, Promise<Buffer>>();
  secrets.set(db, byName);
  let secret = byName.get(name);
  if (!secret) {
    secret = load(db, name);
    secret.catch(() => byName.delete(name));
    byName.set(name, secret);
  }
  return secret;
};

/** The secret signed addresses are signed with. */
export const urlSecret = (db: Db) => serverSecret(db, KEY_NAME);

const mac = (secret: Buffer, subject: string, expires: number) =>
  createHmac('sha256', secret).update(`${subject}:${expires}`).digest('base64url');

/** `path?expires=…&signature=…`: `path` fetches `subject` until `expires` (Unix seconds). */
export const signPath = (secret: Buffer, path: string, subject: string, expires: number) =>
  `${path}?expires=${expires}&signature=${mac(secret, subject, expires)}`;

export const signedPath = async (db: Db, path: string, subject: string, expires: number) =>
  signPath(await urlSecret(db), path, subject, expires);

/**
 * An expiry `seconds` from now, rounded up to the next `step` seconds: the same file gets the same address for
 * `step` seconds, so a page that refreshes its list does not make the browser download its images again.
 */
export const expiryIn = (seconds: number, step = 1, now = Date.now()) => Math.ceil((Math.floor(now / 1000) + seconds) / step) * step;

export type SignatureCheck = 'ok' | 'invalid' | 'expired';

/** The signature first (constant-time), then the expiry: a forged address learns nothing about time. */
export const checkSignature = async (
  db: Db,
  subject: string,
  expires: string,
  signature: string,
  now = Date.now(),
): Promise<SignatureCheck> => {
  const seconds = Number(expires);
  if (!/^\d{1,12}$/.test(expires)) return 'invalid';
  const expected = Buffer.from(mac(await urlSecret(db), subject, seconds));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  return seconds * 1000 < now ? 'expired' : 'ok';
};

const signedQuery = z.object({ expires: z.string().max(20).optional(), signature: z.string().max(100).optional() });

/**
 * Refuses with a French 403 a request whose query has no valid, unexpired signature for `subject`; returns the
 * seconds the address is still valid (its cache lifetime).
 */
export const requireSignature = async (
  db: Db,
  subject: string,
  query: unknown,
  messages: { invalid: string; expired: string },
  now = Date.now(),
) => {
  const q = signedQuery.safeParse(query);
  if (!q.success || !q.data.expires || !q.data.signature) throw forbidden(messages.invalid);
  const check = await checkSignature(db, subject, q.data.expires, q.data.signature, now);
  if (check === 'invalid') throw forbidden(messages.invalid);
  if (check === 'expired') throw forbidden(messages.expired);
  return Math.max(0, Number(q.data.expires) - Math.floor(now / 1000));
};
