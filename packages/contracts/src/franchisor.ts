import { z } from 'zod';
import {
  dashboardQuerySchema,
  dashboardSchema,
  realTimeSchema,
  salesByDimensionFields,
  salesRanges,
  salesRowSchema,
  salesSummarySchema,
} from './caisse-analytics';
import { closingPeriodSchema, closingSchema, ticketDetailSchema, ticketListFields, ticketSummarySchema } from './caisse-ledger';
import { coverageSchema } from './comparison';
import { withDateRange } from './date-range';
import { cursorPageQuerySchema } from './paging';

/**
 * The franchisor's network screens (issue 11, docs/franchisor.md): the restaurant screens of the cash register over
 * every restaurant of the franchisor's marks at once (an admin: every restaurant), with an optional restaurant filter.
 */

const day = z.iso.date();
const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Le mois doit être au format AAAA-MM');

/** The optional restaurant filter of every network call: absent = "Tous les restaurants". */
export const networkFilterSchema = z.strictObject({ restaurant_id: z.uuid('Choisissez un restaurant').optional() });
export type NetworkFilter = z.infer<typeof networkFilterSchema>;

/** A restaurant of the network, as the filter lists it. */
export const networkRestaurantSchema = z.object({
  id: z.string(),
  name: z.string(),
  mark_id: z.string().nullable(),
  mark_name: z.string().nullable(),
  /** Rates of its mark, in basis points of revenue HT. */
  royalty_rate_bp: z.number().int(),
  advertising_rate_bp: z.number().int(),
  /** Its clock: times are shown on it, and its business day starts at its day-change hour. */
  timezone: z.string(),
  day_change_hour: z.number().int(),
});
export type NetworkRestaurant = z.infer<typeof networkRestaurantSchema>;

export const networkDashboardQuerySchema = dashboardQuerySchema.extend(networkFilterSchema.shape);
export type NetworkDashboardQuery = z.infer<typeof networkDashboardQuerySchema>;

/** One restaurant of the ranking: the chosen period against the same weekdays a year before. */
export const restaurantRankingSchema = z.object({
  rank: z.number().int(),
  restaurant_id: z.string(),
  name: z.string(),
  current: salesSummarySchema,
  previous: salesSummarySchema,
  /** Growth of revenue TTC in %, null when there was nothing a year before or that year is only partly known. */
  growth_percent: z.number().nullable(),
  previous_coverage: coverageSchema,
  /** Share of the network's revenue TTC over the period, in %. */
  share_percent: z.number(),
});
export type RestaurantRanking = z.infer<typeof restaurantRankingSchema>;

/** A best seller of the network: the same product (by name) summed over the restaurants, with each one's part. */
export const networkTopProductSchema = salesRowSchema.extend({
  restaurants: z.array(z.object({ restaurant_id: z.string(), name: z.string(), quantity: z.number().int(), ttc_cents: z.number().int() })),
});
export type NetworkTopProduct = z.infer<typeof networkTopProductSchema>;

export const networkDashboardSchema = dashboardSchema.extend({
  /** Every restaurant of the (filtered) network, best revenue first. */
  ranking: z.array(restaurantRankingSchema),
  top_products: z.array(networkTopProductSchema),
});
export type NetworkDashboard = z.infer<typeof networkDashboardSchema>;

/** The analyses over the network; `by=restaurant` gives one row per restaurant (its figures as columns). */
export const networkSalesQuerySchema = withDateRange(
  salesByDimensionFields.extend({
    ...networkFilterSchema.shape,
    by: z.enum(['key', 'day', 'restaurant']).default('key'),
  }),
  ...salesRanges,
);
export type NetworkSalesQuery = z.infer<typeof networkSalesQuerySchema>;
export const networkSalesExportQuerySchema = networkSalesQuerySchema.extend({ format: z.enum(['csv', 'xlsx']).default('csv') });
export type NetworkSalesExportQuery = z.infer<typeof networkSalesExportQuerySchema>;

