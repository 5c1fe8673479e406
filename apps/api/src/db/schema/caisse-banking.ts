import { date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { caisseTicketPayments } from './caisse-ledger';
import { tenantId, tenantPrimaryKey, tenantReference, timeOrderedRowId } from './columns';
import { restaurantHardwares } from './hardwares';
import { users } from './tenancy';

/**
 * Banking of the cash register (docs/caisse-banking.md): countings and bank deposits. Both are written once:
 * triggers of the migration refuse DELETE, and UPDATE except a deposit's `validated → canceled` with its reason.
 */

const at = (name: string) => timestamp(name, { withTimezone: true });

export const caisseBankCountings = pgTable(
  'caisse_bank_countings',
  {
    id: timeOrderedRowId(),
    restaurant_id: tenantId(),
    place: text('place', { enum: ['register', 'safe'] }).notNull(),
    register_id: uuid('register_id'),
    business_date: date('business_date', { mode: 'string' }).notNull(),
    counted_at: at('counted_at').notNull().defaultNow(),
    denominations: jsonb('denominations').$type<Record<string, number>>().notNull(),
    counted_cents: integer('counted_cents').notNull(),
    expected_cents: integer('expected_cents').notNull(),
    variance_cents: integer('variance_cents').notNull(),
    variance_reason: text('variance_reason'),
    counted_by_user_id: uuid('counted_by_user_id').references(() => users.id),
    counted_by_name: text('counted_by_name'),
  },
  (t) => [
    tenantReference('caisse_bank_countings_register_fk', { restaurant_id: t.restaurant_id, column: t.register_id }, restaurantHardwares),
    tenantPrimaryKey('caisse_bank_countings', t),
    index('caisse_bank_countings_restaurant_date_idx').on(t.restaurant_id, t.business_date, t.id),
  ],
);

export const caisseBankDeposits = pgTable(
  'caisse_bank_deposits',
  {
    id: timeOrderedRowId(),
    restaurant_id: tenantId(),
    /** Gap-free per restaurant. */
    number: integer('number').notNull(),
    kind: text('kind', { enum: ['cash', 'cheque', 'ticket', 'card', 'online'] }).notNull(),
    /** The bank's slip number, as written on the paper slip. */
    slip_number: text('slip_number').notNull(),
    deposited_on: date('deposited_on', { mode: 'string' }).notNull(),
    amount_cents: integer('amount_cents').notNull(),
    denominations: jsonb('denominations').$type<Record<string, number>>(),
    comment: text('comment'),
    status: text('status', { enum: ['validated', 'canceled'] })
      .notNull()
      .default('validated'),
    cancel_reason: text('cancel_reason'),
    canceled_at: at('canceled_at'),
    canceled_by_name: text('canceled_by_name'),
    created_by_user_id: uuid('created_by_user_id').references(() => users.id),
    created_by_name: text('created_by_name'),
    created_at: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    tenantPrimaryKey('caisse_bank_deposits', t),
    unique('caisse_bank_deposits_restaurant_number_key').on(t.restaurant_id, t.number),
    index('caisse_bank_deposits_restaurant_date_idx').on(t.restaurant_id, t.deposited_on, t.id),
  ],
);

/**
 * The cheques a cheque deposit (remise de chèques) gathers: one row per cheque payment of a ticket. A cheque is
 * to remit while no validated deposit holds it (a cancelled deposit gives its cheques back). Written once.
 */
export const caisseBankDepositCheques = pgTable(
  'caisse_bank_deposit_cheques',
  {
    restaurant_id: tenantId(),
    deposit_id: uuid('deposit_id').notNull(),
    payment_id: uuid('payment_id').notNull(),
    amount_cents: integer('amount_cents').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.restaurant_id, t.deposit_id, t.payment_id] }),
    tenantReference('caisse_bank_deposit_cheques_deposit_fk', { restaurant_id: t.restaurant_id, column: t.deposit_id }, caisseBankDeposits),
    tenantReference(
      'caisse_bank_deposit_cheques_payment_fk',
      { restaurant_id: t.restaurant_id, column: t.payment_id },
      caisseTicketPayments,
    ),
    index('caisse_bank_deposit_cheques_restaurant_payment_idx').on(t.restaurant_id, t.payment_id),
  ],
);

/**
 * A transfer of cash between a register's drawer and the safe outside a closing (« Transfert caisse → coffre »,
 * « coffre → caisse »): the register's business day not closed yet takes it in its expected cash. Written once.
 */
export const caisseBankTransfers = pgTable(
  'caisse_bank_transfers',
  {
    id: timeOrderedRowId(),
    restaurant_id: tenantId(),
    direction: text('direction', { enum: ['to_safe', 'to_register'] }).notNull(),
    register_id: uuid('register_id').notNull(),
    amount_cents: integer('amount_cents').notNull(),
    reason: text('reason').notNull(),
    business_date: date('business_date', { mode: 'string' }).notNull(),
    transferred_at: at('transferred_at').notNull().defaultNow(),
    transferred_by_user_id: uuid('transferred_by_user_id').references(() => users.id),
    transferred_by_name: text('transferred_by_name'),
  },
  (t) => [
    tenantReference('caisse_bank_transfers_register_fk', { restaurant_id: t.restaurant_id, column: t.register_id }, restaurantHardwares),
    tenantPrimaryKey('caisse_bank_transfers', t),
    index('caisse_bank_transfers_restaurant_date_idx').on(t.restaurant_id, t.business_date, t.id),
  ],
);
