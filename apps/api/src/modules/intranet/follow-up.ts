import type { AnnouncementFollowUp } from '@fitfit/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { iso } from '../../lib/iso';
import { inScope } from '../../lib/tenant-scope';
import { reaches, rHoldsIntranet } from './audience';
import type { Author } from './author';
import { get } from './authoring';
import { type ReceiptRow, receiptsByRestaurant, receiptsFile } from './receipts';

/**
 * The author's follow-up of one announcement (docs/intranet.md): every restaurant it reaches today within the author's
 * scope and holding the intranet, each of its owners and managers (the people who read the intranet), read and
 * confirmed or not. A restaurant counts as confirmed when one of them confirmed.
 */
type Row = ReceiptRow & { first_name: string | null; email: string | null };

export const rowsOf = async (db: Db, author: Author, id: string) => {
  const { rows } = await db.execute<Row>(sql`
    select r.id as restaurant_id, r.name as restaurant_name, r.timezone, u.id as user_id,
      u.first_name || ' ' || u.last_name as name, u.first_name, u.email, ru.access, ${iso(sql`x.read_at`)} as read_at,
      ${iso(sql`x.confirmed_at`)} as confirmed_at
    from intranet_announcements a
    join restaurants r on r.deleted_at is null and ${inScope(author.scope, sql`r.id`)}
    left join restaurant_users ru on ru.restaurant_id = r.id and ru.removed_at is null and ru.access in ('owner', 'manager')
    left join users u on u.id = ru.user_id and u.deleted_at is null
    left join intranet_receipts x on x.restaurant_id = r.id and x.announcement_id = a.id and x.user_id = u.id
    where a.id = ${id} and ${reaches} and ${rHoldsIntranet}
    order by r.name, r.id, u.last_name, u.first_name, u.id`);
  return rows;
};

/** When the last reminder went and who sent it (null before the first). */
const lastReminder = async (db: Db, id: string): Promise<AnnouncementFollowUp['last_reminder']> => {
  const { rows } = await db.execute<{ at: string; by_name: string | null }>(sql`
    select ${iso(sql`a.reminded_at`)} as at, u.first_name || ' ' || u.last_name as by_name
    from intranet_announcements a left join users u on u.id = a.reminded_by_user_id
    where a.id = ${id} and a.reminded_at is not null`);
  return rows[0] ?? null;
};

export const followUp = async (db: Db, author: Author, id: string): Promise<AnnouncementFollowUp> => {
  const announcement = await get(db, author, id); // 404 unless the author's own
  return {
    id: announcement.id,
    title: announcement.title,
    requires_confirmation: announcement.requires_confirmation,
    ...receiptsByRestaurant(await rowsOf(db, author, announcement.id)),
    last_reminder: await lastReminder(db, announcement.id),
  };
};

/** The follow-up as a table file: one line per person addressed (a restaurant without one keeps a line). */
export const followUpFile = async (db: Db, author: Author, id: string, format: 'csv' | 'xlsx') => {
  const announcement = await get(db, author, id);
  const body = await receiptsFile(await rowsOf(db, author, announcement.id), format, 'Suivi');
  return { body, filename: `suivi-annonce-${announcement.id}.${format}` };
};
