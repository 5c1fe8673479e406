import { z } from 'zod';
import { pageQuerySchema } from './paging';
import { calendarDate, optionalText, text } from './primitives';

/**
 * Payouts (« Remises et versements », docs/caisse-banking.md): what a provider pays into the bank for the takings it
 * collected. Providers: the card acquirer (one « contrat monétique » per restaurant, named in the settings), the
 * online platforms (by the ticket's source) and the titres-restaurant issuers (sealed on the payment since seal v3).
 */

/** Titres-restaurant issuers a terminal names on a `ticket` payment (Bimpli is part of Swile). */
export const titreIssuerLabels = {
  edenred: 'Edenred',
  pluxee: 'Pluxee',
  up: 'Up Déjeuner',
  swile: 'Swile (dont Bimpli)',
} as const;
export type TitreIssuer = keyof typeof titreIssuerLabels;
export const titreIssuerSchema = z.enum(Object.keys(titreIssuerLabels) as [TitreIssuer, ...TitreIssuer[]]);

/** Paper titres go to the issuer with a remittance slip (a `ticket` deposit); card titres are paid like a card. */
export const titreFormLabels = { paper: 'Papier', card: 'Carte' } as const;
export type TitreForm = keyof typeof titreFormLabels;
export const titreFormSchema = z.enum(['paper', 'card']);

export const payoutProviderLabels = {
  card: 'Cartes bancaires',
  uber_eats: 'Uber Eats',
  deliveroo: 'Deliveroo',
  web: 'Paiement en ligne (site web)',
  ...titreIssuerLabels,
} as const;
export type PayoutProvider = keyof typeof payoutProviderLabels;
export const payoutProviderSchema = z.enum(Object.keys(payoutProviderLabels) as [PayoutProvider, ...PayoutProvider[]]);

/** The funds kind (« à encaisser ») a provider's payouts settle. */
export const payoutProviderKind: Record<PayoutProvider, 'card' | 'online' | 'ticket'> = {
  card: 'card',
  uber_eats: 'online',
  deliveroo: 'online',
  web: 'online',
  edenred: 'ticket',
  pluxee: 'ticket',
  up: 'ticket',
  swile: 'ticket',
};

/** The provider's usual delay, in days after the business day: an unmatched day older than it is flagged. */
export const payoutProviderDelayDays: Record<PayoutProvider, number> = {
  card: 3,
  uber_eats: 10,
  deliveroo: 10,
  web: 10,
  edenred: 40,
  pluxee: 40,
  up: 40,
  swile: 40,
};

/** Card acquirers' commissions are exempt from VAT (a financial service); platforms' and issuers' carry 20 %, deductible. */
export const commissionVatRateBp = (provider: PayoutProvider) => (provider === 'card' ? 0 : 2000);
/** The VAT inside a commission given VAT included, rounded half up. */
export const commissionVatCents = (provider: PayoutProvider, commissionCents: number) => {
  const rate = commissionVatRateBp(provider);
  return rate ? Math.round((commissionCents * rate) / (10_000 + rate)) : 0;
};

export const payoutStatusLabels = { unmatched: 'À rapprocher', matched: 'Rapproché' } as const;
export type PayoutStatus = keyof typeof payoutStatusLabels;
export const payoutStatusSchema = z.enum(['unmatched', 'matched']);

const cents = z.number().int().min(0).max(100_000_000_00);

export const payoutInputSchema = z.strictObject({
  provider: payoutProviderSchema,
  received_on: calendarDate,
  amount_cents: cents.min(1),
  commission_cents: cents.default(0),
  reference: optionalText(80),
});
export type PayoutInput = z.input<typeof payoutInputSchema>;

export const payoutSchema = z.object({
  id: z.uuid(),
  provider: payoutProviderSchema,
  received_on: z.string(),
  amount_cents: z.number().int(),
  commission_cents: z.number().int(),
  commission_vat_cents: z.number().int(),
  reference: z.string(),
  status: payoutStatusSchema,
  /** The business days it covers once matched, oldest first, and their gross. */
  days: z.array(z.string()),
  gross_cents: z.number().int().nullable(),
  /** The paper titres' remittance slips it settles (an issuer's payout), by their n° de remise. */
  slips: z.array(z.number().int()),
  matched_at: z.string().nullable(),
  matched_by_name: z.string().nullable(),
  created_by_name: z.string().nullable(),
  created_at: z.string(),
});
export type Payout = z.infer<typeof payoutSchema>;

