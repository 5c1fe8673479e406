import { bigint, customType, pgTable, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './tenancy';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * A person's two-step verification (modules/auth/totp). Not a tenant row: it belongs to a person, who may act for
 * several restaurants. The secret is encrypted (AES-256-GCM, key derived from the server secret kept in PostgreSQL);
 * it counts only once `confirmed_at` is set (a code from the app proved it was scanned). `last_time_step` is the
 * 30-second step of the last code accepted: a code of that step or an earlier one is refused (no replay).
 */
export const userTotp = pgTable('user_totp', {
  user_id: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret_encrypted: bytea('secret_encrypted').notNull(),
  confirmed_at: timestamp('confirmed_at', { withTimezone: true }),
  last_time_step: bigint('last_time_step', { mode: 'number' }),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Ten single-use recovery codes per person, kept as keyed hashes (HMAC-SHA256), shown once when made. */
export const userTotpRecoveryCodes = pgTable(
  'user_totp_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code_hash: bytea('code_hash').notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('user_totp_recovery_codes_code_key').on(t.user_id, t.code_hash)],
);
