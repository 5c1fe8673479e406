import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { newId } from '../../lib/ids';
import { tenantId, tenantPrimaryKey, tenantReference, timeOrderedRowId } from './columns';
import { restaurantHardwares } from './hardwares';
import { users } from './tenancy';

/**
 * Sales ledger (PRODUCT §3.2, docs/caisse-ledger.md). Ended tickets, their lines, payments and VAT, cash
 * movements, closings, reprints and journal events are written once: triggers of the migration refuse any
 * UPDATE or DELETE, except a ticket's `ended → canceled` status. Products, menus and POS users are copied by
 * name onto the rows (no foreign key): the card changes, what was sold does not.
 */

const at = (name: string) => timestamp(name, { withTimezone: true });
const cents64 = (name: string) => bigint(name, { mode: 'number' });

/** One row per restaurant, locked `FOR UPDATE` to serialise numbering and the chains. */
export const caisseLedgerStates = pgTable('caisse_ledger_states', {
  restaurant_id: tenantId().primaryKey(),
  last_ticket_number: integer('last_ticket_number').notNull().default(0),
  last_ticket_hash: text('last_ticket_hash').notNull(),
  last_closing_number: integer('last_closing_number').notNull().default(0),
  last_closing_hash: text('last_closing_hash').notNull(),
  last_closed_date: date('last_closed_date', { mode: 'string' }),
  /** Perpetual grand total (signed: cancellations subtract) and absolute total (every amount counted positive). */
  grand_total_cents: cents64('grand_total_cents').notNull().default(0),
  absolute_total_cents: cents64('absolute_total_cents').notNull().default(0),
  updated_at: at('updated_at').notNull().defaultNow(),
});

export const caisseTickets = pgTable(
  'caisse_tickets',
  {
    id: timeOrderedRowId(),
    restaurant_id: tenantId(),
    number: integer('number').notNull(),
    business_date: date('business_date', { mode: 'string' }).notNull(),
    status: text('status', { enum: ['opened', 'canceled', 'ended', 'cancel_created'] }).notNull(),
    source: text('source').notNull(),
    type: text('type').notNull(),
    delivery_status: text('delivery_status'),
    /** The POS terminal (installed hardware); null for a cancellation made from the back office. */
    register_id: uuid('register_id'),
    register_label: text('register_label'),
    terminal_number: integer('terminal_number'),
    table_label: text('table_label'),
    covers: integer('covers').notNull().default(0),
    pos_user_id: uuid('pos_user_id'),
    pos_user_name: text('pos_user_name'),
    customer_id: uuid('customer_id'),
    customer_name: text('customer_name'),
    customer_email: text('customer_email'),
    opened_at: at('opened_at').notNull(),
    closed_at: at('closed_at').notNull(),
    received_at: at('received_at').notNull().defaultNow(),
    total_ht_cents: integer('total_ht_cents').notNull(),
    total_tva_cents: integer('total_tva_cents').notNull(),
    total_ttc_cents: integer('total_ttc_cents').notNull(),
    discount_cents: integer('discount_cents').notNull().default(0),
    offered_cents: integer('offered_cents').notNull().default(0),
    payment_methods: text('payment_methods').array().notNull().default(sql`'{}'::text[]`),
    /** Its business day was already closed when it arrived: the next closing counts it. */
    late: boolean('late').notNull().default(false),
    cancels_ticket_id: uuid('cancels_ticket_id'),
    cancel_reason: text('cancel_reason'),
    canceled_by_user_id: uuid('canceled_by_user_id').references(() => users.id),
    previous_hash: text('previous_hash').notNull(),
    hash: text('hash').notNull(),
    /** The form of the seal its hash was made with (tickets/seal.ts `SEAL_VERSIONS`): 1 for the tickets before versions. */
    seal_version: smallint('seal_version').notNull().default(1),
  },
  (t) => [
    tenantReference('caisse_tickets_register_fk', { restaurant_id: t.restaurant_id, column: t.register_id }, restaurantHardwares),
    tenantPrimaryKey('caisse_tickets', t),
    unique('caisse_tickets_restaurant_number_key').on(t.restaurant_id, t.number),
    uniqueIndex('caisse_tickets_terminal_number_key')
      .on(t.restaurant_id, t.register_id, t.terminal_number)
      .where(sql`${t.terminal_number} is not null`),
    // one cancellation per ticket, and the cancelled ticket is of the same restaurant
    uniqueIndex('caisse_tickets_cancels_key').on(t.restaurant_id, t.cancels_ticket_id).where(sql`${t.cancels_ticket_id} is not null`),
    tenantReference('caisse_tickets_cancels_fk', { restaurant_id: t.restaurant_id, column: t.cancels_ticket_id }, t),
    index('caisse_tickets_restaurant_date_idx').on(t.restaurant_id, t.business_date, t.id),
    index('caisse_tickets_restaurant_closed_at_idx').on(t.restaurant_id, t.closed_at, t.id),
    // the late tickets not rolled up yet, which the analytics read beside the rollups (rare: a small index)
    index('caisse_tickets_late_idx').on(t.restaurant_id, t.number).where(sql`${t.late}`),
  ],
);

