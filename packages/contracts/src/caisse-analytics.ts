import { z } from 'zod';
import { deliveryStatusSchema } from './caisse-ledger';
import { coverageSchema } from './comparison';
import { type DateRangeOptions, withDateRange } from './date-range';
import { cursorPageQuerySchema } from './paging';

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
  option: 'Option',
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

/** Column headers of the analyses tables and exports (SPEC §9 wording). */
export const salesFigureLabels: Record<keyof SalesFigures, string> = {
  tickets: 'Tickets',
  covers: 'Couverts',
  quantity: 'Quantité',
  ht_cents: 'CA HT',
  tva_cents: 'TVA',
  ttc_cents: 'CA TTC',
  discount_cents: 'Remises',
  offered_cents: 'Offerts',
  cancellations: 'Annulations',
  cancellations_cents: 'Montant annulé',
};
const ticketColumns: (keyof SalesFigures)[] = [
  'tickets',
  'covers',
  'ht_cents',
  'tva_cents',
  'ttc_cents',
  'discount_cents',
  'offered_cents',
  'cancellations',
  'cancellations_cents',
];
const lineColumns: (keyof SalesFigures)[] = ['quantity', 'tickets', 'ttc_cents', 'discount_cents', 'offered_cents'];
/** The figures that mean something for each dimension, in the order the tables and exports show them. */
export const salesColumns: Record<SalesDimension, (keyof SalesFigures)[]> = {
  day: ticketColumns,
  hour: ticketColumns,
  source: ticketColumns,
  type: ticketColumns,
  pos_user: ticketColumns,
  payment: ['tickets', 'ttc_cents', 'cancellations_cents'],
  vat: ['tickets', 'ht_cents', 'tva_cents', 'ttc_cents'],
  product: lineColumns,
  category: lineColumns,
  // an option's revenue is its supplement (quantity × price difference), already in its line's price
  option: ['quantity', 'tickets', 'ttc_cents', 'cancellations_cents'],
};
export const isMoneyFigure = (k: keyof SalesFigures) => k.endsWith('_cents');

export const salesRowSchema = salesFiguresSchema.extend({ key: z.string(), label: z.string() });
export type SalesRow = z.infer<typeof salesRowSchema>;

const day = z.iso.date();

/** The tabs of /caisse/analyses that read one dimension (SPEC §2), each exported as it shows. */
export const salesByDimensionFields = z.strictObject({
  dimension: salesDimensionSchema,
  from: day,
  to: day,
  /** An optional comparison period (same dimension). */
  compare_from: day.optional(),
  compare_to: day.optional(),
  /** `day` keeps one row per business day and key (day-by-day tab, charts). */
  by: z.enum(['key', 'day']).default('key'),
});
/** The period, and the comparison period when one is given (both ends). */
export const salesRanges: DateRangeOptions[] = [{}, { keys: ['compare_from', 'compare_to'], paired: true }];
export const salesByDimensionQuerySchema = withDateRange(salesByDimensionFields, ...salesRanges);
export type SalesByDimensionQuery = z.infer<typeof salesByDimensionQuerySchema>;

export const datedSalesRowSchema = salesRowSchema.extend({ business_date: z.string() });
export type DatedSalesRow = z.infer<typeof datedSalesRowSchema>;
const salesPeriodSchema = z.object({ from: day, to: day, rows: z.array(datedSalesRowSchema), totals: salesFiguresSchema });
export const salesByDimensionSchema = salesPeriodSchema.extend({
  dimension: salesDimensionSchema,
  /** The comparison period, with how much of it the restaurant(s) had history for (comparison.ts). */
  compare: salesPeriodSchema.extend({ coverage: coverageSchema }).nullable(),
});
export type SalesByDimension = z.infer<typeof salesByDimensionSchema>;

export const salesExportQuerySchema = salesByDimensionQuerySchema.extend({ format: z.enum(['csv', 'xlsx']).default('csv') });
export type SalesExportQuery = z.infer<typeof salesExportQuerySchema>;

// ---------- dashboard ----------
export const dashboardPeriodLabels = { today: "Aujourd'hui", week: 'Cette semaine', month: 'Ce mois-ci' } as const;
export type DashboardPeriod = keyof typeof dashboardPeriodLabels;
export const dashboardQuerySchema = z.strictObject({
  period: z.enum(Object.keys(dashboardPeriodLabels) as [DashboardPeriod, ...DashboardPeriod[]]).default('today'),
});

export const salesSummarySchema = z.object({
  ttc_cents: z.number().int(),
  ht_cents: z.number().int(),
  tickets: z.number().int(),
  covers: z.number().int(),
  average_ticket_cents: z.number().int(),
  average_cover_cents: z.number().int(),
  /**
   * Cancellations issued in the period (already taken off the revenue): a cancellation is legally dated when it is
   * issued — the Z of that day carries it —, so cancelling yesterday's ticket today lowers today.
   */
  cancellations: z.number().int(),
  cancellations_cents: z.number().int(),
});
export type SalesSummary = z.infer<typeof salesSummarySchema>;

