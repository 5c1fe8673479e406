import {
  type Announcement,
  type AnnouncementInput,
  type AudienceChoices,
  announcementAudienceLabels,
  type announcementInputSchema,
  audiencesOf,
  EXPIRY_MESSAGE,
  type Page,
  type PageQuery,
} from '@fitfit/contracts';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { intranetAnnouncements } from '../../db/schema';
import { notFound, unprocessable } from '../../lib/http-errors';
import { iso } from '../../lib/iso';
import { pagedQuery } from '../../lib/paged-query';
import { likePattern } from '../../lib/paging';
import { inScope } from '../../lib/tenant-scope';
import { type Author, ownedBy } from './author';
import { sanitizeBody } from './sanitize';

type Input = z.output<typeof announcementInputSchema>;

export type { AnnouncementInput };

/** A PostgreSQL array literal of validated ids or codes, sent as one parameter. */
export const pgArray = (values: readonly string[]) => `{${values.join(',')}}`;

const columns = sql`a.id, a.author_kind, a.title, a.body_html, a.pinned, a.requires_confirmation,
  ${iso(sql`a.publish_at`)} as publish_at, ${iso(sql`a.expires_at`)} as expires_at,
  case when a.publish_at > now() then 'scheduled' when a.expires_at <= now() then 'expired' else 'published' end as status,
  a.audience, a.audience_mark_ids::text[] as mark_ids, a.audience_module_codes as module_codes,
  a.audience_restaurant_ids::text[] as restaurant_ids, ${iso(sql`a.created_at`)} as created_at, ${iso(sql`a.updated_at`)} as updated_at,
  case a.author_kind when 'admin' then 'FitFit Solution' else u.first_name || ' ' || u.last_name end as author_name`;
const from = sql`intranet_announcements a join users u on u.id = a.author_user_id`;

/** An author's announcements, the latest publication first; the search looks in the titles, accents aside. */
export const list = (db: Db, author: Author, query: PageQuery): Promise<Page<Announcement>> =>
  pagedQuery<Announcement>({
    db,
    query,
    select: columns,
    from,
    where: [
      ownedBy(author),
      sql`a.deleted_at is null`,
      query.search ? sql`f_unaccent(a.title) ilike f_unaccent(${likePattern(query.search)})` : undefined,
    ],
    sortColumns: { publish_at: sql`a.publish_at`, title: sql`a.title` },
    tieBreaker: sql`a.id`,
  });

export const get = async (db: Db, author: Author, id: string): Promise<Announcement> => {
  const { rows } = await db.execute<Announcement>(
    sql`select ${columns} from ${from} where ${ownedBy(author)} and a.deleted_at is null and a.id = ${id}`,
  );
  if (!rows[0]) throw notFound('Annonce introuvable');
  return rows[0];
};

const refuse = (field: string, message: string) => unprocessable(message, { [field]: message });

/**
 * The audience as the author may send it: an audience of its kind, with the list that audience names (not empty, every
 * entry within its reach); the other lists emptied. A franchisor's restaurants must be of its marks (422 otherwise).
 */
