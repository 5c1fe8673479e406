import { z } from 'zod';
import { withDateRange } from './date-range';
import { pageQuerySchema } from './paging';
import { calendarDate, optionalText, text } from './primitives';

/**
 * Banking of the cash register (PRODUCT §3.2, issue 12): countings of the cash by denomination, the funds
 * available by kind, and deposits at the bank (remises en banque).
 */

/** Euro coins and notes, in cents (the 500 € note is no longer issued). */
export const euroDenominations = [20000, 10000, 5000, 2000, 1000, 500, 200, 100, 50, 20, 10, 5, 2, 1] as const;
export const denominationLabel = (cents: number) => (cents >= 100 ? `${cents / 100} €` : `${cents} centime${cents > 1 ? 's' : ''}`);

/** Over this gap between expected and counted cash, a counting needs its reason. */
export const COUNTING_VARIANCE_THRESHOLD_CENTS = 500;

export const countingPlaceLabels = { register: 'Caisse', safe: 'Coffre' } as const;
export type CountingPlace = keyof typeof countingPlaceLabels;

/** Count of each denomination, keyed by its value in cents ("2000": 3 means three 20 € notes). */
const denominationsSchema = z
  .record(z.string(), z.number().int().min(0).max(100_000))
  .refine((d) => Object.keys(d).every((k) => (euroDenominations as readonly number[]).includes(Number(k))), {
    message: "Une coupure n'existe pas en euros",
  });

export const countingInputSchema = z
  .strictObject({
    place: z.enum(['register', 'safe']),
    /** The register counted (a POS terminal of the restaurant); null for the safe. */
    register_id: z.uuid().nullable().optional(),
    /** The business day counted (its closing proposes the counting); default: the oldest unclosed day. */
    business_date: calendarDate.optional(),
    denominations: denominationsSchema,
    variance_reason: optionalText(500),
  })
  .superRefine((v, ctx) => {
    if (v.place === 'register' && !v.register_id)
      ctx.addIssue({ code: 'custom', path: ['register_id'], message: 'Choisissez la caisse comptée' });
  });
export type CountingInput = z.input<typeof countingInputSchema>;

export const countedCents = (denominations: Record<string, number>) =>
  Object.entries(denominations).reduce((sum, [value, count]) => sum + Number(value) * count, 0);

export const countingSchema = z.object({
  id: z.uuid(),
  place: z.enum(['register', 'safe']),
  register_id: z.uuid().nullable(),
  register_label: z.string().nullable(),
  business_date: z.string(),
  counted_at: z.string(),
  denominations: z.record(z.string(), z.number().int()),
  counted_cents: z.number().int(),
  expected_cents: z.number().int(),
  variance_cents: z.number().int(),
  variance_reason: z.string().nullable(),
  counted_by_name: z.string().nullable(),
});
export type Counting = z.infer<typeof countingSchema>;

export const countingListQuerySchema = pageQuerySchema.extend({ place: z.enum(['register', 'safe']).optional() });

/** What a counting would expect now, before it is made. */
export const countingExpectedQuerySchema = z.strictObject({
  place: z.enum(['register', 'safe']),
  register_id: z.uuid().optional(),
});

export const fundKindLabels = {
  cash: 'Espèces',
  card: 'Carte bancaire',
  online: 'Paiement en ligne',
  ticket: 'Titres-restaurant',
  cheque: 'Chèques',
} as const;
export type FundKind = keyof typeof fundKindLabels;
export const fundKindSchema = z.enum(['cash', 'card', 'online', 'ticket', 'cheque']);

export const fundsSchema = z.object({
  kinds: z.array(z.object({ kind: fundKindSchema, amount_cents: z.number().int() })),
  /** Cash by place: each register (what its drawer holds since the last closing) and the safe. */
  cash_places: z.array(
    z.object({ place: z.enum(['register', 'safe']), register_id: z.uuid().nullable(), label: z.string(), amount_cents: z.number().int() }),
  ),
});
export type Funds = z.infer<typeof fundsSchema>;

/** One movement behind a figure of the available funds (signed: + in, − out). */
export const fundMovementSchema = z.object({
  id: z.string(),
  at: z.string(),
  kind: fundKindSchema,
  source: z.enum(['payments', 'movement', 'float', 'closing_variance', 'counting', 'deposit', 'deposit_canceled', 'transfer', 'payout']),
  label: z.string(),
  amount_cents: z.number().int(),
});
export type FundMovement = z.infer<typeof fundMovementSchema>;
export const fundMovementQuerySchema = withDateRange(
  pageQuerySchema.extend({
    kind: fundKindSchema.optional().default('cash'),
    from: calendarDate.optional(),
    to: calendarDate.optional(),
  }),
);

