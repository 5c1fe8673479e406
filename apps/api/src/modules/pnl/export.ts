import { formatMoneyPlain, type PnlLine, type PnlStatement, type PnlVatRegime, pnlVatRegimeLabels } from '@fitfit/contracts';
import ExcelJS from 'exceljs';
import { renderPdf } from '../../lib/pdf-kit';

const header = ['Ligne', 'Mois', 'Prévision', 'N-1', 'Cumul annuel', 'Prévision cumulée', 'Cumul N-1'];
const cells = (l: PnlLine) => [l.month.actual, l.month.forecast, l.month.previous, l.ytd.actual, l.ytd.forecast, l.ytd.previous];
const closedNote = (s: PnlStatement) =>
  s.closure
    ? `Mois clôturé le ${new Date(s.closure.closed_at).toLocaleDateString('fr-FR', { timeZone: 'Europe/Paris' })} par ${s.closure.closed_by_name}`
    : 'Mois non clôturé : chiffres provisoires';

/**
 * The VAT regime the statement is sent under (settings): the statement is in HT whatever the regime, as the
 * closings and receptions give it; a restaurant under the franchise en base owes no VAT, which the accountant reads here.
 */
export const vatNote = (regime: PnlVatRegime) =>
  regime === 'franchise'
    ? `Régime de TVA : ${pnlVatRegimeLabels.franchise} (TVA non applicable, art. 293 B du CGI) — montants hors taxes`
    : `Régime de TVA : ${pnlVatRegimeLabels[regime]} — montants hors taxes`;

/** The statement as an XLSX workbook: one sheet, amounts in euros with the € format. */
export const statementXlsx = async (s: PnlStatement, regime: PnlVatRegime) => {
  const book = new ExcelJS.Workbook();
  book.creator = 'FitFit Solution';
  const sheet = book.addWorksheet(`PNL ${s.month}`, { views: [{ state: 'frozen', ySplit: 4 }] });
  sheet.addRow([`Compte de résultat — ${s.restaurant_name} — ${s.label}`]).font = { bold: true, size: 14 };
  sheet.addRow([closedNote(s)]);
  sheet.addRow([vatNote(regime)]);
  sheet.addRow(header).font = { bold: true };
  sheet.getColumn(1).width = 42;
  for (let i = 2; i <= header.length; i++) {
    sheet.getColumn(i).width = 16;
    sheet.getColumn(i).numFmt = '#,##0.00 "€"';
  }
  for (const l of s.lines) {
    const row = sheet.addRow([`${l.level ? '    ' : ''}${l.label}`, ...cells(l).map((c) => (c === null ? null : c / 100))]);
    if (l.kind !== 'line') row.font = { bold: true };
  }
  return Buffer.from(await book.xlsx.writeBuffer());
};

/** The statement as a one-page A4 PDF for the accountant. */
export const statementPdf = (s: PnlStatement, regime: PnlVatRegime) =>
  renderPdf({ size: 'A4', layout: 'landscape', margin: 36, info: { Title: `PNL ${s.restaurant_name} ${s.label}` } }, (doc) => {
    doc.font('Helvetica-Bold').fontSize(16).text(`Compte de résultat — ${s.label}`);
    doc.font('Helvetica').fontSize(10).text(s.restaurant_name).text(closedNote(s)).text(vatNote(regime)).moveDown();
    const x0 = 36;
    const widths = [250, 80, 80, 80, 90, 90, 90];
    const row = (values: string[], bold: boolean) => {
      const y = doc.y;
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
      let x = x0;
      values.forEach((v, i) => {
        doc.text(v, x, y, { width: widths[i] - 6, align: i === 0 ? 'left' : 'right', lineBreak: false });
        x += widths[i];
      });
      doc.y = y + 14;
    };
    row(header, true);
    doc
      .moveTo(x0, doc.y - 2)
      .lineTo(x0 + widths.reduce((a, b) => a + b, 0), doc.y - 2)
      .stroke();
    for (const l of s.lines) {
      row([`${l.level ? '   ' : ''}${l.label}`, ...cells(l).map((c) => (c === null ? '—' : formatMoneyPlain(c)))], l.kind !== 'line');
    }
    doc
      .moveDown()
      .font('Helvetica')
      .fontSize(8)
      .text(`Édité par FitFit Solution le ${new Date().toLocaleDateString('fr-FR', { timeZone: 'Europe/Paris' })}`, x0);
  });
