import { pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * One-time authorisations of a network real-time stream (/franchisor/real-time, docs/franchisor.md): like
 * `caisse_realtime_streams`, but for the set of restaurants the franchisor read when it asked (its marks' restaurants,
 * or the one it filtered on). Not a tenant row: it spans restaurants, as the user's session does.
 */
export const franchisorRealtimeStreams = pgTable('franchisor_realtime_streams', {
  id: uuid('id').primaryKey(),
  user_id: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  restaurant_ids: uuid('restaurant_ids').array().notNull(),
  expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
});
