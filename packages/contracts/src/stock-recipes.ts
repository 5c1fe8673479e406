import { z } from 'zod';
import { pageQuerySchema } from './paging';
import { optionalText, text } from './primitives';
import { stockUnits } from './stock';
import { MAX_BASE_QUANTITY } from './stock-inventories';

/** Recipes (fiches techniques, PRODUCT §5): the data behind the cost per portion and the theoretical consumption. */

const id = z.uuid();

export const recipeIngredientInputSchema = z.strictObject({
  product_id: id,
  /** Net quantity the whole recipe uses, in base units (g, mL, pieces). */
  base_quantity: z.number().int().min(1).max(MAX_BASE_QUANTITY),
  /** Loss (peeling, trimming, cooking) in basis points: 1 500 = 15 %; the stock used is net / (1 − loss). */
  loss_bp: z.number().int().min(0).max(9000).default(0),
});
export const recipeProductInputSchema = z.strictObject({
  caisse_product_id: id,
  /** Portions of the recipe one sale takes (a double portion: 2). */
  portions: z.number().int().min(1).max(100).default(1),
});
export const recipeInputSchema = z.strictObject({
  name: text(120),
  portions: z.number().int().min(1).max(10_000),
  steps: z.array(text(2000)).max(50).default([]),
  note: optionalText(2000),
  ingredients: z.array(recipeIngredientInputSchema).max(100).default([]),
  products: z.array(recipeProductInputSchema).max(50).default([]),
});
export type RecipeInput = z.input<typeof recipeInputSchema>;
export type RecipeData = z.output<typeof recipeInputSchema>;

export const recipeIngredientSchema = z.object({
  product_id: id,
  product_name: z.string(),
  unit: z.enum(stockUnits),
  base_quantity: z.number().int(),
  loss_bp: z.number().int(),
  /** What the stock gives for it: net / (1 − loss), rounded to the base unit. */
  gross_base_quantity: z.number().int(),
  /** Current price per stock unit (kg, L, piece) from the catalogue. */
  unit_price_cents: z.number().int(),
  cost_cents: z.number().int(),
  allergens: z.array(z.string()),
  archived: z.boolean(),
});
export type RecipeIngredient = z.infer<typeof recipeIngredientSchema>;

export const recipeSummarySchema = z.object({
  id,
  name: z.string(),
  portions: z.number().int(),
  ingredient_count: z.number().int(),
  /** Derived from the ingredients' allergens. */
  allergens: z.array(z.string()),
  cost_cents: z.number().int(),
  cost_per_portion_cents: z.number().int(),
  product_names: z.array(z.string()),
  updated_at: z.string(),
});
export type RecipeSummary = z.infer<typeof recipeSummarySchema>;

export const recipeSchema = recipeSummarySchema.extend({
  steps: z.array(z.string()),
  note: z.string().nullable(),
  ingredients: z.array(recipeIngredientSchema),
  products: z.array(
    z.object({ caisse_product_id: id, name: z.string(), portions: z.number().int(), price_on_spot_cents: z.number().int() }),
  ),
  /** Menus (formules) offering one of these products as a choice: each such sale consumes the recipe too. */
  menus: z.array(z.object({ id, name: z.string() })),
  created_at: z.string(),
});
export type Recipe = z.infer<typeof recipeSchema>;

export const recipeQuerySchema = pageQuerySchema;

/** Lookups of the recipe form (a restaurant with HACCP but no stock module reads the catalogue through them). */
export const recipeIngredientChoiceSchema = z.object({
  id,
  name: z.string(),
  unit: z.enum(stockUnits),
  unit_price_cents: z.number().int(),
  category_name: z.string(),
});
export type RecipeIngredientChoice = z.infer<typeof recipeIngredientChoiceSchema>;
export const recipeSellableSchema = z.object({
  id,
  name: z.string(),
  price_on_spot_cents: z.number().int(),
  recipe_id: z.uuid().nullable(),
});
export type RecipeSellable = z.infer<typeof recipeSellableSchema>;
