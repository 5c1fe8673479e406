import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenantPrimaryKey, tenantReference, timestamps } from './columns';
import { restaurants } from './tenancy';

/** Per-year invoice counter: locked and bumped in the invoicing transaction, so numbers have no gap. */
export const invoiceNumberCounters = pgTable('invoice_number_counters', {
  year: smallint('year').primaryKey(),
  last_number: integer('last_number').notNull().default(0),
});

/** A restaurant's subscription (PRODUCT §2): monthly or yearly, at most one not canceled. */
export const restaurantSubscriptions = pgTable(
  'restaurant_subscriptions',
  {
    id: uuid('id').notNull().defaultRandom(),
    restaurant_id: uuid('restaurant_id')
      .notNull()
      .references(() => restaurants.id),
    recurring: text('recurring', { enum: ['monthly', 'yearly'] }).notNull(),
    status: text('status', { enum: ['trialing', 'active', 'past_due', 'canceled'] }).notNull(),
    started_on: date('started_on').notNull().defaultNow(),
    trial_ends_on: date('trial_ends_on'),
    canceled_at: timestamp('canceled_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('restaurant_subscriptions_restaurant_idx').on(t.restaurant_id),
    // the admin opens and changes a subscription by its id alone (a platform read across restaurants)
    index('restaurant_subscriptions_id_idx').on(t.id),
    tenantPrimaryKey('restaurant_subscriptions', t),
    // one live subscription per restaurant: two admins creating at once cannot both succeed
    uniqueIndex('restaurant_subscriptions_live_key').on(t.restaurant_id).where(sql`${t.status} <> 'canceled'`),
  ],
);

/** Subscription invoices (PRODUCT §2): FA-YYYY-NNNNNN, HT/TVA/TTC in cents; overdue is computed. */
export const subscriptionInvoices = pgTable(
  'subscription_invoices',
  {
    id: uuid('id').notNull().defaultRandom(),
    restaurant_id: uuid('restaurant_id')
      .notNull()
      .references(() => restaurants.id),
    subscription_id: uuid('subscription_id').notNull(),
    number: text('number').notNull(),
    number_year: smallint('number_year').notNull(),
    number_seq: integer('number_seq').notNull(),
    period: text('period').notNull(),
    recurring: text('recurring', { enum: ['monthly', 'yearly'] }).notNull(),
    // canceled: a credit note (avoir) cancels it; the invoice itself is never deleted
    status: text('status', { enum: ['draft', 'issued', 'paid', 'canceled'] }).notNull(),
    issued_on: date('issued_on'),
    due_on: date('due_on'),
    paid_at: timestamp('paid_at', { withTimezone: true }),
    payment_method: text('payment_method', { enum: ['transfer', 'direct_debit', 'card', 'cheque', 'cash'] }),
    buyer_legal_name: text('buyer_legal_name'),
    buyer_address: text('buyer_address'),
    buyer_siret: text('buyer_siret'),
    buyer_vat_number: text('buyer_vat_number'),
    total_ht_cents: integer('total_ht_cents').notNull(),
    total_tva_cents: integer('total_tva_cents').notNull(),
    total_ttc_cents: integer('total_ttc_cents').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('subscription_invoices_restaurant_idx').on(t.restaurant_id, t.period),
    uniqueIndex('subscription_invoices_subscription_period_key').on(t.restaurant_id, t.subscription_id, t.period),
    // the numbers are unique across restaurants by their counter (invoice_number_counters, locked per year): a sharded
    // database can only check uniqueness within a restaurant
    uniqueIndex('subscription_invoices_number_key').on(t.restaurant_id, t.number),
    uniqueIndex('subscription_invoices_year_seq_key').on(t.restaurant_id, t.number_year, t.number_seq),
    // the admin opens an invoice by its id alone (a platform read across restaurants)
    index('subscription_invoices_id_idx').on(t.id),
    tenantPrimaryKey('subscription_invoices', t),
    tenantReference(
      'subscription_invoices_subscription_fk',
      { restaurant_id: t.restaurant_id, column: t.subscription_id },
      restaurantSubscriptions,
    ),
  ],
);

export const subscriptionInvoiceLines = pgTable(
  'subscription_invoice_lines',
  {
    invoice_id: uuid('invoice_id').notNull(),
    position: smallint('position').notNull(),
    restaurant_id: uuid('restaurant_id')
      .notNull()
      .references(() => restaurants.id),
    label: text('label').notNull(),
    module_code: text('module_code'),
    quantity: integer('quantity').notNull(),
    unit_price_cents: integer('unit_price_cents').notNull(),
    ht_cents: integer('ht_cents').notNull(),
    tva_cents: integer('tva_cents').notNull(),
    ttc_cents: integer('ttc_cents').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.restaurant_id, t.invoice_id, t.position] }),
    index('subscription_invoice_lines_restaurant_idx').on(t.restaurant_id),
    tenantReference(
      'subscription_invoice_lines_invoice_fk',
      { restaurant_id: t.restaurant_id, column: t.invoice_id },
      subscriptionInvoices,
    ).onDelete('cascade'),
  ],
);

/** Per-year credit note counter, locked like the invoices' one: AV-YYYY-NNNNNN without gaps. */
export const creditNoteNumberCounters = pgTable('credit_note_number_counters', {
  year: smallint('year').primaryKey(),
  last_number: integer('last_number').notNull().default(0),
});

/** A credit note (avoir) cancels one invoice with its own number; amounts are the invoice's, negative. */
export const subscriptionCreditNotes = pgTable(
  'subscription_credit_notes',
  {
    id: uuid('id').notNull().defaultRandom(),
    restaurant_id: uuid('restaurant_id')
      .notNull()
      .references(() => restaurants.id),
    invoice_id: uuid('invoice_id').notNull(),
    number: text('number').notNull(),
    number_year: smallint('number_year').notNull(),
    number_seq: integer('number_seq').notNull(),
    issued_on: date('issued_on').notNull(),
    reason: text('reason').notNull(),
    total_ht_cents: integer('total_ht_cents').notNull(),
    total_tva_cents: integer('total_tva_cents').notNull(),
    total_ttc_cents: integer('total_ttc_cents').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantPrimaryKey('subscription_credit_notes', t),
    index('subscription_credit_notes_restaurant_idx').on(t.restaurant_id, t.issued_on),
    uniqueIndex('subscription_credit_notes_invoice_key').on(t.restaurant_id, t.invoice_id),
    // unique across restaurants by their counter (credit_note_number_counters), like the invoices' numbers
    uniqueIndex('subscription_credit_notes_number_key').on(t.restaurant_id, t.number),
    uniqueIndex('subscription_credit_notes_year_seq_key').on(t.restaurant_id, t.number_year, t.number_seq),
    tenantReference('subscription_credit_notes_invoice_fk', { restaurant_id: t.restaurant_id, column: t.invoice_id }, subscriptionInvoices),
  ],
);
