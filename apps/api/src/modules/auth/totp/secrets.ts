import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, randomInt } from 'node:crypto';
import { normalizeRecoveryCode, RECOVERY_CODE_COUNT } from '@fitfit/contracts';
import { generateSecret, generateURI, verify } from 'otplib';
import type { Db } from '../../../db/database';
import { serverSecret } from '../../../lib/signed-urls';

/**
 * What two-step verification keeps secret, and how: the app's shared secret is encrypted at rest (AES-256-GCM, bound
 * to its user), the recovery codes are kept as keyed hashes. Both keys are derived (HKDF) from the `totp` server
 * secret, which lives in PostgreSQL like the signing secret of lib/signed-urls.ts: a leaked copy of these tables
 * alone (an export, a log) reveals nothing; a full copy of the database does, since the key travels with it.
 */
const keys = new WeakMap<Db, Promise<{ seal: Buffer; codes: Buffer }>>();
const derive = (secret: Buffer, info: string) => Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), info, 32));

const keysOf = (db: Db) => {
  let found = keys.get(db);
  if (!found) {
    found = serverSecret(db, 'totp').then((secret) => ({
      seal: derive(secret, 'fitfit totp secret v1'),
      codes: derive(secret, 'fitfit totp recovery codes v1'),
    }));
    found.catch(() => keys.delete(db));
    keys.set(db, found);
  }
  return found;
};

const IV_BYTES = 12;
const TAG_BYTES = 16;

/** iv ‖ tag ‖ ciphertext; the user id is the associated data, so a secret moved to another user's row does not open. */
export const sealSecret = async (db: Db, userId: string, secret: string) => {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', (await keysOf(db)).seal, iv).setAAD(Buffer.from(userId));
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]);
};

export const openSecret = async (db: Db, userId: string, sealed: Buffer) => {
  const decipher = createDecipheriv('aes-256-gcm', (await keysOf(db)).seal, sealed.subarray(0, IV_BYTES)).setAAD(Buffer.from(userId));
  decipher.setAuthTag(sealed.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(sealed.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
};

/** 20 random bytes (160 bits, RFC 4226's recommendation), Base32 as authenticator apps read it. */
export const newTotpSecret = () => generateSecret();

export const otpauthUri = (secret: string, accountName: string) => generateURI({ issuer: 'FitFit Solution', label: accountName, secret });

/**
 * The 30-second step a 6-digit code belongs to, or null: RFC 6238 (SHA-1, 6 digits, 30 s), one step of clock drift
 * either way, and only a step after `afterTimeStep` (the last one accepted: a code is good once).
 */
export const acceptedTimeStep = async (secret: string, code: string, afterTimeStep: number | null, epoch?: number) => {
  try {
    const result = await verify({ secret, token: code, epochTolerance: 30, afterTimeStep: afterTimeStep ?? undefined, epoch });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  } catch {
    // a last step ahead of this instance's clock window (otplib refuses the check): nothing newer can be accepted yet
    return null;
  }
};

// 31 characters, none to confuse when copied by hand (no 0/O, 1/I/L): 12 of them ≈ 59 bits per code.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** Ten new recovery codes, as shown: `XXXX-XXXX-XXXX`. */
export const newRecoveryCodes = () =>
  Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 12 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`;
  });

/** A recovery code's keyed hash (case, spaces and dashes ignored), per user. */
export const recoveryCodeHash = async (db: Db, userId: string, code: string) =>
  createHmac('sha256', (await keysOf(db)).codes)
    .update(`${userId}:${normalizeRecoveryCode(code)}`)
    .digest();
