import { z } from 'zod';

/**
 * Sales analytics (issue 11, docs/caisse-analytics.md): figures of a business-day range per dimension, read from
 * the closings' rollups for closed days and from the tickets for the rest. Amounts in integer cents TTC unless
 * named otherwise.
 */

export const salesDimensionLabels = {
  day: 'Jour',
  hour: 'Heure',
  source: 'Source',
  type: 'Type de commande',
  pos_user: 'Vendeur',
  payment: 'Mode de paiement',
  vat: 'Taux de TVA',
  product: 'Produit',
  category: 'Catégorie',
} as const;
export type SalesDimension = keyof typeof salesDimensionLabels;
export const salesDimensions = Object.keys(salesDimensionLabels) as [SalesDimension, ...SalesDimension[]];
export const salesDimensionSchema = z.enum(salesDimensions);

/** The figures every dimension carries (a figure that means nothing for a dimension is 0). */
export const salesFiguresSchema = z.object({
  tickets: z.number().int(),
  covers: z.number().int(),
  quantity: z.number().int(),
  ht_cents: z.number().int(),
  tva_cents: z.number().int(),
  ttc_cents: z.number().int(),
  discount_cents: z.number().int(),
  offered_cents: z.number().int(),
  cancellations: z.number().int(),
  cancellations_cents: z.number().int(),
});
export type SalesFigures = z.infer<typeof salesFiguresSchema>;
export const salesFigureKeys = Object.keys(salesFiguresSchema.shape) as (keyof SalesFigures)[];

export const salesRowSchema = salesFiguresSchema.extend({ key: z.string(), label: z.string() });
export type SalesRow = z.infer<typeof salesRowSchema>;
