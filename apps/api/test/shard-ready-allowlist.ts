/**
 * Today's departures from the shape a distributed PostgreSQL needs (`shard-ready.test.ts`), written down so that a new
 * one fails and a fixed one is struck off: these lists only shrink, the goal is two empty lists. Never add an entry to
 * make a new table pass; give it the shape instead (docs/architecture.md « Keys »).
 */

/** Primary keys, unique constraints and unique indexes of tenant tables without `restaurant_id` (`table.key`). */
export const KEYS_WITHOUT_RESTAURANT: readonly string[] = [
  'caisse_bank_countings.caisse_bank_countings_pkey',
  'caisse_bank_deposits.caisse_bank_deposits_pkey',
  'caisse_bank_transfers.caisse_bank_transfers_pkey',
];

/**
 * Foreign keys of platform (reference) tables to a tenant table (`constraint`): a reference table is copied to every
 * node, so it cannot point at rows that live on one.
 */
export const PLATFORM_REFERENCES_TO_TENANTS: readonly string[] = [
  'intranet_announcements_author_restaurant_id_restaurants_id_fk',
  'users_current_restaurant_id_restaurants_id_fk',
];
