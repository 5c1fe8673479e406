import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { tenantId, timeOrderedId, timestamps } from './columns';
import { restaurantUsers, users } from './tenancy';

/** PostgreSQL's text-search document; filled by the database itself (generated columns below), never written. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The intranet's document library (modules/intranet/documents, docs/intranet.md « Documents »). A document belongs to
 * its author like an announcement (the platform, a franchisor, a restaurant's owners) and reaches the restaurants of
 * the same audience rule, evaluated at read time (modules/intranet/audience.ts reads these columns under the alias
 * `a`). Its folder is one of a fixed list (contracts' documentFolders): the issue names four, and no one manages them.
 */
export const intranetDocuments = pgTable(
  'intranet_documents',
  {
    id: timeOrderedId(),
    author_kind: text('author_kind', { enum: ['admin', 'franchisor', 'restaurant'] }).notNull(),
    author_user_id: uuid('author_user_id')
      .notNull()
      .references(() => users.id),
    /**
     * The restaurant whose owners wrote it (author_kind restaurant), set from the caller's scope. No foreign key: a
     * platform table is copied to every node of a sharded database and cannot point at one node's rows
     * (shard-ready.test.ts); restaurants are only soft-deleted, and the audience rule joins them anyway.
     */
    author_restaurant_id: uuid('author_restaurant_id'),
    folder: text('folder', { enum: ['procedures', 'recipes', 'brand', 'posters'] }).notNull(),
    title: text('title').notNull(),
    /** Accent-free French words of the title (the search, with the versions' text). */
    title_vector: tsvector('title_vector').notNull().generatedAlwaysAs(sql`to_tsvector('french'::regconfig, f_unaccent("title"))`),
    requires_confirmation: boolean('requires_confirmation').notNull().default(false),
    audience: text('audience', { enum: ['all', 'marks', 'modules', 'restaurants', 'team'] }).notNull(),
    audience_mark_ids: uuid('audience_mark_ids').array().notNull().default(sql`'{}'`),
    audience_module_codes: text('audience_module_codes').array().notNull().default(sql`'{}'`),
    audience_restaurant_ids: uuid('audience_restaurant_ids').array().notNull().default(sql`'{}'`),
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('intranet_documents_author_idx').on(t.author_kind, t.author_user_id),
    index('intranet_documents_restaurant_idx').on(t.author_restaurant_id).where(sql`${t.author_restaurant_id} is not null`),
    index('intranet_documents_title_vector_idx').using('gin', t.title_vector),
    check('intranet_documents_folder_check', sql`${t.folder} in ('procedures', 'recipes', 'brand', 'posters')`),
    check(
      'intranet_documents_audience_check',
      sql`(${t.author_kind} = 'admin' and ${t.audience} in ('all', 'marks', 'modules', 'restaurants') and ${t.author_restaurant_id} is null)
        or (${t.author_kind} = 'franchisor' and ${t.audience} in ('all', 'restaurants') and ${t.author_restaurant_id} is null)
        or (${t.author_kind} = 'restaurant' and ${t.audience} = 'team' and ${t.author_restaurant_id} is not null)`,
    ),
  ],
);

/**
 * The files of a document, numbered from 1: a new version keeps the older ones (history) and, for a document to
 * confirm, asks for a new confirmation (receipts are per version). The file is private storage (`intranet-documents/…`,
 * never under the public `/uploads/`); `text` is what the PDF's pages say (empty for other files or an unreadable
 * PDF), searched in French without accents through `text_vector`.
 */
export const intranetDocumentVersions = pgTable(
  'intranet_document_versions',
  {
    id: timeOrderedId(),
    document_id: uuid('document_id')
      .notNull()
      .references(() => intranetDocuments.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    file_key: text('file_key').notNull(),
    file_name: text('file_name').notNull(),
    media_type: text('media_type').notNull(),
    size_bytes: integer('size_bytes').notNull(),
    text: text('text').notNull().default(''),
    text_vector: tsvector('text_vector').notNull().generatedAlwaysAs(sql`to_tsvector('french'::regconfig, f_unaccent("text"))`),
    uploaded_by: uuid('uploaded_by')
      .notNull()
      .references(() => users.id),
    uploaded_at: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    comment: text('comment').notNull().default(''),
  },
  (t) => [
    unique('intranet_document_versions_number_key').on(t.document_id, t.number),
    index('intranet_document_versions_text_vector_idx').using('gin', t.text_vector),
    check('intranet_document_versions_number_check', sql`${t.number} >= 1`),
  ],
);

/**
 * What a restaurant's user did with one version: downloaded it (« lu ») and, for a document to confirm, « J'ai lu et
 * j'applique ». A tenant row of the reading restaurant; (restaurant_id, user_id) references the membership, so only
 * the restaurant's own people leave a receipt (as intranet_receipts).
 */
export const intranetDocumentReceipts = pgTable(
  'intranet_document_receipts',
  {
    restaurant_id: tenantId(),
    version_id: uuid('version_id')
      .notNull()
      .references(() => intranetDocumentVersions.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id').notNull(),
    read_at: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
    confirmed_at: timestamp('confirmed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.restaurant_id, t.version_id, t.user_id] }),
    // the author's follow-up reads one version across every restaurant it reached
    index('intranet_document_receipts_version_idx').on(t.version_id),
    foreignKey({
      name: 'intranet_document_receipts_member_fkey',
      columns: [t.restaurant_id, t.user_id],
      foreignColumns: [restaurantUsers.restaurant_id, restaurantUsers.user_id],
    }).onDelete('cascade'),
  ],
);
