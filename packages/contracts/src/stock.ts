import { z } from 'zod';
import { allergenSchema } from './caisse-card';
import { withDateRange } from './date-range';
import { pageQuerySchema } from './paging';
import { calendarDate, optionalCalendarDate, optionalText, text } from './primitives';

/** Stock, platform catalogue (PRODUCT §4): providers, categories, products and their price history. */

const cents = z.number().int().min(0).max(100_000_000);
const id = z.uuid();
const timestamps = { created_at: z.string(), updated_at: z.string() };

/** The stock unit of a product and the base unit its quantities are stored in (to the gram, millilitre or piece). */
export const stockUnitLabels = { kg: 'kg', L: 'L', piece: 'pièce' } as const;
export type StockUnit = keyof typeof stockUnitLabels;
export const stockUnits = Object.keys(stockUnitLabels) as [StockUnit, ...StockUnit[]];
/** How many base units (g, mL, piece) one stock unit holds. */
export const baseUnitsPer: Record<StockUnit, number> = { kg: 1000, L: 1000, piece: 1 };
export const baseUnitLabels: Record<StockUnit, string> = { kg: 'g', L: 'mL', piece: 'pièce' };

/**
 * The price of one stock unit (kg, L, piece) in cents, from the price of a package and how many base units
 * (g, mL, pieces) it holds, rounded to the cent: "carton 6 × 1 L" at 9,00 € holds 6 000 mL → 1,50 €/L.
 */
export const unitPriceCents = (packagePriceCents: number, packageBaseQuantity: number, unit: StockUnit) =>
  packageBaseQuantity > 0 ? Math.round((packagePriceCents * baseUnitsPer[unit]) / packageBaseQuantity) : 0;

// ---- Providers ----
export const stockProviderInputSchema = z.strictObject({
  name: text(120),
  contact_name: optionalText(120),
  email: z.email({ message: "L'adresse e-mail n'est pas valide" }).max(200),
  phone: optionalText(40),
  address: optionalText(300),
  /** Days of the week as `weekdayLabels` numbers them (0 = dimanche). */
  delivery_days: z
    .array(z.number().int().min(0).max(6))
    .max(7)
    .default([])
    .transform((days) => [...new Set(days)].sort()),
  lead_time_days: z.number().int().min(0).max(60),
  minimum_order_cents: cents,
});
export type StockProviderInput = z.input<typeof stockProviderInputSchema>;
export type StockProviderData = z.output<typeof stockProviderInputSchema>;
export const stockProviderSchema = z.object({
  id,
  name: z.string(),
  contact_name: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  delivery_days: z.array(z.number().int()),
  lead_time_days: z.number().int(),
  minimum_order_cents: z.number().int(),
  product_count: z.number().int(),
  ...timestamps,
});
export type StockProvider = z.infer<typeof stockProviderSchema>;

// ---- Categories ----
export const stockCategoryInputSchema = z.strictObject({ name: text(80) });
export type StockCategoryInput = z.infer<typeof stockCategoryInputSchema>;
export const stockCategorySchema = z.object({ id, name: z.string(), product_count: z.number().int(), ...timestamps });
export type StockCategory = z.infer<typeof stockCategorySchema>;

