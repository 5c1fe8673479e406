import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenantId, tenantPrimaryKey, timeOrderedId, timeOrderedRowId, timestamps } from './columns';
import { users } from './tenancy';

/**
 * The intranet's campaigns (modules/intranet/campaigns, docs/intranet.md « Campagnes »): a task each restaurant
 * addressed must do before a deadline, with its proof (photos and/or a comment). A campaign belongs to its author like
 * an announcement, and reaches restaurants by the same audience rule evaluated at read time (modules/intranet/audience.ts
 * reads these columns under the alias `a`): a restaurant that joins the mark sees the open campaigns. Platform table.
 */
export const intranetCampaigns = pgTable(
  'intranet_campaigns',
  {
    id: timeOrderedId(),
    author_kind: text('author_kind', { enum: ['admin', 'franchisor', 'restaurant'] }).notNull(),
    author_user_id: uuid('author_user_id')
      .notNull()
      .references(() => users.id),
    /** The restaurant whose owners wrote it; a plain column, as intranet_announcements (a platform table). */
    author_restaurant_id: uuid('author_restaurant_id'),
    title: text('title').notNull(),
    /** Sanitised on the server before it is stored (modules/intranet/sanitize.ts). */
    instructions_html: text('instructions_html').notNull(),
    deadline_at: timestamp('deadline_at', { withTimezone: true }).notNull(),
    /** The proof a task needs to be done: at least this many photos, and a comment when asked. */
    photos_required: integer('photos_required').notNull().default(1),
    comment_required: boolean('comment_required').notNull().default(false),
    publish_at: timestamp('publish_at', { withTimezone: true }).notNull().defaultNow(),
    audience: text('audience', { enum: ['all', 'marks', 'modules', 'restaurants', 'team'] }).notNull(),
    audience_mark_ids: uuid('audience_mark_ids').array().notNull().default(sql`'{}'`),
    audience_module_codes: text('audience_module_codes').array().notNull().default(sql`'{}'`),
    audience_restaurant_ids: uuid('audience_restaurant_ids').array().notNull().default(sql`'{}'`),
    /** The last reminder e-mail to the restaurants not done: at most one an hour (as the announcements'). */
    reminded_at: timestamp('reminded_at', { withTimezone: true }),
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('intranet_campaigns_author_idx').on(t.author_kind, t.publish_at),
    index('intranet_campaigns_restaurant_idx').on(t.author_restaurant_id).where(sql`${t.author_restaurant_id} is not null`),
    check(
      'intranet_campaigns_audience_check',
      sql`(${t.author_kind} = 'admin' and ${t.audience} in ('all', 'marks', 'modules', 'restaurants') and ${t.author_restaurant_id} is null)
        or (${t.author_kind} = 'franchisor' and ${t.audience} in ('all', 'restaurants') and ${t.author_restaurant_id} is null)
        or (${t.author_kind} = 'restaurant' and ${t.audience} = 'team' and ${t.author_restaurant_id} is not null)`,
    ),
    check(
      'intranet_campaigns_proof_check',
      sql`${t.photos_required} between 0 and 10 and (${t.photos_required} > 0 or ${t.comment_required})`,
    ),
    check('intranet_campaigns_deadline_check', sql`${t.deadline_at} > ${t.publish_at}`),
  ],
);

/**
 * A restaurant's task of a campaign, written when it first acts on it (a photo, done): no row is « à faire ». Done
 * with its comment; the author may reopen it (« À refaire », with a reason), which clears `done_at`. Tenant row.
 */
export const intranetCampaignTasks = pgTable(
  'intranet_campaign_tasks',
  {
    restaurant_id: tenantId(),
    campaign_id: uuid('campaign_id')
      .notNull()
      .references(() => intranetCampaigns.id, { onDelete: 'cascade' }),
    comment: text('comment').notNull().default(''),
    done_at: timestamp('done_at', { withTimezone: true }),
    /** Names as they were (a person who leaves the team keeps her proof). */
    done_by_name: text('done_by_name'),
    reopened_at: timestamp('reopened_at', { withTimezone: true }),
    reopen_reason: text('reopen_reason'),
    reopened_by_name: text('reopened_by_name'),
    ...timestamps,
  },
  (t) => [
    primaryKey({ name: 'intranet_campaign_tasks_pkey', columns: [t.restaurant_id, t.campaign_id] }),
    // the author's follow-up reads one campaign across every restaurant it reached
    index('intranet_campaign_tasks_campaign_idx').on(t.campaign_id),
  ],
);

/** The photos of a task's proof: private files (`private/<restaurant>/…`, lib/private-files.ts), shown by signed address. */
export const intranetCampaignPhotos = pgTable(
  'intranet_campaign_photos',
  {
    restaurant_id: tenantId(),
    id: timeOrderedRowId(),
    campaign_id: uuid('campaign_id').notNull(),
    file_key: text('file_key').notNull(),
    added_by_name: text('added_by_name').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantPrimaryKey('intranet_campaign_photos', t),
    foreignKey({
      name: 'intranet_campaign_photos_task_fkey',
      columns: [t.restaurant_id, t.campaign_id],
      foreignColumns: [intranetCampaignTasks.restaurant_id, intranetCampaignTasks.campaign_id],
    }).onDelete('cascade'),
    index('intranet_campaign_photos_task_idx').on(t.restaurant_id, t.campaign_id, t.created_at),
  ],
);
