import type { FeedAnnouncement, FeedItem, FeedPage, MemberAccess, PageQuery, PlatformNotice } from '@fitfit/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { forbidden, notFound, unprocessable } from '../../lib/http-errors';
import { iso } from '../../lib/iso';
import { pagedQuery } from '../../lib/paged-query';
import { likePattern } from '../../lib/paging';
import { inScope, type RestaurantScope } from '../../lib/tenant-scope';
import { live, reaches } from './audience';
import { plainText } from './sanitize';

/**
 * A restaurant's feed (docs/intranet.md): what is addressed to it today, pinned first, then the latest; for the
 * signed-in person, whether it read and confirmed each one. Only the restaurant's own people leave a receipt (an admin
 * or a franchisor looking at a restaurant reads without being counted).
 */
export interface Reader {
  scope: RestaurantScope;
  userId: string;
  /** Its access in the restaurant; null for an admin or a franchisor, who are not its people. */
  member: MemberAccess | null;
}

type Row = Omit<FeedItem, 'excerpt'> & { body_html: string };

const columns = sql`a.id, a.title, a.body_html, a.pinned, a.requires_confirmation,
  ${iso(sql`a.publish_at`)} as publish_at, ${iso(sql`a.expires_at`)} as expires_at,
  ${iso(sql`mine.read_at`)} as read_at, ${iso(sql`mine.confirmed_at`)} as confirmed_at,
  case a.author_kind when 'admin' then 'FitFit Solution'
    when 'franchisor' then coalesce((select m.name from marks m where m.id = r.mark_id), 'Franchiseur')
    else (select u.first_name || ' ' || u.last_name from users u where u.id = a.author_user_id) end as author_label,
  exists (select 1 from intranet_receipts x join restaurant_users ru on ru.restaurant_id = x.restaurant_id and ru.user_id = x.user_id
    where x.restaurant_id = r.id and x.announcement_id = a.id and x.confirmed_at is not null
      and ru.access in ('owner', 'manager')) as restaurant_confirmed`;

const from = (reader: Reader) => sql`intranet_announcements a
  join restaurants r on ${inScope(reader.scope, sql`r.id`)}
  left join intranet_receipts mine on mine.restaurant_id = r.id and mine.announcement_id = a.id and mine.user_id = ${reader.userId}`;

const toItem = ({ body_html, ...row }: Row): FeedItem => ({ ...row, excerpt: plainText(body_html) });

/** Accent- and case-insensitive search in the title and the body. */
const searched = (search: string) =>
  search ? sql`f_unaccent(a.title || ' ' || a.body_html) ilike f_unaccent(${likePattern(search)})` : undefined;

const unreadCount = async (db: Db, reader: Reader) => {
  const { rows } = await db.execute<{ unread: number; to_confirm: number }>(sql`
    select count(*) filter (where mine.read_at is null)::int as unread,
      count(*) filter (where a.requires_confirmation and mine.confirmed_at is null)::int as to_confirm
    from ${from(reader)} where ${live} and ${reaches}`);
  return { unread_count: rows[0].unread, to_confirm_count: rows[0].to_confirm };
};

export const feed = async (
  db: Db,
  reader: Reader,
  query: PageQuery & { unread?: 'true' | 'false'; to_confirm?: 'true' | 'false' },
): Promise<FeedPage> => {
  const [page, counts] = await Promise.all([
    pagedQuery<Row>({
      db,
      query,
      select: columns,
      from: from(reader),
      where: [
        live,
        reaches,
        searched(query.search),
        query.unread === 'true' ? sql`mine.read_at is null` : undefined,
        query.to_confirm === 'true' ? sql`a.requires_confirmation and mine.confirmed_at is null` : undefined,
      ],
      // pinned first whatever the order asked, then by publication
      sortColumns: { publish_at: (direction) => [sql`a.pinned desc`, sql`a.publish_at ${sql.raw(direction)}`] },
      tieBreaker: sql`a.id`,
    }),
    unreadCount(db, reader),
  ]);
  return { ...page, data: page.data.map(toItem), unread_count: counts.unread_count };
};

export const unread = unreadCount;

const one = async (db: Db, reader: Reader, id: string): Promise<FeedAnnouncement> => {
  const { rows } = await db.execute<Row>(sql`select ${columns} from ${from(reader)} where ${live} and ${reaches} and a.id = ${id}`);
  // not addressed to this restaurant (or withdrawn, expired, not yet published): as if it did not exist
  if (!rows[0]) throw notFound('Annonce introuvable');
  return { ...toItem(rows[0]), body_html: rows[0].body_html };
};

/** Opens an announcement: « lu » for the restaurant's own people (the first opening counts). */
export const read = async (db: Db, reader: Reader, id: string): Promise<FeedAnnouncement> => {
  const found = await one(db, reader, id);
  if (!reader.member || found.read_at) return found;
  await db.execute(sql`insert into intranet_receipts (restaurant_id, announcement_id, user_id)
    select r.id, ${found.id}, ${reader.userId} from restaurants r where ${inScope(reader.scope, sql`r.id`)}
    on conflict do nothing`);
  return one(db, reader, id);
};

/** « J'ai lu et j'applique »: only the restaurant's people, only for an announcement that asks for it. */
export const confirm = async (db: Db, reader: Reader, id: string): Promise<FeedAnnouncement> => {
  const found = await one(db, reader, id);
  if (!reader.member) throw forbidden('Seule l’équipe du restaurant confirme une annonce');
  if (!found.requires_confirmation) throw unprocessable('Cette annonce ne demande pas de confirmation');
  await db.execute(sql`insert into intranet_receipts (restaurant_id, announcement_id, user_id, confirmed_at)
    select r.id, ${found.id}, ${reader.userId}, now() from restaurants r where ${inScope(reader.scope, sql`r.id`)}
    on conflict (restaurant_id, announcement_id, user_id)
    do update set confirmed_at = coalesce(intranet_receipts.confirmed_at, excluded.confirmed_at)`);
  return one(db, reader, id);
};

/** The platform's news to every restaurant (admin, audience all), current, pinned first: the notice on `/`. */
export const notices = async (db: Db): Promise<PlatformNotice[]> => {
  const { rows } = await db.execute<PlatformNotice>(sql`
    select a.id, a.title, a.body_html, ${iso(sql`a.publish_at`)} as publish_at from intranet_announcements a
    where a.author_kind = 'admin' and a.audience = 'all' and ${live}
    order by a.pinned desc, a.publish_at desc, a.id limit 3`);
  return rows;
};