export const checkedAudience = async (
  db: Db,
  author: Author,
  input: Pick<Input, 'audience' | 'mark_ids' | 'module_codes' | 'restaurant_ids'>,
) => {
  const empty = { audience_mark_ids: [] as string[], audience_module_codes: [] as string[], audience_restaurant_ids: [] as string[] };
  if (!audiencesOf[author.kind].includes(input.audience))
    throw refuse('audience', `Destinataires non autorisés : ${announcementAudienceLabels[input.audience].toLowerCase()}`);
  switch (input.audience) {
    case 'all':
    case 'team':
      return { audience: input.audience, ...empty };
    case 'marks': {
      const ids = [...new Set(input.mark_ids)];
      if (ids.length === 0) throw refuse('mark_ids', 'Choisissez au moins une marque');
      const { rows } = await db.execute<{ n: number }>(sql`select count(*)::int as n from marks where id = any(${pgArray(ids)}::uuid[])`);
      if (rows[0].n !== ids.length) throw refuse('mark_ids', 'Une des marques choisies n’existe pas');
      return { audience: input.audience, ...empty, audience_mark_ids: ids };
    }
    case 'modules': {
      const codes = [...new Set(input.module_codes)];
      if (codes.length === 0) throw refuse('module_codes', 'Choisissez au moins un module');
      return { audience: input.audience, ...empty, audience_module_codes: codes };
    }
    case 'restaurants': {
      const ids = [...new Set(input.restaurant_ids)];
      if (ids.length === 0) throw refuse('restaurant_ids', 'Choisissez au moins un restaurant');
      const { rows } = await db.execute<{ n: number }>(
        sql`select count(*)::int as n from restaurants r where r.id = any(${pgArray(ids)}::uuid[]) and r.deleted_at is null
          and ${inScope(author.scope, sql`r.id`)}`,
      );
      if (rows[0].n !== ids.length)
        throw refuse(
          'restaurant_ids',
          author.kind === 'franchisor'
            ? 'Un des restaurants choisis n’est pas dans votre réseau'
            : 'Un des restaurants choisis n’existe pas',
        );
      return { audience: input.audience, ...empty, audience_restaurant_ids: ids };
    }
  }
};

const valuesOf = async (db: Db, author: Author, input: Input, publishAt: Date) => {
  const body_html = sanitizeBody(input.body_html);
  if (!body_html) throw refuse('body_html', 'Le texte de l’annonce est vide');
  const expires_at = input.expires_at ? new Date(input.expires_at) : null;
  if (expires_at && expires_at <= publishAt) throw refuse('expires_at', EXPIRY_MESSAGE);
  return {
    title: input.title,
    body_html,
    pinned: input.pinned,
    requires_confirmation: input.requires_confirmation,
    publish_at: publishAt,
    expires_at,
    ...(await checkedAudience(db, author, input)),
  };
};

export const create = async (db: Db, author: Author, input: Input): Promise<Announcement> => {
  const values = await valuesOf(db, author, input, input.publish_at ? new Date(input.publish_at) : new Date());
  const [row] = await db
    .insert(intranetAnnouncements)
    .values({
      ...values,
      author_kind: author.kind,
      author_user_id: author.user.id,
      author_restaurant_id: author.kind === 'restaurant' ? author.scope.restaurantId : null,
    })
    .returning({ id: intranetAnnouncements.id });
  return get(db, author, row.id);
};

export const update = async (db: Db, author: Author, id: string, input: Input): Promise<Announcement> => {
  const before = await get(db, author, id);
  const values = await valuesOf(db, author, input, new Date(input.publish_at ?? before.publish_at));
  await db
    .update(intranetAnnouncements)
    .set({ ...values, updated_at: new Date() })
    .where(eq(intranetAnnouncements.id, before.id));
  return get(db, author, id);
};

/** Soft delete: its readers no longer see it; its receipts stay for the record. */
export const remove = async (db: Db, author: Author, id: string) => {
  const before = await get(db, author, id);
  await db.update(intranetAnnouncements).set({ deleted_at: new Date() }).where(eq(intranetAnnouncements.id, before.id));
};

/** The marks and live restaurants within the author's reach (the editor's choices). */
export const choices = async (db: Db, author: Author): Promise<AudienceChoices> => {
  const restaurants = await db.execute<AudienceChoices['restaurants'][number]>(
    sql`select r.id, r.name, m.name as mark_name from restaurants r left join marks m on m.id = r.mark_id
      where r.deleted_at is null and ${inScope(author.scope, sql`r.id`)} order by r.name, r.id`,
  );
  const marks =
    author.kind === 'admin'
      ? await db.execute<{ id: string; name: string }>(sql`select id, name from marks order by name`)
      : author.kind === 'franchisor'
        ? await db.execute<{ id: string; name: string }>(
            sql`select m.id, m.name from marks m join mark_users mu on mu.mark_id = m.id where mu.user_id = ${author.user.id} order by m.name`,
          )
        : { rows: [] };
  return { marks: marks.rows, restaurants: restaurants.rows };
};
