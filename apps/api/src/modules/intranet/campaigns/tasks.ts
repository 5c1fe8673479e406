import { CAMPAIGN_PHOTOS_MAX, type CampaignPhoto, type CampaignTask, type CampaignTaskList, plural } from '@fitfit/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../db/database';
import { conflict, forbidden, notFound, unprocessable } from '../../../lib/http-errors';
import { iso } from '../../../lib/iso';
import { privateFileSigner, storePrivateFile } from '../../../lib/private-files';
import type { FileStorage } from '../../../lib/storage/file-storage';
import { inScope } from '../../../lib/tenant-scope';
import { readImage } from '../../../lib/uploads/images';
import { CONFIRMING_ACCESSES, reaches } from '../audience';
import type { Reader } from '../feed';
import { photoRows, signedPhotosByRestaurant } from './photos';

/**
 * A restaurant's tasks (docs/intranet.md « Campagnes »): every published campaign addressed to it today (the rule read
 * now, as the feed), à faire, en retard (deadline passed, not done) or faite. Its owners and managers give the proof:
 * photos first (each a private file), then « Fait » with the comment, refused until the proof asked is there.
 */
type Row = Omit<CampaignTask, 'photos' | 'can_complete'>;

const status = sql`case when t.done_at is not null then 'done' when a.deadline_at < now() then 'late' else 'to_do' end`;

const columns = sql`a.id, a.title, ${iso(sql`a.deadline_at`)} as deadline_at, ${iso(sql`a.publish_at`)} as publish_at,
  ${status} as status, ${iso(sql`t.done_at`)} as done_at, ${iso(sql`t.reopened_at`)} as reopened_at, t.reopen_reason,
  case a.author_kind when 'admin' then 'FitFit Solution'
    when 'franchisor' then coalesce((select m.name from marks m where m.id = r.mark_id), 'Franchiseur')
    else (select u.first_name || ' ' || u.last_name from users u where u.id = a.author_user_id) end as author_label`;

const detail = sql`a.instructions_html, a.photos_required, a.comment_required, coalesce(t.comment, '') as comment,
  t.done_by_name, t.reopened_by_name`;

const from = (reader: Reader) => sql`intranet_campaigns a
  join restaurants r on ${inScope(reader.scope, sql`r.id`)}
  left join intranet_campaign_tasks t on t.restaurant_id = r.id and t.campaign_id = a.id`;

/** Published, not withdrawn, addressed to the restaurant today. */
const visible = sql`a.deleted_at is null and a.publish_at <= now() and ${reaches}`;

/** Done ones shown at most this many (the latest): the list is the work to do, and what was done lately. */
const DONE_SHOWN = 50;

export const list = async (db: Db, reader: Reader): Promise<CampaignTaskList> => {
  const { rows } = await db.execute<CampaignTask>(sql`select ${columns} from ${from(reader)} where ${visible}
    order by (t.done_at is not null), case when t.done_at is null then a.deadline_at end asc, t.done_at desc, a.id`);
  const counts = { to_do: 0, late: 0, done: 0 };
  for (const row of rows) counts[row.status] += 1;
  const done = rows.filter((r) => r.status === 'done').slice(0, DONE_SHOWN);
  return { items: [...rows.filter((r) => r.status !== 'done'), ...done], counts };
};

const canComplete = (reader: Reader) => !!reader.member && (CONFIRMING_ACCESSES as readonly string[]).includes(reader.member);

const row = async (db: Db, reader: Reader, id: string) => {
  const { rows } = await db.execute<Row>(sql`select ${columns}, ${detail} from ${from(reader)} where ${visible} and a.id = ${id}`);
  // not addressed to this restaurant (or withdrawn, not yet published): as if it did not exist
  if (!rows[0]) throw notFound('Campagne introuvable');
  return rows[0];
};

export const get = async (db: Db, reader: Reader, id: string): Promise<CampaignTask> => {
  const found = await row(db, reader, id);
  const photos = await signedPhotosByRestaurant(db, await photoRows(db, reader.scope, found.id));
  return { ...found, photos: photos.get(reader.scope.restaurantId) ?? [], can_complete: canComplete(reader) };
};

