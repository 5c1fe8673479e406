import { isMoneyFigure, type SalesByDimension, salesColumns, salesDimensionLabels, salesFigureLabels } from '@fitfit/contracts';
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import { frDecimal } from '../ledger/exports/files';
import { frDay } from './days';

/**
 * One analyses tab as a file, the rows the screen shows: CSV for French Excel (`;`, UTF-8 BOM, CRLF, French
 * decimals) or XLSX (amounts in euros with a € format, header frozen). A comparison period follows its rows.
 */
const table = (s: SalesByDimension, byDay: boolean, first: string = salesDimensionLabels[s.dimension]) => {
  const figures = salesColumns[s.dimension];
  const header = [...(byDay ? ['Jour'] : []), first, ...figures.map((k) => salesFigureLabels[k])];
  const body: { cells: (string | number)[]; bold: boolean }[] = [];
  const periodRows = (p: NonNullable<SalesByDimension['compare']>, title: string) => {
    for (const r of p.rows)
      body.push({ cells: [...(byDay ? [frDay(r.business_date)] : []), r.label, ...figures.map((k) => r[k])], bold: false });
    body.push({ cells: [...(byDay ? [''] : []), title, ...figures.map((k) => p.totals[k])], bold: true });
  };
  periodRows(s, `Total du ${frDay(s.from)} au ${frDay(s.to)}`);
  if (s.compare) periodRows(s.compare, `Total de la comparaison du ${frDay(s.compare.from)} au ${frDay(s.compare.to)}`);
  const money = [...(byDay ? [false] : []), false, ...figures.map(isMoneyFigure)];
  return { header, body, money };
};

/** `first`: the header of the rows' column (the dimension's name; "Restaurant" for the network's per-restaurant rows). */
export const salesCsv = (s: SalesByDimension, byDay: boolean, first?: string) => {
  const t = table(s, byDay, first);
  const cells = t.body.map((r) => r.cells.map((c, i) => (t.money[i] ? frDecimal(Number(c)) : String(c))));
  return Buffer.from(stringify([t.header, ...cells], { delimiter: ';', bom: true, record_delimiter: 'windows' }), 'utf8');
};

export const salesXlsx = async (s: SalesByDimension, byDay: boolean, first?: string) => {
  const t = table(s, byDay, first);
  const book = new ExcelJS.Workbook();
  book.creator = 'FitFit Solution';
  const sheet = book.addWorksheet(salesDimensionLabels[s.dimension], { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = t.header.map((h, i) => ({
    header: h,
    key: `c${i}`,
    width: Math.max(12, h.length + 2, i <= (byDay ? 1 : 0) ? 30 : 0),
    style: t.money[i] ? { numFmt: '#,##0.00 "€"' } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  for (const r of t.body) {
    const row = sheet.addRow(Object.fromEntries(r.cells.map((c, i) => [`c${i}`, t.money[i] ? Number(c) / 100 : c])));
    if (r.bold) row.font = { bold: true };
  }
  return Buffer.from(await book.xlsx.writeBuffer());
};
