import { z } from 'zod';
import { moduleCodeSchema } from './enums';
import { pageQuerySchema } from './paging';
import { calendarMonth } from './primitives';

export const subscriptionStatuses = ['trialing', 'active', 'past_due', 'canceled'] as const;
export const subscriptionStatusSchema = z.enum(subscriptionStatuses);
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;
export const subscriptionStatusLabels: Record<SubscriptionStatus, string> = {
  trialing: "En période d'essai",
  active: 'Actif',
  past_due: 'Impayé',
  canceled: 'Résilié',
};
export const recurringSchema = z.enum(['monthly', 'yearly']);
export type Recurring = z.infer<typeof recurringSchema>;
export const recurringLabels: Record<Recurring, string> = { monthly: 'Mensuel', yearly: 'Annuel' };

/** Yearly price = 12 months minus 2 months offered (docs/decisions.md). */
export const YEARLY_BILLED_MONTHS = 10;
/** French standard VAT rate, basis points. */
export const VAT_RATE_BP = 2000;
/** Invoices are due this many days after issue. */
export const INVOICE_DUE_DAYS = 30;
/** Salesperson commission on the HT amount of paid invoices, basis points. */
export const SELLER_COMMISSION_BP = 1000;

export const subscriptionModuleSchema = z.object({
  code_name: moduleCodeSchema,
  title: z.string(),
  monthly_price_cents: z.number().int(),
});

export const restaurantSubscriptionSchema = z.object({
  id: z.uuid(),
  restaurant_id: z.uuid(),
  restaurant_name: z.string(),
  recurring: recurringSchema,
  status: subscriptionStatusSchema,
  started_on: z.string(),
  trial_ends_on: z.string().nullable(),
  canceled_at: z.string().nullable(),
  modules: z.array(subscriptionModuleSchema),
  /** Sum of the current module prices. */
  monthly_amount_cents: z.number().int(),
  /** What one billing period costs HT: monthly, or ×10 for yearly. */
  amount_cents: z.number().int(),
});
export type RestaurantSubscription = z.infer<typeof restaurantSubscriptionSchema>;

/** The statuses an admin gives a subscription on create or edit; "Résilier" is its own action (it dates the end). */
export const liveSubscriptionStatusSchema = z.enum(['trialing', 'active', 'past_due'], 'Choisissez un statut');
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'La date doit être au format AAAA-MM-JJ');
/** POST admin/restaurant_subscriptions: one subscription that is not canceled per restaurant. */
export const subscriptionCreateSchema = z.strictObject({
  restaurant_id: z.uuid('Choisissez un restaurant'),
  recurring: z.enum(['monthly', 'yearly'], 'Choisissez une périodicité'),
  status: liveSubscriptionStatusSchema,
  started_on: day,
});
export type SubscriptionCreate = z.infer<typeof subscriptionCreateSchema>;
/** PATCH admin/restaurant_subscriptions/:id (a canceled subscription is not edited: 409). */
export const subscriptionUpdateSchema = z.strictObject({
  recurring: z.enum(['monthly', 'yearly'], 'Choisissez une périodicité'),
  status: liveSubscriptionStatusSchema,
});
export type SubscriptionUpdate = z.infer<typeof subscriptionUpdateSchema>;

export const subscriptionListQuerySchema = pageQuerySchema.extend({
  only_subscribed: z.enum(['true', 'false']).optional(),
  status: subscriptionStatusSchema.optional(),
});

export const invoiceStatuses = ['draft', 'issued', 'paid', 'overdue', 'canceled'] as const;
export const invoiceStatusSchema = z.enum(invoiceStatuses);
export type InvoiceStatus = z.infer<typeof invoiceStatusSchema>;
export const invoiceStatusLabels: Record<InvoiceStatus, string> = {
  draft: 'Brouillon',
  issued: 'Émise',
  paid: 'Payée',
  overdue: 'En retard',
  canceled: 'Annulée par avoir',
};

