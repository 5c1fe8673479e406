import { z } from 'zod';
import { closeDayInputSchema, closingSchema } from './caisse-ledger';
import { formatMoney } from './format';

/**
 * What protects a daily closing (issue 24): the cash counted in « Comptages » is proposed to it, and a day that is
 * not over (today's business day on the restaurant's clock) closes only once confirmed.
 */

/** A register's last counting of the days a closing covers: where the proposed counted cash comes from. */
export const closingCountingSchema = z.object({
  counting_id: z.uuid(),
  register_id: z.uuid(),
  register_label: z.string(),
  business_date: z.string(),
  counted_at: z.string(),
  counted_by_name: z.string().nullable(),
  counted_cents: z.number().int(),
});
export type ClosingCounting = z.infer<typeof closingCountingSchema>;

/**
 * An order still open on the days a closing would take: a ticket of status `opened` (« n°12 »), or a terminal's order
 * not cashed yet (`caisse_open_orders`: « table 4 », else « commande <its reference> »).
 */
export const closingOpenOrderSchema = z.object({ id: z.string(), label: z.string(), opened_at: z.string() });

/** A day's closing, or what it would be: a day not closed yet also carries its countings and whether it is over. */
export const closingPreviewSchema = closingSchema.extend({
  /** The sum of `countings` (null when no register was counted): what « Espèces comptées » starts with. */
  proposed_counted_cash_cents: z.number().int().nullable().optional(),
  countings: z.array(closingCountingSchema).optional(),
  /** The registers (POS terminals, or a drawer holding cash) without a counting for these days. */
  uncounted_registers: z.array(z.object({ register_id: z.uuid(), label: z.string() })).optional(),
  /** The business day is today's: closing it asks `confirm_early`; later tickets go to the next closing (`late`). */
  day_not_over: z.boolean().optional(),
  open_orders: z.array(closingOpenOrderSchema).optional(),
});
export type ClosingPreview = z.infer<typeof closingPreviewSchema>;

export const closeDayRequestSchema = closeDayInputSchema.extend({
  /** Closing today's business day before it is over: required, else 422 naming the open orders. */
  confirm_early: z.boolean().optional(),
});
export type CloseDayRequest = z.infer<typeof closeDayRequestSchema>;

/** The business days a counting may name: the unclosed days with sales, and today; the oldest is the default. */
export const countingDaysSchema = z.object({ default_date: z.string(), dates: z.array(z.string()) });
export type CountingDays = z.infer<typeof countingDaysSchema>;

const euros = (cents: number) => formatMoney(Math.abs(cents));

/** « excédent de +2,00 € » / « manque de −3,50 € » / « aucun écart »: a cash variance says which way it goes. */
export const cashVarianceLabel = (cents: number) =>
  cents === 0 ? 'aucun écart' : cents > 0 ? `excédent de +${euros(cents)}` : `manque de −${euros(cents)}`;

/** Whether a PNL month may be closed: over, and every day of it with sales has its Z. */
export const pnlMonthClosableSchema = z.object({
  closable: z.boolean(),
  /** Why not, in French (null when closable). */
  reason: z.string().nullable(),
  month_over: z.boolean(),
  /** Days with sales that no daily closing (Z) covers yet. */
  missing_days: z.array(z.string()),
});
export type PnlMonthClosable = z.infer<typeof pnlMonthClosableSchema>;
