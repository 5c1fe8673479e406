import {
  coverageNote,
  frDay,
  isMoneyFigure,
  type SalesByDimension,
  salesColumns,
  salesDimensionLabels,
  salesFigureLabels,
} from '@fitfit/contracts';
import { type FileTable, tableCsv, tableXlsx } from '../../../lib/table-files';

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
