import type { AuthoredDocument, DocumentFolder, documentInputSchema, PageQuery } from '@fitfit/contracts';
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../../db/database';
import { intranetDocuments, intranetDocumentVersions } from '../../../db/schema';
import { notFound } from '../../../lib/http-errors';
import { iso } from '../../../lib/iso';
import { pagedQuery } from '../../../lib/paged-query';
import { likePattern } from '../../../lib/paging';
import type { FileStorage } from '../../../lib/storage/file-storage';
import { type Author, ownedBy } from '../author';
import { checkedAudience } from '../authoring';
import { documentLink, documentTypes, readDocument, storeDocumentFile } from './files';
import { pdfText } from './pdf-text';
import { currentVersionJson, versionOf, versionsOf } from './versions';

/**
 * An author's documents (docs/intranet.md « Documents »): the same areas and rules as its announcements — each author
 * sees and changes only its own (alias `a`, modules/intranet/author.ts), the audience checked by the announcements'
 * check —; a document's file comes as versions, numbered, the history kept.
 */
type Input = z.output<typeof documentInputSchema>;
type Row = Omit<AuthoredDocument, 'versions'>;

const columns = sql`a.id, a.author_kind, a.title, a.folder, a.requires_confirmation, a.audience,
  a.audience_mark_ids::text[] as mark_ids, a.audience_module_codes as module_codes,
  a.audience_restaurant_ids::text[] as restaurant_ids, ${iso(sql`a.created_at`)} as created_at,
  ${iso(sql`a.updated_at`)} as updated_at, ${currentVersionJson} as current,
  case a.author_kind when 'admin' then 'FitFit Solution' else u.first_name || ' ' || u.last_name end as author_name`;
const from = sql`intranet_documents a join users u on u.id = a.author_user_id`;

export const list = (db: Db, author: Author, query: PageQuery & { folder?: DocumentFolder }) =>
  pagedQuery<Row>({
    db,
    query,
    select: columns,
    from,
    where: [
      ownedBy(author),
      sql`a.deleted_at is null`,
      query.folder ? sql`a.folder = ${query.folder}` : undefined,
      query.search ? sql`f_unaccent(a.title) ilike f_unaccent(${likePattern(query.search)})` : undefined,
    ],
    sortColumns: { updated_at: sql`a.updated_at`, title: sql`a.title` },
    tieBreaker: sql`a.id`,
  });

export const get = async (db: Db, author: Author, id: string): Promise<AuthoredDocument> => {
  const { rows } = await db.execute<Row>(
    sql`select ${columns} from ${from} where ${ownedBy(author)} and a.deleted_at is null and a.id = ${id}`,
  );
  // another author's document, or a withdrawn one: as if it did not exist
  if (!rows[0]) throw notFound('Document introuvable');
  return { ...rows[0], versions: await versionsOf(db, rows[0].id) };
};

const valuesOf = async (db: Db, author: Author, input: Input) => ({
  title: input.title,
  folder: input.folder,
  requires_confirmation: input.requires_confirmation,
  ...(await checkedAudience(db, author, input)),
});

export const create = async (db: Db, author: Author, input: Input) => {
  const [row] = await db
    .insert(intranetDocuments)
    .values({
      ...(await valuesOf(db, author, input)),
      author_kind: author.kind,
      author_user_id: author.user.id,
      author_restaurant_id: author.kind === 'restaurant' ? author.scope.restaurantId : null,
    })
    .returning({ id: intranetDocuments.id });
  return get(db, author, row.id);
};

export const update = async (db: Db, author: Author, id: string, input: Input) => {
  const before = await get(db, author, id);
  await db
    .update(intranetDocuments)
    .set({ ...(await valuesOf(db, author, input)), updated_at: new Date() })
    .where(eq(intranetDocuments.id, before.id));
  return get(db, author, id);
};

/** Withdrawn: its readers no longer see it; its versions, files and receipts stay for the record. */
export const remove = async (db: Db, author: Author, id: string) => {
  const before = await get(db, author, id);
  await db.update(intranetDocuments).set({ deleted_at: new Date() }).where(eq(intranetDocuments.id, before.id));
};

/**
 * A new version: the file checked (type from its bytes, size), its PDF text read, stored privately, then numbered
 * after the latest under a lock of the document (two uploads at once get 2 and 3). The older versions stay; receipts
 * being per version, a document to confirm asks its readers again.
 */
export const addVersion = async (db: Db, storage: FileStorage, author: Author, id: string, comment: string, request: FastifyRequest) => {
  const document = await get(db, author, id);
  const { buffer, ext, fileName } = await readDocument(request);
  const text = ext === 'pdf' ? await pdfText(buffer) : '';
  const key = await storeDocumentFile(storage, document.id, buffer, ext);
  try {
    await db.transaction(async (tx) => {
      await tx.execute(sql`select 1 from intranet_documents where id = ${document.id} for update`);
      const { rows } = await tx.execute<{ next: number }>(
        sql`select coalesce(max(number), 0)::int + 1 as next from intranet_document_versions where document_id = ${document.id}`,
      );
      await tx.insert(intranetDocumentVersions).values({
        document_id: document.id,
        number: rows[0].next,
        file_key: key,
        file_name: fileName,
        media_type: documentTypes[ext],
        size_bytes: buffer.length,
        text,
        uploaded_by: author.user.id,
        comment,
      });
      await tx.update(intranetDocuments).set({ updated_at: new Date() }).where(eq(intranetDocuments.id, document.id));
    });
  } catch (error) {
    await storage.remove(key);
    throw error;
  }
  return get(db, author, id);
};

/** The author's own download of one of its versions (not a reading: no receipt). */
export const link = async (db: Db, author: Author, id: string, number?: number) => {
  const document = await get(db, author, id);
  const version = await versionOf(db, document.id, number);
  if (!version) throw notFound('Version introuvable');
  return documentLink(db, version.file_key, version.file_name);
};
