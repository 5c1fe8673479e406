import { priceListColumns } from '@fitfit/contracts';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { detectFileType } from '../../../lib/file-type';
import { badRequest } from '../../../lib/http-errors';

export type RawRow = { line: number; cells: Record<(typeof priceListColumns)[number], string> };

const normalise = (header: string) =>
  header
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

/** A workbook, from its bytes; any other ZIP is read as one too, so that it gets the workbook's French error. */
const isXlsx = async (buffer: Buffer) => (await detectFileType(buffer, { xlsx: true, zip: true })) === true;

const tableOf = async (buffer: Buffer): Promise<string[][]> => {
  if (await isXlsx(buffer)) {
    const book = new ExcelJS.Workbook();
    try {
      await book.xlsx.load(buffer as unknown as ArrayBuffer);
    } catch {
      throw badRequest("Le classeur XLSX n'a pas pu être lu");
    }
    const sheet = book.worksheets[0];
    if (!sheet) return [];
    const rows: string[][] = [];
    sheet.eachRow({ includeEmpty: true }, (row, n) => {
      const values: string[] = [];
      for (let c = 1; c <= Math.max(row.cellCount, priceListColumns.length); c++) values.push(row.getCell(c).text ?? '');
      rows[n - 1] = values;
    });
    return Array.from(rows, (r) => r ?? []);
  }
  const textContent = buffer.toString('utf8').replace(/^\uFEFF/, '');
  const firstLine = textContent.split(/\r?\n/, 1)[0] ?? '';
  // French spreadsheets write CSV with semicolons (the comma is the decimal separator)
  const delimiter = firstLine.split(';').length >= firstLine.split(',').length ? ';' : ',';
  try {
    return parse(textContent, { delimiter, relax_column_count: true, skip_empty_lines: false }) as string[][];
  } catch {
    throw badRequest("Le fichier CSV n'a pas pu être lu");
  }
};

/** The rows of a provider's price list (CSV or XLSX), by column name, with their line number in the file. */
export const readPriceList = async (buffer: Buffer): Promise<RawRow[]> => {
  const [header = [], ...body] = await tableOf(buffer);
  const names = header.map(normalise);
  const missing = priceListColumns.filter((c) => !names.includes(c));
  if (missing.length)
    throw badRequest(`Colonnes manquantes dans la première ligne : ${missing.join(', ')}. Attendues : ${priceListColumns.join(', ')}.`);
  return body
    .map((cells, i) => ({
      line: i + 2,
      cells: Object.fromEntries(priceListColumns.map((c) => [c, String(cells[names.indexOf(c)] ?? '').trim()])) as RawRow['cells'],
    }))
    .filter((r) => Object.values(r.cells).some((v) => v !== ''));
};