export const caisseTicketLines = pgTable(
  'caisse_ticket_lines',
  {
    id: timeOrderedRowId(),
    restaurant_id: tenantId(),
    ticket_id: uuid('ticket_id').notNull(),
    position: smallint('position').notNull(),
    product_id: uuid('product_id'),
    menu_id: uuid('menu_id'),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    unit_price_cents: integer('unit_price_cents').notNull(),
    vat_rate_bp: integer('vat_rate_bp'),
    discount_cents: integer('discount_cents').notNull().default(0),
    /** Why the line was discounted or offered, as the terminal sent it (sealed from seal version 2). */
    discount_reason: text('discount_reason'),
    offered: boolean('offered').notNull().default(false),
    total_cents: integer('total_cents').notNull(),
    options: jsonb('options').notNull().default([]),
    choices: jsonb('choices').notNull().default([]),
    vat_split: jsonb('vat_split').$type<{ rate_bp: number; ttc_cents: number }[]>().notNull(),
  },
  (t) => [
    tenantPrimaryKey('caisse_ticket_lines', t),
    tenantReference('caisse_ticket_lines_ticket_fk', { restaurant_id: t.restaurant_id, column: t.ticket_id }, caisseTickets),
    index('caisse_ticket_lines_restaurant_ticket_idx').on(t.restaurant_id, t.ticket_id, t.position),
  ],
);

export const caisseTicketPayments = pgTable(
  'caisse_ticket_payments',
  {
    id: timeOrderedRowId(),
    restaurant_id: tenantId(),
    ticket_id: uuid('ticket_id').notNull(),
    position: smallint('position').notNull(),
    method: text('method').notNull(),
    amount_cents: integer('amount_cents').notNull(),
    /** A titre-restaurant's issuer and form (paper or card), sealed since seal version 3 (docs/caisse-banking.md « Payment providers »). */
    issuer: text('issuer'),
    titre_form: text('titre_form'),
  },
  (t) => [
    tenantReference('caisse_ticket_payments_ticket_fk', { restaurant_id: t.restaurant_id, column: t.ticket_id }, caisseTickets),
    tenantPrimaryKey('caisse_ticket_payments', t),
    index('caisse_ticket_payments_restaurant_ticket_idx').on(t.restaurant_id, t.ticket_id),
  ],
);

export const caisseTicketVats = pgTable(
  'caisse_ticket_vats',
  {
    restaurant_id: tenantId(),
    ticket_id: uuid('ticket_id').notNull(),
    rate_bp: integer('rate_bp').notNull(),
    ht_cents: integer('ht_cents').notNull(),
    tva_cents: integer('tva_cents').notNull(),
    ttc_cents: integer('ttc_cents').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.restaurant_id, t.ticket_id, t.rate_bp] }),
    tenantReference('caisse_ticket_vats_ticket_fk', { restaurant_id: t.restaurant_id, column: t.ticket_id }, caisseTickets),
  ],
);

export const caisseCashMovements = pgTable(
  'caisse_cash_movements',
  {
    id: timeOrderedRowId(),
    restaurant_id: tenantId(),
    register_id: uuid('register_id'),
    terminal_number: integer('terminal_number').notNull(),
    kind: text('kind').notNull(),
    amount_cents: integer('amount_cents').notNull(),
    reason: text('reason'),
    pos_user_id: uuid('pos_user_id'),
    pos_user_name: text('pos_user_name'),
    occurred_at: at('occurred_at').notNull(),
    business_date: date('business_date', { mode: 'string' }).notNull(),
    late: boolean('late').notNull().default(false),
    received_at: at('received_at').notNull().defaultNow(),
  },
  (t) => [
    tenantPrimaryKey('caisse_cash_movements', t),
    tenantReference('caisse_cash_movements_register_fk', { restaurant_id: t.restaurant_id, column: t.register_id }, restaurantHardwares),
    uniqueIndex('caisse_cash_movements_terminal_number_key').on(t.restaurant_id, t.register_id, t.terminal_number),
    index('caisse_cash_movements_restaurant_date_idx').on(t.restaurant_id, t.business_date, t.id),
  ],
);