/** How an invoice was paid ("Marquer payée"). */
export const invoicePaymentMethodLabels = {
  transfer: 'Virement',
  direct_debit: 'Prélèvement',
  card: 'Carte bancaire',
  cheque: 'Chèque',
  cash: 'Espèces',
} as const;
export type InvoicePaymentMethod = keyof typeof invoicePaymentMethodLabels;
export const invoicePaymentMethodSchema = z.enum(
  Object.keys(invoicePaymentMethodLabels) as [InvoicePaymentMethod, ...InvoicePaymentMethod[]],
  'Choisissez un moyen de paiement',
);
/** PATCH admin/subscription_invoices/:id/paid. */
export const invoicePaymentSchema = z.strictObject({
  paid_on: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'La date doit être au format AAAA-MM-JJ'),
  method: invoicePaymentMethodSchema,
});
export type InvoicePayment = z.infer<typeof invoicePaymentSchema>;
/** POST admin/subscription_invoices/:id/credit_note: the credit note (avoir) that cancels an invoice. */
export const creditNoteRequestSchema = z.strictObject({
  reason: z.string().trim().min(3, 'Indiquez le motif de l’avoir (3 caractères au moins)').max(300),
});
export type CreditNoteRequest = z.infer<typeof creditNoteRequestSchema>;
export const creditNoteSchema = z.object({
  id: z.uuid(),
  /** `AV-YYYY-NNNNNN`, gap-free per year of issue, like the invoices. */
  number: z.string(),
  issued_on: z.string(),
  reason: z.string(),
  /** The amounts credited, negative. */
  total_ht_cents: z.number().int(),
  total_tva_cents: z.number().int(),
  total_ttc_cents: z.number().int(),
});
export type CreditNote = z.infer<typeof creditNoteSchema>;

export const invoiceLineSchema = z.object({
  label: z.string(),
  module_code: z.string().nullable(),
  quantity: z.number().int(),
  unit_price_cents: z.number().int(),
  ht_cents: z.number().int(),
  tva_cents: z.number().int(),
  ttc_cents: z.number().int(),
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

export const subscriptionInvoiceSchema = z.object({
  id: z.uuid(),
  number: z.string(),
  subscription_id: z.uuid(),
  restaurant_id: z.uuid(),
  restaurant_name: z.string(),
  period: z.string(),
  recurring: recurringSchema,
  status: invoiceStatusSchema,
  issued_on: z.string().nullable(),
  due_on: z.string().nullable(),
  paid_at: z.string().nullable(),
  payment_method: invoicePaymentMethodSchema.nullable(),
  total_ht_cents: z.number().int(),
  total_tva_cents: z.number().int(),
  total_ttc_cents: z.number().int(),
  lines: z.array(invoiceLineSchema),
  credit_note: creditNoteSchema.nullable(),
});
export type SubscriptionInvoice = z.infer<typeof subscriptionInvoiceSchema>;

export const invoiceListQuerySchema = pageQuerySchema.extend({ status: invoiceStatusSchema.optional() });

const period = calendarMonth;
export const invoiceRunRequestSchema = z.strictObject({ period });
export type InvoiceRunRequest = z.infer<typeof invoiceRunRequestSchema>;
export const invoiceRunResponseSchema = z.object({
  period: z.string(),
  created: z.number().int(),
  skipped: z.number().int(),
  numbers: z.array(z.string()),
});
export type InvoiceRunResponse = z.infer<typeof invoiceRunResponseSchema>;
/** GET admin/subscription_invoices/periods: the months a run may bill, newest first, from the first subscription's to the last one over. */
export const invoicePeriodsSchema = z.object({ periods: z.array(z.string()) });
export type InvoicePeriods = z.infer<typeof invoicePeriodsSchema>;

/** GET admin/dashboards. */
export const adminDashboardSchema = z.object({
  restaurants: z.object({ active: z.number().int(), new_this_month: z.number().int(), total: z.number().int() }),
  users_per_role: z.array(z.object({ role: z.string(), count: z.number().int() })),
  mrr_cents: z.number().int(),
  mrr_trend: z.array(z.object({ month: z.string(), mrr_cents: z.number().int() })),
  unpaid_invoices: z.object({ count: z.number().int(), amount_cents: z.number().int() }),
  overdue_invoices: z.object({ count: z.number().int(), amount_cents: z.number().int() }),
  module_adoption: z.array(z.object({ code_name: z.string(), title: z.string(), restaurants: z.number().int() })),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;

/** GET seller/home. */
export const sellerHomeSchema = z.object({
  affiliate_code: z.string().nullable(),
  registration_path: z.string().nullable(),
  restaurants: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      city: z.string().nullable(),
      subscription_status: subscriptionStatusSchema.nullable(),
      recurring: recurringSchema.nullable(),
      monthly_amount_cents: z.number().int(),
    }),
  ),
  commission_rate_bp: z.number().int(),
  commission_month: z.string(),
  commission_cents: z.number().int(),
  commission_trend: z.array(z.object({ month: z.string(), commission_cents: z.number().int() })),
  monthly_recurring_cents: z.number().int(),
});
export type SellerHome = z.infer<typeof sellerHomeSchema>;
