import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenantId as restaurantId, tenantPrimaryKey, tenantReference, timestamps } from './columns';

/**
 * Menu card of the cash register (PRODUCT §3.1). Every table carries restaurant_id, first in its indexes, and
 * every reference to another card row is the pair (restaurant_id, x_id), so PostgreSQL refuses a row that
 * points into another restaurant's card.
 */

export const caisseTags = pgTable(
  'caisse_tags',
  {
    id: uuid('id').notNull().defaultRandom(),
    restaurant_id: restaurantId(),
    name: text('name').notNull(),
    color: text('color').notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('caisse_tags_restaurant_name_key').on(t.restaurant_id, sql`lower(${t.name})`), tenantPrimaryKey('caisse_tags', t)],
);

export const caisseTaxes = pgTable(
  'caisse_taxes',
  {
    id: uuid('id').notNull().defaultRandom(),
    restaurant_id: restaurantId(),
    name: text('name').notNull(),
    rate_on_spot_bp: integer('rate_on_spot_bp').notNull(),
    rate_takeaway_bp: integer('rate_takeaway_bp').notNull(),
    rate_delivery_bp: integer('rate_delivery_bp').notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('caisse_taxes_restaurant_name_key').on(t.restaurant_id, sql`lower(${t.name})`), tenantPrimaryKey('caisse_taxes', t)],
);

export const caisseCategories = pgTable(
  'caisse_categories',
  {
    id: uuid('id').notNull().defaultRandom(),
    restaurant_id: restaurantId(),
    name: text('name').notNull(),
    color: text('color').notNull(),
    position: integer('position').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('caisse_categories_restaurant_name_key').on(t.restaurant_id, sql`lower(${t.name})`),
    index('caisse_categories_restaurant_position_idx').on(t.restaurant_id, t.position),
    tenantPrimaryKey('caisse_categories', t),
  ],
);

export const caisseOptionGroups = pgTable(
  'caisse_option_groups',
  {
    id: uuid('id').notNull().defaultRandom(),
    restaurant_id: restaurantId(),
    name: text('name').notNull(),
    min_choices: integer('min_choices').notNull().default(0),
    max_choices: integer('max_choices').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('caisse_option_groups_restaurant_name_key').on(t.restaurant_id, sql`lower(${t.name})`),
    tenantPrimaryKey('caisse_option_groups', t),
  ],
);

export const caisseOptionValues = pgTable(
  'caisse_option_values',
  {
    id: uuid('id').notNull().defaultRandom(),
    restaurant_id: restaurantId(),
    option_group_id: uuid('option_group_id').notNull(),
    name: text('name').notNull(),
    price_delta_cents: integer('price_delta_cents').notNull().default(0),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    tenantPrimaryKey('caisse_option_values', t),
    index('caisse_option_values_restaurant_group_idx').on(t.restaurant_id, t.option_group_id, t.position),
    tenantReference(
      'caisse_option_values_group_fk',
      { restaurant_id: t.restaurant_id, column: t.option_group_id },
      caisseOptionGroups,
    ).onDelete('cascade'),
  ],
);

export const caisseProducts = pgTable(
  'caisse_products',
  {
    id: uuid('id').notNull().defaultRandom(),
    restaurant_id: restaurantId(),
    category_id: uuid('category_id'),
    tax_id: uuid('tax_id').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    price_on_spot_cents: integer('price_on_spot_cents').notNull(),
    price_takeaway_cents: integer('price_takeaway_cents').notNull(),
    price_delivery_cents: integer('price_delivery_cents').notNull(),
    allergens: text('allergens').array().notNull().default(sql`'{}'::text[]`),
    available: boolean('available').notNull().default(true),
    position: integer('position').notNull().default(0),
    sku: text('sku'),
    barcode: text('barcode'),
    photo_url: text('photo_url'),
    ...timestamps,
  },
  (t) => [
    index('caisse_products_restaurant_category_position_idx').on(t.restaurant_id, t.category_id, t.position),
    index('caisse_products_restaurant_tax_idx').on(t.restaurant_id, t.tax_id),
    index('caisse_products_restaurant_name_idx').on(t.restaurant_id, t.name),
    tenantPrimaryKey('caisse_products', t),
    // The migration writes ON DELETE SET NULL ("category_id") (PostgreSQL 15+): restaurant_id must stay.
    tenantReference('caisse_products_category_fk', { restaurant_id: t.restaurant_id, column: t.category_id }, caisseCategories).onDelete(
      'set null',
    ),
    tenantReference('caisse_products_tax_fk', { restaurant_id: t.restaurant_id, column: t.tax_id }, caisseTaxes).onDelete('restrict'),
  ],
);

