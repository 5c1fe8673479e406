import { z } from 'zod';
import { withDateRange } from './date-range';
import {
  deliveryStatusLabels,
  type OrderType,
  orderTypeLabels,
  paymentMethodLabels,
  ticketSourceLabels,
  ticketStatusLabels,
} from './enums';
import { cursorPageQuerySchema } from './paging';
import { titreFormSchema, titreIssuerSchema } from './payouts';

/**
 * Sales ledger of the cash register (PRODUCT §3.2): tickets pushed by the terminals, cancellations, cash
 * movements, daily closings (Z) and their monthly/yearly sums, the integrity report and the event journal.
 * Amounts are integer cents TTC unless named otherwise; rates are basis points (1000 = 10 %).
 */

const id = z.uuid();
const keysOf = <T extends Record<string, string>>(labels: T) => Object.keys(labels) as [keyof T & string, ...(keyof T & string)[]];
const money = z.number().int().min(0).max(100_000_00);
const rate = z.number().int().min(0).max(10_000);
const instant = z.iso.datetime({ offset: true });
const day = z.iso.date();

export const ticketSourceSchema = z.enum(keysOf(ticketSourceLabels));
export const ticketTypeSchema = z.enum(keysOf(orderTypeLabels));
export const ticketStatusSchema = z.enum(keysOf(ticketStatusLabels));
export const paymentMethodSchema = z.enum(keysOf(paymentMethodLabels));
export const deliveryStatusSchema = z.enum(keysOf(deliveryStatusLabels));
export type DeliveryStatus = z.infer<typeof deliveryStatusSchema>;
export type TicketSource = z.infer<typeof ticketSourceSchema>;
export type PaymentMethodKey = z.infer<typeof paymentMethodSchema>;

/** Most tickets a terminal uploads in one call (an offline terminal's backlog). */
export const MAX_TICKETS_PER_BATCH = 500;
/** The hash a chain starts from (no previous ticket or closing). */
export const GENESIS_HASH = '0'.repeat(64);

// ---------- ticket input (from a terminal) ----------
/** An option value chosen on a product line (its price delta is already in the line's unit price). */
export const ticketOptionInputSchema = z.strictObject({
  option_value_id: id.optional(),
  name: z.string().trim().min(1).max(120),
  price_delta_cents: z.number().int().min(-100_000_00).max(100_000_00),
});
/**
 * A product chosen in a step of a menu (formule). `unit_price_cents` is the product's own price on the
 * terminal's card, which weighs the VAT ventilation of the menu's price (PRODUCT §3.1); `vat_rate_bp` is its tax.
 */
export const ticketChoiceInputSchema = z.strictObject({
  product_id: id,
  step_id: id.optional(),
  unit_price_cents: money,
  supplement_cents: money.default(0),
  vat_rate_bp: rate,
});
export const ticketLineInputSchema = z
  .strictObject({
    product_id: id.optional(),
    menu_id: id.optional(),
    quantity: z.number().int().min(1).max(999),
    /** TTC, options and supplements included. */
    unit_price_cents: money,
    /** The product's rate; a menu line's rates come from its choices (or the menu's tax without choices). */
    vat_rate_bp: rate.optional(),
    discount_cents: money.default(0),
    offered: z.boolean().default(false),
    /** Why the line is discounted or offered (« Fidélité », « Geste commercial »…): shown in the analyses' « Remises » tab. */
    discount_reason: z.string().trim().min(1).max(120).optional(),
    options: z.array(ticketOptionInputSchema).max(30).default([]),
    choices: z.array(ticketChoiceInputSchema).max(30).default([]),
  })
  .refine((l) => (l.product_id ? 1 : 0) + (l.menu_id ? 1 : 0) === 1, {
    path: ['product_id'],
    message: 'Une ligne porte soit un produit, soit un menu',
  })
  .refine((l) => !l.product_id || l.vat_rate_bp !== undefined, {
    path: ['vat_rate_bp'],
    message: 'Le taux de TVA du produit est obligatoire',
  })
  .refine((l) => l.discount_cents <= l.quantity * l.unit_price_cents, {
    path: ['discount_cents'],
    message: 'La remise dépasse le montant de la ligne',
  })
  .refine((l) => !l.discount_reason || l.discount_cents > 0 || l.offered, {
    path: ['discount_reason'],
    message: 'Un motif de remise demande une remise ou une ligne offerte',
  });
