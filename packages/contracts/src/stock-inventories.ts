import { z } from 'zod';
import { withDateRange } from './date-range';
import { pageQuerySchema } from './paging';
import { calendarDate, optionalText } from './primitives';
import { stockUnits } from './stock';

/** Stock inventories (PRODUCT §4): counted per product by storage area, validated at the last purchase price. */

const id = z.uuid();

export const stockInventoryStatusLabels = { in_progress: 'En cours', validated: 'Validé' } as const;
export type StockInventoryStatus = keyof typeof stockInventoryStatusLabels;
export const stockInventoryStatuses = Object.keys(stockInventoryStatusLabels) as [StockInventoryStatus, ...StockInventoryStatus[]];

/** Where a product is counted, in the order of a walk through the restaurant. */
export const storageAreaLabels = {
  dry: 'Réserve sèche',
  cold: 'Chambre froide',
  frozen: 'Congélateur',
  bar: 'Bar',
} as const;
export type StorageArea = keyof typeof storageAreaLabels;
export const storageAreas = Object.keys(storageAreaLabels) as [StorageArea, ...StorageArea[]];

/** "INV-000012": the restaurant's inventory number. */
export const inventoryReference = (n: number) => `INV-${String(n).padStart(6, '0')}`;

/** Largest count of one product in base units (100 t, 100 000 L or 100 million pieces). */
export const MAX_BASE_QUANTITY = 100_000_000;

export const stockInventoryInputSchema = z.strictObject({
  counted_on: calendarDate,
  note: optionalText(1000),
});
export type StockInventoryInput = z.input<typeof stockInventoryInputSchema>;

/** A batch of counted lines (the phone sends what was typed since the last save); a new product is added. */
export const stockInventoryLinesInputSchema = z.strictObject({
  lines: z
    .array(
      z.strictObject({
        product_id: id,
        /** In base units (g, mL, pieces); null = not counted yet. */
        counted_base_quantity: z.number().int().min(0).max(MAX_BASE_QUANTITY).nullable(),
        storage_area: z.enum(storageAreas).optional(),
      }),
    )
    .min(1)
    .max(500),
});
export type StockInventoryLinesInput = z.input<typeof stockInventoryLinesInputSchema>;

export const stockInventoryLineSchema = z.object({
  id,
  product_id: id,
  product_name: z.string(),
  category_name: z.string(),
  unit: z.enum(stockUnits),
  package_label: z.string(),
  package_base_quantity: z.number().int(),
  storage_area: z.enum(storageAreas),
  counted_base_quantity: z.number().int().nullable(),
  /** Per stock unit (kg, L, piece): frozen at validation, the current last purchase price before. */
  unit_cost_cents: z.number().int(),
  value_cents: z.number().int(),
  /** Previous validated inventory + received − theoretical consumption; null without a previous inventory. */
  theoretical_base_quantity: z.number().int().nullable(),
  variance_base_quantity: z.number().int().nullable(),
  variance_cents: z.number().int().nullable(),
});
export type StockInventoryLine = z.infer<typeof stockInventoryLineSchema>;

export const stockInventorySummarySchema = z.object({
  id,
  number: z.number().int(),
  reference: z.string(),
  restaurant_id: id,
  restaurant_name: z.string(),
  counted_on: z.string(),
  status: z.enum(stockInventoryStatuses),
  note: z.string().nullable(),
  line_count: z.number().int(),
  counted_count: z.number().int(),
  /** Set at validation. */
  value_cents: z.number().int().nullable(),
  validated_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type StockInventorySummary = z.infer<typeof stockInventorySummarySchema>;
export const stockInventorySchema = stockInventorySummarySchema.extend({
  /** The validated inventory the theoretical stock starts from. */
  previous_counted_on: z.string().nullable(),
  variance_cents: z.number().int().nullable(),
  lines: z.array(stockInventoryLineSchema),
});
export type StockInventory = z.infer<typeof stockInventorySchema>;

/** The fields of the inventories' list (the restaurant's list leaves `restaurant_id` out); its range checked below. */
export const stockInventoryQueryFields = pageQuerySchema.extend({
  status: z.enum(stockInventoryStatuses).optional(),
  restaurant_id: z.uuid().optional(),
  from: calendarDate.optional(),
  to: calendarDate.optional(),
});
export const stockInventoryQuerySchema = withDateRange(stockInventoryQueryFields);
export type StockInventoryQuery = z.infer<typeof stockInventoryQuerySchema>;

/** Par level and storage area of a product for a restaurant (the suggested order quantities read them). */
export const stockProductSettingInputSchema = z.strictObject({
  storage_area: z.enum(storageAreas).nullable().optional(),
  par_base_quantity: z.number().int().min(0).max(MAX_BASE_QUANTITY).nullable().optional(),
});
export type StockProductSettingInput = z.input<typeof stockProductSettingInputSchema>;
/** A restaurant's setting of a product as saved (its storage area as stored: null when never set). */
export const stockProductSettingSchema = z.object({
  product_id: z.uuid(),
  storage_area: z.string().nullable(),
  par_base_quantity: z.number().int().nullable(),
});
export type StockProductSetting = z.infer<typeof stockProductSettingSchema>;
