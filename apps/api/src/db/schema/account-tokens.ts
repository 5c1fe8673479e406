import { sql } from 'drizzle-orm';
import { check, customType, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './tenancy';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * Single-use links sent by e-mail (modules/auth/account): a forgotten password's reset, an e-mail change's
 * confirmation; and the sign-in's second-step challenge (`totp_login`, modules/auth/totp, 5 minutes). Like sessions,
 * only the SHA-256 of the token is kept; a token is spent by setting `used_at`.
 * Not a tenant row: it belongs to a person, who may act for several restaurants.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['password_reset', 'email_change', 'totp_login'] }).notNull(),
    token_hash: bytea('token_hash').notNull(),
    /** The address an e-mail change moves to, applied when its link is opened. */
    new_email: text('new_email'),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('account_tokens_token_hash_key').on(t.token_hash),
    index('account_tokens_user_idx').on(t.user_id, t.purpose),
    check('account_tokens_purpose_check', sql`${t.purpose} in ('password_reset', 'email_change', 'totp_login')`),
    check('account_tokens_new_email_check', sql`(${t.purpose} = 'email_change') = (${t.new_email} is not null)`),
  ],
);
