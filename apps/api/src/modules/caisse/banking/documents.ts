import { type Deposit, denominationLabel, depositKindLabels, euroDenominations, formatMoneyPlain, frDay } from '@fitfit/contracts';
import ExcelJS from 'exceljs';
import { frDateTime, renderPdf } from '../../../lib/pdf-kit';
import { frenchCsv } from '../../../lib/table-files';
import type { SellerMentions } from '../ledger/documents/model';

/** The deposit slip (bordereau de remise, A4) and the exports of deposits (CSV, XLSX, PDF). */

const LEFT = 50;
const RIGHT = 545;

export const depositSlipPdf = (deposit: Deposit, seller: SellerMentions) =>
  renderPdf({ size: 'A4', margin: 50, info: { Title: `Bordereau de remise n°${deposit.number}`, Author: 'FitFit Solution' } }, (doc) => {
    doc.font('Helvetica-Bold').fontSize(16).text('Bordereau de remise en banque', LEFT, 50);
    doc
      .font('Helvetica')
      .fontSize(10)
      .text(seller.legal_name ?? seller.name);
    if (seller.address_line) doc.text(`${seller.address_line}, ${[seller.postal_code, seller.city].filter(Boolean).join(' ')}`);
    if (seller.siret) doc.text(`SIRET ${seller.siret}`);
    doc.moveDown();
    const rows: [string, string][] = [
      ['Remise n°', String(deposit.number)],
      ['Nature', depositKindLabels[deposit.kind]],
      ['N° de bordereau de la banque', deposit.slip_number],
      ['Date de la remise', frDay(deposit.deposited_on)],
      ['Montant', formatMoneyPlain(deposit.amount_cents)],
      ['Établie par', deposit.created_by_name ?? '—'],
      ['Enregistrée le', frDateTime(deposit.created_at, seller.timezone)],
    ];
    if (deposit.comment) rows.push(['Commentaire', deposit.comment]);
    for (const [name, value] of rows) {
      const y = doc.y;
      doc.font('Helvetica').fontSize(10).text(name, LEFT, y, { width: 200 });
      doc.font('Helvetica-Bold').text(value, LEFT + 210, y, { width: RIGHT - LEFT - 210 });
      doc.moveDown(0.3);
    }
    if (deposit.status === 'canceled') {
      doc
        .moveDown()
        .font('Helvetica-Bold')
        .fontSize(12)
        .fillColor('#c92a2a')
        .text(`REMISE ANNULÉE — ${deposit.cancel_reason ?? ''}`, LEFT);
      doc.fillColor('#111');
    }
    if (deposit.cheques.length) {
      const total = deposit.cheques.reduce((sum, c) => sum + c.amount_cents, 0);
      doc
        .moveDown()
        .font('Helvetica-Bold')
        .fontSize(11)
        .text(`Chèques remis : ${deposit.cheques.length} pour ${formatMoneyPlain(total)}`, LEFT);
      doc.moveDown(0.3);
      const cols = [LEFT, LEFT + 30, LEFT + 120, LEFT + 250, LEFT + 395];
      const line = (values: string[], bold = false) => {
        if (doc.y > doc.page.height - 80) doc.addPage();
        const y = doc.y;
        doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
        values.forEach((v, i) => {
          doc.text(v, cols[i], y, { width: i === 4 ? RIGHT - cols[4] : cols[i + 1] - cols[i] - 6, align: i === 4 ? 'right' : 'left' });
        });
        doc.moveDown(0.2);
      };
      line(['n°', 'Ticket', 'Encaissé le', 'Référence du paiement', 'Montant'], true);
      deposit.cheques.forEach((c, i) => {
        line([
          String(i + 1),
          `n°${c.ticket_number}`,
          frDateTime(c.closed_at, seller.timezone),
          c.payment_id.slice(0, 18),
          formatMoneyPlain(c.amount_cents),
        ]);
      });
      line(['', '', '', 'Total', formatMoneyPlain(total)], true);
    }
    if (deposit.denominations) {
      doc.moveDown().font('Helvetica-Bold').fontSize(11).text('Détail des espèces', LEFT);
      doc.moveDown(0.3);
      for (const value of euroDenominations) {
        const count = deposit.denominations[String(value)];
        if (!count) continue;
        const y = doc.y;
        doc.font('Helvetica').fontSize(10).text(denominationLabel(value), LEFT, y, { width: 150 });
        doc.text(`× ${count}`, LEFT + 160, y, { width: 80, align: 'right' });
        doc.text(formatMoneyPlain(value * count), LEFT + 260, y, { width: 120, align: 'right' });
        doc.moveDown(0.2);
      }
    }
    doc.moveDown(3);
    const y = doc.y;
    doc.font('Helvetica').fontSize(10).text('Signature du déposant', LEFT, y).text('Cachet de la banque', 330, y);
    doc
      .rect(LEFT, y + 16, 215, 70)
      .stroke()
      .rect(330, y + 16, 215, 70)
      .stroke();
  });

