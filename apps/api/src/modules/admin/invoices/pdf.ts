import {
  type CreditNote,
  formatMoneyPlain,
  frDay,
  invoicePaymentMethodLabels,
  invoiceStatusLabels,
  MONTH_NAMES,
  type SubscriptionInvoice,
} from '@fitfit/contracts';
import PDFDocument from 'pdfkit';

type PdfInvoice = SubscriptionInvoice & {
  buyer_legal_name: string | null;
  buyer_address: string | null;
  buyer_siret: string | null;
  buyer_vat_number: string | null;
};

/** The seller printed on every invoice. */
export const SELLER = {
  name: 'FitFit Solution SAS',
  address: ['18 rue de la Paix', '75002 Paris'],
  siret: '91234567800018',
  vat: 'FR42912345678',
  capital: 'SAS au capital de 10 000 €',
  rcs: 'RCS Paris 912 345 678',
  iban: 'FR76 3000 4000 0500 0012 3456 789',
};

const frDate = (iso: string | null) => (iso ? frDay(iso) : '—');
export const periodLabel = (period: string, recurring: string) => {
  const [y, m] = period.split('-').map(Number);
  return recurring === 'yearly'
    ? `${MONTH_NAMES[m - 1]} ${y} à ${MONTH_NAMES[(m + 10) % 12]} ${m === 1 ? y : y + 1}`
    : `${MONTH_NAMES[m - 1]} ${y}`;
};

