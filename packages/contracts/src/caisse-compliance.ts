import { z } from 'zod';

/**
 * Documents, mail and fiscal archives of the sales ledger (PRODUCT §3.2, docs/caisse-ledger.md): the invoice
 * sent by e-mail, and the signed archives of a month or a year with the public key that checks them.
 */

/** "Envoyer la facture": to the ticket's customer, or to the typed address. */
export const sendInvoiceInputSchema = z.strictObject({ email: z.email().max(200).optional() });
export type SendInvoiceInput = z.infer<typeof sendInvoiceInputSchema>;
export const sendInvoiceResultSchema = z.object({
  to: z.string(),
  message_id: z.string(),
  /** 0 for the invoice's first issue, k for "DUPLICATA n°k". */
  duplicate: z.number().int(),
});
export type SendInvoiceResult = z.infer<typeof sendInvoiceResultSchema>;

export const archivePeriodLabels = { month: 'Mensuelle', year: 'Annuelle' } as const;
export const archivePeriodSchema = z.enum(['month', 'year']);
export type ArchivePeriod = z.infer<typeof archivePeriodSchema>;

/** An archive of a month (`date` = any day of it, or `YYYY-MM`) or a year (`YYYY`, or any day of it). */
export const archiveCreateInputSchema = z.strictObject({
  period: archivePeriodSchema,
  date: z.string().regex(/^\d{4}(-\d{2}(-\d{2})?)?$/, 'La date doit être au format AAAA, AAAA-MM ou AAAA-MM-JJ'),
});
export type ArchiveCreateInput = z.infer<typeof archiveCreateInputSchema>;

export const archiveCountsSchema = z.object({
  tickets: z.number().int(),
  lines: z.number().int(),
  payments: z.number().int(),
  closings: z.number().int(),
  events: z.number().int(),
});
export const fiscalArchiveSchema = z.object({
  id: z.uuid(),
  /** Gap-free per restaurant: the archives' own chain. */
  number: z.number().int(),
  period: archivePeriodSchema,
  from_date: z.string(),
  to_date: z.string(),
  created_at: z.string(),
  created_by_name: z.string().nullable(),
  counts: archiveCountsSchema,
  total_ttc_cents: z.number().int(),
  /** SHA-256 of the zip file. */
  file_sha256: z.string(),
  size_bytes: z.number().int(),
  /** SHA-256 of the signed manifest; chained: the manifest names the previous archive's hash. */
  previous_hash: z.string(),
  hash: z.string(),
  key_id: z.string(),
});
export type FiscalArchive = z.infer<typeof fiscalArchiveSchema>;

/** The Ed25519 public key that signs every archive's manifest (SPKI PEM), and its id (SHA-256 of the DER, 16 hex). */
export const compliancePublicKeySchema = z.object({ algorithm: z.literal('Ed25519'), key_id: z.string(), public_key_pem: z.string() });
export type CompliancePublicKey = z.infer<typeof compliancePublicKeySchema>;
