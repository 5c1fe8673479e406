import { formatMoneyPlain, frDay, frDecimal } from '@fitfit/contracts';
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import { renderPdf } from '../../../../lib/pdf-kit';
import type { ExportColumn, ExportRow } from './table';

const LABEL = 'Période';

/** CSV for French Excel: `;` separated, UTF-8 with BOM, French decimals, CRLF. */
export const closingsCsv = (rows: readonly ExportRow[], columns: readonly ExportColumn[]) =>
  Buffer.from(
    stringify(
      [
        [LABEL, ...columns.map((c) => c.header)],
        ...rows.map((r) => [
          r.label,
          ...columns.map((c) => {
            const v = c.value(r.closing);
            if (v === null) return '';
            if (c.type === 'money') return frDecimal(Number(v));
            return c.type === 'date' ? frDay(String(v)) : String(v);
          }),
        ]),
      ],
      { delimiter: ';', bom: true, record_delimiter: 'windows' },
    ),
    'utf8',
  );

/** XLSX (exceljs): amounts as numbers in euros with a € format, subtotal rows in bold. */
export const closingsXlsx = async (rows: readonly ExportRow[], columns: readonly ExportColumn[], title: string) => {
  const book = new ExcelJS.Workbook();
  book.creator = 'FitFit Solution';
  const sheet = book.addWorksheet('Clôtures', { views: [{ state: 'frozen', xSplit: 1, ySplit: 1 }] });
  sheet.columns = [
    { header: LABEL, key: 'label', width: 36 },
    ...columns.map((c, i) => ({
      header: c.header,
      key: `c${i}`,
      width: Math.max(12, c.header.length + 2),
      style: c.type === 'money' ? { numFmt: '#,##0.00 "€"' } : c.type === 'date' ? { numFmt: 'dd/mm/yyyy' } : {},
    })),
  ];
  sheet.getRow(1).font = { bold: true };
  for (const r of rows) {
    const values: Record<string, unknown> = { label: r.label };
    columns.forEach((c, i) => {
      const v = c.value(r.closing);
      // a date is a real date cell (midnight UTC: the day itself, whatever the reader's timezone)
      values[`c${i}`] = v === null ? null : c.type === 'money' ? Number(v) / 100 : c.type === 'date' ? new Date(`${v}T00:00:00Z`) : v;
    });
    const row = sheet.addRow(values);
    if (r.kind !== 'day') row.font = { bold: true };
  }
  book.title = title;
  return Buffer.from(await book.xlsx.writeBuffer());
};

/** PDF (pdfkit), landscape A4: the main columns, subtotal rows in bold, pages repeating the header. */
export const closingsPdf = (rows: readonly ExportRow[], columns: readonly ExportColumn[], title: string, subtitle: string) => {
  const shown = columns.filter((c) => c.inPdf);
  return renderPdf({ size: 'A4', layout: 'landscape', margin: 30, info: { Title: title, Author: 'FitFit Solution' } }, (doc) => {
    const left = 30;
    const right = doc.page.width - 30;
    const labelWidth = 190;
    const colWidth = (right - left - labelWidth) / shown.length;
    let y = 30;
    const header = () => {
      doc.font('Helvetica-Bold').fontSize(7).fillColor('#111');
      doc.rect(left, y, right - left, 22).fill('#f1f3f5');
      doc.fillColor('#111').text(LABEL, left + 2, y + 4, { width: labelWidth - 4 });
      shown.forEach((c, i) => {
        doc.text(c.header, left + labelWidth + i * colWidth, y + 4, { width: colWidth - 4, align: 'right' });
      });
      y += 26;
    };
    doc.font('Helvetica-Bold').fontSize(14).text(title, left, y);
    doc.font('Helvetica').fontSize(9).text(subtitle);
    y = doc.y + 10;
    header();
    for (const r of rows) {
      if (y > doc.page.height - 50) {
        doc.addPage();
        y = 30;
        header();
      }
      doc.font(r.kind === 'day' ? 'Helvetica' : 'Helvetica-Bold').fontSize(7);
      doc.text(r.label, left + 2, y, { width: labelWidth - 4, lineBreak: false, ellipsis: true });
      shown.forEach((c, i) => {
        const v = c.value(r.closing);
        doc.text(v === null ? '' : c.type === 'money' ? formatMoneyPlain(Number(v)) : String(v), left + labelWidth + i * colWidth, y, {
          width: colWidth - 4,
          align: 'right',
          lineBreak: false,
        });
      });
      y += r.kind === 'day' ? 12 : 15;
      if (r.kind !== 'day') {
        doc
          .moveTo(left, y - 3)
          .lineTo(right, y - 3)
          .strokeColor('#ced4da')
          .stroke();
      }
    }
    if (rows.length === 0) doc.font('Helvetica').fontSize(9).text('Aucune clôture sur cette période.', left, y);
  });
};
