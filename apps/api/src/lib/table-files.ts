import { frDecimal } from '@fitfit/contracts';
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';

/**
 * The table files the product exports (analyses, deposits, customers, HACCP traceability and register…): CSV as
 * French Excel opens it, and XLSX. One place for their conventions.
 */

/** CSV for French Excel: `;`, UTF-8 BOM, CRLF; cells written as given (null: empty). */
export const frenchCsv = (rows: readonly (readonly (string | number | null)[])[]) =>
  Buffer.from(stringify(rows as (string | number | null)[][], { delimiter: ';', bom: true, record_delimiter: 'windows' }), 'utf8');

/** A table as a file: its columns (amounts in cents where `money`) and its rows (totals in bold). */
export interface FileTable {
  columns: { header: string; money?: boolean; width?: number }[];
  rows: { cells: (string | number)[]; bold?: boolean }[];
}

/** The table as CSV (`frenchCsv`), amounts with French decimals. */
export const tableCsv = ({ columns, rows }: FileTable) =>
  frenchCsv([
    columns.map((c) => c.header),
    ...rows.map((r) => r.cells.map((c, i) => (columns[i].money ? frDecimal(Number(c)) : String(c)))),
  ]);

/** The table as XLSX: amounts in euros with a € format, header bold and frozen. */
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
