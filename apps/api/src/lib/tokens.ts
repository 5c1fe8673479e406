import { createHash, randomBytes } from 'node:crypto';

/** 256-bit opaque token; the database keeps only its SHA-256. */
export const newToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest();
export const newAffiliateCode = () => `FIT-${randomBytes(4).toString('hex').toUpperCase()}`;
