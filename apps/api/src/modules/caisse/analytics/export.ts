import {
  coverageNote,
  frDay,
  frDecimal,
  isMoneyFigure,
  type SalesByDimension,
  salesColumns,
  salesDimensionLabels,
  salesFigureLabels,
} from '@fitfit/contracts';
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';

/** A tab as a file: its columns (amounts in cents where `money`) and its rows (totals in bold). */
export interface FileTable {
  columns: { header: string; money?: boolean; width?: number }[];
  rows: { cells: (string | number)[]; bold?: boolean }[];
}

/** CSV for French Excel: `;`, UTF-8 BOM, CRLF, French decimals. */
export const tableCsv = ({ columns, rows }: FileTable) => {
  const cells = rows.map((r) => r.cells.map((c, i) => (columns[i].money ? frDecimal(Number(c)) : String(c))));
  return Buffer.from(
    stringify([columns.map((c) => c.header), ...cells], { delimiter: ';', bom: true, record_delimiter: 'windows' }),
    'utf8',
  );
};

/** XLSX: amounts in euros with a € format, header bold and frozen. */
export const tableXlsx = async ({ columns, rows }: FileTable, sheetName: string) => {
  const book = new ExcelJS.Workbook();
  book.creator = 'FitFit Solution';
  const sheet = book.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c, i) => ({
    header: c.header,
    key: `c${i}`,
    width: Math.max(12, c.header.length + 2, c.width ?? 0),
    style: c.money ? { numFmt: '#,##0.00 "€"' } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  for (const r of rows) {
    const row = sheet.addRow(Object.fromEntries(r.cells.map((c, i) => [`c${i}`, columns[i].money ? Number(c) / 100 : c])));
    if (r.bold) row.font = { bold: true };
  }
  return Buffer.from(await book.xlsx.writeBuffer());
};

/**
 * One analyses tab as a file, the rows the screen shows. A comparison period follows its rows.
 * `first`: the header of the rows' column (the dimension's name; "Restaurant" for the network's per-restaurant rows).
 */
const table = (s: SalesByDimension, byDay: boolean, first: string = salesDimensionLabels[s.dimension]): FileTable => {
  const figures = salesColumns[s.dimension];
  const columns: FileTable['columns'] = [
    ...(byDay ? [{ header: 'Jour', width: 30 }] : []),
    { header: first, width: 30 },
    ...figures.map((k) => ({ header: salesFigureLabels[k], money: isMoneyFigure(k) })),
  ];
  const rows: FileTable['rows'] = [];
  const periodRows = (p: Omit<NonNullable<SalesByDimension['compare']>, 'coverage'>, title: string) => {
    for (const r of p.rows) rows.push({ cells: [...(byDay ? [frDay(r.business_date)] : []), r.label, ...figures.map((k) => r[k])] });
    rows.push({ cells: [...(byDay ? [''] : []), title, ...figures.map((k) => p.totals[k])], bold: true });
  };
  periodRows(s, `Total du ${frDay(s.from)} au ${frDay(s.to)}`);
  if (s.compare) {
    const partial = coverageNote(s.compare.coverage, 'comparaison incomplète');
    periodRows(s.compare, `Total de la comparaison du ${frDay(s.compare.from)} au ${frDay(s.compare.to)}${partial ? ` (${partial})` : ''}`);
  }
  return { columns, rows };
};

export const salesCsv = (s: SalesByDimension, byDay: boolean, first?: string) => tableCsv(table(s, byDay, first));

export const salesXlsx = (s: SalesByDimension, byDay: boolean, first?: string) =>
  tableXlsx(table(s, byDay, first), salesDimensionLabels[s.dimension]);