export const caisseProductTags = pgTable(
  'caisse_product_tags',
  {
    restaurant_id: restaurantId(),
    product_id: uuid('product_id').notNull(),
    tag_id: uuid('tag_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.restaurant_id, t.product_id, t.tag_id] }),
    index('caisse_product_tags_restaurant_tag_idx').on(t.restaurant_id, t.tag_id),
    tenantReference('caisse_product_tags_product_fk', { restaurant_id: t.restaurant_id, column: t.product_id }, caisseProducts).onDelete(
      'cascade',
    ),
    tenantReference('caisse_product_tags_tag_fk', { restaurant_id: t.restaurant_id, column: t.tag_id }, caisseTags).onDelete('cascade'),
  ],
);

export const caisseProductOptionGroups = pgTable(
  'caisse_product_option_groups',
  {
    restaurant_id: restaurantId(),
    product_id: uuid('product_id').notNull(),
    option_group_id: uuid('option_group_id').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.restaurant_id, t.product_id, t.option_group_id] }),
    index('caisse_product_option_groups_restaurant_group_idx').on(t.restaurant_id, t.option_group_id),
    tenantReference(
      'caisse_product_option_groups_product_fk',
      { restaurant_id: t.restaurant_id, column: t.product_id },
      caisseProducts,
    ).onDelete('cascade'),
    tenantReference(
      'caisse_product_option_groups_group_fk',
      { restaurant_id: t.restaurant_id, column: t.option_group_id },
      caisseOptionGroups,
    ).onDelete('cascade'),
  ],
);

export type MenuHours = { weekday: number; closed: boolean; ranges: { start: string; end: string }[] }[];

export const caisseMenus = pgTable(
  'caisse_menus',
  {
    id: uuid('id').notNull().defaultRandom(),
    restaurant_id: restaurantId(),
    tax_id: uuid('tax_id').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    price_on_spot_cents: integer('price_on_spot_cents').notNull(),
    price_takeaway_cents: integer('price_takeaway_cents').notNull(),
    price_delivery_cents: integer('price_delivery_cents').notNull(),
    active: boolean('active').notNull().default(true),
    photo_url: text('photo_url'),
    hours: jsonb('hours').$type<MenuHours>().notNull().default([]),
    ...timestamps,
  },
  (t) => [
    index('caisse_menus_restaurant_name_idx').on(t.restaurant_id, t.name),
    index('caisse_menus_restaurant_tax_idx').on(t.restaurant_id, t.tax_id),
    tenantPrimaryKey('caisse_menus', t),
    tenantReference('caisse_menus_tax_fk', { restaurant_id: t.restaurant_id, column: t.tax_id }, caisseTaxes).onDelete('restrict'),
  ],
);

export const caisseMenuSteps = pgTable(
  'caisse_menu_steps',
  {
    id: uuid('id').notNull().defaultRandom(),
    restaurant_id: restaurantId(),
    menu_id: uuid('menu_id').notNull(),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    min_choices: integer('min_choices').notNull(),
    max_choices: integer('max_choices').notNull(),
  },
  (t) => [
    index('caisse_menu_steps_restaurant_menu_idx').on(t.restaurant_id, t.menu_id, t.position),
    tenantPrimaryKey('caisse_menu_steps', t),
    tenantReference('caisse_menu_steps_menu_fk', { restaurant_id: t.restaurant_id, column: t.menu_id }, caisseMenus).onDelete('cascade'),
  ],
);

export const caisseMenuStepProducts = pgTable(
  'caisse_menu_step_products',
  {
    restaurant_id: restaurantId(),
    step_id: uuid('step_id').notNull(),
    product_id: uuid('product_id').notNull(),
    supplement_cents: integer('supplement_cents').notNull().default(0),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.restaurant_id, t.step_id, t.product_id] }),
    index('caisse_menu_step_products_restaurant_product_idx').on(t.restaurant_id, t.product_id),
    tenantReference('caisse_menu_step_products_step_fk', { restaurant_id: t.restaurant_id, column: t.step_id }, caisseMenuSteps).onDelete(
      'cascade',
    ),
    tenantReference(
      'caisse_menu_step_products_product_fk',
      { restaurant_id: t.restaurant_id, column: t.product_id },
      caisseProducts,
    ).onDelete('restrict'),
  ],
);
