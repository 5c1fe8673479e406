import { type AccountingFormat, accountingJournalLabels, frDay, frDecimal } from '@fitfit/contracts';
import { type FileTable, tableCsv, tableXlsx } from '../../../lib/table-files';
import type { Accounts } from './accounts';
import type { Entry } from './entries';

/**
 * The export's files (docs/accounting.md): the FEC of article A47 A-1 du LPF, and CSV / XLSX of the same lines for a
 * spreadsheet. All three number the entries the same way: EcritureNum runs from 1 in each journal, in date order.
 */

/** The 18 fields of the FEC, in the order the article gives them. */
export const FEC_FIELDS = [
  'JournalCode',
  'JournalLib',
  'EcritureNum',
  'EcritureDate',
  'CompteNum',
  'CompteLib',
  'CompAuxNum',
  'CompAuxLib',
  'PieceRef',
  'PieceDate',
  'EcritureLib',
  'Debit',
  'Credit',
  'EcritureLet',
  'DateLet',
  'ValidDate',
  'Montantdevise',
  'Idevise',
] as const;

interface NumberedLine {
  journal: Entry['journal'];
  num: number;
  date: string;
  piece: string;
  account: { number: string; label: string };
  label: string;
  debit: number;
  credit: number;
}

const numbered = (entries: readonly Entry[], accounts: Accounts): NumberedLine[] => {
  const next: Record<string, number> = {};
  return entries.flatMap((e) => {
    const num = (next[e.journal] ?? 0) + 1;
    next[e.journal] = num;
    return e.lines.map((l) => ({
      journal: e.journal,
      num,
      date: e.date,
      piece: e.piece_ref,
      account: accounts[l.account],
      label: l.label,
      debit: l.debit_cents,
      credit: l.credit_cents,
    }));
  });
};

/** AAAAMMJJ */
const fecDate = (day: string) => day.replaceAll('-', '');
/** A field holds no tab nor line break (they would shift the columns). */
const field = (s: string) => s.replace(/[\t\r\n|]+/g, ' ').trim();

/** The FEC: tab-separated, the field names first, dates AAAAMMJJ, amounts « 1234,56 » (both filled, one zero), UTF-8. */
export const fecFile = (entries: readonly Entry[], accounts: Accounts) => {
  const rows = numbered(entries, accounts).map((l) =>
    [
      l.journal,
      accountingJournalLabels[l.journal],
      String(l.num),
      fecDate(l.date),
      l.account.number,
      field(l.account.label),
      '',
      '',
      field(l.piece),
      fecDate(l.date),
      field(l.label),
      frDecimal(l.debit),
      frDecimal(l.credit),
      '',
      '',
      fecDate(l.date),
      '',
      '',
    ].join('\t'),
  );
  return Buffer.from(`${[FEC_FIELDS.join('\t'), ...rows].join('\r\n')}\r\n`, 'utf8');
};

const table = (entries: readonly Entry[], accounts: Accounts): FileTable => {
  const lines = numbered(entries, accounts);
  return {
    columns: [
      { header: 'Journal' },
      { header: 'Libellé journal' },
      { header: 'N° écriture' },
      { header: 'Date' },
      { header: 'Compte' },
      { header: 'Libellé compte', width: 34 },
      { header: 'Pièce', width: 16 },
      { header: 'Libellé', width: 48 },
      { header: 'Débit', money: true },
      { header: 'Crédit', money: true },
    ],
    rows: [
      ...lines.map((l) => ({
        cells: [
          l.journal,
          accountingJournalLabels[l.journal],
          l.num,
          frDay(l.date),
          l.account.number,
          l.account.label,
          l.piece,
          l.label,
          l.debit,
          l.credit,
        ],
      })),
      {
        cells: ['', '', '', '', '', '', '', 'Total', lines.reduce((a, l) => a + l.debit, 0), lines.reduce((a, l) => a + l.credit, 0)],
        bold: true,
      },
    ],
  };
};

export const contentTypes: Record<AccountingFormat, string> = {
  fec: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export const fecFileName = (siren: string, to: string) => `${siren}FEC${fecDate(to)}.txt`;

/** The file of a format, and its name: `<SIREN>FEC<AAAAMMJJ>.txt` (the period's last day) for the FEC. */
export const writeFile = async (
  format: AccountingFormat,
  entries: readonly Entry[],
  accounts: Accounts,
  p: { from: string; to: string; siren: string },
) => {
  if (format === 'fec') return { body: fecFile(entries, accounts), name: fecFileName(p.siren, p.to) };
  const name = `ecritures-comptables-${p.from}-${p.to}.${format}`;
  if (format === 'csv') return { body: tableCsv(table(entries, accounts)), name };
  return { body: await tableXlsx(table(entries, accounts), 'Écritures'), name };
};