const header = ['Remise n°', 'Date', 'Nature', 'Bordereau', 'Montant', 'Statut', "Motif d'annulation", 'Établie par', 'Chèques remis'];
/** A cheque deposit's cheques in one cell: how many, and the tickets they paid. */
const chequesCell = (d: Deposit) =>
  d.cheques.length ? `${d.cheques.length} (tickets ${d.cheques.map((c) => `n°${c.ticket_number}`).join(', ')})` : '';
const cells = (d: Deposit) => [
  d.number,
  frDay(d.deposited_on),
  depositKindLabels[d.kind],
  d.slip_number,
  d.amount_cents,
  d.status === 'validated' ? 'Validée' : 'Annulée',
  d.cancel_reason ?? '',
  d.created_by_name ?? '',
  chequesCell(d),
];
const frDecimal = (cents: number) =>
  `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)},${String(Math.abs(cents) % 100).padStart(2, '0')}`;
const validatedTotal = (deposits: readonly Deposit[]) =>
  deposits.filter((d) => d.status === 'validated').reduce((s, d) => s + d.amount_cents, 0);

/** CSV for French Excel: `;`, UTF-8 BOM, CRLF, decimals with a comma; a last row with the validated total. */
export const depositsCsv = (deposits: readonly Deposit[]) =>
  frenchCsv([
    header,
    ...deposits.map((d) => cells(d).map((v, i) => (i === 4 ? frDecimal(Number(v)) : String(v)))),
    ['Total des remises validées', '', '', '', frDecimal(validatedTotal(deposits)), '', '', '', ''],
  ]);

export const depositsXlsx = async (deposits: readonly Deposit[]) => {
  const book = new ExcelJS.Workbook();
  book.creator = 'FitFit Solution';
  const sheet = book.addWorksheet('Remises', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = header.map((h, i) => ({
    header: h,
    width: Math.max(12, h.length + 4),
    style: i === 4 ? { numFmt: '#,##0.00 "€"' } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  for (const d of deposits) sheet.addRow(cells(d).map((v, i) => (i === 4 ? Number(v) / 100 : v)));
  sheet.addRow(['Total des remises validées', null, null, null, validatedTotal(deposits) / 100]).font = { bold: true };
  return Buffer.from(await book.xlsx.writeBuffer());
};

export const depositsPdf = (deposits: readonly Deposit[], title: string) =>
  renderPdf({ size: 'A4', layout: 'landscape', margin: 30, info: { Title: title, Author: 'FitFit Solution' } }, (doc) => {
    const widths = [55, 60, 150, 95, 80, 55, 110, 90, 85];
    let y = 30;
    const row = (values: string[], bold = false) => {
      if (y > doc.page.height - 50) {
        doc.addPage();
        y = 30;
      }
      let x = 30;
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8);
      values.forEach((v, i) => {
        doc.text(v, x, y, { width: widths[i] - 4, align: i === 4 ? 'right' : 'left', lineBreak: false, ellipsis: true });
        x += widths[i];
      });
      y += 14;
    };
    doc.font('Helvetica-Bold').fontSize(14).text(title, 30, y);
    y = doc.y + 10;
    row(header, true);
    for (const d of deposits) row(cells(d).map((v, i) => (i === 4 ? formatMoneyPlain(Number(v)) : String(v))));
    row(['Total des remises validées', '', '', '', formatMoneyPlain(validatedTotal(deposits)), '', '', '', ''], true);
  });
