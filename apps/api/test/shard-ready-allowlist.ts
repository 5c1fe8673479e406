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
  'fitfit_module_restaurants.fitfit_module_restaurants_pkey',
  'restaurant_hardwares.restaurant_hardwares_api_key_key',
  'restaurant_hardwares.restaurant_hardwares_pkey',
  'restaurant_invitations.restaurant_invitations_pkey',
  'restaurant_invitations.restaurant_invitations_token_hash_key',
  'restaurant_subscriptions.restaurant_subscriptions_pkey',
  'subscription_credit_notes.subscription_credit_notes_invoice_key',
  'subscription_credit_notes.subscription_credit_notes_number_key',
  'subscription_credit_notes.subscription_credit_notes_pkey',
  'subscription_credit_notes.subscription_credit_notes_year_seq_key',
  'subscription_invoice_lines.subscription_invoice_lines_invoice_id_position_pk',
  'subscription_invoices.subscription_invoices_number_key',
  'subscription_invoices.subscription_invoices_pkey',
  'subscription_invoices.subscription_invoices_subscription_period_key',
  'subscription_invoices.subscription_invoices_year_seq_key',
];

/**
 * Foreign keys of platform (reference) tables to a tenant table (`constraint`): a reference table is copied to every
 * node, so it cannot point at rows that live on one.
 */
export const PLATFORM_REFERENCES_TO_TENANTS: readonly string[] = [
  'intranet_announcements_author_restaurant_id_restaurants_id_fk',
  'users_current_restaurant_id_restaurants_id_fk',
];
