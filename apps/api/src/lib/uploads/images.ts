import { randomBytes } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { detectFileType } from '../file-type';
import { badRequest, HttpError, notFound } from '../http-errors';
import type { FileStorage } from '../storage/file-storage';

/**
 * Photos of the card. Files live in the storage (data folder or S3 bucket) under `<restaurantId>/<random>.<ext>`
 * and are served by the API at a public, unguessable URL (`/uploads/<restaurantId>/<random 128 bits>.<ext>`) so that <img> tags,
 * which cannot send the bearer token, can show them.
 */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const mimeOf = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;
export type ImageExt = keyof typeof mimeOf;

/** The real type of an image, from its bytes (an animated PNG is a PNG). */
export const sniffImage = (b: Buffer) => detectFileType<ImageExt>(b, { jpg: 'jpg', png: 'png', apng: 'png', webp: 'webp' });

const unsupported = () => new HttpError(415, 'unsupported_media_type', 'Format non pris en charge : envoyez une image JPEG, PNG ou WebP');

/** Registers multipart parsing in the calling (module) scope only, with the 5 MiB limit. */
export const registerMultipart = (app: FastifyInstance) =>
  app.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 5 } });

/** Reads the one image of a multipart request; refuses anything else with a French 400/413/415. */
export const readImage = async (request: FastifyRequest) => {
  if (!request.isMultipart())
    throw new HttpError(415, 'unsupported_media_type', 'Envoyez la photo en multipart/form-data (champ « file »)');
  let file: Awaited<ReturnType<FastifyRequest['file']>>;
  let buffer: Buffer;
  try {
    file = await request.file();
    if (!file) throw badRequest('Aucun fichier reçu : choisissez une image');
    buffer = await file.toBuffer();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, 'payload_too_large', "L'image dépasse la taille maximale de 5 Mo");
    throw badRequest("Le fichier envoyé n'a pas pu être lu");
  }
  if (buffer.length === 0) throw badRequest('Le fichier envoyé est vide');
  const ext = await sniffImage(buffer);
  if (!ext) throw unsupported();
  return { buffer, ext };
};

export const storeImage = async (storage: FileStorage, restaurantId: string, buffer: Buffer, ext: ImageExt) => {
  const file = `${randomBytes(16).toString('hex')}.${ext}`;
  await storage.put(`${restaurantId}/${file}`, buffer, mimeOf[ext]);
  return `/uploads/${restaurantId}/${file}`;
};

const urlPattern = /^\/uploads\/([0-9a-f-]{36})\/([0-9a-f]{32}\.(?:jpg|png|webp))$/;

/** Removes a stored image by its public URL (best effort: a missing file is fine). */
export const removeImage = async (storage: FileStorage, url: string | null | undefined) => {
  const m = url ? urlPattern.exec(url) : null;
  if (m) await storage.remove(`${m[1]}/${m[2]}`);
};

/** The bytes of a stored image by its public URL (a logo drawn in a PDF), or null when there is none any more. */
export const storedImage = async (storage: FileStorage, url: string | null | undefined) => {
  const m = url ? urlPattern.exec(url) : null;
  const found = m ? await storage.get(`${m[1]}/${m[2]}`) : undefined;
  if (!found) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of found.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

const params = z.object({ restaurantId: z.uuid(), file: z.string().regex(/^[0-9a-f]{32}\.(jpg|png|webp)$/) });

/** GET /uploads/<restaurantId>/<file>: public, long cache, nosniff, exact image type. */
export const registerUploadRoute = (app: FastifyInstance, storage: FileStorage) => {
  app.get('/uploads/:restaurantId/:file', {
    config: { access: { public: true } },
    schema: { hide: true },
    handler: async (request, reply) => {
      const parsed = params.safeParse(request.params);
      if (!parsed.success) throw notFound('Image introuvable');
      const { restaurantId, file } = parsed.data;
      const found = await storage.get(`${restaurantId}/${file}`);
      if (!found) throw notFound('Image introuvable');
      const ext = file.split('.')[1] as ImageExt;
      return reply
        .header('content-type', mimeOf[ext])
        .header('content-length', found.size)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        .send(found.body);
    },
  });
};

/** A row that owns one photo (a product, a menu), within its restaurant. */
export interface PhotoOwner {
  exists(): Promise<boolean>;
  /** Points the row to `url` and returns the URL it had, or undefined when the row is gone. */
  setPhoto(url: string | null): Promise<{ previous: string | null } | undefined>;
}

/** Replaces the photo: the new file is checked and stored first, then the row points to it, then the old file goes. */
export const replacePhoto = async (
  storage: FileStorage,
  restaurantId: string,
  request: FastifyRequest,
  owner: PhotoOwner,
  notFoundMessage: string,
) => {
  if (!(await owner.exists())) throw notFound(notFoundMessage);
  const { buffer, ext } = await readImage(request);
  const url = await storeImage(storage, restaurantId, buffer, ext);
  const changed = await owner.setPhoto(url);
  if (!changed) {
    await removeImage(storage, url);
    throw notFound(notFoundMessage);
  }
  await removeImage(storage, changed.previous);
};

export const clearPhoto = async (storage: FileStorage, owner: PhotoOwner, notFoundMessage: string) => {
  const changed = await owner.setPhoto(null);
  if (!changed) throw notFound(notFoundMessage);
  await removeImage(storage, changed.previous);
};