/** Royalties and advertising fees due: per restaurant and month, the mark's rates × revenue HT. */
export const royaltiesQuerySchema = withDateRange(z.strictObject({ ...networkFilterSchema.shape, from: month, to: month }));
export type RoyaltiesQuery = z.infer<typeof royaltiesQuerySchema>;
const royaltyFigures = {
  ht_cents: z.number().int(),
  royalty_cents: z.number().int(),
  advertising_cents: z.number().int(),
  /** Royalty + advertising fee. */
  due_cents: z.number().int(),
};
export const royaltyRowSchema = z.object({
  month: z.string(),
  restaurant_id: z.string(),
  name: z.string(),
  mark_name: z.string().nullable(),
  royalty_rate_bp: z.number().int(),
  advertising_rate_bp: z.number().int(),
  ...royaltyFigures,
});
export type RoyaltyRow = z.infer<typeof royaltyRowSchema>;
export const royaltiesSchema = z.object({
  from: month,
  to: month,
  rows: z.array(royaltyRowSchema),
  /** One line per restaurant over the months, then the network. */
  by_restaurant: z.array(z.object({ restaurant_id: z.string(), name: z.string(), ...royaltyFigures })),
  totals: z.object(royaltyFigures),
});
export type Royalties = z.infer<typeof royaltiesSchema>;

const restaurantNamed = { restaurant_id: z.string(), restaurant_name: z.string() };

export const networkTicketListQuerySchema = withDateRange(
  ticketListFields.omit({ pos_user_id: true, register_id: true }).extend(networkFilterSchema.shape),
);
export type NetworkTicketListQuery = z.infer<typeof networkTicketListQuerySchema>;
export const networkTicketSchema = ticketSummarySchema.extend(restaurantNamed);
export type NetworkTicket = z.infer<typeof networkTicketSchema>;
export const networkTicketDetailSchema = ticketDetailSchema.extend(restaurantNamed);
export type NetworkTicketDetail = z.infer<typeof networkTicketDetailSchema>;

export const networkClosingListQuerySchema = withDateRange(
  cursorPageQuerySchema.extend({
    ...networkFilterSchema.shape,
    /** `month` / `year`: each restaurant's monthly or yearly closing (the sum of its days), then the network's. */
    period: closingPeriodSchema.default('day'),
    from: day.optional(),
    to: day.optional(),
  }),
);
export type NetworkClosingListQuery = z.infer<typeof networkClosingListQuerySchema>;
export const networkClosingSchema = closingSchema.extend(restaurantNamed);
/**
 * A row of the network's closings list: a restaurant's closing (daily, or its month's or year's sum), or, for months
 * and years, the network's total of the period (`restaurant_id` null, after the restaurants of that period).
 */
export const networkClosingRowSchema = closingSchema.extend({ restaurant_id: z.string().nullable(), restaurant_name: z.string() });
export type NetworkClosingRow = z.infer<typeof networkClosingRowSchema>;
export type NetworkClosing = z.infer<typeof networkClosingSchema>;

/** "Exporter une période" over the network: every restaurant's closings, one section each. */
export const networkClosingExportQuerySchema = withDateRange(
  z.strictObject({
    ...networkFilterSchema.shape,
    from: day,
    to: day,
    period: z.enum(['day', 'month', 'year']).default('day'),
    format: z.enum(['csv', 'xlsx', 'pdf']).default('csv'),
  }),
);
export type NetworkClosingExportQuery = z.infer<typeof networkClosingExportQuerySchema>;

/** Real time over the network: the restaurant screen's figures, plus one line per restaurant. */
export const networkRealTimeSchema = realTimeSchema.extend({
  last_tickets: z.array(realTimeSchema.shape.last_tickets.element.extend(restaurantNamed)),
  restaurants: z.array(
    z.object({
      restaurant_id: z.string(),
      name: z.string(),
      ttc_cents: z.number().int(),
      tickets: z.number().int(),
      covers: z.number().int(),
      open_orders: z.number().int(),
    }),
  ),
});
export type NetworkRealTime = z.infer<typeof networkRealTimeSchema>;
