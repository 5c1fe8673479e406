import { z } from 'zod';
import { withDateRange } from './date-range';
import { cursorPageQuerySchema } from './paging';

/**
 * The analyses tabs « Annulations » and « Remises » (docs/caisse-analytics.md): what was taken back from the sales
 * of a business-day range. Amounts in integer cents TTC, positive (an amount cancelled, a discount given).
 */

const day = z.iso.date();
const exportFormat = z.enum(['csv', 'xlsx']).default('csv');

// ---------- cancellations ----------
/** Each cancellation ticket issued in the range, newest first, paged by keyset; searched by a ticket n° or the reason. */
export const cancellationListQuerySchema = withDateRange(cursorPageQuerySchema.extend({ from: day, to: day }));
export type CancellationListQuery = z.infer<typeof cancellationListQuerySchema>;

export const cancellationSchema = z.object({
  /** The cancellation ticket (`cancel_created`): its number, its business day (the Z that carries it) and when it was issued. */
  id: z.string(),
  number: z.number().int(),
  business_date: z.string(),
  closed_at: z.string(),
  /** The ticket it cancels, and that ticket's own business day. */
  cancelled_ticket_id: z.string(),
  cancelled_ticket_number: z.number().int(),
  cancelled_business_date: z.string(),
  /** What the cancellation took back (TTC, positive). */
  amount_cents: z.number().int(),
  reason: z.string().nullable(),
  /** Who cancelled (the back-office user), and the seller (POS user) of the cancelled ticket. */
  canceled_by_name: z.string().nullable(),
  seller_name: z.string().nullable(),
});
export type Cancellation = z.infer<typeof cancellationSchema>;

export const cancellationSummaryQuerySchema = withDateRange(z.strictObject({ from: day, to: day }));
export type CancellationSummaryQuery = z.infer<typeof cancellationSummaryQuerySchema>;

const countAmount = { count: z.number().int(), amount_cents: z.number().int() };
const keyedCountSchema = z.object({ key: z.string(), label: z.string(), ...countAmount });

/** Sales of a business day as the Z says (cancellations on the day they were issued) and net by the original ticket's day. */
export const originalDaySchema = z.object({
  business_date: z.string(),
  /** Tickets of the day as sold (cancelled or not), before any cancellation. */
  sold_ttc_cents: z.number().int(),
  /** Cancellations issued on the day, whatever day their tickets were of: the Z's figure. */
  cancelled_on_day_cents: z.number().int(),
  /** The day's revenue as the Z carries it: sold − cancelled on the day. */
  z_ttc_cents: z.number().int(),
  /** Cancellations of the day's own tickets, whenever issued (up to now). */
  cancelled_of_day_cents: z.number().int(),
  /** Sold − cancellations of the day's own tickets: the day net of cancellations by the original ticket's day. */
  net_ttc_cents: z.number().int(),
});
export type OriginalDay = z.infer<typeof originalDaySchema>;

export const cancellationSummarySchema = z.object({
  from: day,
  to: day,
  totals: z.object(countAmount),
  by_day: z.array(z.object({ business_date: z.string(), ...countAmount })),
  /** By the person who cancelled. */
  by_user: z.array(keyedCountSchema),
  /** By the seller of the cancelled ticket (« Sans vendeur » when the ticket had none). */
  by_seller: z.array(keyedCountSchema),
  /** Every day of the range, sales as the Z carries them and net by the original ticket's day. */
  by_original_day: z.array(originalDaySchema),
});
export type CancellationSummary = z.infer<typeof cancellationSummarySchema>;

/** The tables of the « Annulations » tab, each exported as it shows. */
export const cancellationTableLabels = {
  list: 'Annulations',
  by_day: 'Annulations par jour',
  by_user: 'Annulations par utilisateur',
  by_seller: 'Annulations par vendeur',
  by_original_day: 'Ventes nettes par jour d’origine',
} as const;
export type CancellationTable = keyof typeof cancellationTableLabels;
export const cancellationExportQuerySchema = withDateRange(
  z.strictObject({
    table: z.enum(Object.keys(cancellationTableLabels) as [CancellationTable, ...CancellationTable[]]).default('list'),
    from: day,
    to: day,
    format: exportFormat,
  }),
);
export type CancellationExportQuery = z.infer<typeof cancellationExportQuerySchema>;

// ---------- discounts ----------
/**
 * What the « Remises » tab groups the line discounts and offered lines by; `reason`: the discount reason the terminal
 * sent with the line (seal version 2), « Sans motif » without one.
 */
export const discountDimensionLabels = { product: 'Produit', category: 'Catégorie', pos_user: 'Vendeur', reason: 'Motif' } as const;
export type DiscountDimension = keyof typeof discountDimensionLabels;
export const discountQuerySchema = withDateRange(
  z.strictObject({
    by: z.enum(Object.keys(discountDimensionLabels) as [DiscountDimension, ...DiscountDimension[]]).default('product'),
    from: day,
    to: day,
  }),
);
export type DiscountQuery = z.infer<typeof discountQuerySchema>;

export const discountFiguresSchema = z.object({
  /** Line discounts, and offered lines at their price. */
  discount_cents: z.number().int(),
  offered_cents: z.number().int(),
  /** Sales before discounts and offered lines (TTC cashed + discounts + offered). */
  gross_cents: z.number().int(),
  ttc_cents: z.number().int(),
  /** (discounts + offered) ÷ gross, in basis points (1234 = 12,34 %); null without gross sales. */
  rate_bp: z.number().int().nullable(),
});
export type DiscountFigures = z.infer<typeof discountFiguresSchema>;
export const discountRowSchema = discountFiguresSchema.extend({ key: z.string(), label: z.string() });
export type DiscountRow = z.infer<typeof discountRowSchema>;
export const discountsSchema = z.object({
  by: z.enum(Object.keys(discountDimensionLabels) as [DiscountDimension, ...DiscountDimension[]]),
  from: day,
  to: day,
  /** The keys that had a discount or an offered line, largest first. */
  rows: z.array(discountRowSchema),
  /** Over every sale of the range: the rate is the period's rate of discount on gross sales. */
  totals: discountFiguresSchema,
});
export type Discounts = z.infer<typeof discountsSchema>;
export const discountExportQuerySchema = discountQuerySchema.extend({ format: exportFormat });
export type DiscountExportQuery = z.infer<typeof discountExportQuerySchema>;

/** A rate in basis points as French text (« 12,3 % »), or « — ». */
export const formatRateBp = (bp: number | null) =>
  bp === null ? '—' : `${(bp / 100).toLocaleString('fr-FR', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} %`;
