import { createHash, createPublicKey, generateKeyPairSync, sign, verify } from 'node:crypto';
import type { CompliancePublicKey } from '@fitfit/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../../db/database';
import { complianceSigningKeys } from '../../../../db/schema';

const KEY_NAME = 'archives';

/** A key's id: the first 16 hex of the SHA-256 of its public key (DER), printed in every manifest. */
export const keyIdOf = (publicKeyPem: string) =>
  createHash('sha256')
    .update(createPublicKey(publicKeyPem).export({ type: 'spki', format: 'der' }))
    .digest('hex')
    .slice(0, 16);

interface SigningKey {
  key_id: string;
  public_key_pem: string;
  private_key_pem: string;
}

/**
 * The platform's Ed25519 key pair, created on first use and kept in PostgreSQL with the ledger it signs (an
 * external database or several API instances share it). `on conflict do nothing` then re-read: two first
 * uses at once keep one pair.
 */
export const signingKey = async (db: Db): Promise<SigningKey> => {
  const [found] = await db.select().from(complianceSigningKeys).where(eq(complianceSigningKeys.name, KEY_NAME));
  if (found) return found;
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const public_key_pem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
  const private_key_pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  await db
    .insert(complianceSigningKeys)
    .values({ name: KEY_NAME, key_id: keyIdOf(public_key_pem), public_key_pem, private_key_pem })
    .onConflictDoNothing();
  const [kept] = await db.select().from(complianceSigningKeys).where(eq(complianceSigningKeys.name, KEY_NAME));
  return kept;
};

export const publicKeyOf = async (db: Db): Promise<CompliancePublicKey> => {
  const k = await signingKey(db);
  return { algorithm: 'Ed25519', key_id: k.key_id, public_key_pem: k.public_key_pem };
};

/** Ed25519 signs the message itself (no separate digest), base64 in the zip. */
export const signBytes = (bytes: Buffer, privateKeyPem: string) => sign(null, bytes, privateKeyPem).toString('base64');
export const verifyBytes = (bytes: Buffer, signatureBase64: string, publicKeyPem: string) =>
  verify(null, bytes, publicKeyPem, Buffer.from(signatureBase64.trim(), 'base64'));