export type TicketLineInput = z.input<typeof ticketLineInputSchema>;

export const ticketPaymentInputSchema = z
  .strictObject({
    method: paymentMethodSchema.describe(
      'card = carte bancaire, cash = espèces, online = en ligne, ticket = titre-restaurant, cheque = chèque (remis en banque par une remise de chèques)',
    ),
    amount_cents: money.min(1),
    /** A titre-restaurant's issuer and form, sealed with the ticket (seal version 3): what its payout matches. */
    issuer: titreIssuerSchema.optional().describe('titre-restaurant seulement : edenred, pluxee, up, swile (Bimpli = swile)'),
    titre_form: titreFormSchema.optional().describe('titre-restaurant seulement : paper (papier, remis par bordereau) ou card (carte)'),
  })
  .refine((p) => p.method === 'ticket' || (p.issuer === undefined && p.titre_form === undefined), {
    path: ['issuer'],
    message: "L'émetteur et la forme ne concernent que les titres-restaurant",
  });

/** VAT of one rate on a ticket or a closing. */
export const vatRowSchema = z.object({
  rate_bp: z.number().int(),
  ht_cents: z.number().int(),
  tva_cents: z.number().int(),
  ttc_cents: z.number().int(),
});
export type VatRow = z.infer<typeof vatRowSchema>;

export const ticketInputSchema = z.strictObject({
  /** The terminal's own ticket number: with the register (the device), the key of idempotency. */
  terminal_number: z.number().int().min(1).max(2_000_000_000),
  source: ticketSourceSchema,
  type: ticketTypeSchema,
  delivery_status: deliveryStatusSchema.optional(),
  table: z.string().trim().max(20).nullable().optional(),
  covers: z.number().int().min(0).max(1000).default(0),
  pos_user_id: id.nullable().optional(),
  customer_id: id.nullable().optional(),
  customer_name: z.string().trim().max(120).nullable().optional(),
  customer_email: z.email().max(200).nullable().optional(),
  opened_at: instant,
  closed_at: instant,
  lines: z.array(ticketLineInputSchema).min(1).max(300),
  payments: z.array(ticketPaymentInputSchema).max(20).default([]),
  /** What the terminal computed; the server recomputes both and refuses a difference of one cent. */
  total_ttc_cents: z.number().int().min(0).max(1_000_000_00),
  vat: z.array(vatRowSchema.strict()).max(10),
});
export type TicketInput = z.input<typeof ticketInputSchema>;
export type TicketInputParsed = z.output<typeof ticketInputSchema>;

export const ticketBatchInputSchema = z.strictObject({ tickets: z.array(z.unknown()).min(1).max(MAX_TICKETS_PER_BATCH) });
/** The terminal route's body: one ticket, or a batch whose tickets are validated one by one. */
export const ticketUploadSchema = z.union([ticketBatchInputSchema, z.record(z.string(), z.unknown())]);

export const storedTicketRefSchema = z.object({
  id,
  number: z.number().int(),
  business_date: z.string(),
  hash: z.string(),
  late: z.boolean(),
});
export type StoredTicketRef = z.infer<typeof storedTicketRefSchema>;

