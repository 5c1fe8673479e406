import type { DocumentVersion } from '@fitfit/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { iso } from '../../../lib/iso';

/** A version as both sides show it (alias `v`, its uploader `vu`). */
const versionColumns = sql`v.id, v.number, v.file_name, v.media_type, v.size_bytes, v.text <> '' as has_text,
  v.media_type = 'application/pdf' as is_pdf, ${iso(sql`v.uploaded_at`)} as uploaded_at,
  vu.first_name || ' ' || vu.last_name as uploaded_by_name, v.comment`;

/** The current (latest) version of document `a` as one JSON value, null before its first file. */
export const currentVersionJson: SQL = sql`(select to_jsonb(x) from (select ${versionColumns}
  from intranet_document_versions v join users vu on vu.id = v.uploaded_by
  where v.document_id = a.id order by v.number desc limit 1) x)`;

/** Every version of a document, the latest first (its history). */
export const versionsOf = async (db: Db, documentId: string): Promise<DocumentVersion[]> => {
  const { rows } = await db.execute<DocumentVersion>(sql`select ${versionColumns}
    from intranet_document_versions v join users vu on vu.id = v.uploaded_by
    where v.document_id = ${documentId} order by v.number desc`);
  return rows;
};

/** One version of a document by its number, the current one without; undefined when there is none. */
export const versionOf = async (db: Db, documentId: string, number?: number) => {
  const { rows } = await db.execute<{ id: string; number: number; file_key: string; file_name: string }>(sql`
    select id, number, file_key, file_name from intranet_document_versions
    where document_id = ${documentId} ${number ? sql`and number = ${number}` : sql``}
    order by number desc limit 1`);
  return rows[0];
};
