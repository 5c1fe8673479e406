import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { notFound } from './http-errors';
import { expiryIn, requireSignature, signPath, urlSecret } from './signed-urls';
import type { FileStorage } from './storage/file-storage';

/**
 * Private files: what is not meant for a public <img> (HACCP photos). Stored under `private/<restaurantId>/<file>`,
 * out of reach of the public `/uploads/<restaurantId>/<file>` route (a restaurant id never reads « private »), and
 * served only at `/media/private/<restaurantId>/<file>?expires=…&signature=…`: addresses the API hands out, in the
 * responses of a caller who may see the file, valid PRIVATE_URL_SECONDS (lib/signed-urls.ts).
 */
export const PRIVATE_URL_SECONDS = 30 * 60;
/** Addresses rounded to 5 minutes: a list fetched again within them keeps its image addresses (browser cache). */
const URL_STEP_SECONDS = 5 * 60;

export const privateTypes = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp', pdf: 'application/pdf' } as const;
export type PrivateExt = keyof typeof privateTypes;

const keyPattern = /^private\/([0-9a-f-]{36})\/[0-9a-f]{32}\.(jpg|png|webp|pdf)$/;
export const isPrivateKey = (key: string) => keyPattern.test(key);

const subjectOf = (key: string) => `private:${key}`;

/** Stores a checked file under a random name of the restaurant's private folder; returns its key. */
export const storePrivateFile = async (storage: FileStorage, restaurantId: string, body: Buffer, ext: PrivateExt) => {
  const key = `private/${restaurantId}/${randomBytes(16).toString('hex')}.${ext}`;
  await storage.put(key, body, privateTypes[ext]);
  return key;
};

/**
 * A signer of private files' addresses, the secret read once for a whole list. Only for a caller already allowed
 * to see the files: the address is the right.
 */
export const privateFileSigner = async (db: Db, now = Date.now()) => {
  const secret = await urlSecret(db);
  const expires = expiryIn(PRIVATE_URL_SECONDS, URL_STEP_SECONDS, now);
  return (key: string) => {
    if (!isPrivateKey(key)) throw new Error(`not a private file key: ${key}`);
    return signPath(secret, `/media/${key}`, subjectOf(key), expires);
  };
};

/** GET /media/private/<restaurantId>/<file>: the file, for a valid unexpired signature only (else a French 403). */
export const registerPrivateFileRoute = (app: FastifyInstance, db: Db, storage: FileStorage) =>
  app.get('/media/private/:restaurantId/:file', {
    config: { access: { public: true } },
    schema: { hide: true },
    handler: async (request, reply) => {
      const { restaurantId, file } = request.params as { restaurantId: string; file: string };
      const key = `private/${restaurantId}/${file}`;
      const remaining = await requireSignature(db, subjectOf(key), request.query, {
        invalid: 'Lien de fichier invalide : rouvrez la page pour obtenir un nouveau lien',
        expired: 'Lien de fichier expiré : rouvrez la page pour obtenir un nouveau lien',
      });
      const found = isPrivateKey(key) ? await storage.get(key) : undefined;
      if (!found) throw notFound('Fichier introuvable');
      return reply
        .header('content-type', privateTypes[file.split('.')[1] as PrivateExt])
        .header('content-length', found.size)
        .header('cache-control', `private, max-age=${remaining}`)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        .send(found.body);
    },
  });
