import { bigint, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenantId, tenantPrimaryKey, tenantReference, timeOrderedRowId, timestamps } from './columns';
import { users } from './tenancy';

/**
 * Profit and loss (issue 16, docs/pnl.md). The month's statement is computed from the closings' rollups, the
 * stock receptions and these tables; only a closed month stores its figures (`pnl_month_closures.figures`).
 */
const cents64 = (name: string) => bigint(name, { mode: 'number' });

/** One row per restaurant: opening balance and VAT regime. */
export const pnlSettings = pgTable('pnl_settings', {
  restaurant_id: tenantId().primaryKey(),
  opening_balance_cents: cents64('opening_balance_cents').notNull().default(0),
  opening_balance_on: date('opening_balance_on', { mode: 'string' }).notNull(),
  vat_regime: text('vat_regime', { enum: ['reel_normal', 'reel_simplifie', 'franchise'] })
    .notNull()
    .default('reel_normal'),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A charge category: fixed per month, a % of revenue HT, or entered each month (plus any entry of the month). */
export const pnlChargeCategories = pgTable(
  'pnl_charge_categories',
  {
    id: uuid('id').notNull().defaultRandom(),
    restaurant_id: tenantId(),
    name: text('name').notNull(),
    section: text('section', { enum: ['staff', 'external', 'depreciation'] }).notNull(),
    mode: text('mode', { enum: ['fixed', 'percent', 'monthly'] }).notNull(),
    amount_cents: cents64('amount_cents').notNull().default(0),
    rate_bp: integer('rate_bp').notNull().default(0),
    position: integer('position').notNull().default(0),
    ...timestamps,
  },
  (t) => [tenantPrimaryKey('pnl_charge_categories', t), index('pnl_charge_categories_restaurant_idx').on(t.restaurant_id, t.position)],
);

/** A month's entry: a charge of a category (staff costs, an invoice), purchases entered by hand, or a stock variation. */
export const pnlEntries = pgTable(
  'pnl_entries',
  {
    id: timeOrderedRowId(),
    restaurant_id: tenantId(),
    /** First day of the month. */
    month: date('month', { mode: 'string' }).notNull(),
    kind: text('kind', { enum: ['charge', 'purchases', 'stock_variation'] }).notNull(),
    category_id: uuid('category_id'),
    label: text('label').notNull(),
    amount_cents: cents64('amount_cents').notNull(),
    reference: text('reference'),
    attachment_key: text('attachment_key'),
    attachment_name: text('attachment_name'),
    attachment_type: text('attachment_type'),
    created_by_user_id: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    created_by_name: text('created_by_name'),
    ...timestamps,
  },
  (t) => [
    tenantPrimaryKey('pnl_entries', t),
    tenantReference(
      'pnl_entries_category_fk',
      { restaurant_id: t.restaurant_id, column: t.category_id },
      { restaurant_id: pnlChargeCategories.restaurant_id, id: pnlChargeCategories.id },
    ).onDelete('restrict'),
    index('pnl_entries_restaurant_month_idx').on(t.restaurant_id, t.month),
  ],
);

/** A budget per month and line: 'revenue' (the forecast override), 'purchases', or a charge category id. */
export const pnlBudgets = pgTable(
  'pnl_budgets',
  {
    restaurant_id: tenantId(),
    month: date('month', { mode: 'string' }).notNull(),
    line: text('line').notNull(),
    amount_cents: cents64('amount_cents').notNull(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.restaurant_id, t.month, t.line] })],
);

/** "Clôturer le mois": who, when, and the month's figures as they were, which the statement then returns. */
export const pnlMonthClosures = pgTable(
  'pnl_month_closures',
  {
    restaurant_id: tenantId(),
    month: date('month', { mode: 'string' }).notNull(),
    closed_at: timestamp('closed_at', { withTimezone: true }).notNull().defaultNow(),
    closed_by_user_id: uuid('closed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    closed_by_name: text('closed_by_name').notNull(),
    figures: jsonb('figures').notNull(),
  },
  (t) => [primaryKey({ columns: [t.restaurant_id, t.month] })],
);