export const ticketResultSchema = z.object({
  index: z.number().int(),
  terminal_number: z.number().int().nullable(),
  status: z.enum(['stored', 'replayed', 'refused']),
  ticket: storedTicketRefSchema.nullable(),
  error: z.object({ message: z.string(), fields: z.record(z.string(), z.string()) }).nullable(),
});
export type TicketResult = z.infer<typeof ticketResultSchema>;
export const ticketBatchResultSchema = z.object({
  stored: z.number().int(),
  replayed: z.number().int(),
  refused: z.number().int(),
  results: z.array(ticketResultSchema),
});
export type TicketBatchResult = z.infer<typeof ticketBatchResultSchema>;

// ---------- ticket (stored) ----------
/** One status of a delivery: sealed with the ticket (`ticket`), or a later change sent by a terminal (`terminal`). */
export const deliveryStatusEventSchema = z.object({
  status: deliveryStatusSchema,
  occurred_at: z.string(),
  origin: z.enum(['ticket', 'terminal']),
  register_label: z.string().nullable(),
});
export type DeliveryStatusEvent = z.infer<typeof deliveryStatusEventSchema>;

export const ticketSummarySchema = z.object({
  id,
  number: z.number().int(),
  business_date: z.string(),
  status: ticketStatusSchema,
  source: ticketSourceSchema,
  type: ticketTypeSchema,
  /** The delivery's status now: its last change sent by a terminal, else the one sealed with the ticket. */
  delivery_status: deliveryStatusSchema.nullable(),
  register_id: z.string().nullable(),
  register_label: z.string().nullable(),
  terminal_number: z.number().int().nullable(),
  table: z.string().nullable(),
  covers: z.number().int(),
  pos_user_id: z.string().nullable(),
  pos_user_name: z.string().nullable(),
  customer_id: z.string().nullable(),
  customer_name: z.string().nullable(),
  customer_email: z.string().nullable(),
  opened_at: z.string(),
  closed_at: z.string(),
  received_at: z.string(),
  total_ht_cents: z.number().int(),
  total_tva_cents: z.number().int(),
  total_ttc_cents: z.number().int(),
  discount_cents: z.number().int(),
  offered_cents: z.number().int(),
  payment_methods: z.array(paymentMethodSchema),
  /** Received after its business day was closed: counted in the next closing. */
  late: z.boolean(),
  cancels_ticket_id: z.string().nullable(),
  cancels_ticket_number: z.number().int().nullable(),
  canceled_by_ticket_id: z.string().nullable(),
  cancel_reason: z.string().nullable(),
});
export type TicketSummary = z.infer<typeof ticketSummarySchema>;

export const ticketLineSchema = z.object({
  id,
  position: z.number().int(),
  product_id: z.string().nullable(),
  menu_id: z.string().nullable(),
  name: z.string(),
  quantity: z.number().int(),
  unit_price_cents: z.number().int(),
  vat_rate_bp: z.number().int().nullable(),
  discount_cents: z.number().int(),
  discount_reason: z.string().nullable(),
  offered: z.boolean(),
  total_cents: z.number().int(),
  options: z.array(z.object({ option_value_id: z.string().nullable(), name: z.string(), price_delta_cents: z.number().int() })),
  choices: z.array(
    z.object({
      product_id: z.string(),
      name: z.string(),
      step_id: z.string().nullable(),
      unit_price_cents: z.number().int(),
      supplement_cents: z.number().int(),
      vat_rate_bp: z.number().int(),
    }),
  ),
  /** The line's TTC per VAT rate (one row, or several for a menu whose choices carry different rates). */
  vat_split: z.array(z.object({ rate_bp: z.number().int(), ttc_cents: z.number().int() })),
});
export type TicketLine = z.infer<typeof ticketLineSchema>;

export const ticketPaymentSchema = z.object({
  method: paymentMethodSchema,
  amount_cents: z.number().int(),
  issuer: titreIssuerSchema.nullable().optional(),
  titre_form: titreFormSchema.nullable().optional(),
});

