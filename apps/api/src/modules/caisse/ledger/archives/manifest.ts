import { createHash } from 'node:crypto';

/**
 * The archive format, shared by the writer (build.ts) and the offline checker (verify.ts). The zip holds the
 * CSV files, `manifest.json` (canonical JSON, RFC 8785), `manifest.sig` (Ed25519 signature of manifest.json,
 * base64) and `public-key.pem` (the signing key, for convenience: the published key is the reference).
 */
export const ARCHIVE_FORMAT = 'fitfit-fiscal-archive/1';
export const MANIFEST_FILE = 'manifest.json';
export const SIGNATURE_FILE = 'manifest.sig';
export const PUBLIC_KEY_FILE = 'public-key.pem';

export const ARCHIVE_FILES = [
  'tickets.csv',
  'ticket_lines.csv',
  'ticket_payments.csv',
  'ticket_vat.csv',
  'closings.csv',
  'events.csv',
] as const;
export type ArchiveFileName = (typeof ARCHIVE_FILES)[number];

export interface ManifestFile {
  name: ArchiveFileName;
  sha256: string;
  bytes: number;
  /** Data rows (the header excluded). */
  rows: number;
}

export interface ArchiveManifest {
  format: typeof ARCHIVE_FORMAT;
  restaurant: { id: string; name: string; legal_name: string | null; siret: string | null; vat_number: string | null };
  archive: { number: number; period: 'month' | 'year'; from_date: string; to_date: string; created_at: string };
  counts: { tickets: number; lines: number; payments: number; closings: number; events: number };
  totals: {
    tickets_ttc_cents: number;
    tickets_ht_cents: number;
    tickets_tva_cents: number;
    payments_cents: number;
    closings_ttc_cents: number;
  };
  /** Where the period sits in the chains: the first ticket's previous hash and the last ticket's and closing's hash. */
  chains: {
    tickets: { first_number: number | null; last_number: number | null; previous_hash: string | null; last_hash: string | null };
    closings: { first_number: number | null; last_number: number | null; previous_hash: string | null; last_hash: string | null };
  };
  files: ManifestFile[];
  /** The archives' own chain: the hash of the restaurant's previous archive (64 zeros for the first). */
  previous_archive_hash: string;
  signature: { algorithm: 'Ed25519'; key_id: string };
}

export const sha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest('hex');

/** An archive's link: SHA-256(previous archive hash ‖ manifest.json), as tickets and closings chain. */
export const archiveHash = (previousHash: string, manifestJson: string) => sha256(previousHash + manifestJson);
