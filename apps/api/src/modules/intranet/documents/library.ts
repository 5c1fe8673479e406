import {
  type DocumentFolder,
  documentFolders,
  type LibraryDocument,
  type LibraryDocumentDetail,
  type LibraryFolders,
  type Page,
  type PageQuery,
} from '@fitfit/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { forbidden, notFound, unprocessable } from '../../../lib/http-errors';
import { iso } from '../../../lib/iso';
import { pagedQuery } from '../../../lib/paged-query';
import { likePattern } from '../../../lib/paging';
import { inScope } from '../../../lib/tenant-scope';
import { reaches } from '../audience';
import type { Reader } from '../feed';
import { documentLink } from './files';
import { currentVersionJson, versionOf, versionsOf } from './versions';

/**
 * A restaurant's library (docs/intranet.md « Documents »): the documents addressed to it today (the announcements'
 * rule, `reaches`, over the alias `a`), each with its current version (`cv`) and what the signed-in person did with
 * it. Only the restaurant's own people leave receipts; an admin or a franchisor looking at it is not counted.
 */
const columns = sql`a.id, a.title, a.folder, a.requires_confirmation, ${currentVersionJson} as current,
  ${iso(sql`mine.read_at`)} as read_at, ${iso(sql`mine.confirmed_at`)} as confirmed_at,
  case a.author_kind when 'admin' then 'FitFit Solution'
    when 'franchisor' then coalesce((select m.name from marks m where m.id = r.mark_id), 'Franchiseur')
    else (select u.first_name || ' ' || u.last_name from users u where u.id = a.author_user_id) end as author_label,
  exists (select 1 from intranet_document_receipts x
    join restaurant_users ru on ru.restaurant_id = x.restaurant_id and ru.user_id = x.user_id
    where x.restaurant_id = r.id and x.version_id = cv.id and x.confirmed_at is not null
      and ru.access in ('owner', 'manager')) as restaurant_confirmed`;

/** Documents with a file only (a document before its first version is the author's draft). */
const from = (reader: Reader) => sql`intranet_documents a
  join restaurants r on ${inScope(reader.scope, sql`r.id`)}
  join lateral (select v.id, v.text_vector from intranet_document_versions v where v.document_id = a.id
    order by v.number desc limit 1) cv on true
  left join intranet_document_receipts mine on mine.restaurant_id = r.id and mine.version_id = cv.id
    and mine.user_id = ${reader.userId}`;

const visible = sql`a.deleted_at is null and ${reaches}`;

/** French full-text query of the words searched, accents aside (« procédures » finds « Procédure »). */
const tsQuery = (search: string) => sql`websearch_to_tsquery('french'::regconfig, f_unaccent(${search}))`;

/**
 * Found by the French words of its title or of its current PDF's text, or a title containing the letters typed
 * (so that « proc » finds « Procédure » while one types).
 */
const searched = (search: string) =>
  search
    ? sql`(a.title_vector @@ ${tsQuery(search)} or cv.text_vector @@ ${tsQuery(search)}
        or f_unaccent(a.title) ilike f_unaccent(${likePattern(search)}))`
    : undefined;

const rank = (search: string): SQL => sql`(2 * ts_rank(a.title_vector, ${tsQuery(search)}) + ts_rank(cv.text_vector, ${tsQuery(search)}))`;

export const list = (db: Db, reader: Reader, query: PageQuery & { folder?: DocumentFolder }): Promise<Page<LibraryDocument>> =>
  pagedQuery<LibraryDocument>({
    db,
    query,
    select: columns,
    from: from(reader),
    where: [visible, query.folder ? sql`a.folder = ${query.folder}` : undefined, searched(query.search)],
    // searched: the best match first; else the latest version first
    sortColumns: query.search
      ? { rank: () => [sql`${rank(query.search)} desc`, sql`a.updated_at desc`] }
      : { updated_at: sql`a.updated_at`, title: sql`a.title` },
    tieBreaker: sql`a.id`,
  });

/** The four folders, each with its documents and those this person has still to confirm. */
export const folders = async (db: Db, reader: Reader): Promise<LibraryFolders> => {
  const { rows } = await db.execute<{ folder: DocumentFolder; count: number; to_confirm: number }>(sql`
    select a.folder, count(*)::int as count,
      count(*) filter (where a.requires_confirmation and mine.confirmed_at is null)::int as to_confirm
    from ${from(reader)} where ${visible} group by a.folder`);
  return documentFolders.map((folder) => rows.find((r) => r.folder === folder) ?? { folder, count: 0, to_confirm: 0 });
};

export const get = async (db: Db, reader: Reader, id: string): Promise<LibraryDocumentDetail> => {
  const { rows } = await db.execute<LibraryDocument>(sql`select ${columns} from ${from(reader)} where ${visible} and a.id = ${id}`);
  // not addressed to this restaurant, withdrawn, or without a file yet: as if it did not exist
  if (!rows[0]) throw notFound('Document introuvable');
  return { ...rows[0], versions: await versionsOf(db, rows[0].id) };
};

/** A signed address of a version (the current one by default); « lu » for that version, for the restaurant's people. */
export const download = async (db: Db, reader: Reader, id: string, number?: number) => {
  const document = await get(db, reader, id);
  const version = await versionOf(db, document.id, number);
  if (!version) throw notFound('Version introuvable');
  if (reader.member)
    await db.execute(sql`insert into intranet_document_receipts (restaurant_id, version_id, user_id)
      select r.id, ${version.id}, ${reader.userId} from restaurants r where ${inScope(reader.scope, sql`r.id`)}
      on conflict do nothing`);
  return documentLink(db, version.file_key, version.file_name);
};

/** « J'ai lu et j'applique » for the current version: the restaurant's people only, a document that asks for it. */
export const confirm = async (db: Db, reader: Reader, id: string): Promise<LibraryDocumentDetail> => {
  const document = await get(db, reader, id);
  if (!reader.member) throw forbidden('Seule l’équipe du restaurant confirme un document');
  if (!document.requires_confirmation) throw unprocessable('Ce document ne demande pas de confirmation');
  await db.execute(sql`insert into intranet_document_receipts (restaurant_id, version_id, user_id, confirmed_at)
    select r.id, ${document.current.id}, ${reader.userId}, now() from restaurants r where ${inScope(reader.scope, sql`r.id`)}
    on conflict (restaurant_id, version_id, user_id)
    do update set confirmed_at = coalesce(intranet_document_receipts.confirmed_at, excluded.confirmed_at)`);
  return get(db, reader, id);
};