export const payoutListQuerySchema = pageQuerySchema.extend({
  provider: payoutProviderSchema.optional(),
  status: payoutStatusSchema.optional(),
  from: calendarDate.optional(),
  to: calendarDate.optional(),
});

/** A provider's business day: its payments' gross (cancellations negative). */
export const payoutDaySchema = z.object({ business_date: z.string(), gross_cents: z.number().int() });
export type PayoutDay = z.infer<typeof payoutDaySchema>;

/** The days the product proposes for a payout, or why none fits (in French). */
export const payoutProposalSchema = z.object({
  days: z.array(payoutDaySchema),
  /** Received + commission: the gross the days must add up to. */
  target_cents: z.number().int(),
  expected_gross_cents: z.number().int(),
  difference_cents: z.number().int(),
  tolerance_cents: z.number().int(),
  /** The provider's unmatched days before the payout, oldest first (what the user may pick from). */
  candidates: z.array(payoutDaySchema),
  message: z.string().nullable(),
});
export type PayoutProposal = z.infer<typeof payoutProposalSchema>;

export const payoutMatchInputSchema = z.strictObject({
  days: z.array(calendarDate).min(1, 'Choisissez au moins une journée').max(62),
});

export const payoutSettingsSchema = z.object({
  card_acquirer: z.string(),
  tolerance_cents: z.number().int(),
  bank_fee_category_id: z.uuid().nullable(),
});
export type PayoutSettings = z.infer<typeof payoutSettingsSchema>;
export const payoutSettingsInputSchema = z.strictObject({
  card_acquirer: text(80),
  tolerance_cents: z.number().int().min(0).max(100_00),
  bank_fee_category_id: z.uuid().nullable(),
});

/** The banking home's view of payouts: what reached the bank, the commissions by provider, the overdue days. */
export const payoutSummarySchema = z.object({
  received_cents: z.number().int(),
  commissions: z.array(
    z.object({ provider: payoutProviderSchema, commission_cents: z.number().int(), commission_vat_cents: z.number().int() }),
  ),
  commission_cents: z.number().int(),
  overdue: z.array(payoutDaySchema.extend({ provider: payoutProviderSchema })),
  overdue_count: z.number().int(),
  /** Paper titres' slips not refunded 21 days after they were remitted (from the first slip settled). */
  late_slips: z.array(
    z.object({ deposit_id: z.uuid(), number: z.number().int(), deposited_on: z.string(), amount_cents: z.number().int() }),
  ),
});
export type PayoutSummary = z.infer<typeof payoutSummarySchema>;

/**
 * Statement import (« Importer un relevé », docs/caisse-banking.md « Relevés »): a provider's CSV file, one payout a
 * row. Each field is read from a column of the file: the common format's headers need no mapping, any other file is
 * mapped on import (remembered per provider).
 */
export const payoutImportFieldLabels = {
  received_on: 'Date de réception',
  amount: 'Montant reçu',
  commission: 'Commission',
  gross: 'Brut',
  reference: 'Référence',
  covers: 'Journées ou commandes couvertes',
} as const;
export type PayoutImportField = keyof typeof payoutImportFieldLabels;
export const payoutImportFields = Object.keys(payoutImportFieldLabels) as PayoutImportField[];
/** The common format's column headers (case, accents and spaces aside). */
export const payoutImportCommonHeaders: Record<PayoutImportField, string> = {
  received_on: 'Date',
  amount: 'Montant reçu',
  commission: 'Commission',
  gross: 'Brut',
  reference: 'Référence',
  covers: 'Couvre',
};
export const PAYOUT_IMPORT_MAX_BYTES = 512 * 1024;
export const PAYOUT_IMPORT_MAX_ROWS = 1000;