/** The proof is given by the restaurant's owners and managers, while the task is not done. */
const editable = async (db: Db, reader: Reader, id: string) => {
  const found = await row(db, reader, id);
  if (!canComplete(reader)) throw forbidden('Seuls les propriétaires et gérants du restaurant rendent une campagne');
  if (found.status === 'done') throw conflict('Cette campagne est déjà faite : l’auteur peut la rouvrir (« À refaire »)');
  return found;
};

const nameOf = (req: FastifyRequest) => (req.auth ? `${req.auth.user.first_name} ${req.auth.user.last_name}` : '');

/** The task's row, written when the restaurant first acts on it. */
const ensureTask = (db: Db, reader: Reader, campaignId: string) =>
  db.execute(sql`insert into intranet_campaign_tasks (restaurant_id, campaign_id) values (${reader.scope.restaurantId}, ${campaignId})
    on conflict do nothing`);

export const addPhoto = async (
  db: Db,
  storage: FileStorage,
  reader: Reader,
  id: string,
  request: FastifyRequest,
): Promise<CampaignPhoto> => {
  const found = await editable(db, reader, id);
  const before = await photoRows(db, reader.scope, found.id);
  if (before.length >= CAMPAIGN_PHOTOS_MAX) throw conflict(`Une preuve garde au plus ${CAMPAIGN_PHOTOS_MAX} photos`);
  const { buffer, ext } = await readImage(request);
  const key = await storePrivateFile(storage, reader.scope.restaurantId, buffer, ext);
  try {
    await ensureTask(db, reader, found.id);
    const { rows } = await db.execute<{ id: string; created_at: string }>(sql`insert into intranet_campaign_photos
        (restaurant_id, id, campaign_id, file_key, added_by_name)
      values (${reader.scope.restaurantId}, gen_random_uuid(), ${found.id}, ${key}, ${nameOf(request)})
      returning id, ${iso(sql`created_at`)} as created_at`);
    return { id: rows[0].id, url: (await privateFileSigner(db))(key), added_by_name: nameOf(request), created_at: rows[0].created_at };
  } catch (error) {
    await storage.remove(key);
    throw error;
  }
};

export const removePhoto = async (db: Db, storage: FileStorage, reader: Reader, id: string, photoId: string) => {
  const found = await editable(db, reader, id);
  const { rows } = await db.execute<{ file_key: string }>(sql`delete from intranet_campaign_photos p
    where ${inScope(reader.scope, sql`p.restaurant_id`)} and p.campaign_id = ${found.id} and p.id = ${photoId} returning p.file_key`);
  if (!rows[0]) throw notFound('Photo introuvable');
  await storage.remove(rows[0].file_key);
};

/** « Fait »: refused (422, nothing written) until the photos and the comment asked are there. */
export const done = async (db: Db, reader: Reader, id: string, comment: string, request: FastifyRequest): Promise<CampaignTask> => {
  const found = await editable(db, reader, id);
  const photos = (await photoRows(db, reader.scope, found.id)).length;
  if (photos < found.photos_required) {
    const missing = `Ajoutez au moins ${plural(found.photos_required, 'photo', 'photos')} comme preuve avant de marquer la campagne faite`;
    throw unprocessable(missing, { photos: missing });
  }
  if (found.comment_required && !comment) {
    const message = 'Ajoutez un commentaire comme preuve avant de marquer la campagne faite';
    throw unprocessable(message, { comment: message });
  }
  await db.execute(sql`insert into intranet_campaign_tasks (restaurant_id, campaign_id, comment, done_at, done_by_name)
    values (${reader.scope.restaurantId}, ${found.id}, ${comment}, now(), ${nameOf(request)})
    on conflict (restaurant_id, campaign_id) do update set comment = excluded.comment, done_at = excluded.done_at,
      done_by_name = excluded.done_by_name, updated_at = now()
    where intranet_campaign_tasks.done_at is null`);
  return get(db, reader, id);
};
