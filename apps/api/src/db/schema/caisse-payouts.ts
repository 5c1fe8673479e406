import { date, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { newId } from '../../lib/ids';
import { caisseBankDeposits } from './caisse-banking';
import { tenantId, tenantReference } from './columns';
import { users } from './tenancy';

/**
 * Payouts (« Remises et versements », docs/caisse-banking.md): the money a provider (the card acquirer, an online
 * platform, a titres-restaurant issuer) pays into the bank for the takings it collected, net of its commission, and
 * the business days each one is matched with. Not fiscal facts: a match can be undone, an unmatched payout removed.
 */

const at = (name: string) => timestamp(name, { withTimezone: true });

/** One row per restaurant: the card acquirer's name (« contrat monétique »), the matching tolerance, the PNL's bank fee. */
export const caissePayoutSettings = pgTable('caisse_payout_settings', {
  restaurant_id: tenantId().primaryKey(),
  card_acquirer: text('card_acquirer').notNull().default('Acquéreur carte bancaire'),
  /** How far received + commission may be from the expected gross and still match, either way. */
  tolerance_cents: integer('tolerance_cents').notNull().default(100),
  /**
   * The PNL charge category (the configured bank fee, « Frais de carte ») that payouts' commissions replace in a month
   * that has payouts. No foreign key: a category removed simply stops being replaced.
   */
  bank_fee_category_id: uuid('bank_fee_category_id'),
  /** The statement import's column mapping last used, per provider: { provider: { field: column header } }. */
  import_mappings: jsonb('import_mappings').$type<Record<string, Record<string, string>>>().notNull().default({}),
  updated_at: at('updated_at').notNull().defaultNow(),
});

export const caissePayouts = pgTable(
  'caisse_payouts',
  {
    id: uuid('id').notNull().$defaultFn(newId),
    restaurant_id: tenantId(),
    provider: text('provider').notNull(),
    received_on: date('received_on', { mode: 'string' }).notNull(),
    /** What reached the bank. */
    amount_cents: integer('amount_cents').notNull(),
    /** What the provider kept, VAT included, and that VAT (20 % deductible for platforms, none for card acquirers). */
    commission_cents: integer('commission_cents').notNull().default(0),
    commission_vat_cents: integer('commission_vat_cents').notNull().default(0),
    reference: text('reference').notNull().default(''),
    status: text('status', { enum: ['unmatched', 'matched'] })
      .notNull()
      .default('unmatched'),
    matched_at: at('matched_at'),
    matched_by_name: text('matched_by_name'),
    created_by_user_id: uuid('created_by_user_id').references(() => users.id),
    created_by_name: text('created_by_name'),
    created_at: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.restaurant_id, t.id] }),
    index('caisse_payouts_restaurant_received_idx').on(t.restaurant_id, t.received_on, t.id),
  ],
);

/**
 * The business days a matched payout covers, with the provider's gross of each day when matched. A day of a provider
 * is matched once: the unique key makes PostgreSQL refuse a second payout on it.
 */
export const caissePayoutDays = pgTable(
  'caisse_payout_days',
  {
    restaurant_id: tenantId(),
    payout_id: uuid('payout_id').notNull(),
    provider: text('provider').notNull(),
    business_date: date('business_date', { mode: 'string' }).notNull(),
    gross_cents: integer('gross_cents').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.restaurant_id, t.payout_id, t.business_date] }),
    foreignKey({
      name: 'caisse_payout_days_payout_fk',
      columns: [t.restaurant_id, t.payout_id],
      foreignColumns: [caissePayouts.restaurant_id, caissePayouts.id],
    }).onDelete('cascade'),
    unique('caisse_payout_days_restaurant_provider_day_key').on(t.restaurant_id, t.provider, t.business_date),
  ],
);

/**
 * The paper titres' remittance slips (`ticket` deposits) an issuer's payout settles (docs/caisse-banking.md « Titres
 * papier »): the slip stays, the payout points to it. A slip is settled once: the primary key refuses a second payout.
 */
export const caissePayoutSlips = pgTable(
  'caisse_payout_slips',
  {
    restaurant_id: tenantId(),
    deposit_id: uuid('deposit_id').notNull(),
    payout_id: uuid('payout_id').notNull(),
    amount_cents: integer('amount_cents').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.restaurant_id, t.deposit_id] }),
    foreignKey({
      name: 'caisse_payout_slips_payout_fk',
      columns: [t.restaurant_id, t.payout_id],
      foreignColumns: [caissePayouts.restaurant_id, caissePayouts.id],
    }).onDelete('cascade'),
    tenantReference('caisse_payout_slips_deposit_fk', { restaurant_id: t.restaurant_id, column: t.deposit_id }, caisseBankDeposits),
    index('caisse_payout_slips_payout_idx').on(t.restaurant_id, t.payout_id),
  ],
);