// ---- Products ----
export const stockProductInputSchema = z.strictObject({
  name: text(120),
  category_id: id,
  provider_id: id,
  unit: z.enum(stockUnits),
  package_label: text(80),
  /** What one package holds in base units: grams (kg), millilitres (L) or pieces. */
  package_base_quantity: z.number().int().min(1).max(10_000_000),
  package_price_cents: cents,
  vat_rate_bp: z.number().int().min(0).max(10_000),
  reference: optionalText(40),
  allergens: z.array(allergenSchema).max(14).default([]),
  archived: z.boolean().default(false),
});
export type StockProductInput = z.input<typeof stockProductInputSchema>;
export type StockProductData = z.output<typeof stockProductInputSchema>;
export const stockProductSchema = z.object({
  id,
  name: z.string(),
  category_id: id,
  category_name: z.string(),
  provider_id: id,
  provider_name: z.string(),
  unit: z.enum(stockUnits),
  package_label: z.string(),
  package_base_quantity: z.number().int(),
  package_price_cents: z.number().int(),
  /** Price of one stock unit (kg, L, piece), derived from the package. */
  unit_price_cents: z.number().int(),
  vat_rate_bp: z.number().int(),
  reference: z.string().nullable(),
  allergens: z.array(z.string()),
  archived: z.boolean(),
  ...timestamps,
});
export type StockProduct = z.infer<typeof stockProductSchema>;
export const stockProductQuerySchema = pageQuerySchema.extend({
  provider_id: z.uuid().optional(),
  category_id: z.uuid().optional(),
  archived: z.enum(['true', 'false', 'all']).optional().default('false'),
});

export const stockPriceSchema = z.object({
  package_price_cents: z.number().int(),
  unit_price_cents: z.number().int(),
  source: z.string(),
  valid_from: z.string(),
});
export type StockPrice = z.infer<typeof stockPriceSchema>;
export const stockPriceHistorySchema = z.object({ data: z.array(stockPriceSchema) });

/** What DELETE on a product did: a product used by orders, inventories or recipes is archived instead. */
export const stockProductDeletionSchema = z.object({ outcome: z.enum(['deleted', 'archived']) });
export type StockProductDeletion = z.infer<typeof stockProductDeletionSchema>;

// ---- Provider price-list import (CSV/XLSX) ----
/** The columns of a price list, in this order, named in its first row. */
export const priceListColumns = [
  'reference',
  'designation',
  'categorie',
  'unite',
  'conditionnement',
  'contenance',
  'prix_ht',
  'tva',
] as const;
export const priceListQuerySchema = z.object({ mode: z.enum(['preview', 'import']).optional().default('preview') });
export const priceListRowSchema = z.object({
  line: z.number().int(),
  reference: z.string(),
  name: z.string(),
  action: z.enum(['create', 'update', 'unchanged', 'error']),
  package_price_cents: z.number().int().nullable(),
  previous_price_cents: z.number().int().nullable(),
  errors: z.array(z.string()),
});
export type PriceListRow = z.infer<typeof priceListRowSchema>;
export const priceListResultSchema = z.object({
  imported: z.boolean(),
  counts: z.object({ create: z.number().int(), update: z.number().int(), unchanged: z.number().int(), error: z.number().int() }),
  rows: z.array(priceListRowSchema),
});
export type PriceListResult = z.infer<typeof priceListResultSchema>;

// ---- Orders (restaurant side: restaurants/{id}/stock/orders; admin: admin/stock/commands) ----
export const stockOrderStatusLabels = {
  draft: 'Brouillon',
  sent: 'Envoyée',
  partially_received: 'Reçue partiellement',
  received: 'Reçue',
  canceled: 'Annulée',
} as const;
export type StockOrderStatus = keyof typeof stockOrderStatusLabels;
export const stockOrderStatuses = Object.keys(stockOrderStatusLabels) as [StockOrderStatus, ...StockOrderStatus[]];
/** "BC-000042": the restaurant's order number as printed on the purchase order. */
export const orderReference = (n: number) => `BC-${String(n).padStart(6, '0')}`;

const packages = z.number().int().min(0).max(99_999);
export const stockOrderLineInputSchema = z.strictObject({ product_id: id, ordered_packages: packages.min(1) });
export const stockOrderInputSchema = z.strictObject({
  provider_id: id,
  expected_on: optionalCalendarDate,
  note: optionalText(1000),
  /** Omitted: the draft starts from the suggested quantities. */
  lines: z.array(stockOrderLineInputSchema).max(300).optional(),
});
export type StockOrderInput = z.input<typeof stockOrderInputSchema>;
export const stockOrderUpdateSchema = z.strictObject({
  expected_on: optionalCalendarDate,
  note: optionalText(1000),
  lines: z.array(stockOrderLineInputSchema).max(300),
});
export type StockOrderUpdate = z.input<typeof stockOrderUpdateSchema>;
export const stockReceptionInputSchema = z.strictObject({
  lines: z
    .array(z.strictObject({ line_id: id, packages, package_price_cents: cents }))
    .min(1)
    .max(300),
  /** True: the order is complete even if less than ordered came (the rest will not). */
  complete: z.boolean().default(false),
});
export type StockReceptionInput = z.input<typeof stockReceptionInputSchema>;

