import { sql } from 'drizzle-orm';
import { check, customType, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenantId, tenantPrimaryKey, timeOrderedRowId } from './columns';
import { users } from './tenancy';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * Invitations to a restaurant's back office (modules/restaurant/members): an owner invites an e-mail address with an
 * access (owner, manager, accountant); the link carries a token of which, like sessions, only the SHA-256 is kept.
 * Valid 7 days; a resend gives a new token and 7 days again; accepted or revoked, it is spent. The members
 * themselves are `restaurant_users` (its `access` and `removed_at`).
 */
export const restaurantInvitations = pgTable(
  'restaurant_invitations',
  {
    restaurant_id: tenantId(),
    id: timeOrderedRowId(),
    email: text('email').notNull(),
    access: text('access', { enum: ['owner', 'manager', 'accountant'] }).notNull(),
    token_hash: bytea('token_hash').notNull(),
    invited_by: uuid('invited_by')
      .notNull()
      .references(() => users.id),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    accepted_at: timestamp('accepted_at', { withTimezone: true }),
    /** The account that accepted it (a new one, or an existing one that joined). */
    accepted_by: uuid('accepted_by').references(() => users.id),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantPrimaryKey('restaurant_invitations', t),
    // an invitation link carries its token alone: the hash of random bytes finds it (not a unique constraint, which a
    // sharded database could only keep within a restaurant)
    index('restaurant_invitations_token_hash_idx').on(t.token_hash),
    index('restaurant_invitations_restaurant_idx').on(t.restaurant_id, t.created_at),
    // one invitation waiting per address and restaurant: inviting again is resending
    uniqueIndex('restaurant_invitations_pending_key')
      .on(t.restaurant_id, sql`lower(${t.email})`)
      .where(sql`${t.accepted_at} is null and ${t.revoked_at} is null`),
    check('restaurant_invitations_access_check', sql`${t.access} in ('owner', 'manager', 'accountant')`),
  ],
);