export const ticketDetailSchema = ticketSummarySchema.extend({
  lines: z.array(ticketLineSchema),
  payments: z.array(ticketPaymentSchema),
  vat: z.array(vatRowSchema),
  /** Its link in the restaurant's chain: number n, the hash of ticket n−1 and its own. */
  chain: z.object({ position: z.number().int(), previous_hash: z.string(), hash: z.string() }),
  reprints_count: z.number().int(),
  /** The delivery's statuses in order: the one sealed with the ticket, then the changes the terminals sent. */
  delivery_history: z.array(deliveryStatusEventSchema),
});
export type TicketDetail = z.infer<typeof ticketDetailSchema>;

export const ticketListFields = cursorPageQuerySchema.extend({
  from: day.optional(),
  to: day.optional(),
  status: ticketStatusSchema.optional(),
  type: ticketTypeSchema.optional(),
  source: ticketSourceSchema.optional(),
  payment_method: paymentMethodSchema.optional(),
  pos_user_id: id.optional(),
  register_id: id.optional(),
  /** The delivery's status now (its last change, else the one sealed with the ticket). */
  delivery_status: deliveryStatusSchema.optional(),
});
export const ticketListQuerySchema = withDateRange(ticketListFields);
export type TicketListQuery = z.infer<typeof ticketListQuerySchema>;

export const ticketCancelInputSchema = z.strictObject({ reason: z.string().trim().min(3).max(500) });
export type TicketCancelInput = z.infer<typeof ticketCancelInputSchema>;

/** A reprint of a ticket: receipt (80 mm) or A4 invoice; the k-th one prints "DUPLICATA n°k". */
export const reprintFormatSchema = z.enum(['receipt', 'invoice']);
export const ticketReprintSchema = z.object({
  id,
  ticket_id: id,
  number: z.number().int(),
  format: reprintFormatSchema,
  user_id: z.string().nullable(),
  created_at: z.string(),
});
export type TicketReprint = z.infer<typeof ticketReprintSchema>;

// ---------- delivery status (changes after the ticket, outside its seal) ----------
/**
 * The order a delivery goes through: a status may skip steps but never go back; `failed` may follow any status
 * but a final one; `delivered` and `failed` are final.
 */
export const deliveryStatusOrder: Record<DeliveryStatus, number> = {
  pending: 0,
  preparing: 1,
  ready: 2,
  delivering: 3,
  delivered: 4,
  failed: 5,
};
export const finalDeliveryStatuses: readonly DeliveryStatus[] = ['delivered', 'failed'];
/** Why `next` cannot follow `current` (French), or null when it may. */
export const deliveryTransitionError = (current: DeliveryStatus | null, next: DeliveryStatus): string | null => {
  if (current === null) return null;
  if (finalDeliveryStatuses.includes(current))
    return `La livraison est déjà « ${deliveryStatusLabels[current]} » : son statut ne change plus`;
  if (deliveryStatusOrder[next] < deliveryStatusOrder[current])
    return `Le statut « ${deliveryStatusLabels[next]} » ne peut pas suivre « ${deliveryStatusLabels[current]} »`;
  return null;
};

/** A terminal's change of a delivery ticket's status; `occurred_at` defaults to the time it is received. */
export const deliveryStatusChangeInputSchema = z.strictObject({
  status: deliveryStatusSchema.describe(
    'pending = en attente, preparing = en préparation, ready = prête, delivering = en livraison, delivered = livrée, failed = échouée',
  ),
  occurred_at: instant.optional(),
});
export type DeliveryStatusChangeInput = z.input<typeof deliveryStatusChangeInputSchema>;

/** The terminal call's answer: the ticket's delivery status now and its history (201 changed, 200 already so). */
export const deliveryStatusStateSchema = z.object({
  ticket_id: id,
  ticket_number: z.number().int(),
  delivery_status: deliveryStatusSchema,
  history: z.array(deliveryStatusEventSchema),
});
export type DeliveryStatusState = z.infer<typeof deliveryStatusStateSchema>;

