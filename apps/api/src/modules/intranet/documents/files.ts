import { randomBytes } from 'node:crypto';
import { DOCUMENT_MAX_MB } from '@fitfit/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../../db/database';
import { detectFileType } from '../../../lib/file-type';
import { HttpError, notFound } from '../../../lib/http-errors';
import { expiryIn, requireSignature, signPath, urlSecret } from '../../../lib/signed-urls';
import type { FileStorage } from '../../../lib/storage/file-storage';
import { readUpload } from '../../../lib/uploads/read-upload';

/**
 * The library's files (docs/intranet.md « Documents »): private storage under `intranet-documents/<documentId>/…` — a
 * key space that is no restaurant's (a document belongs to its author, read by many restaurants) and out of reach
 * of the public `/uploads/<restaurantId>/<file>` route —, served only at `/media/intranet-documents/…` with a signed
 * address handed to a caller who may read the document, valid DOCUMENT_URL_SECONDS (as lib/private-files.ts).
 */
export const DOCUMENT_URL_SECONDS = 5 * 60;

/** What the library accepts, by the type `file-type` reads from the bytes (never the name nor the client's header). */
export const documentTypes = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
} as const;
export type DocumentExt = keyof typeof documentTypes;
const sniffed: Record<string, DocumentExt> = { ...Object.fromEntries(Object.keys(documentTypes).map((e) => [e, e])), apng: 'png' };

/** Bytes for the multipart limit (the message speaks of Mo of 1 000 000 bytes). */
export const DOCUMENT_MAX_BYTES = DOCUMENT_MAX_MB * 1_000_000;

const keyPattern = /^intranet-documents\/[0-9a-f-]{36}\/[0-9a-f]{32}\.(pdf|jpg|png|webp|docx|xlsx|pptx|odt|ods)$/;
const subjectOf = (key: string) => `intranet-document:${key}`;

/** The name shown and downloaded: the sender's, without folders or control characters, ending with the real type. */
const fileNameOf = (sent: string | undefined, ext: DocumentExt) => {
  const base = (sent ?? '')
    .split(/[\\/]/)
    .pop()
    ?.replace(/[\p{Cc}"]/gu, '')
    .replace(/\.[^.]*$/, '')
    .trim()
    .slice(0, 150);
  return `${base || 'document'}.${ext}`;
};

/** The one file of a multipart request, of an accepted type; refused with a French 400/413/415 otherwise. */
export const readDocument = async (request: FastifyRequest) => {
  const { buffer, filename } = await readUpload(request, DOCUMENT_MAX_MB, 'Aucun fichier reçu : choisissez un document');
  const ext = await detectFileType(buffer, sniffed);
  if (!ext)
    throw new HttpError(
      415,
      'unsupported_media_type',
      'Format non pris en charge : envoyez un PDF, une image (JPEG, PNG, WebP) ou un fichier Word, Excel, PowerPoint ou OpenDocument',
    );
  return { buffer, ext, fileName: fileNameOf(filename, ext) };
};

export const storeDocumentFile = async (storage: FileStorage, documentId: string, body: Buffer, ext: DocumentExt) => {
  const key = `intranet-documents/${documentId}/${randomBytes(16).toString('hex')}.${ext}`;
  await storage.put(key, body, documentTypes[ext]);
  return key;
};

/** A signed address of one stored file; only for a caller already allowed to read its document. */
export const documentLink = async (db: Db, key: string, fileName: string, now = Date.now()) => {
  if (!keyPattern.test(key)) throw new Error(`not a document key: ${key}`);
  const expires = expiryIn(DOCUMENT_URL_SECONDS, 1, now);
  return {
    url: signPath(await urlSecret(db), `/media/${key}`, subjectOf(key), expires),
    expires_at: new Date(expires * 1000).toISOString(),
    file_name: fileName,
  };
};

/** GET /media/intranet-documents/<documentId>/<file>: the file as an attachment, for a valid unexpired signature only. */
export const registerDocumentFileRoute = (app: FastifyInstance, db: Db, storage: FileStorage) =>
  app.get('/media/intranet-documents/:documentId/:file', {
    config: { access: { public: true } },
    schema: { hide: true },
    handler: async (request, reply) => {
      const { documentId, file } = request.params as { documentId: string; file: string };
      const key = `intranet-documents/${documentId}/${file}`;
      const remaining = await requireSignature(db, subjectOf(key), request.query, {
        invalid: 'Lien de document invalide : rouvrez la bibliothèque pour obtenir un nouveau lien',
        expired: 'Lien de document expiré : rouvrez la bibliothèque pour obtenir un nouveau lien',
      });
      const { rows } = keyPattern.test(key)
        ? await db.execute<{ file_name: string; media_type: string }>(
            sql`select file_name, media_type from intranet_document_versions where document_id = ${documentId} and file_key = ${key}`,
          )
        : { rows: [] };
      const found = rows[0] ? await storage.get(key) : undefined;
      if (!rows[0] || !found) throw notFound('Fichier introuvable');
      const ascii = rows[0].file_name.replace(/[^\x20-\x7e]/g, '_');
      return reply
        .header('content-type', rows[0].media_type)
        .header('content-length', found.size)
        .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(rows[0].file_name)}`)
        .header('cache-control', `private, max-age=${remaining}`)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        .send(found.body);
    },
  });
