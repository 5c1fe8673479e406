import { z } from 'zod';
import { recordHeader, recordInputs } from './haccp';
import { calendarDate, optionalText } from './primitives';

/**
 * HACCP productions and lot tracing (PRODUCT §5, docs/haccp.md "Productions"): what the kitchen made (a recipe of
 * the stock module or a free name), its own lot number, quantity and secondary DLC, and the lots it used
 * (labels of opened products, deliveries, other productions). A recall walks these links both ways.
 */

const id = z.uuid();

export const productionUnits = ['kg', 'g', 'L', 'cL', 'portions', 'pièces'] as const;
export type ProductionUnit = (typeof productionUnits)[number];
export const MAX_PRODUCTION_LOTS = 30;

/** The lot number proposed for a new production (editable): P-AAMMJJ-HHMM of the time it is produced. */
export const defaultProductionLot = (at: Date = new Date()) => {
  const two = (n: number) => String(n).padStart(2, '0');
  return `P-${String(at.getFullYear()).slice(2)}${two(at.getMonth() + 1)}${two(at.getDate())}-${two(at.getHours())}${two(at.getMinutes())}`;
};

const productionFields = {
  /** A recipe of the stock module (its name is copied); without one, `product` names what was made. */
  recipe_id: id.nullish().transform((v) => v ?? null),
  product: optionalText(120),
  /** The production's lot number; generated when left empty. */
  lot: optionalText(80),
  quantity: z.number().positive('La quantité doit être positive').max(1_000_000),
  unit: z.enum(productionUnits),
  secondary_dlc: calendarDate,
  /** The records of the lots used (any version): traceabilities, receptions, productions. */
  lots: z
    .array(id)
    .max(MAX_PRODUCTION_LOTS, `Au plus ${MAX_PRODUCTION_LOTS} lots par production`)
    .refine((ids) => new Set(ids).size === ids.length, 'Un lot est choisi une seule fois')
    .optional(),
};
export const productionInputs = recordInputs(productionFields, [
  { fails: (p) => !p.recipe_id && !p.product, message: 'Choisissez une recette ou saisissez le produit', path: 'product' },
]);
export type ProductionInput = z.input<typeof productionInputs.create>;

export const lotKinds = ['traceability', 'reception', 'production'] as const;
export type LotKind = (typeof lotKinds)[number];
export const lotKindLabels: Record<LotKind, string> = {
  traceability: 'Étiquette',
  reception: 'Livraison',
  production: 'Production',
};

/** A lot as a production shows it: what it was when the production used it (copied), and the record it names. */
export const productionLotSchema = z.object({
  /** The first version's id of the lot's record: a correction of the label still traces. */
  original_id: id,
  kind: z.enum(lotKinds),
  product: z.string(),
  lot: z.string().nullable(),
  dlc: z.string().nullable(),
  provider: z.string().nullable(),
});
export type ProductionLot = z.infer<typeof productionLotSchema>;

export const productionSchema = z.object({
  ...recordHeader,
  recipe_id: z.uuid().nullable(),
  product: z.string(),
  lot: z.string(),
  quantity: z.number(),
  unit: z.enum(productionUnits),
  secondary_dlc: z.string(),
  lots: z.array(productionLotSchema),
});
export type ProductionRecord = z.infer<typeof productionSchema>;

/** The recipes a production may name (the stock module's, not archived). */
export const productionRecipeSchema = z.object({ id, name: z.string() });
export type ProductionRecipe = z.infer<typeof productionRecipeSchema>;

/** A lot found by the search box (the current version of its record). */
export const lotSchema = z.object({
  id,
  original_id: id,
  kind: z.enum(lotKinds),
  product: z.string(),
  lot: z.string().nullable(),
  /** The date it must be used by: the secondary DLC once opened, else the DLC; none for a delivery. */
  dlc: z.string().nullable(),
  provider: z.string().nullable(),
  recorded_at: z.string(),
  recorded_by_name: z.string().nullable(),
});
export type Lot = z.infer<typeof lotSchema>;
export const lotQuerySchema = z.object({
  search: z.string().trim().max(80).optional(),
  kind: z.enum(lotKinds).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type LotQuery = z.infer<typeof lotQuerySchema>;

/** One lot of a trace, `depth` steps from the traced lot, reached through `via` (the lot it came from / went into). */
export const traceNodeSchema = lotSchema.extend({ depth: z.number(), via: z.uuid().nullable() });
export type TraceNode = z.infer<typeof traceNodeSchema>;
/** A lot's trace: upstream (what it was made of, back to the deliveries) and downstream (what it went into). */
export const lotTraceSchema = z.object({ lot: lotSchema, upstream: z.array(traceNodeSchema), downstream: z.array(traceNodeSchema) });
export type LotTrace = z.infer<typeof lotTraceSchema>;
export const lotTraceExportQuerySchema = z.object({ format: z.enum(['csv', 'pdf']).default('csv') });