/** The analyses' deliveries of a business-day range: by status now, and the time from order to delivery. */
export const deliveryAnalysisQuerySchema = withDateRange(z.strictObject({ from: day, to: day }));
export const deliveryAnalysisSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Delivery orders of the range (cancellations' own tickets left out). */
  tickets: z.number().int(),
  ttc_cents: z.number().int(),
  /** Per status now; `key` null for the tickets that never had one. */
  by_status: z.array(
    z.object({ key: deliveryStatusSchema.nullable(), label: z.string(), tickets: z.number().int(), ttc_cents: z.number().int() }),
  ),
  /** Tickets whose « Livrée » was sent by a terminal, and their average minutes from the ticket's closing (the order taken and paid) to it. */
  timed: z.number().int(),
  average_minutes_to_delivered: z.number().nullable(),
});
export type DeliveryAnalysis = z.infer<typeof deliveryAnalysisSchema>;

// ---------- cash movements ----------
export const cashMovementKindLabels = {
  float: 'Fond de caisse',
  contribution: 'Apport',
  withdrawal: 'Retrait',
  expense: 'Dépense',
} as const;
export type CashMovementKind = keyof typeof cashMovementKindLabels;
export const cashMovementKindSchema = z.enum(keysOf(cashMovementKindLabels));
/** The sign of a kind in the drawer: a float or a contribution puts cash in, the rest takes it out. */
export const cashMovementSign: Record<CashMovementKind, 1 | -1> = { float: 1, contribution: 1, withdrawal: -1, expense: -1 };
/**
 * A closing's cash movements: the terminals' ones and the register ↔ safe transfers made in the back office
 * (banking, `caisse_bank_transfers`), each with its sign in the drawer. A key only appears in a closing that has one.
 */
export const closingCashMovementLabels = {
  ...cashMovementKindLabels,
  transfer_to_safe: 'Transfert caisse → coffre',
  transfer_to_register: 'Transfert coffre → caisse',
} as const;
export type ClosingCashMovementKey = keyof typeof closingCashMovementLabels;
export const closingCashMovementSign: Record<ClosingCashMovementKey, 1 | -1> = {
  ...cashMovementSign,
  transfer_to_safe: -1,
  transfer_to_register: 1,
};

export const cashMovementInputSchema = z.strictObject({
  /** The terminal's own movement number (idempotency with the register). */
  terminal_number: z.number().int().min(1).max(2_000_000_000),
  kind: cashMovementKindSchema,
  amount_cents: money.min(1),
  reason: z.string().trim().max(300).nullable().optional(),
  pos_user_id: id.nullable().optional(),
  occurred_at: instant,
});
export type CashMovementInput = z.input<typeof cashMovementInputSchema>;
export const cashMovementSchema = z.object({
  id,
  register_id: z.string().nullable(),
  terminal_number: z.number().int(),
  kind: cashMovementKindSchema,
  amount_cents: z.number().int(),
  /** Signed effect on the drawer's cash. */
  signed_cents: z.number().int(),
  reason: z.string().nullable(),
  pos_user_id: z.string().nullable(),
  pos_user_name: z.string().nullable(),
  occurred_at: z.string(),
  business_date: z.string(),
  late: z.boolean(),
});
export type CashMovement = z.infer<typeof cashMovementSchema>;
export const cashMovementListQuerySchema = withDateRange(cursorPageQuerySchema.extend({ from: day.optional(), to: day.optional() }));

// ---------- closings (Z) ----------
const breakdown = z.array(z.object({ key: z.string(), label: z.string(), count: z.number().int(), ttc_cents: z.number().int() }));