/** A French invoice as a PDF buffer, or, given its credit note, the credit note (avoir) that cancels it. */
export const renderInvoicePdf = (invoice: PdfInvoice, credit?: CreditNote) =>
  new Promise<Buffer>((resolve, reject) => {
    const title = credit ? `Avoir ${credit.number}` : `Facture ${invoice.number}`;
    const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: title, Author: SELLER.name } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    const left = 50;
    const right = 545;
    const accent = '#e8590c';

    doc.fillColor(accent).font('Helvetica-Bold').fontSize(20).text('FitFit Solution', left, 50);
    doc.fillColor('#333').font('Helvetica').fontSize(9);
    doc.text(SELLER.name, left, 76);
    for (const line of SELLER.address) doc.text(line);
    doc.text(`SIRET ${SELLER.siret} · TVA ${SELLER.vat}`);

    doc
      .font('Helvetica-Bold')
      .fontSize(18)
      .fillColor('#111')
      .text(credit ? 'AVOIR' : 'FACTURE', 350, 50, { width: right - 350, align: 'right' });
    doc
      .font('Helvetica')
      .fontSize(10)
      .text(`N° ${credit ? credit.number : invoice.number}`, 350, 74, { width: right - 350, align: 'right' });
    if (credit) {
      doc.text(`Date d'émission : ${frDate(credit.issued_on)}`, { width: right - 350, align: 'right' });
      doc.text(`Annule la facture ${invoice.number}`, { width: right - 350, align: 'right' });
      doc.text(`du ${frDate(invoice.issued_on)}`, { width: right - 350, align: 'right' });
    } else {
      doc.text(`Date d'émission : ${frDate(invoice.issued_on)}`, { width: right - 350, align: 'right' });
      doc.text(`Échéance : ${frDate(invoice.due_on)}`, { width: right - 350, align: 'right' });
      doc.text(`Statut : ${invoiceStatusLabels[invoice.status]}`, { width: right - 350, align: 'right' });
    }

    const buyerTop = 150;
    doc
      .roundedRect(300, buyerTop, right - 300, 90, 4)
      .strokeColor('#ccc')
      .stroke();
    doc
      .font('Helvetica-Bold')
      .fontSize(9)
      .fillColor('#666')
      .text(credit ? 'AVOIR AU BÉNÉFICE DE' : 'FACTURÉ À', 312, buyerTop + 10);
    doc
      .font('Helvetica-Bold')
      .fontSize(11)
      .fillColor('#111')
      .text(invoice.buyer_legal_name ?? invoice.restaurant_name, 312, buyerTop + 24, {
        width: right - 324,
      });
    doc.font('Helvetica').fontSize(9).fillColor('#333');
    if (invoice.buyer_legal_name && invoice.buyer_legal_name !== invoice.restaurant_name) doc.text(`Restaurant ${invoice.restaurant_name}`);
    if (invoice.buyer_address) doc.text(invoice.buyer_address, { width: right - 324 });
    if (invoice.buyer_siret) doc.text(`SIRET ${invoice.buyer_siret}`);
    if (invoice.buyer_vat_number) doc.text(`N° TVA ${invoice.buyer_vat_number}`);

    doc.font('Helvetica').fontSize(10).fillColor('#111');
    doc.text(`Objet : abonnement FitFit Solution (${invoice.recurring === 'yearly' ? 'annuel' : 'mensuel'})`, left, buyerTop + 10, {
      width: 230,
    });
    doc.text(`Période : ${periodLabel(invoice.period, invoice.recurring)}`, { width: 230 });

    // Lines
    const cols = [
      { title: 'Désignation', x: left, w: 225, align: 'left' as const },
      { title: 'Qté (mois)', x: 275, w: 55, align: 'right' as const },
      { title: 'PU HT', x: 330, w: 70, align: 'right' as const },
      { title: 'Total HT', x: 400, w: 70, align: 'right' as const },
      { title: 'TVA', x: 470, w: 75, align: 'right' as const },
    ];
    let y = 270;
    doc.rect(left, y, right - left, 20).fill('#f1f3f5');
    doc.fillColor('#111').font('Helvetica-Bold').fontSize(9);
    for (const c of cols) doc.text(c.title, c.x + 4, y + 6, { width: c.w - 8, align: c.align });
    y += 26;
    doc.font('Helvetica').fontSize(9);
    // a credit note gives back each line of the invoice: the same lines, negative
    const sign = credit ? -1 : 1;
    for (const line of invoice.lines) {
      const values = [
        line.label,
        String(line.quantity),
        formatMoneyPlain(line.unit_price_cents),
        formatMoneyPlain(sign * line.ht_cents),
        formatMoneyPlain(sign * line.tva_cents),
      ];
      const height = doc.heightOfString(line.label, { width: cols[0].w - 8 });
      values.forEach((v, i) => {
        doc.text(v, cols[i].x + 4, y, { width: cols[i].w - 8, align: cols[i].align });
      });
      y += Math.max(height, 12) + 8;
      doc
        .moveTo(left, y - 4)
        .lineTo(right, y - 4)
        .strokeColor('#e9ecef')
        .stroke();
    }

    // Totals
    y += 10;
    const amounts = credit ?? invoice;
    const totals: [string, string, boolean][] = [
      ['Total HT', formatMoneyPlain(amounts.total_ht_cents), false],
      ['TVA 20 %', formatMoneyPlain(amounts.total_tva_cents), false],
      [credit ? 'Total TTC de l’avoir' : 'Total TTC', formatMoneyPlain(amounts.total_ttc_cents), true],
    ];
    for (const [label, value, strong] of totals) {
      doc.font(strong ? 'Helvetica-Bold' : 'Helvetica').fontSize(strong ? 12 : 10);
      doc.text(label, 330, y, { width: 120, align: 'right' });
      doc.text(value, 450, y, { width: right - 450 - 4, align: 'right' });
      y += strong ? 20 : 16;
    }

    y += 20;
    doc.font('Helvetica').fontSize(9).fillColor('#333');
    if (credit) {
      doc.text(`Motif : ${credit.reason}`, left, y, { width: right - left });
      doc.moveDown(0.5);
      doc.text(
        invoice.paid_at
          ? `La facture ${invoice.number} ayant été payée, le montant de cet avoir vous est remboursé.`
          : `La facture ${invoice.number} est annulée et n'est plus due.`,
        { width: right - left },
      );
    } else {
      doc.text(
        `Date d'échéance : ${frDate(invoice.due_on)} (30 jours après émission). Paiement par virement : IBAN ${SELLER.iban}.`,
        left,
        y,
        { width: right - left },
      );
      if (invoice.status === 'paid' && invoice.paid_at) {
        const method = invoice.payment_method ? ` par ${invoicePaymentMethodLabels[invoice.payment_method].toLowerCase()}` : '';
        doc.text(`Facture acquittée le ${frDate(invoice.paid_at.slice(0, 10))}${method}.`);
      }
      doc.moveDown(0.5);
      doc.text(
        "En cas de retard de paiement, pénalités au taux de trois fois le taux d'intérêt légal et indemnité forfaitaire pour frais de recouvrement de 40 € (art. L441-10 du Code de commerce). Pas d'escompte pour paiement anticipé.",
        { width: right - left },
      );
    }

    doc
      .fontSize(8)
      .fillColor('#888')
      .text(`${SELLER.name} · ${SELLER.capital} · ${SELLER.rcs} · TVA ${SELLER.vat}`, left, 780, { width: right - left, align: 'center' });
    doc.end();
  });
