import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { caisseProducts } from './caisse-card';
import { tenantId, tenantPrimaryKey, tenantReference, timeOrderedRowId, timestamps } from './columns';
import { stockProducts } from './stock-catalogue';

/**
 * A restaurant's recipe (fiche technique, PRODUCT §5 "recipes", docs/stock.md): how many portions it makes,
 * its steps, its ingredients (stock products), and the caisse products it is sold as. Its allergens and its
 * cost per portion are derived from the ingredients (never stored, so they follow the catalogue).
 * Other modules reference it with (restaurant_id, recipe_id) → `stock_recipes_restaurant_id_id_key`.
 */
export const stockRecipes = pgTable(
  'stock_recipes',
  {
    id: timeOrderedRowId(),
    restaurant_id: tenantId(),
    name: text('name').notNull(),
    portions: integer('portions').notNull(),
    steps: text('steps').array().notNull().default(sql`'{}'::text[]`),
    note: text('note'),
    archived_at: timestamp('archived_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    tenantPrimaryKey('stock_recipes', t),
    uniqueIndex('stock_recipes_restaurant_name_key').on(t.restaurant_id, sql`lower(${t.name})`),
    check('stock_recipes_portions_positive', sql`${t.portions} > 0`),
  ],
);

/**
 * An ingredient: a stock product and the net quantity the whole recipe uses, in base units (g, mL, pieces),
 * with its loss (épluchage, parage, cuisson) in basis points: the stock consumed is net / (1 − loss).
 */
export const stockRecipeIngredients = pgTable(
  'stock_recipe_ingredients',
  {
    id: timeOrderedRowId(),
    restaurant_id: tenantId(),
    recipe_id: uuid('recipe_id').notNull(),
    product_id: uuid('product_id')
      .notNull()
      .references(() => stockProducts.id, { onDelete: 'restrict' }),
    position: integer('position').notNull(),
    base_quantity: integer('base_quantity').notNull(),
    loss_bp: integer('loss_bp').notNull().default(0),
  },
  (t) => [
    tenantPrimaryKey('stock_recipe_ingredients', t),
    tenantReference(
      'stock_recipe_ingredients_recipe_fk',
      { restaurant_id: t.restaurant_id, column: t.recipe_id },
      { restaurant_id: stockRecipes.restaurant_id, id: stockRecipes.id },
    ).onDelete('cascade'),
    index('stock_recipe_ingredients_recipe_idx').on(t.restaurant_id, t.recipe_id, t.position),
    index('stock_recipe_ingredients_product_idx').on(t.restaurant_id, t.product_id),
    check('stock_recipe_ingredients_quantity', sql`${t.base_quantity} > 0 and ${t.loss_bp} >= 0 and ${t.loss_bp} < 10000`),
  ],
);

/**
 * The caisse products a recipe is sold as: each sale of the product (alone or as a choice of a menu) consumes
 * `portions` portions of the recipe. A caisse product has at most one recipe.
 */
export const stockRecipeProducts = pgTable(
  'stock_recipe_products',
  {
    restaurant_id: tenantId(),
    caisse_product_id: uuid('caisse_product_id').notNull(),
    recipe_id: uuid('recipe_id').notNull(),
    portions: integer('portions').notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.restaurant_id, t.caisse_product_id] }),
    index('stock_recipe_products_recipe_idx').on(t.restaurant_id, t.recipe_id),
    tenantReference(
      'stock_recipe_products_recipe_fk',
      { restaurant_id: t.restaurant_id, column: t.recipe_id },
      { restaurant_id: stockRecipes.restaurant_id, id: stockRecipes.id },
    ).onDelete('cascade'),
    tenantReference(
      'stock_recipe_products_product_fk',
      { restaurant_id: t.restaurant_id, column: t.caisse_product_id },
      { restaurant_id: caisseProducts.restaurant_id, id: caisseProducts.id },
    ).onDelete('cascade'),
    check('stock_recipe_products_portions_positive', sql`${t.portions} > 0`),
  ],
);
