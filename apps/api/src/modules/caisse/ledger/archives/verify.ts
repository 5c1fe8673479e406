import { parse } from 'csv-parse/sync';
import { unzipSync } from 'fflate';
import { type ChainLink, ChainWalk } from '../chain-walk';
import { keyIdOf, verifyBytes } from './keys';
import {
  ARCHIVE_FILES,
  ARCHIVE_FORMAT,
  type ArchiveManifest,
  archiveHash,
  MANIFEST_FILE,
  PUBLIC_KEY_FILE,
  SIGNATURE_FILE,
  sha256,
} from './manifest';

export interface ArchiveProblem {
  /** The file at fault inside the zip (or the zip itself). */
  file: string;
  message: string;
}
export interface ArchiveCheck {
  ok: boolean;
  problems: ArchiveProblem[];
  manifest: ArchiveManifest | null;
  /** The archive's link in its chain, recomputed: SHA-256(previous archive hash ‖ manifest.json). */
  hash: string | null;
  /** Which key checked the signature: the one given (published by the API) or the copy inside the zip. */
  key: 'given' | 'embedded' | null;
}

const text = (bytes: Uint8Array) => Buffer.from(bytes).toString('utf8');
const dataRows = (bytes: Uint8Array) =>
  parse(Buffer.from(bytes), { delimiter: ';', bom: true, columns: true, skip_empty_lines: true }) as Record<string, string>[];

/**
 * Checks an archive offline: the manifest's Ed25519 signature, then every file against the manifest (present,
 * SHA-256, size, rows), no file added, and the totals recomputed from the CSVs. Each problem names its file.
 */
export const verifyArchive = (zipBytes: Uint8Array, publicKeyPem?: string): ArchiveCheck => {
  const problems: ArchiveProblem[] = [];
  const fail = (file: string, message: string) => problems.push({ file, message });
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(zipBytes);
  } catch (e) {
    fail('archive', `Le fichier n'est pas une archive zip lisible (${(e as Error).message})`);
    return { ok: false, problems, manifest: null, hash: null, key: null };
  }
  const manifestBytes = entries[MANIFEST_FILE];
  const signature = entries[SIGNATURE_FILE];
  if (!manifestBytes) fail(MANIFEST_FILE, 'Le manifeste est absent');
  if (!signature) fail(SIGNATURE_FILE, 'La signature du manifeste est absente');
  if (!manifestBytes || !signature) return { ok: false, problems, manifest: null, hash: null, key: null };

  const key = publicKeyPem ?? (entries[PUBLIC_KEY_FILE] ? text(entries[PUBLIC_KEY_FILE]) : undefined);
  let manifest: ArchiveManifest | null = null;
  try {
    manifest = JSON.parse(text(manifestBytes)) as ArchiveManifest;
  } catch {
    fail(MANIFEST_FILE, "Le manifeste n'est pas un JSON valide");
  }
  if (!key) fail(PUBLIC_KEY_FILE, 'Aucune clé publique pour vérifier la signature');
  else {
    let valid = false;
    try {
      valid = verifyBytes(Buffer.from(manifestBytes), text(signature), key);
    } catch {
      valid = false;
    }
    if (!valid)
      fail(MANIFEST_FILE, 'La signature Ed25519 du manifeste est invalide : le manifeste a été modifié ou signé par une autre clé');
    if (manifest && keyIdOf(key) !== manifest.signature?.key_id) {
      fail(MANIFEST_FILE, `Le manifeste annonce la clé ${manifest.signature?.key_id}, la clé utilisée est ${keyIdOf(key)}`);
    }
  }
  if (!manifest) return { ok: false, problems, manifest: null, hash: null, key: null };
  if (manifest.format !== ARCHIVE_FORMAT) fail(MANIFEST_FILE, `Format d'archive inconnu : ${manifest.format}`);

  const listed = new Set<string>(manifest.files.map((f) => f.name));
  for (const name of Object.keys(entries)) {
    if (!listed.has(name) && name !== MANIFEST_FILE && name !== SIGNATURE_FILE && name !== PUBLIC_KEY_FILE) {
      fail(name, "Fichier absent du manifeste : il a été ajouté à l'archive");
    }
  }
  const parsed = new Map<string, Record<string, string>[]>();
  for (const f of manifest.files) {
    const bytes = entries[f.name];
    if (!bytes) {
      fail(f.name, "Fichier absent de l'archive");
      continue;
    }
    if (sha256(bytes) !== f.sha256) fail(f.name, `Empreinte SHA-256 différente du manifeste : le fichier a été modifié`);
    if (bytes.length !== f.bytes) fail(f.name, `Taille de ${bytes.length} octets au lieu de ${f.bytes}`);
    try {
      const rows = dataRows(bytes);
      parsed.set(f.name, rows);
      if (rows.length !== f.rows) fail(f.name, `${rows.length} lignes au lieu de ${f.rows}`);
    } catch (e) {
      fail(f.name, `CSV illisible (${(e as Error).message})`);
    }
  }
  for (const name of ARCHIVE_FILES) if (!listed.has(name)) fail(MANIFEST_FILE, `Le manifeste ne liste pas ${name}`);

  const sum = (file: string, column: string) => (parsed.get(file) ?? []).reduce((a, r) => a + Number(r[column]), 0);
  const totals: [string, string, keyof ArchiveManifest['totals']][] = [
    ['tickets.csv', 'total_ttc_cents', 'tickets_ttc_cents'],
    ['tickets.csv', 'total_ht_cents', 'tickets_ht_cents'],
    ['tickets.csv', 'total_tva_cents', 'tickets_tva_cents'],
    ['ticket_payments.csv', 'amount_cents', 'payments_cents'],
    ['closings.csv', 'total_ttc_cents', 'closings_ttc_cents'],
  ];
  for (const [file, column, total] of totals) {
    if (!parsed.has(file)) continue;
    const found = sum(file, column);
    if (found !== manifest.totals[total]) fail(file, `Total ${column} de ${found} au lieu de ${manifest.totals[total]} (manifeste)`);
  }
  // The chains inside the period: each ticket (closing) follows the one before it and names its hash (the ledger's
  // walk without the content: the CSVs do not hold the sealed form a hash is computed from).
  for (const file of ['tickets.csv', 'closings.csv']) {
    const rows = (parsed.get(file) ?? []).map((r) => ({ number: Number(r.number), previous_hash: r.previous_hash, hash: r.hash }));
    if (!rows.length) continue;
    const chain = new ChainWalk<ChainLink>(
      {
        describe: (f) => {
          const number = f.kind === 'cut' || f.kind === 'appended' ? f.previous.number + 1 : f.link.number;
          const before = 'previous' in f ? f.previous.number : number - 1;
          const message = `La chaîne est rompue au n°${number} : il ne suit pas le n°${before}`;
          return { number, id: null, business_date: null, kind: 'link_broken', message, expected_hash: null, stored_hash: null };
        },
      },
      { number: rows[0].number - 1, hash: rows[0].previous_hash },
    );
    chain.walk(rows);
    for (const b of chain.breaks) fail(file, b.message);
  }
  return {
    ok: problems.length === 0,
    problems,
    manifest,
    hash: archiveHash(manifest.previous_archive_hash, text(manifestBytes)),
    key: publicKeyPem ? 'given' : 'embedded',
  };
};