export const stockOrderLineSchema = z.object({
  id,
  product_id: id,
  product_name: z.string(),
  reference: z.string().nullable(),
  unit: z.enum(stockUnits),
  package_label: z.string(),
  package_base_quantity: z.number().int(),
  ordered_packages: z.number().int(),
  package_price_cents: z.number().int(),
  received_packages: z.number().int(),
  received_price_cents: z.number().int().nullable(),
  /** A delivery came at another price than ordered: the mercuriale took the new price. */
  price_changed: z.boolean(),
  total_cents: z.number().int(),
});
export type StockOrderLine = z.infer<typeof stockOrderLineSchema>;
export const stockOrderSummarySchema = z.object({
  id,
  number: z.number().int(),
  reference: z.string(),
  restaurant_id: id,
  restaurant_name: z.string(),
  provider_id: id,
  provider_name: z.string(),
  status: z.enum(stockOrderStatuses),
  expected_on: z.string().nullable(),
  line_count: z.number().int(),
  total_cents: z.number().int(),
  received_total_cents: z.number().int(),
  sent_at: z.string().nullable(),
  received_at: z.string().nullable(),
  created_at: z.string(),
});
export type StockOrderSummary = z.infer<typeof stockOrderSummarySchema>;
export const stockOrderSchema = stockOrderSummarySchema.extend({
  note: z.string().nullable(),
  provider_email: z.string(),
  minimum_order_cents: z.number().int(),
  /** Under the provider's minimum order (franco): said before sending, not refused. */
  below_minimum: z.boolean(),
  sent_to: z.string().nullable(),
  canceled_at: z.string().nullable(),
  lines: z.array(stockOrderLineSchema),
});
export type StockOrder = z.infer<typeof stockOrderSchema>;

/** The e-mail « Envoyer au fournisseur » will send, read before confirming (its PDF: `purchase-order.pdf`). */
export const stockOrderMailSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  attachment_filename: z.string(),
});
export type StockOrderMail = z.infer<typeof stockOrderMailSchema>;
/** The fields of the orders' list (the restaurant's list leaves `restaurant_id` out); its range checked below. */
export const stockOrderQueryFields = pageQuerySchema.extend({
  status: z.enum(stockOrderStatuses).optional(),
  provider_id: z.uuid().optional(),
  restaurant_id: z.uuid().optional(),
  from: calendarDate.optional(),
  to: calendarDate.optional(),
});
export const stockOrderQuerySchema = withDateRange(stockOrderQueryFields);
export type StockOrderQuery = z.infer<typeof stockOrderQuerySchema>;

// ---- Mercuriale (restaurants/{id}/stock/mercuriales): what the restaurant can buy, at which price ----
export const mercurialeRowSchema = stockProductSchema.omit({ archived: true }).extend({
  provider_minimum_order_cents: z.number().int(),
  /** This restaurant's last delivered price of a package, and when. */
  last_purchase_price_cents: z.number().int().nullable(),
  last_purchase_at: z.string().nullable(),
  /** This restaurant's par level (« stock cible », base units) and storage area (`storageAreas`), if set. */
  par_base_quantity: z.number().int().nullable(),
  storage_area: z.string().nullable(),
});
export type MercurialeRow = z.infer<typeof mercurialeRowSchema>;
export const mercurialeQuerySchema = pageQuerySchema.extend({ provider_id: z.uuid().optional(), category_id: z.uuid().optional() });
