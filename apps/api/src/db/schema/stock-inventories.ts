import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { tenantId, tenantPrimaryKey, tenantReference, timeOrderedRowId, timestamps } from './columns';
import { stockProducts } from './stock-catalogue';

export const stockInventoryStatuses = ['in_progress', 'validated'] as const;
/** Where a product is counted: réserve sèche, chambre froide, congélateur, bar. */
export const stockStorageAreas = ['dry', 'cold', 'frozen', 'bar'] as const;

/**
 * A restaurant's inventory at a date (PRODUCT §4): what it holds at the close of `counted_on`, so the
 * deliveries of that day are in it. In progress → validated; validating values every line at the last
 * purchase price and freezes the theoretical stock it is compared with. One inventory per restaurant and date.
 */
export const stockInventories = pgTable(
  'stock_inventories',
  {
    id: timeOrderedRowId(),
    restaurant_id: tenantId(),
    number: integer('number').notNull(),
    counted_on: date('counted_on', { mode: 'string' }).notNull(),
    status: text('status', { enum: stockInventoryStatuses }).notNull().default('in_progress'),
    note: text('note'),
    /** Sum of the lines' values, set at validation (64-bit). */
    value_cents: bigint('value_cents', { mode: 'number' }),
    validated_at: timestamp('validated_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    tenantPrimaryKey('stock_inventories', t),
    unique('stock_inventories_restaurant_number_key').on(t.restaurant_id, t.number),
    unique('stock_inventories_restaurant_date_key').on(t.restaurant_id, t.counted_on),
    index('stock_inventories_restaurant_status_date_idx').on(t.restaurant_id, t.status, t.counted_on),
  ],
);

/**
 * A product counted in its stock unit, stored in base units (grams, millilitres, pieces); null until counted.
 * Validation writes the unit cost (per stock unit, last purchase price), the value, and the theoretical
 * quantity (previous validated inventory + received − theoretical consumption).
 */
export const stockInventoryLines = pgTable(
  'stock_inventory_lines',
  {
    id: timeOrderedRowId(),
    restaurant_id: tenantId(),
    inventory_id: uuid('inventory_id').notNull(),
    product_id: uuid('product_id')
      .notNull()
      .references(() => stockProducts.id, { onDelete: 'restrict' }),
    storage_area: text('storage_area', { enum: stockStorageAreas }).notNull(),
    counted_base_quantity: integer('counted_base_quantity'),
    unit_cost_cents: integer('unit_cost_cents'),
    value_cents: integer('value_cents'),
    theoretical_base_quantity: integer('theoretical_base_quantity'),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantPrimaryKey('stock_inventory_lines', t),
    tenantReference(
      'stock_inventory_lines_inventory_fk',
      { restaurant_id: t.restaurant_id, column: t.inventory_id },
      { restaurant_id: stockInventories.restaurant_id, id: stockInventories.id },
    ).onDelete('cascade'),
    unique('stock_inventory_lines_inventory_product_key').on(t.restaurant_id, t.inventory_id, t.product_id),
    index('stock_inventory_lines_product_idx').on(t.restaurant_id, t.product_id),
    check('stock_inventory_lines_counted_positive', sql`${t.counted_base_quantity} is null or ${t.counted_base_quantity} >= 0`),
  ],
);

/**
 * A restaurant's settings for one product: its storage area (where the next inventory lists it) and its par
 * level (the stock it wants after a delivery, in base units), which the suggested order quantities read.
 */
export const stockProductSettings = pgTable(
  'stock_product_settings',
  {
    restaurant_id: tenantId(),
    product_id: uuid('product_id')
      .notNull()
      .references(() => stockProducts.id, { onDelete: 'cascade' }),
    storage_area: text('storage_area', { enum: stockStorageAreas }),
    par_base_quantity: integer('par_base_quantity'),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.restaurant_id, t.product_id] }),
    check('stock_product_settings_par_positive', sql`${t.par_base_quantity} is null or ${t.par_base_quantity} >= 0`),
  ],
);
