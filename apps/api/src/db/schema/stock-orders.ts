import { date, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { tenantId, tenantPrimaryKey, tenantReference, timeOrderedRowId, timestamps } from './columns';
import { stockProducts, stockProviders } from './stock-catalogue';

export const stockOrderStatuses = ['draft', 'sent', 'partially_received', 'received', 'canceled'] as const;

/**
 * A restaurant's order to one provider (PRODUCT §4 "commands"): draft → sent → partially received →
 * received, or canceled. Its number is the restaurant's own sequence (BC-000123).
 */
export const stockOrders = pgTable(
  'stock_orders',
  {
    id: timeOrderedRowId(),
    restaurant_id: tenantId(),
    number: integer('number').notNull(),
    provider_id: uuid('provider_id')
      .notNull()
      .references(() => stockProviders.id),
    status: text('status', { enum: stockOrderStatuses }).notNull().default('draft'),
    expected_on: date('expected_on', { mode: 'string' }),
    note: text('note'),
    sent_at: timestamp('sent_at', { withTimezone: true }),
    sent_to: text('sent_to'),
    received_at: timestamp('received_at', { withTimezone: true }),
    canceled_at: timestamp('canceled_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    tenantPrimaryKey('stock_orders', t),
    unique('stock_orders_restaurant_number_key').on(t.restaurant_id, t.number),
    index('stock_orders_restaurant_created_idx').on(t.restaurant_id, t.created_at),
  ],
);

/**
 * A line in packages at the price of the order; deliveries add to `received_packages` at the price
 * delivered. The product key restricts deletion: a product once ordered is archived, not deleted.
 */
export const stockOrderLines = pgTable(
  'stock_order_lines',
  {
    id: timeOrderedRowId(),
    restaurant_id: tenantId(),
    order_id: uuid('order_id').notNull(),
    product_id: uuid('product_id')
      .notNull()
      .references(() => stockProducts.id, { onDelete: 'restrict' }),
    position: integer('position').notNull(),
    ordered_packages: integer('ordered_packages').notNull(),
    package_price_cents: integer('package_price_cents').notNull(),
    received_packages: integer('received_packages').notNull().default(0),
    /** The price of the last delivery of this line; null until something is received. */
    received_price_cents: integer('received_price_cents'),
  },
  (t) => [
    tenantPrimaryKey('stock_order_lines', t),
    tenantReference(
      'stock_order_lines_order_fk',
      { restaurant_id: t.restaurant_id, column: t.order_id },
      { restaurant_id: stockOrders.restaurant_id, id: stockOrders.id },
    ).onDelete('cascade'),
    unique('stock_order_lines_order_product_key').on(t.restaurant_id, t.order_id, t.product_id),
    index('stock_order_lines_product_idx').on(t.restaurant_id, t.product_id),
  ],
);

/** One delivery of an order (several for a partial then complete reception): what food cost counts as purchases. */
export const stockReceptions = pgTable(
  'stock_receptions',
  {
    id: timeOrderedRowId(),
    restaurant_id: tenantId(),
    order_id: uuid('order_id').notNull(),
    received_at: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantPrimaryKey('stock_receptions', t),
    tenantReference(
      'stock_receptions_order_fk',
      { restaurant_id: t.restaurant_id, column: t.order_id },
      { restaurant_id: stockOrders.restaurant_id, id: stockOrders.id },
    ).onDelete('cascade'),
    index('stock_receptions_restaurant_received_idx').on(t.restaurant_id, t.received_at),
  ],
);

export const stockReceptionLines = pgTable(
  'stock_reception_lines',
  {
    id: timeOrderedRowId(),
    restaurant_id: tenantId(),
    reception_id: uuid('reception_id').notNull(),
    product_id: uuid('product_id')
      .notNull()
      .references(() => stockProducts.id, { onDelete: 'restrict' }),
    packages: integer('packages').notNull(),
    package_price_cents: integer('package_price_cents').notNull(),
  },
  (t) => [
    tenantPrimaryKey('stock_reception_lines', t),
    tenantReference(
      'stock_reception_lines_reception_fk',
      { restaurant_id: t.restaurant_id, column: t.reception_id },
      { restaurant_id: stockReceptions.restaurant_id, id: stockReceptions.id },
    ).onDelete('cascade'),
    index('stock_reception_lines_product_idx').on(t.restaurant_id, t.product_id),
  ],
);