/**
 * A report read on the streaming standby of the reports (DATABASE_REPORTS_URL, docs/operations.md « Réplica »): up to
 * when it holds the primary's writes, and how far behind it may be. Absent when the report read the primary.
 */
export const replicaStalenessSchema = z.object({ as_of: z.string(), lag_ms: z.number().int() });
export type ReplicaStaleness = z.infer<typeof replicaStalenessSchema>;
/** From this lag on, a screen says when its figures stop (« Données à HH:MM:SS »). */
export const REPLICA_STALE_MS = 10_000;

export const dashboardSchema = z.object({
  /** The restaurant's business day now. */
  today: day,
  replica: replicaStalenessSchema.optional(),
  periods: z.array(
    z.object({
      period: z.enum(Object.keys(dashboardPeriodLabels) as [DashboardPeriod, ...DashboardPeriod[]]),
      label: z.string(),
      from: day,
      to: day,
      /** The same days a year before, aligned on weekdays (364 days back: a Tuesday against a Tuesday). */
      previous_from: day,
      previous_to: day,
      current: salesSummarySchema,
      previous: salesSummarySchema,
      /** How much of the previous range has history: no change is shown when it is partial. */
      previous_coverage: coverageSchema,
    }),
  ),
  /** The chosen period: by hour for today, by day otherwise, against the aligned days of last year. */
  chart: z.array(z.object({ label: z.string(), current_ttc_cents: z.number().int(), previous_ttc_cents: z.number().int() })),
  payments: z.array(salesRowSchema),
  top_products: z.array(salesRowSchema),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

// ---------- real time ----------
export const realTimeSchema = z.object({
  /** The restaurant's business day now. */
  today: day,
  totals: salesSummarySchema,
  by_source: z.array(salesRowSchema),
  by_payment: z.array(salesRowSchema),
  by_pos_user: z.array(salesRowSchema),
  /** Orders still open on the terminals (status `opened`), and every order of the day. */
  open_orders: z.number().int(),
  total_orders: z.number().int(),
  /** The day's delivery orders by their status now (the last change a terminal sent, else the sealed one). */
  by_delivery_status: z.array(
    z.object({ key: deliveryStatusSchema.nullable(), label: z.string(), tickets: z.number().int(), ttc_cents: z.number().int() }),
  ),
  /** The last tickets of the day, newest first. */
  last_tickets: z.array(
    z.object({
      id: z.string(),
      number: z.number().int(),
      status: z.string(),
      closed_at: z.string(),
      source: z.string(),
      covers: z.number().int(),
      total_ttc_cents: z.number().int(),
    }),
  ),
  /** When these figures were computed (ISO instant). */
  computed_at: z.string(),
});
export type RealTime = z.infer<typeof realTimeSchema>;
export const realTimeStreamSchema = z.object({ stream_id: z.string(), expires_at: z.string() });
export type RealTimeStream = z.infer<typeof realTimeStreamSchema>;

// ---------- the analyses tabs that list rows ----------
/** « Toutes les ventes »: every ticket line of a business-day range, newest first, paged by keyset. */
export const saleLineListQuerySchema = withDateRange(cursorPageQuerySchema.extend({ from: day, to: day }));
export type SaleLineListQuery = z.infer<typeof saleLineListQuerySchema>;
export const saleLineSchema = z.object({
  id: z.string(),
  ticket_id: z.string(),
  ticket_number: z.number().int(),
  business_date: z.string(),
  closed_at: z.string(),
  /** The ticket's status: a cancellation's lines carry negated quantities and amounts. */
  status: z.string(),
  name: z.string(),
  /** The options chosen on the line, by name (« Saignant, Frites »). */
  options: z.string(),
  quantity: z.number().int(),
  unit_price_cents: z.number().int(),
  discount_cents: z.number().int(),
  offered: z.boolean(),
  total_cents: z.number().int(),
  vat_rate_bp: z.number().int().nullable(),
  pos_user_name: z.string().nullable(),
});
export type SaleLine = z.infer<typeof saleLineSchema>;

/** The tabs that list rows, each exported whole over its range. */
export const analyticsListLabels = { tickets: 'Tickets', cash_movements: 'Mouvements de caisse', lines: 'Toutes les ventes' } as const;
export type AnalyticsList = keyof typeof analyticsListLabels;
/** Beyond this many rows a list is not exported (a shorter period is asked for): the file is built in memory. */
export const ANALYTICS_LIST_EXPORT_MAX_ROWS = 100_000;
export const analyticsListExportQuerySchema = withDateRange(
  z.strictObject({
    list: z.enum(Object.keys(analyticsListLabels) as [AnalyticsList, ...AnalyticsList[]]),
    from: day,
    to: day,
    format: z.enum(['csv', 'xlsx']).default('csv'),
  }),
);
export type AnalyticsListExportQuery = z.infer<typeof analyticsListExportQuerySchema>;
