import { createHash } from 'node:crypto';
import canonicalize from 'canonicalize';
import { stringify } from 'csv-stringify/sync';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import type { Db } from '../../../../db/database';
import { type ArchiveRange, FILE_SOURCES, rowsOf } from './csv-files';
import { signBytes } from './keys';
import { ARCHIVE_FORMAT, type ArchiveManifest, MANIFEST_FILE, type ManifestFile, PUBLIC_KEY_FILE, SIGNATURE_FILE } from './manifest';

/** The CSV dialect of the archives, the one French spreadsheets open as is: `;`, UTF-8 with BOM, CRLF. */
const csvOptions = {
  delimiter: ';',
  record_delimiter: 'windows' as const,
  cast: {
    date: (d: Date) => d.toISOString(),
    boolean: (b: boolean) => (b ? 'true' : 'false'),
    object: (o: unknown) => JSON.stringify(o),
  },
};

export interface BuiltArchive {
  zip: Buffer;
  manifest: ArchiveManifest;
  manifestJson: string;
}

type ManifestDraft = Omit<ArchiveManifest, 'files' | 'counts' | 'totals' | 'chains' | 'format'>;

/**
 * Writes the zip of an archive as a stream (fflate): each CSV is hashed, counted and compressed batch by batch,
 * then the manifest (counts, totals, each file's SHA-256, where the period sits in the chains) is signed.
 */
export const buildArchive = async (
  db: Db,
  range: ArchiveRange,
  draft: ManifestDraft,
  key: { private_key_pem: string; public_key_pem: string },
): Promise<BuiltArchive> => {
  const out: Uint8Array[] = [];
  let done!: () => void;
  let failed!: (e: Error) => void;
  const finished = new Promise<void>((resolve, reject) => {
    done = resolve;
    failed = reject;
  });
  const zip = new Zip((err, chunk, final) => {
    if (err) return failed(err);
    out.push(chunk);
    if (final) done();
  });
  const mtime = new Date(draft.archive.created_at);

  const files: ManifestFile[] = [];
  const totals = { tickets_ttc_cents: 0, tickets_ht_cents: 0, tickets_tva_cents: 0, payments_cents: 0, closings_ttc_cents: 0 };
  const chain = () => ({
    first_number: null as number | null,
    last_number: null as number | null,
    previous_hash: null as string | null,
    last_hash: null as string | null,
  });
  const chains = { tickets: chain(), closings: chain() };

  for (const source of FILE_SOURCES) {
    const entry = new ZipDeflate(source.name, { level: 6 });
    entry.mtime = mtime;
    zip.add(entry);
    const hash = createHash('sha256');
    let bytes = 0;
    let rows = 0;
    const push = (text: string) => {
      const chunk = Buffer.from(text, 'utf8');
      hash.update(chunk);
      bytes += chunk.length;
      entry.push(chunk, false);
    };
    push(`\uFEFF${stringify([source.columns], csvOptions)}`);
    for await (const batch of rowsOf(db, source, range)) {
      rows += batch.length;
      for (const r of batch) {
        if (source.name === 'tickets.csv') {
          totals.tickets_ttc_cents += Number(r.total_ttc_cents);
          totals.tickets_ht_cents += Number(r.total_ht_cents);
          totals.tickets_tva_cents += Number(r.total_tva_cents);
        } else if (source.name === 'ticket_payments.csv') totals.payments_cents += Number(r.amount_cents);
        else if (source.name === 'closings.csv') totals.closings_ttc_cents += Number(r.total_ttc_cents);
        if (source.name === 'tickets.csv' || source.name === 'closings.csv') {
          const c = source.name === 'tickets.csv' ? chains.tickets : chains.closings;
          if (c.first_number === null) {
            c.first_number = Number(r.number);
            c.previous_hash = String(r.previous_hash);
          }
          c.last_number = Number(r.number);
          c.last_hash = String(r.hash);
        }
      }
      push(stringify(batch, { ...csvOptions, columns: source.columns }));
    }
    entry.push(new Uint8Array(0), true);
    files.push({ name: source.name, sha256: hash.digest('hex'), bytes, rows });
  }

  const rowsOfFile = (name: ManifestFile['name']) => files.find((f) => f.name === name)?.rows ?? 0;
  const manifest: ArchiveManifest = {
    format: ARCHIVE_FORMAT,
    ...draft,
    counts: {
      tickets: rowsOfFile('tickets.csv'),
      lines: rowsOfFile('ticket_lines.csv'),
      payments: rowsOfFile('ticket_payments.csv'),
      closings: rowsOfFile('closings.csv'),
      events: rowsOfFile('events.csv'),
    },
    totals,
    chains,
    files,
  };
  const manifestJson = canonicalize(manifest) as string;
  const small = (name: string, text: string) => {
    const f = new ZipPassThrough(name);
    f.mtime = mtime;
    zip.add(f);
    f.push(Buffer.from(text, 'utf8'), true);
  };
  small(MANIFEST_FILE, manifestJson);
  small(SIGNATURE_FILE, `${signBytes(Buffer.from(manifestJson, 'utf8'), key.private_key_pem)}\n`);
  small(PUBLIC_KEY_FILE, key.public_key_pem);
  zip.end();
  await finished;
  return { zip: Buffer.concat(out), manifest, manifestJson };
};