/** Every figure of a closing (PRODUCT §3.2); a daily closing is stored and hashed, a month or a year sums them. */
export const closingFiguresSchema = z.object({
  tickets_count: z.number().int(),
  covers: z.number().int(),
  total_ht_cents: z.number().int(),
  total_tva_cents: z.number().int(),
  total_ttc_cents: z.number().int(),
  vat: z.array(vatRowSchema),
  payments: breakdown,
  by_type: breakdown,
  by_source: breakdown,
  average_ticket_cents: z.number().int(),
  average_cover_cents: z.number().int(),
  discounts_cents: z.number().int(),
  offered_cents: z.number().int(),
  cancellations_count: z.number().int(),
  cancellations_cents: z.number().int(),
  late_tickets_count: z.number().int(),
  cash_movements: breakdown,
  cash_movements_net_cents: z.number().int(),
  expected_cash_cents: z.number().int(),
});
export type ClosingFigures = z.infer<typeof closingFiguresSchema>;

export const closingPeriodSchema = z.enum(['day', 'month', 'year']);
export const closingSchema = closingFiguresSchema.extend({
  /** The stored daily closing's id; null for a month or a year (sums of the daily ones) and for a day not closed yet. */
  id: z.string().nullable(),
  period: closingPeriodSchema,
  number: z.number().int().nullable(),
  business_date: z.string(),
  /** The business days it covers: a daily closing also takes the unclosed days before it. */
  from_date: z.string(),
  to_date: z.string(),
  first_ticket_at: z.string().nullable(),
  last_ticket_at: z.string().nullable(),
  closed_at: z.string().nullable(),
  closed_by_user_id: z.string().nullable(),
  closed_by_name: z.string().nullable(),
  counted_cash_cents: z.number().int().nullable(),
  cash_variance_cents: z.number().int().nullable(),
  variance_reason: z.string().nullable(),
  /** Revenue TTC of the period (the day, the month, the year). */
  period_grand_total_cents: z.number().int(),
  /** Perpetual grand total of the restaurant at the end of the period, never reset. */
  perpetual_grand_total_cents: z.number().int(),
  perpetual_absolute_total_cents: z.number().int(),
  previous_hash: z.string().nullable(),
  hash: z.string().nullable(),
  closed_days: z.number().int(),
});
export type Closing = z.infer<typeof closingSchema>;

export const closingListQuerySchema = withDateRange(
  cursorPageQuerySchema.extend({
    period: closingPeriodSchema.default('day'),
    from: day.optional(),
    to: day.optional(),
  }),
);
export type ClosingListQuery = z.infer<typeof closingListQuerySchema>;

export const closeDayInputSchema = z.strictObject({
  /** Without it, the day's last countings of the registers (banking) give the counted cash. */
  counted_cash_cents: z.number().int().min(0).max(100_000_00).optional(),
  variance_reason: z.string().trim().max(500).nullable().optional(),
});
export type CloseDayInput = z.infer<typeof closeDayInputSchema>;

/** Closings of a date range exported as CSV (`;`, UTF-8 BOM, French decimals), XLSX or PDF. */
export const closingExportQuerySchema = withDateRange(
  z.strictObject({
    from: day,
    to: day,
    period: closingPeriodSchema.default('day'),
    format: z.enum(['csv', 'xlsx', 'pdf']).default('csv'),
  }),
);
export type ClosingExportQuery = z.infer<typeof closingExportQuerySchema>;

// ---------- registers ----------
/** A register of the restaurant (a POS terminal), as the ledger screens filter by it. */
export const registerSchema = z.object({ id, label: z.string(), removed: z.boolean() });
export type Register = z.infer<typeof registerSchema>;

