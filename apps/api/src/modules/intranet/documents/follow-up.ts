import type { DocumentFollowUp } from '@fitfit/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { notFound } from '../../../lib/http-errors';
import { iso } from '../../../lib/iso';
import { inScope } from '../../../lib/tenant-scope';
import { reaches, rHoldsIntranet } from '../audience';
import type { Author } from '../author';
import { type ReceiptRow, receiptsByRestaurant, receiptsFile } from '../receipts';
import { get } from './authoring';
import { versionOf } from './versions';

/**
 * The author's follow-up of one version of a document (docs/intranet.md « Documents »): every restaurant the document
 * reaches today within the author's scope and holding the intranet, each of its owners and managers, downloaded
 * (« lu ») and confirmed that version or not. As for announcements, a restaurant is confirmed when one of them confirmed.
 */
const target = async (db: Db, author: Author, id: string, number?: number) => {
  const document = await get(db, author, id); // 404 unless the author's own
  const version = await versionOf(db, document.id, number);
  if (!version) throw notFound('Version introuvable');
  return { document, version };
};

const rowsOf = async (db: Db, author: Author, documentId: string, versionId: string) => {
  const { rows } = await db.execute<ReceiptRow>(sql`
    select r.id as restaurant_id, r.name as restaurant_name, r.timezone, u.id as user_id,
      u.first_name || ' ' || u.last_name as name, ru.access, ${iso(sql`x.read_at`)} as read_at,
      ${iso(sql`x.confirmed_at`)} as confirmed_at
    from intranet_documents a
    join restaurants r on r.deleted_at is null and ${inScope(author.scope, sql`r.id`)}
    left join restaurant_users ru on ru.restaurant_id = r.id and ru.removed_at is null and ru.access in ('owner', 'manager')
    left join users u on u.id = ru.user_id and u.deleted_at is null
    left join intranet_document_receipts x on x.restaurant_id = r.id and x.version_id = ${versionId} and x.user_id = u.id
    where a.id = ${documentId} and ${reaches} and ${rHoldsIntranet}
    order by r.name, r.id, u.last_name, u.first_name, u.id`);
  return rows;
};

export const followUp = async (db: Db, author: Author, id: string, number?: number): Promise<DocumentFollowUp> => {
  const { document, version } = await target(db, author, id, number);
  return {
    id: document.id,
    title: document.title,
    version_number: version.number,
    requires_confirmation: document.requires_confirmation,
    ...receiptsByRestaurant(await rowsOf(db, author, document.id, version.id)),
  };
};

/** The follow-up as a table file: one line per person addressed (a restaurant without one keeps a line). */
export const followUpFile = async (db: Db, author: Author, id: string, format: 'csv' | 'xlsx', number?: number) => {
  const { document, version } = await target(db, author, id, number);
  const body = await receiptsFile(await rowsOf(db, author, document.id, version.id), format, `Suivi v${version.number}`);
  return { body, filename: `suivi-document-${document.id}-v${version.number}.${format}` };
};
