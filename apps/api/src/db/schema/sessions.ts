import { sql } from 'drizzle-orm';
import { check, customType, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './tenancy';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/** Opaque bearer sessions; only the SHA-256 of the token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id),
    token_hash: bytea('token_hash').notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip'),
    user_agent: text('user_agent'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** « Mes sessions »: the last request seen, written at most once a minute (modules/auth/account/session-touch.ts). */
    last_used_at: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.token_hash), index('sessions_user_idx').on(t.user_id)],
);

/**
 * Sign-in failures (and registrations, and forgotten-password requests) per account or per address over a fixed
 * window, shared by every API instance. One row per key, reset when its window has passed; stale rows are swept as failures come.
 */
export const authThrottle = pgTable(
  'auth_throttle',
  {
    scope: text('scope', { enum: ['account', 'address', 'registration', 'reset_account', 'reset_address'] }).notNull(),
    key: text('key').notNull(),
    count: integer('count').notNull(),
    window_started_at: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('auth_throttle_window_idx').on(t.window_started_at)],
);

/**
 * One-time tickets of the real-time streams (lib/sse/tickets.ts): an EventSource cannot send the bearer token, so an
 * authenticated POST makes one, valid a minute, for the restaurants its request may read (one restaurant, or a
 * network's), and the stream's GET names and consumes it. Not a tenant row: like the session, it may span restaurants.
 */
export const realtimeStreams = pgTable(
  'realtime_streams',
  {
    id: uuid('id').primaryKey(),
    kind: text('kind', { enum: ['restaurant', 'network'] }).notNull(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    restaurant_ids: uuid('restaurant_ids').array().notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('realtime_streams_kind_check', sql`${t.kind} in ('restaurant', 'network')`)],
);
