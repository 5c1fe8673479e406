import { z } from 'zod';
import { withDateRange } from './date-range';
import { calendarDate, text } from './primitives';

/**
 * « Export comptable » (docs/accounting.md): the sales journal of the Z closings, the cash movements, the bank
 * deposits and the providers' payouts as balanced double-entry lines, in a FEC file (article A47 A-1 du LPF), CSV or
 * XLSX, with the restaurant's own account numbers (« Comptes comptables », plan comptable général defaults).
 */

/** The journals of the export: sales (the Z), cash (movements of the drawer and the closing's variance), bank. */
export const accountingJournalLabels = { VE: 'Ventes', CA: 'Caisse', BQ: 'Banque' } as const;
export type AccountingJournal = keyof typeof accountingJournalLabels;

/** The VAT rates (basis points) the accounts are set for; another rate's sales go to `sales_other`. */
export const accountingVatRates = [2000, 1000, 550, 210] as const;

/**
 * Every account the export writes to, with its plan comptable général default. Sales and collected VAT go by VAT rate
 * (the Z's split); each payment method has its account « à encaisser » (cash: the till itself).
 */
export const defaultAccounts = {
  sales_2000: { number: '7072', label: 'Ventes boissons et marchandises TVA 20 %', group: 'Ventes (HT)' },
  sales_1000: { number: '7061', label: 'Ventes restauration TVA 10 %', group: 'Ventes (HT)' },
  sales_550: { number: '7071', label: 'Ventes à emporter TVA 5,5 %', group: 'Ventes (HT)' },
  sales_210: { number: '7073', label: 'Ventes TVA 2,1 %', group: 'Ventes (HT)' },
  sales_other: { number: '706', label: 'Ventes autres taux', group: 'Ventes (HT)' },
  vat_2000: { number: '445711', label: 'TVA collectée 20 %', group: 'TVA collectée' },
  vat_1000: { number: '445712', label: 'TVA collectée 10 %', group: 'TVA collectée' },
  vat_550: { number: '445713', label: 'TVA collectée 5,5 %', group: 'TVA collectée' },
  vat_210: { number: '445714', label: 'TVA collectée 2,1 %', group: 'TVA collectée' },
  vat_other: { number: '44571', label: 'TVA collectée autres taux', group: 'TVA collectée' },
  pay_cash: { number: '530', label: 'Caisse espèces', group: 'Encaissements' },
  pay_cheque: { number: '5112', label: 'Chèques à encaisser', group: 'Encaissements' },
  pay_card: { number: '5115', label: 'Cartes bancaires à encaisser', group: 'Encaissements' },
  pay_ticket: { number: '5116', label: 'Titres-restaurant à encaisser', group: 'Encaissements' },
  pay_online: { number: '5117', label: 'Paiements en ligne à encaisser', group: 'Encaissements' },
  bank: { number: '512', label: 'Banque', group: 'Banque' },
  commissions: { number: '627', label: 'Commissions (cartes, plateformes, titres)', group: 'Banque' },
  vat_deductible: { number: '44566', label: 'TVA déductible sur commissions', group: 'Banque' },
  cash_contribution: { number: '455', label: 'Apports en caisse (associés)', group: 'Caisse' },
  cash_withdrawal: { number: '455', label: 'Retraits de caisse (associés)', group: 'Caisse' },
  cash_expense: { number: '6068', label: 'Dépenses payées en espèces', group: 'Caisse' },
  cash_over: { number: '7588', label: 'Excédents de caisse', group: 'Caisse' },
  cash_short: { number: '6588', label: 'Manques de caisse', group: 'Caisse' },
} as const;
export type AccountKey = keyof typeof defaultAccounts;
export const accountKeys = Object.keys(defaultAccounts) as [AccountKey, ...AccountKey[]];
export const accountKeySchema = z.enum(accountKeys);

export const ACCOUNT_NUMBER_MESSAGE = 'Le numéro de compte doit compter de 3 à 10 chiffres';
export const accountNumberSchema = z
  .string()
  .trim()
  .regex(/^\d{3,10}$/, ACCOUNT_NUMBER_MESSAGE);

export const accountingAccountSchema = z.object({
  key: accountKeySchema,
  number: z.string(),
  label: z.string(),
  group: z.string(),
  default_number: z.string(),
  default_label: z.string(),
});
export type AccountingAccount = z.infer<typeof accountingAccountSchema>;
export const accountingAccountsSchema = z.object({ accounts: z.array(accountingAccountSchema) });
export type AccountingAccounts = z.infer<typeof accountingAccountsSchema>;

/** The whole form: every account given is saved (one back at its default simply matches it). */
export const accountingAccountsInputSchema = z.strictObject({
  accounts: z
    .array(z.strictObject({ key: accountKeySchema, number: accountNumberSchema, label: text(100) }))
    .min(1)
    .max(accountKeys.length),
});
export type AccountingAccountsInput = z.infer<typeof accountingAccountsInputSchema>;

export const accountingFormatLabels = { fec: 'FEC (fichier des écritures comptables)', csv: 'CSV (Excel)', xlsx: 'XLSX (Excel)' } as const;
export type AccountingFormat = keyof typeof accountingFormatLabels;
export const accountingFormatSchema = z.enum(['fec', 'csv', 'xlsx']);

const range = { max: { days: 366, label: 'un an' } };
export const accountingPeriodQuerySchema = withDateRange(z.strictObject({ from: calendarDate, to: calendarDate }), range);
export type AccountingPeriodQuery = z.infer<typeof accountingPeriodQuerySchema>;
export const accountingExportQuerySchema = withDateRange(
  z.strictObject({ from: calendarDate, to: calendarDate, format: accountingFormatSchema }),
  range,
);
export type AccountingExportQuery = z.infer<typeof accountingExportQuerySchema>;

/** A version of a locked month's export, kept byte for byte. */
export const accountingArchiveSchema = z.object({
  id: z.string(),
  month: z.string(),
  format: accountingFormatSchema,
  version: z.number().int(),
  file_name: z.string(),
  size: z.number().int(),
  sha256: z.string(),
  created_at: z.string(),
  created_by_name: z.string().nullable(),
});
export type AccountingArchive = z.infer<typeof accountingArchiveSchema>;
export const accountingArchivesSchema = z.object({ data: z.array(accountingArchiveSchema) });

const totals = { debit_cents: z.number().int(), credit_cents: z.number().int() };
/** What the export of a period holds, before downloading it: totals per journal and per day, missing days. */
export const accountingPreviewSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** The period is one whole month whose days are all closed: its first export is archived, later ones return it. */
  locked_month: z.string().nullable(),
  /** Days with sales but no Z closing: not exported (« journée non clôturée »). */
  missing_days: z.array(z.string()),
  journals: z.array(z.object({ code: z.string(), label: z.string(), entries: z.number().int(), ...totals })),
  days: z.array(z.object({ date: z.string(), lines: z.number().int(), balanced: z.boolean(), ...totals })),
  ...totals,
  lines: z.number().int(),
  /** The FEC's file name (`<SIREN>FEC<AAAAMMJJ>.txt`), null while the restaurant has no SIREN: the FEC is refused. */
  fec_file_name: z.string().nullable(),
  /** The first unbalanced day, in French: the export is refused while there is one. */
  imbalance: z.string().nullable(),
});
export type AccountingPreview = z.infer<typeof accountingPreviewSchema>;
