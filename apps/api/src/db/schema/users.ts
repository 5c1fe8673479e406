import { sql } from 'drizzle-orm';
import { type AnyPgColumn, customType, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { restaurants } from './tenancy';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    password_hash: text('password_hash').notNull(),
    first_name: text('first_name').notNull(),
    last_name: text('last_name').notNull(),
    role: text('role', { enum: ['admin', 'restorer', 'franchisor', 'saler'] }).notNull(),
    phone: text('phone'),
    avatar_url: text('avatar_url'),
    current_restaurant_id: uuid('current_restaurant_id').references((): AnyPgColumn => restaurants.id),
    sponsor_type: text('sponsor_type'),
    affiliate_code: text('affiliate_code').unique(),
    last_login_at: timestamp('last_login_at', { withTimezone: true }),
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_key').on(sql`lower(${t.email})`), index('users_role_idx').on(t.role)],
);

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
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.token_hash), index('sessions_user_idx').on(t.user_id)],
);

/**
 * Sign-in failures (and registrations) per account or per address over a fixed window, shared by every
 * API instance. One row per key, reset when its window has passed; stale rows are swept as failures come.
 */
export const authThrottle = pgTable(
  'auth_throttle',
  {
    scope: text('scope', { enum: ['account', 'address', 'registration'] }).notNull(),
    key: text('key').notNull(),
    count: integer('count').notNull(),
    window_started_at: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('auth_throttle_window_idx').on(t.window_started_at)],
);
