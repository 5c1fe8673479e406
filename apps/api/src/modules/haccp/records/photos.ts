import { like } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { haccpRecordPhotos } from '../../../db/schema';
import { isPrivateKey, type PrivateExt, privateFileSigner, privateTypes, storePrivateFile } from '../../../lib/private-files';
import type { FileStorage } from '../../../lib/storage/file-storage';
import type { RestaurantScope } from '../../../lib/tenant-scope';

/**
 * Record photos are private files (lib/private-files.ts): a row keeps its file's key `private/<restaurant>/<file>`
 * and the API answers with short-lived signed addresses. Rows written before keep their former public address
 * `/uploads/<restaurant>/<file>` (a photo row is written once): `moveLegacyPhotos` moved those files to the same
 * name in the private folder, where `photoKey` finds them.
 */
const legacy = /^\/uploads\/([0-9a-f-]{36})\/([0-9a-f]{32}\.(?:jpg|png|webp))$/;

export const photoKey = (stored: string) => {
  const m = legacy.exec(stored);
  return m ? `private/${m[1]}/${m[2]}` : stored;
};

/** Stored under the scope's restaurant: a photo is filed where the request was granted, never under a bare id. */
export const storePhoto = (storage: FileStorage, scope: RestaurantScope, body: Buffer, ext: PrivateExt) =>
  storePrivateFile(storage, scope.restaurantId, body, ext);

/** Signs stored photos for one answer (the secret read once). */
export const photoSigner = async (db: Db) => {
  const sign = await privateFileSigner(db);
  return (stored: string) => sign(photoKey(stored));
};

const readAll = async (body: AsyncIterable<unknown>) => {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/** A photo's bytes (at most `maxBytes`), or undefined when the file is missing or larger. */
export const photoBytes = async (storage: FileStorage, stored: string, maxBytes: number) => {
  const key = photoKey(stored);
  const file = isPrivateKey(key) ? await storage.get(key) : undefined;
  return file && file.size <= maxBytes ? readAll(file.body) : undefined;
};

/**
 * Moves the photos stored before they were private out of the public folder (once: a moved file is not found at
 * its old name again). A platform task at start, for every restaurant; returns how many files moved.
 */
export const moveLegacyPhotos = async (db: Db, storage: FileStorage) => {
  const rows = await db
    .selectDistinct({ url: haccpRecordPhotos.url })
    .from(haccpRecordPhotos)
    .where(like(haccpRecordPhotos.url, '/uploads/%'));
  let moved = 0;
  for (const { url } of rows) {
    const m = legacy.exec(url);
    const old = m ? await storage.get(`${m[1]}/${m[2]}`) : undefined;
    if (!m || !old) continue;
    await storage.put(photoKey(url), await readAll(old.body), privateTypes[m[2].split('.')[1] as PrivateExt]);
    await storage.remove(`${m[1]}/${m[2]}`);
    moved++;
  }
  return moved;
};
