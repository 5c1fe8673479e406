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
 * The secret: 32 random bytes created on first use and kept in PostgreSQL, so that every API instance on the
 * database signs and checks the same way (`on conflict do nothing`, then re-read: two first uses at once keep
 * one secret). Music's streams created it first: the row (and its table's name) stays theirs, so the links
 * already handed out stay valid.
 */
const KEY_NAME = 'stream';
const secrets = new WeakMap<Db, Promise<Buffer>>();

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

export const urlSecret = (db: Db) => {
  let secret = secrets.get(db);
  if (!secret) {
    secret = load(db);
    secret.catch(() => secrets.delete(db));
    secrets.set(db, secret);
  }
  return secret;
};

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