// ---------- integrity ----------
export const chainBreakSchema = z.object({
  /** Ticket, closing or archive number where the chain breaks. */
  number: z.number().int(),
  id: z.string().nullable(),
  business_date: z.string().nullable(),
  kind: z.enum(['content_changed', 'hash_changed', 'inserted', 'link_broken', 'missing', 'status_changed']),
  /** In French: what changed, e.g. "Le contenu du ticket n°12 a été modifié après son enregistrement". */
  message: z.string(),
  expected_hash: z.string().nullable(),
  stored_hash: z.string().nullable(),
});
export const chainReportSchema = z.object({
  checked: z.number().int(),
  ok: z.boolean(),
  first_break: chainBreakSchema.nullable(),
  /** Every break of the chain, in its order (each altered, missing or inserted element once), at most 100. */
  breaks: z.array(chainBreakSchema),
  /** More than 100 breaks: the check stopped at the last one listed. */
  more_breaks: z.boolean(),
});
export const integrityReportSchema = z.object({
  restaurant_id: id,
  checked_at: z.string(),
  ok: z.boolean(),
  tickets: chainReportSchema,
  closings: chainReportSchema,
  /** The fiscal archives' chain: numbers, links, manifests and stored zips. */
  archives: chainReportSchema,
  perpetual_grand_total_cents: z.number().int(),
  perpetual_absolute_total_cents: z.number().int(),
});
export type IntegrityReport = z.infer<typeof integrityReportSchema>;
export type ChainBreak = z.infer<typeof chainBreakSchema>;