export const depositKindSchema = z.enum(['cash', 'cheque', 'ticket', 'card', 'online']);
export const depositKindLabels: Record<FundKind, string> = {
  cash: 'Remise d’espèces',
  cheque: 'Remise de chèques',
  ticket: 'Remise de titres-restaurant',
  card: 'Versement carte constaté',
  online: 'Versement en ligne constaté',
};

export const depositInputSchema = z
  .strictObject({
    kind: depositKindSchema,
    slip_number: text(40),
    deposited_on: calendarDate,
    amount_cents: z.number().int().min(1).max(100_000_000),
    /** For cash: the notes and coins handed over (they must add up to the amount). */
    denominations: denominationsSchema.optional(),
    /** For cheques: the cheque payments remitted (from `GET cheques`); they must add up to the amount. */
    cheque_payment_ids: z.array(z.uuid()).max(1000).optional(),
    comment: optionalText(500),
  })
  .superRefine((v, ctx) => {
    if (v.kind === 'cheque' && !v.cheque_payment_ids?.length)
      ctx.addIssue({ code: 'custom', path: ['cheque_payment_ids'], message: 'Choisissez les chèques remis' });
    if (v.kind !== 'cheque' && v.cheque_payment_ids?.length)
      ctx.addIssue({ code: 'custom', path: ['cheque_payment_ids'], message: 'Seule une remise de chèques liste des chèques' });
  });
export type DepositInput = z.input<typeof depositInputSchema>;

/** A cheque received in payment of a ticket: to remit (not in a validated deposit), or remitted by a deposit. */
export const chequeSchema = z.object({
  payment_id: z.uuid(),
  ticket_id: z.uuid(),
  ticket_number: z.number().int(),
  closed_at: z.string(),
  amount_cents: z.number().int(),
});
export type Cheque = z.infer<typeof chequeSchema>;

export const depositSchema = z.object({
  id: z.uuid(),
  number: z.number().int(),
  kind: depositKindSchema,
  slip_number: z.string(),
  deposited_on: z.string(),
  amount_cents: z.number().int(),
  denominations: z.record(z.string(), z.number().int()).nullable(),
  comment: z.string().nullable(),
  status: z.enum(['validated', 'canceled']),
  cancel_reason: z.string().nullable(),
  canceled_at: z.string().nullable(),
  created_by_name: z.string().nullable(),
  created_at: z.string(),
  /** A cheque deposit's cheques (remise de chèques), oldest first; empty for the other kinds. */
  cheques: z.array(chequeSchema),
  /** A remise de titres papier: the day the issuer's payout that refunds it was received (docs « Titres papier »). */
  refunded_on: z.string().nullable(),
});
export type Deposit = z.infer<typeof depositSchema>;

export const depositCancelSchema = z.strictObject({ reason: text(500) });
export const depositListQuerySchema = pageQuerySchema.extend({
  kind: depositKindSchema.optional(),
  status: z.enum(['validated', 'canceled']).optional(),
});
export const depositExportQuerySchema = withDateRange(
  z.strictObject({
    from: calendarDate,
    to: calendarDate,
    format: z.enum(['csv', 'xlsx', 'pdf']),
  }),
);

/** A transfer of cash between a register's drawer and the safe, outside a closing (the total cash does not move). */
export const cashTransferDirectionLabels = {
  to_safe: 'Transfert caisse → coffre',
  to_register: 'Transfert coffre → caisse',
} as const;
export type CashTransferDirection = keyof typeof cashTransferDirectionLabels;
export const cashTransferDirectionSchema = z.enum(['to_safe', 'to_register']);

export const cashTransferInputSchema = z.strictObject({
  direction: cashTransferDirectionSchema,
  register_id: z.uuid({ message: 'Choisissez la caisse' }),
  amount_cents: z.number().int().min(1, 'Le montant doit être positif').max(100_000_000),
  reason: text(300),
});
export type CashTransferInput = z.input<typeof cashTransferInputSchema>;

export const cashTransferSchema = z.object({
  id: z.uuid(),
  direction: cashTransferDirectionSchema,
  register_id: z.uuid(),
  register_label: z.string().nullable(),
  amount_cents: z.number().int(),
  reason: z.string(),
  business_date: z.string(),
  transferred_at: z.string(),
  transferred_by_name: z.string().nullable(),
});
export type CashTransfer = z.infer<typeof cashTransferSchema>;
