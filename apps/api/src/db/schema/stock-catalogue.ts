import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

/**
 * The stock catalogue is the platform's (SPEC §7 admin/stock): every restaurant holding fitfit_stocks buys
 * from it, so these tables carry no restaurant_id. What a restaurant orders, counts and cooks is its own.
 */
export const stockProviders = pgTable(
  'stock_providers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    contact_name: text('contact_name'),
    email: text('email').notNull(),
    phone: text('phone'),
    address: text('address'),
    delivery_days: integer('delivery_days').array().notNull().default(sql`'{}'::int[]`),
    lead_time_days: integer('lead_time_days').notNull().default(1),
    minimum_order_cents: integer('minimum_order_cents').notNull().default(0),
    ...timestamps,
  },
  (t) => [unique('stock_providers_name_key').on(t.name)],
);

export const stockCategories = pgTable(
  'stock_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    ...timestamps,
  },
  (t) => [unique('stock_categories_name_key').on(t.name)],
);

export const stockUnitValues = ['kg', 'L', 'piece'] as const;

/**
 * A product is bought by package ("carton 6 × 1 L") and counted in its stock unit; `package_base_quantity`
 * is what one package holds in grams, millilitres or pieces, so every conversion is integer arithmetic.
 * The current price lives here; every price it had is in stock_product_prices.
 */
export const stockProducts = pgTable(
  'stock_products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    category_id: uuid('category_id')
      .notNull()
      .references(() => stockCategories.id),
    provider_id: uuid('provider_id')
      .notNull()
      .references(() => stockProviders.id),
    unit: text('unit', { enum: stockUnitValues }).notNull(),
    package_label: text('package_label').notNull(),
    package_base_quantity: integer('package_base_quantity').notNull(),
    package_price_cents: integer('package_price_cents').notNull(),
    vat_rate_bp: integer('vat_rate_bp').notNull(),
    reference: text('reference'),
    allergens: text('allergens').array().notNull().default(sql`'{}'::text[]`),
    archived_at: timestamp('archived_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    unique('stock_products_provider_reference_key').on(t.provider_id, t.reference),
    index('stock_products_category_idx').on(t.category_id),
    check('stock_products_package_positive', sql`${t.package_base_quantity} > 0 and ${t.package_price_cents} >= 0`),
  ],
);

/** Every price a product had, newest last: the mercuriale's history and chart. */
export const stockProductPrices = pgTable(
  'stock_product_prices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    product_id: uuid('product_id')
      .notNull()
      .references(() => stockProducts.id, { onDelete: 'cascade' }),
    package_price_cents: integer('package_price_cents').notNull(),
    /** manual (catalogue form), import (provider price list), delivery (a received order's price). */
    source: text('source', { enum: ['manual', 'import', 'delivery'] }).notNull(),
    valid_from: timestamp('valid_from', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stock_product_prices_product_idx').on(t.product_id, t.valid_from)],
);