// ---------- event journal ----------
export const journalEventKindLabels = {
  login: 'Connexion',
  ticket_canceled: 'Annulation de ticket',
  day_closed: 'Clôture de caisse',
  late_ticket: 'Ticket reçu après clôture',
  reprint: 'Réimpression',
  export: 'Export',
  archive: 'Archive fiscale',
  integrity_check: "Contrôle d'intégrité",
  invoice_sent: 'Envoi de facture',
  counting: 'Comptage de caisse',
  deposit: 'Remise en banque',
  deposit_canceled: 'Annulation de remise',
  cash_transfer: 'Transfert caisse ↔ coffre',
  identity_changed: 'Changement d’identité fiscale',
  clock_changed: 'Changement de fuseau ou d’heure de changement de jour',
  accounts_changed: 'Changement des comptes comptables',
} as const;
export type JournalEventKind = keyof typeof journalEventKindLabels;
export const journalEventKindSchema = z.enum(keysOf(journalEventKindLabels));
export const journalEventSchema = z.object({
  id,
  occurred_at: z.string(),
  kind: journalEventKindSchema,
  user_id: z.string().nullable(),
  actor_name: z.string().nullable(),
  register_id: z.string().nullable(),
  ticket_id: z.string().nullable(),
  closing_id: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type JournalEvent = z.infer<typeof journalEventSchema>;
export const journalListQuerySchema = withDateRange(
  cursorPageQuerySchema.extend({
    kind: journalEventKindSchema.optional(),
    from: day.optional(),
    to: day.optional(),
  }),
);
export type JournalListQuery = z.infer<typeof journalListQuerySchema>;

// ---------- totals: the one computation shared by the API, the demo data and the terminals ----------

/** VAT inside a TTC amount, rounded half away from zero to the cent (negative amounts for cancellations). */
export const vatInside = (ttcCents: number, rateBp: number) => {
  const v = Math.round((Math.abs(ttcCents) * rateBp) / (10_000 + rateBp));
  return ttcCents < 0 ? -v : v;
};

/** Splits `total` between weights in proportion, to the cent (largest remainders), the sum kept exact. */
export const splitInProportion = (total: number, weights: readonly number[]): number[] => {
  const sum = weights.reduce((a, b) => a + b, 0);
  const w = sum > 0 ? weights : weights.map(() => 1);
  const wSum = sum > 0 ? sum : weights.length;
  const exact = w.map((x) => (total * x) / wSum);
  const parts = exact.map((x) => Math.trunc(x));
  let rest = total - parts.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => ({ i, r: Math.abs(x - Math.trunc(x)) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (let k = 0; rest !== 0; k = (k + 1) % order.length) {
    const step = rest > 0 ? 1 : -1;
    parts[order[k].i] += step;
    rest -= step;
  }
  return parts;
};

export interface LineForTotals {
  quantity: number;
  unit_price_cents: number;
  discount_cents?: number;
  offered?: boolean;
  vat_rate_bp?: number | null;
  choices?: readonly { unit_price_cents: number; vat_rate_bp: number }[];
}

/** A line's TTC (0 when offered) and what it counts as offered. */
export const lineAmounts = (l: LineForTotals) => {
  const gross = l.quantity * l.unit_price_cents;
  return l.offered
    ? { total: 0, offered: gross, discount: 0 }
    : { total: gross - (l.discount_cents ?? 0), offered: 0, discount: l.discount_cents ?? 0 };
};

/**
 * The line's TTC per rate. A menu whose choices carry different rates splits its total in proportion to the
 * choices' own prices (ventilation, PRODUCT §3.1); `fallbackRate` is the menu's tax when it has no choices.
 */
export const lineVatSplit = (l: LineForTotals, total: number, fallbackRate = 0): { rate_bp: number; ttc_cents: number }[] => {
  const choices = l.choices ?? [];
  if (l.vat_rate_bp != null && choices.length === 0) return [{ rate_bp: l.vat_rate_bp, ttc_cents: total }];
  if (choices.length === 0) return [{ rate_bp: fallbackRate, ttc_cents: total }];
  const parts = splitInProportion(
    total,
    choices.map((c) => c.unit_price_cents),
  );
  const byRate = new Map<number, number>();
  for (const [i, c] of choices.entries()) byRate.set(c.vat_rate_bp, (byRate.get(c.vat_rate_bp) ?? 0) + parts[i]);
  return [...byRate].sort((a, b) => a[0] - b[0]).map(([rate_bp, ttc_cents]) => ({ rate_bp, ttc_cents }));
};

/** The VAT table of TTC amounts per rate: VAT computed once per rate on the sum (not per line). */
export const vatTable = (splits: readonly { rate_bp: number; ttc_cents: number }[]): VatRow[] => {
  const byRate = new Map<number, number>();
  for (const s of splits) byRate.set(s.rate_bp, (byRate.get(s.rate_bp) ?? 0) + s.ttc_cents);
  return [...byRate]
    .sort((a, b) => a[0] - b[0])
    .map(([rate_bp, ttc]) => {
      const tva = vatInside(ttc, rate_bp);
      return { rate_bp, ht_cents: ttc - tva, tva_cents: tva, ttc_cents: ttc };
    });
};

/** Everything a ticket's figures are made of, from its lines: what the terminal sends and the server checks. */
export const ticketTotals = (lines: readonly LineForTotals[], fallbackRates: readonly number[] = []) => {
  const perLine = lines.map((l, i) => {
    const a = lineAmounts(l);
    return { ...a, vat_split: lineVatSplit(l, a.total, fallbackRates[i] ?? 0) };
  });
  const vat = vatTable(perLine.flatMap((l) => l.vat_split));
  const sum = (f: (v: VatRow) => number) => vat.reduce((a, v) => a + f(v), 0);
  return {
    lines: perLine,
    vat,
    total_ttc_cents: sum((v) => v.ttc_cents),
    total_tva_cents: sum((v) => v.tva_cents),
    total_ht_cents: sum((v) => v.ht_cents),
    discount_cents: perLine.reduce((a, l) => a + l.discount, 0),
    offered_cents: perLine.reduce((a, l) => a + l.offered, 0),
  };
};

/** The rate of a tax for an order type (taxes carry one rate per type, PRODUCT §3.1). */
export const rateForType = (
  tax: { rate_on_spot_bp: number; rate_takeaway_bp: number; rate_delivery_bp: number },
  type: OrderType,
): number => (type === 'on_spot' ? tax.rate_on_spot_bp : type === 'takeaway' ? tax.rate_takeaway_bp : tax.rate_delivery_bp);

/** Parses a typed amount ("12,50", "12.5", "12 €") into cents, or undefined. */
export const parseAmountCents = (text: string): number | undefined => {
  const m = text
    .replace(/\s|€/g, '')
    .replace(',', '.')
    .match(/^(\d{1,7})(?:\.(\d{1,2}))?$/);
  if (!m) return undefined;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
};
