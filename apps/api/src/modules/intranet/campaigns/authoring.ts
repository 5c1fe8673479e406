import type { Campaign, campaignInputSchema, Page, PageQuery } from '@fitfit/contracts';
import { DEADLINE_MESSAGE } from '@fitfit/contracts';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../db/database';
import { intranetCampaigns } from '../../../db/schema';
import { notFound, unprocessable } from '../../../lib/http-errors';
import { iso } from '../../../lib/iso';
import { pagedQuery } from '../../../lib/paged-query';
import { likePattern } from '../../../lib/paging';
import { inScope } from '../../../lib/tenant-scope';
import { reaches, rHoldsIntranet } from '../audience';
import { type Author, ownedBy } from '../author';
import { checkedAudience } from '../authoring';
import { sanitizeBody } from '../sanitize';

/**
 * An author's campaigns (docs/intranet.md « Campagnes »): the same areas and rules as its announcements — each author
 * sees and changes only its own (alias `a`, ../author.ts), the audience checked by the announcements' check —, with
 * how far each went among the restaurants it reaches today (in the author's scope, holding the intranet).
 */
type Input = z.output<typeof campaignInputSchema>;

const columns = sql`a.id, a.author_kind, a.title, a.instructions_html, ${iso(sql`a.deadline_at`)} as deadline_at,
  ${iso(sql`a.publish_at`)} as publish_at, a.photos_required, a.comment_required,
  case when a.publish_at > now() then 'scheduled' when a.deadline_at < now() then 'closed' else 'open' end as status,
  a.audience, a.audience_mark_ids::text[] as mark_ids, a.audience_module_codes as module_codes,
  a.audience_restaurant_ids::text[] as restaurant_ids, coalesce(c.n, 0) as restaurants_count, coalesce(c.done, 0) as done_count,
  coalesce(c.late, 0) as late_count, ${iso(sql`a.reminded_at`)} as reminded_at,
  ${iso(sql`a.created_at`)} as created_at, ${iso(sql`a.updated_at`)} as updated_at,
  case a.author_kind when 'admin' then 'FitFit Solution' else u.first_name || ' ' || u.last_name end as author_name`;

/** The campaigns (alias `a`) with their counts among the restaurants they reach within the author's scope (`c`). */
const from = (author: Author) => sql`intranet_campaigns a join users u on u.id = a.author_user_id
  left join lateral (select count(*)::int as n, count(t.done_at)::int as done,
      count(*) filter (where t.done_at is null and a.deadline_at < now())::int as late
    from restaurants r left join intranet_campaign_tasks t on t.restaurant_id = r.id and t.campaign_id = a.id
    where r.deleted_at is null and ${inScope(author.scope, sql`r.id`)} and ${reaches} and ${rHoldsIntranet}) c on true`;

export const list = (db: Db, author: Author, query: PageQuery): Promise<Page<Campaign>> =>
  pagedQuery<Campaign>({
    db,
    query,
    select: columns,
    from: from(author),
    where: [
      ownedBy(author),
      sql`a.deleted_at is null`,
      query.search ? sql`f_unaccent(a.title) ilike f_unaccent(${likePattern(query.search)})` : undefined,
    ],
    sortColumns: { publish_at: sql`a.publish_at`, deadline_at: sql`a.deadline_at`, title: sql`a.title` },
    tieBreaker: sql`a.id`,
  });

export const get = async (db: Db, author: Author, id: string): Promise<Campaign> => {
  const { rows } = await db.execute<Campaign>(
    sql`select ${columns} from ${from(author)} where ${ownedBy(author)} and a.deleted_at is null and a.id = ${id}`,
  );
  // another author's campaign, or a withdrawn one: as if it did not exist
  if (!rows[0]) throw notFound('Campagne introuvable');
  return rows[0];
};

const refuse = (field: string, message: string) => unprocessable(message, { [field]: message });

const valuesOf = async (db: Db, author: Author, input: Input, publishAt: Date) => {
  const instructions_html = sanitizeBody(input.instructions_html);
  if (!instructions_html) throw refuse('instructions_html', 'Les consignes de la campagne sont vides');
  const deadline_at = new Date(input.deadline_at);
  if (deadline_at <= publishAt) throw refuse('deadline_at', DEADLINE_MESSAGE);
  return {
    title: input.title,
    instructions_html,
    deadline_at,
    publish_at: publishAt,
    photos_required: input.photos_required,
    comment_required: input.comment_required,
    ...(await checkedAudience(db, author, input)),
  };
};

export const create = async (db: Db, author: Author, input: Input): Promise<Campaign> => {
  const values = await valuesOf(db, author, input, input.publish_at ? new Date(input.publish_at) : new Date());
  const [row] = await db
    .insert(intranetCampaigns)
    .values({
      ...values,
      author_kind: author.kind,
      author_user_id: author.user.id,
      author_restaurant_id: author.kind === 'restaurant' ? author.scope.restaurantId : null,
    })
    .returning({ id: intranetCampaigns.id });
  return get(db, author, row.id);
};

export const update = async (db: Db, author: Author, id: string, input: Input): Promise<Campaign> => {
  const before = await get(db, author, id);
  const values = await valuesOf(db, author, input, new Date(input.publish_at ?? before.publish_at));
  await db
    .update(intranetCampaigns)
    .set({ ...values, updated_at: new Date() })
    .where(eq(intranetCampaigns.id, before.id));
  return get(db, author, id);
};

/** Withdrawn: the restaurants no longer see it; the tasks and their photos stay for the record. */
export const remove = async (db: Db, author: Author, id: string) => {
  const before = await get(db, author, id);
  await db.update(intranetCampaigns).set({ deleted_at: new Date() }).where(eq(intranetCampaigns.id, before.id));
};
