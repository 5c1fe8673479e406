import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { HttpError, notFound } from '../../lib/http-errors';
import type { FileStorage } from '../../lib/storage/file-storage';
import { type ImageExt, MAX_IMAGE_BYTES, mimeOf, readImage, sniffImage } from '../../lib/uploads/images';
import { MUSIC_FOLDER } from './common';

/**
 * Covers of songs (from their tags) and playlists (uploaded): images of the catalogue, served like the card's
 * photos at a public, unguessable URL (`/uploads/music/<random 128 bits>.<ext>`) for <img> tags.
 */
const urlPattern = /^\/uploads\/music\/([0-9a-f]{32}\.(?:jpg|png|webp))$/;

/** Stores an image whose bytes are JPEG, PNG or WebP; anything else is ignored (a tag's odd picture). */
export const storeCover = async (storage: FileStorage, bytes: Buffer): Promise<string | null> => {
  const ext = await sniffImage(bytes);
  if (!ext || bytes.length > MAX_IMAGE_BYTES) return null;
  const file = `${randomBytes(16).toString('hex')}.${ext}`;
  await storage.put(`${MUSIC_FOLDER}/${file}`, bytes, mimeOf[ext]);
  return `/uploads/music/${file}`;
};

/** The uploaded cover of a multipart request (JPEG, PNG or WebP, 5 Mo max), stored. */
export const uploadCover = async (storage: FileStorage, request: FastifyRequest) => {
  const { buffer } = await readImage(request);
  if (buffer.length > MAX_IMAGE_BYTES) throw new HttpError(413, 'payload_too_large', "L'image dépasse la taille maximale de 5 Mo");
  return (await storeCover(storage, buffer)) as string;
};

export const removeCover = async (storage: FileStorage, url: string | null | undefined) => {
  const m = url ? urlPattern.exec(url) : null;
  if (m) await storage.remove(`${MUSIC_FOLDER}/${m[1]}`);
};

const params = z.object({ file: z.string().regex(/^[0-9a-f]{32}\.(jpg|png|webp)$/) });

/** GET /uploads/music/<file>: public, long cache, nosniff, exact image type. */
export const registerCoverRoute = (app: FastifyInstance, storage: FileStorage) => {
  app.get('/uploads/music/:file', {
    config: { access: { public: true } },
    schema: { hide: true },
    handler: async (request, reply) => {
      const parsed = params.safeParse(request.params);
      if (!parsed.success) throw notFound('Image introuvable');
      const found = await storage.get(`${MUSIC_FOLDER}/${parsed.data.file}`);
      if (!found) throw notFound('Image introuvable');
      return reply
        .header('content-type', mimeOf[parsed.data.file.split('.')[1] as ImageExt])
        .header('content-length', found.size)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        .send(found.body);
    },
  });
};
