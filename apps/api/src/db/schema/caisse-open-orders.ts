import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { tenantId, tenantPrimaryKey, timeOrderedRowId } from './columns';

/**
 * Orders a terminal has opened and not yet cashed (docs/terminal-api.md): a table's order updated as
 * it grows, then closed into its ticket. Outside the ledger and its seal — an order is not a sale until its ticket
 * — so rows change; the real time counts those of the day still open. The terminal's own reference, with the
 * register, is the order's key.
 */
export const caisseOpenOrders = pgTable(
  'caisse_open_orders',
  {
    restaurant_id: tenantId(),
    id: timeOrderedRowId(),
    register_id: uuid('register_id'),
    order_ref: text('order_ref').notNull(),
    business_date: date('business_date', { mode: 'string' }).notNull(),
    source: text('source').notNull(),
    type: text('type').notNull(),
    table_label: text('table_label'),
    covers: integer('covers').notNull(),
    pos_user_id: uuid('pos_user_id'),
    lines: jsonb('lines').notNull(),
    lines_count: integer('lines_count').notNull(),
    total_ttc_cents: integer('total_ttc_cents').notNull(),
    opened_at: timestamp('opened_at', { withTimezone: true }).notNull(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    closed_at: timestamp('closed_at', { withTimezone: true }),
    ticket_id: uuid('ticket_id'),
  },
  (t) => [
    tenantPrimaryKey('caisse_open_orders', t),
    unique('caisse_open_orders_ref_key').on(t.restaurant_id, t.register_id, t.order_ref).nullsNotDistinct(),
    index('caisse_open_orders_open_idx').on(t.restaurant_id, t.business_date).where(sql`closed_at is null`),
  ],
);