/** A daily closing (Z). It covers the business days after the previous closing up to `business_date`. */
export const caisseClosings = pgTable(
  'caisse_closings',
  {
    id: timeOrderedRowId(),
    restaurant_id: tenantId(),
    number: integer('number').notNull(),
    business_date: date('business_date', { mode: 'string' }).notNull(),
    from_date: date('from_date', { mode: 'string' }).notNull(),
    /** Ticket numbers (exclusive, inclusive] received up to it: which late tickets it takes. */
    previous_last_ticket_number: integer('previous_last_ticket_number').notNull(),
    last_ticket_number: integer('last_ticket_number').notNull(),
    closed_at: at('closed_at').notNull().defaultNow(),
    closed_by_user_id: uuid('closed_by_user_id').references(() => users.id),
    closed_by_name: text('closed_by_name'),
    tickets_count: integer('tickets_count').notNull(),
    total_ttc_cents: cents64('total_ttc_cents').notNull(),
    /** Every figure of PRODUCT §3.2 (contracts closingFiguresSchema), as hashed. */
    figures: jsonb('figures').notNull(),
    counted_cash_cents: cents64('counted_cash_cents').notNull(),
    cash_variance_cents: cents64('cash_variance_cents').notNull(),
    variance_reason: text('variance_reason'),
    perpetual_grand_total_cents: cents64('perpetual_grand_total_cents').notNull(),
    perpetual_absolute_total_cents: cents64('perpetual_absolute_total_cents').notNull(),
    previous_hash: text('previous_hash').notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [
    tenantPrimaryKey('caisse_closings', t),
    unique('caisse_closings_restaurant_number_key').on(t.restaurant_id, t.number),
    unique('caisse_closings_restaurant_date_key').on(t.restaurant_id, t.business_date),
  ],
);

export const caisseTicketReprints = pgTable(
  'caisse_ticket_reprints',
  {
    id: timeOrderedRowId(),
    restaurant_id: tenantId(),
    ticket_id: uuid('ticket_id').notNull(),
    /** k of "DUPLICATA n°k", per ticket. */
    number: integer('number').notNull(),
    format: text('format').notNull(),
    user_id: uuid('user_id').references(() => users.id),
    created_at: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    tenantPrimaryKey('caisse_ticket_reprints', t),
    unique('caisse_ticket_reprints_number_key').on(t.restaurant_id, t.ticket_id, t.number),
    tenantReference('caisse_ticket_reprints_ticket_fk', { restaurant_id: t.restaurant_id, column: t.ticket_id }, caisseTickets),
  ],
);

/** The technical event journal (logins, closings, exports, reprints, cancellations, archives, checks). */
export const caisseLedgerEvents = pgTable(
  'caisse_ledger_events',
  {
    id: timeOrderedRowId(),
    restaurant_id: tenantId(),
    occurred_at: at('occurred_at').notNull().defaultNow(),
    kind: text('kind').notNull(),
    user_id: uuid('user_id').references(() => users.id),
    actor_name: text('actor_name'),
    register_id: uuid('register_id'),
    ticket_id: uuid('ticket_id'),
    closing_id: uuid('closing_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    tenantPrimaryKey('caisse_ledger_events', t),
    index('caisse_ledger_events_restaurant_time_idx').on(t.restaurant_id, t.occurred_at, t.id),
  ],
);

/**
 * A delivery ticket's status changes sent by the terminals after the ticket (docs/caisse-ledger.md "Delivery status"):
 * outside the ticket's seal, written once (the ledger's trigger refuses UPDATE and DELETE). The status now is the
 * last change, else the one sealed with the ticket. A status comes at most once per ticket (the order only goes
 * forward): a terminal sending it again is answered with the ticket's state, nothing written.
 */
export const caisseDeliveryStatusChanges = pgTable(
  'caisse_delivery_status_changes',
  {
    id: uuid('id').notNull().$defaultFn(newId),
    restaurant_id: tenantId(),
    ticket_id: uuid('ticket_id').notNull(),
    status: text('status').notNull(),
    occurred_at: at('occurred_at').notNull(),
    /** The terminal that sent it (its label is read from the restaurant's hardware). */
    register_id: uuid('register_id'),
    received_at: at('received_at').notNull().defaultNow(),
  },
  (t) => [
    tenantReference(
      'caisse_delivery_status_changes_register_fk',
      { restaurant_id: t.restaurant_id, column: t.register_id },
      restaurantHardwares,
    ),
    primaryKey({ name: 'caisse_delivery_status_changes_pkey', columns: [t.restaurant_id, t.id] }),
    unique('caisse_delivery_status_changes_status_key').on(t.restaurant_id, t.ticket_id, t.status),
    tenantReference('caisse_delivery_status_changes_ticket_fk', { restaurant_id: t.restaurant_id, column: t.ticket_id }, caisseTickets),
  ],
);
