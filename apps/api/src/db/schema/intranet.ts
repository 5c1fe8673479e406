import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenantId, timeOrderedId, timestamps } from './columns';
import { restaurantUsers, users } from './tenancy';

/**
 * The intranet's announcements (modules/intranet, docs/intranet.md). An announcement belongs to its author, not to
 * the restaurants it reaches: the platform (admin), a franchisor (its marks) or a restaurant (its owners, for its own
 * team). Who reads it is a rule evaluated at read time (`audience` and its lists), so a restaurant that joins a mark
 * later sees the current announcements of that mark. Not a tenant table: `author_restaurant_id` is the author, and the
 * readers' rows are the receipts below.
 * - admin: `all` restaurants, those of the chosen `marks`, those holding one of the chosen `modules`, chosen `restaurants`;
 * - franchisor: `all` the restaurants of its marks, or chosen `restaurants` among them (checked again at read time);
 * - restaurant: `team`, its own back-office users.
 */
export const intranetAnnouncements = pgTable(
  'intranet_announcements',
  {
    id: timeOrderedId(),
    author_kind: text('author_kind', { enum: ['admin', 'franchisor', 'restaurant'] }).notNull(),
    author_user_id: uuid('author_user_id')
      .notNull()
      .references(() => users.id),
    /** The restaurant that wrote it (author_kind restaurant), else null. A plain column, like intranet_documents: a
     * platform (reference) table cannot point at a tenant row once sharded (docs/scaling.md « Ready to shard »). */
    author_restaurant_id: uuid('author_restaurant_id'),
    title: text('title').notNull(),
    /** Sanitised on the server before it is stored (modules/intranet/sanitize.ts). */
    body_html: text('body_html').notNull(),
    pinned: boolean('pinned').notNull().default(false),
    requires_confirmation: boolean('requires_confirmation').notNull().default(false),
    publish_at: timestamp('publish_at', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }),
    audience: text('audience', { enum: ['all', 'marks', 'modules', 'restaurants', 'team'] }).notNull(),
    audience_mark_ids: uuid('audience_mark_ids').array().notNull().default(sql`'{}'`),
    audience_module_codes: text('audience_module_codes').array().notNull().default(sql`'{}'`),
    audience_restaurant_ids: uuid('audience_restaurant_ids').array().notNull().default(sql`'{}'`),
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
    /** The last reminder e-mail to those who have not read or confirmed it: at most one an hour (follow-up). */
    reminded_at: timestamp('reminded_at', { withTimezone: true }),
    /** Who sent it (the follow-up says « Dernier rappel le 27/11 à 14:02 par … »). */
    reminded_by_user_id: uuid('reminded_by_user_id').references(() => users.id),
    ...timestamps,
  },
  (t) => [
    index('intranet_announcements_author_idx').on(t.author_kind, t.publish_at),
    index('intranet_announcements_restaurant_idx').on(t.author_restaurant_id).where(sql`${t.author_restaurant_id} is not null`),
    check('intranet_announcements_author_kind_check', sql`${t.author_kind} in ('admin', 'franchisor', 'restaurant')`),
    check(
      'intranet_announcements_audience_check',
      sql`(${t.author_kind} = 'admin' and ${t.audience} in ('all', 'marks', 'modules', 'restaurants') and ${t.author_restaurant_id} is null)
        or (${t.author_kind} = 'franchisor' and ${t.audience} in ('all', 'restaurants') and ${t.author_restaurant_id} is null)
        or (${t.author_kind} = 'restaurant' and ${t.audience} = 'team' and ${t.author_restaurant_id} is not null)`,
    ),
    check('intranet_announcements_expiry_check', sql`${t.expires_at} is null or ${t.expires_at} > ${t.publish_at}`),
  ],
);

/**
 * What a restaurant's user did with an announcement: opened it (« lu ») and, for one « à confirmer », confirmed it
 * (« J'ai lu et j'applique »). A tenant row of the reading restaurant; (restaurant_id, user_id) references the
 * membership, so only the restaurant's own people leave a receipt there.
 */
export const intranetReceipts = pgTable(
  'intranet_receipts',
  {
    restaurant_id: tenantId(),
    announcement_id: uuid('announcement_id')
      .notNull()
      .references(() => intranetAnnouncements.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id').notNull(),
    read_at: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
    confirmed_at: timestamp('confirmed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.restaurant_id, t.announcement_id, t.user_id] }),
    // the author's follow-up reads one announcement across every restaurant it reached (not one restaurant's rows)
    index('intranet_receipts_announcement_idx').on(t.announcement_id),
    foreignKey({
      name: 'intranet_receipts_member_fkey',
      columns: [t.restaurant_id, t.user_id],
      foreignColumns: [restaurantUsers.restaurant_id, restaurantUsers.user_id],
    }).onDelete('cascade'),
  ],
);