const importColumn = z.string().trim().max(200);
export const payoutImportMappingSchema = z.strictObject({
  received_on: importColumn.min(1, 'Choisissez la colonne de la date'),
  amount: importColumn.min(1, 'Choisissez la colonne du montant reçu'),
  commission: importColumn.optional(),
  gross: importColumn.optional(),
  reference: importColumn.optional(),
  covers: importColumn.optional(),
});
export type PayoutImportMapping = z.infer<typeof payoutImportMappingSchema>;

export const payoutImportInputSchema = z.strictObject({
  provider: payoutProviderSchema,
  /** The file's bytes as read (UTF-8 with or without BOM, or Windows-1252), base64. */
  content_base64: z
    .string()
    .min(1, 'Choisissez un fichier')
    .max(Math.ceil(PAYOUT_IMPORT_MAX_BYTES / 3) * 4, 'Le fichier dépasse 512 Ko : découpez-le'),
  mapping: payoutImportMappingSchema.optional(),
});
export type PayoutImportInput = z.input<typeof payoutImportInputSchema>;

export const payoutImportRowStatusLabels = {
  matched: 'Rapproché',
  gap: 'Écart',
  duplicate: 'Déjà importé',
  error: 'Erreur',
} as const;
export type PayoutImportRowStatus = keyof typeof payoutImportRowStatusLabels;

export const payoutImportRowSchema = z.object({
  /** The line of the file (the header is line 1). */
  line: z.number().int(),
  received_on: z.string().nullable(),
  amount_cents: z.number().int().nullable(),
  commission_cents: z.number().int().nullable(),
  reference: z.string(),
  status: z.enum(['matched', 'gap', 'duplicate', 'error']),
  /** The days it matches (or the days its orders were sold on), oldest first. */
  days: z.array(payoutDaySchema),
  /** The orders (ticket numbers) it pays, for an online platform's statement that lists them. */
  orders: z.array(z.number().int()),
  /** Why it is an écart, a duplicate or an error, in French. */
  message: z.string().nullable(),
});
export type PayoutImportRow = z.infer<typeof payoutImportRowSchema>;

export const payoutImportPreviewSchema = z.object({
  provider: payoutProviderSchema,
  columns: z.array(z.string()),
  /** The mapping read: given, else remembered for the provider, else the common format's headers. */
  mapping: z.record(z.string(), z.string()),
  common_format: z.boolean(),
  encoding: z.enum(['utf-8', 'windows-1252']),
  delimiter: z.enum([';', ',', 'tab']),
  rows: z.array(payoutImportRowSchema),
  counts: z.object({ matched: z.number().int(), gap: z.number().int(), duplicate: z.number().int(), error: z.number().int() }),
  /** Set when the mapping lacks the date or the amount: the rows are not read. */
  message: z.string().nullable(),
});
export type PayoutImportPreview = z.infer<typeof payoutImportPreviewSchema>;

export const payoutImportResultSchema = z.object({
  created: z.number().int(),
  matched: z.number().int(),
  skipped: z.number().int(),
});
export type PayoutImportResult = z.infer<typeof payoutImportResultSchema>;

/**
 * Paper titres-restaurant (docs/caisse-banking.md « Titres papier »): the remittance slips (`ticket` deposits) an
 * issuer's payout settles. The issuer must refund within 21 days of the slip; later, the banking home flags it.
 */
export const TITRE_REFUND_DAYS = 21;
export const payoutSlipSchema = z.object({
  deposit_id: z.uuid(),
  number: z.number().int(),
  slip_number: z.string(),
  deposited_on: z.string(),
  amount_cents: z.number().int(),
});
export type PayoutSlip = z.infer<typeof payoutSlipSchema>;
/** The slips a titre issuer's payout may settle (paper titres remitted, not refunded yet) and the ones it fits. */
export const payoutSlipProposalSchema = z.object({
  slips: z.array(payoutSlipSchema),
  proposed: z.array(z.uuid()),
  target_cents: z.number().int(),
  tolerance_cents: z.number().int(),
  message: z.string().nullable(),
});
export type PayoutSlipProposal = z.infer<typeof payoutSlipProposalSchema>;
export const payoutSettleInputSchema = z.strictObject({
  deposit_ids: z.array(z.uuid()).min(1, 'Choisissez au moins une remise').max(100),
});
