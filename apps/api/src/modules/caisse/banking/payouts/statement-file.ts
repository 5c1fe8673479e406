import { PAYOUT_IMPORT_MAX_BYTES, PAYOUT_IMPORT_MAX_ROWS } from '@fitfit/contracts';
import { parse } from 'csv-parse/sync';
import { unprocessable } from '../../../../lib/http-errors';

/**
 * Reading a provider's statement file (docs/caisse-banking.md « Relevés »): French banks and acquirers export CSV in
 * UTF-8 (with or without BOM) or Windows-1252, separated by `;`, `,` or tabs, with decimal commas or points and dates
 * as dd/mm/yyyy or ISO. Everything here is about the file's shape; what a row means is import.ts's.
 */

const refuse = (message: string) => unprocessable(message, { content_base64: message });

export type StatementFile = {
  encoding: 'utf-8' | 'windows-1252';
  delimiter: ';' | ',' | 'tab';
  columns: string[];
  /** Each data row with its line in the file (the header is line 1), by column header. */
  rows: { line: number; cells: Record<string, string> }[];
};

/**
 * Windows-1252's 0x80–0x9F (€, œ, ’, …; undefined bytes kept as is): Node's TextDecoder('windows-1252') reads them as
 * ISO-8859-1's control characters, so the rest is Latin-1 and these 32 are mapped here.
 */
const CP1252_HIGH =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';
const windows1252 = (bytes: Buffer) =>
  Array.from(bytes, (b) => (b >= 0x80 && b < 0xa0 ? CP1252_HIGH[b - 0x80] : String.fromCharCode(b))).join('');

/** UTF-8 when the bytes are valid UTF-8 (a BOM is dropped), else Windows-1252: one of the two is always readable. */
const decode = (bytes: Buffer): { text: string; encoding: StatementFile['encoding'] } => {
  try {
    const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
    return { text, encoding: 'utf-8' };
  } catch {
    return { text: windows1252(bytes), encoding: 'windows-1252' };
  }
};

/** The separator of the header line: the most frequent of `;`, tab and `,` outside quotes. */
const sniffDelimiter = (text: string): ';' | ',' | '\t' => {
  const header = (text.split(/\r?\n/, 1)[0] ?? '').replace(/"[^"]*"/g, '');
  const count = (c: string) => header.split(c).length - 1;
  const candidates = [';', '\t', ','] as const;
  return candidates.reduce((best, c) => (count(c) > count(best) ? c : best), ';');
};

/** "Montant reçu", "MONTANT_RECU " and "montant recu" are one header. */
export const headerKey = (h: string) =>
  h
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

export const readStatement = (base64: string): StatementFile => {
  const bytes = Buffer.from(base64, 'base64');
  if (!bytes.length) throw refuse('Le fichier est vide');
  if (bytes.length > PAYOUT_IMPORT_MAX_BYTES) throw refuse('Le fichier dépasse 512 Ko : découpez-le');
  const { text, encoding } = decode(bytes);
  const delimiter = sniffDelimiter(text.replace(/^\uFEFF/, ''));
  // `info` gives each record's line in the file (empty lines skipped), so an error names the line the user sees
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      bom: true,
      delimiter,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      info: true,
    }) as unknown as typeof records;
  } catch (e) {
    throw refuse(`Le fichier CSV est illisible : ${(e as Error).message}`);
  }
  const [header, ...data] = records;
  const columns = (header?.record ?? []).map((h) => h.trim());
  if (!columns.some(Boolean)) throw refuse('Le fichier est vide');
  if (new Set(columns.map(headerKey)).size !== columns.length) throw refuse('Deux colonnes du fichier portent le même nom');
  if (!data.length) throw refuse("Le fichier n'a aucune ligne de versement sous ses en-têtes");
  if (data.length > PAYOUT_IMPORT_MAX_ROWS)
    throw refuse(`Le fichier a ${data.length} lignes, au plus ${PAYOUT_IMPORT_MAX_ROWS} par import : découpez-le`);
  return {
    encoding,
    delimiter: delimiter === '\t' ? 'tab' : delimiter,
    columns,
    rows: data.map(({ record, info }) => ({
      line: info.lines,
      cells: Object.fromEntries(columns.map((c, j) => [c, record[j] ?? ''])),
    })),
  };
};

/**
 * An amount in cents: « 1 234,56 », « 1234.56 », « 1.234,56 », « 12 € »; the last `,` or `.` followed by one or two
 * digits is the decimal mark, other marks and spaces group thousands. Null when unreadable.
 */
export const parseAmountCents = (raw: string): number | null => {
  const v = raw.replace(/[\s\u00a0\u202f€]|EUR/gi, '');
  if (!v) return null;
  const m = /^(-?)([\d.,]*?)(?:[.,](\d{1,2}))?$/.exec(v);
  if (!m || !/\d/.test(m[2] + (m[3] ?? ''))) return null;
  const whole = m[2];
  if (whole && !/^\d{1,3}([.,]?\d{3})*$|^\d+$/.test(whole)) return null;
  const cents = Number(whole.replace(/[.,]/g, '') || '0') * 100 + Number((m[3] ?? '0').padEnd(2, '0'));
  return m[1] ? -cents : cents;
};

/** A date as dd/mm/yyyy (or dd-mm-yyyy, dd.mm.yyyy) or ISO yyyy-mm-dd, a time after it ignored; null when not a real day. */
export const parseDay = (raw: string): string | null => {
  const v = raw.trim();
  const fr = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})(?:[ T].*)?$/.exec(v);
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:[ T].*)?$/.exec(v);
  const parts = fr ? [fr[3], fr[2], fr[1]] : iso ? [iso[1], iso[2], iso[3]] : null;
  if (!parts) return null;
  const [y, m, d] = parts;
  const day = `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
  const t = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(t) || new Date(t).toISOString().slice(0, 10) !== day ? null : day;
};
