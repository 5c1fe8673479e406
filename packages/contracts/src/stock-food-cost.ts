import { z } from 'zod';
import { stockUnits } from './stock';

/**
 * Food cost (PRODUCT §4): actual consumption (opening inventory + purchases received − closing inventory)
 * against theoretical consumption (caisse sales × recipes) between two validated inventories — the AvT
 * report — and the ratio matière: consumption / revenue HT.
 */

export const foodCostQuerySchema = z.object({
  /** Both omitted: the last two validated inventories. */
  opening_id: z.uuid().optional(),
  closing_id: z.uuid().optional(),
});
export type FoodCostQuery = z.infer<typeof foodCostQuerySchema>;

const figures = {
  opening_cents: z.number().int(),
  purchases_cents: z.number().int(),
  closing_cents: z.number().int(),
  /** opening + purchases − closing. */
  actual_cents: z.number().int(),
  /** Theoretical quantity at the closing inventory's unit cost. */
  theoretical_cents: z.number().int(),
  /** actual − theoretical: positive = more used than the sales explain (waste, theft, portions, errors). */
  variance_cents: z.number().int(),
};

export const foodCostProductSchema = z.object({
  product_id: z.uuid(),
  product_name: z.string(),
  category_name: z.string(),
  unit: z.enum(stockUnits),
  unit_cost_cents: z.number().int(),
  opening_base_quantity: z.number().int(),
  purchased_base_quantity: z.number().int(),
  closing_base_quantity: z.number().int(),
  actual_base_quantity: z.number().int(),
  theoretical_base_quantity: z.number().int(),
  variance_base_quantity: z.number().int(),
  ...figures,
});
export type FoodCostProduct = z.infer<typeof foodCostProductSchema>;

const inventoryRef = z.object({ id: z.uuid(), reference: z.string(), counted_on: z.string(), value_cents: z.number().int() });

export const foodCostReportSchema = z.object({
  opening: inventoryRef.nullable(),
  closing: inventoryRef.nullable(),
  /** Validated inventories to choose from, latest first. */
  inventories: z.array(inventoryRef),
  revenue_ht_cents: z.number().int(),
  ...figures,
  /** actual / revenue HT, in basis points (3 000 = 30 %); null without revenue. */
  ratio_bp: z.number().int().nullable(),
  theoretical_ratio_bp: z.number().int().nullable(),
  categories: z.array(z.object({ category_name: z.string(), ...figures })),
  products: z.array(foodCostProductSchema),
});
export type FoodCostReport = z.infer<typeof foodCostReportSchema>;
