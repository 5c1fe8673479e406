import { formatMoneyPlain, frDay, orderTypeLabels, plural } from '@fitfit/contracts';
import { frDateTime, ratePercent, renderPdf } from '../../../../lib/pdf-kit';
import { duplicateLabel, paymentLabel, sellerAddress, sellerIds, type TicketDocument, ticketTitle } from './model';

const LEFT = 50;
const RIGHT = 545;
const BOTTOM = 770;

/** The A4 invoice of a ticket (facture): seller mentions, buyer, lines, VAT per rate, totals and payments. */
export const renderTicketInvoicePdf = (d: TicketDocument) => {
  const { ticket: t, seller: s } = d;
  const number = `F-${t.number}`;
  const dup = duplicateLabel(d.duplicate);
  return renderPdf(
    { size: 'A4', margin: 50, info: { Title: `Facture ${number}${dup ? ` — ${dup}` : ''}`, Author: s.legal_name ?? s.name } },
    (doc) => {
      doc
        .fillColor('#111')
        .font('Helvetica-Bold')
        .fontSize(16)
        .text(s.legal_name ?? s.name, LEFT, 50, { width: 260 });
      doc.font('Helvetica').fontSize(9).fillColor('#333');
      if (s.legal_name && s.legal_name !== s.name) doc.text(`Restaurant ${s.name}`, { width: 260 });
      for (const l of sellerAddress(s)) doc.text(l, { width: 260 });
      if (s.phone) doc.text(`Tél. ${s.phone}`);
      for (const l of sellerIds(s)) doc.text(l);

      doc
        .font('Helvetica-Bold')
        .fontSize(18)
        .fillColor('#111')
        .text('FACTURE', 330, 50, { width: RIGHT - 330, align: 'right' });
      doc.font('Helvetica').fontSize(10);
      doc.text(`N° ${number}`, { width: RIGHT - 330, align: 'right' });
      doc.text(`${ticketTitle(t)}`, { width: RIGHT - 330, align: 'right' });
      doc.text(`Date : ${frDateTime(t.closed_at, s.timezone)}`, { width: RIGHT - 330, align: 'right' });
      doc.text(`Journée du ${frDay(t.business_date)}`, { width: RIGHT - 330, align: 'right' });
      if (dup) {
        doc.moveDown(0.3);
        doc
          .font('Helvetica-Bold')
          .fontSize(13)
          .fillColor('#c92a2a')
          .text(dup, { width: RIGHT - 330, align: 'right' });
        doc.fillColor('#111');
      }

      const buyerTop = 175;
      doc
        .roundedRect(300, buyerTop, RIGHT - 300, 60, 4)
        .strokeColor('#ccc')
        .stroke();
      doc
        .font('Helvetica-Bold')
        .fontSize(9)
        .fillColor('#666')
        .text('CLIENT', 312, buyerTop + 10);
      doc
        .font('Helvetica')
        .fontSize(10)
        .fillColor('#111')
        .text(t.customer_name ?? 'Client de passage', 312, buyerTop + 24, { width: RIGHT - 324 });
      if (t.customer_email) doc.fontSize(9).text(t.customer_email, { width: RIGHT - 324 });
      doc.font('Helvetica').fontSize(9).fillColor('#333');
      doc.text(
        `${orderTypeLabels[t.type]}${t.table ? ` · Table ${t.table}` : ''}${t.covers ? ` · ${plural(t.covers, 'couvert', 'couverts')}` : ''}`,
        LEFT,
        buyerTop + 10,
        {
          width: 230,
        },
      );
      if (t.register_label) doc.text(`Caisse : ${t.register_label}`, { width: 230 });
      if (t.pos_user_name) doc.text(`Servi par : ${t.pos_user_name}`, { width: 230 });

      const cols = [
        { title: 'Désignation', x: LEFT, w: 195, align: 'left' as const },
        { title: 'Qté', x: 245, w: 40, align: 'right' as const },
        { title: 'PU TTC', x: 285, w: 70, align: 'right' as const },
        { title: 'TVA', x: 355, w: 70, align: 'right' as const },
        { title: 'Remise', x: 425, w: 50, align: 'right' as const },
        { title: 'Total TTC', x: 475, w: 70, align: 'right' as const },
      ];
      let y = 255;
      const header = () => {
        doc.rect(LEFT, y, RIGHT - LEFT, 20).fill('#f1f3f5');
        doc.fillColor('#111').font('Helvetica-Bold').fontSize(9);
        for (const c of cols) doc.text(c.title, c.x + 4, y + 6, { width: c.w - 8, align: c.align });
        y += 26;
        doc.font('Helvetica').fontSize(9);
      };
      const room = (h: number) => {
        if (y + h <= BOTTOM) return;
        doc.addPage();
        y = 50;
        header();
      };
      header();
      for (const l of t.lines) {
        const details = [
          ...l.options.map((o) => `+ ${o.name}`),
          ...l.choices.map((c) => `· ${c.name}`),
          ...(l.offered ? ['Offert'] : []),
        ].join('\n');
        const label = details ? `${l.name}\n${details}` : l.name;
        const height = Math.max(doc.heightOfString(label, { width: cols[0].w - 8 }), 12);
        room(height + 8);
        const rate =
          l.vat_split.length > 1 ? l.vat_split.map((v) => ratePercent(v.rate_bp)).join(' / ') : ratePercent(l.vat_split[0]?.rate_bp ?? 0);
        const values = [
          label,
          String(l.quantity),
          formatMoneyPlain(l.unit_price_cents),
          rate,
          l.discount_cents ? formatMoneyPlain(l.discount_cents) : '',
          formatMoneyPlain(l.total_cents),
        ];
        values.forEach((v, i) => {
          doc.text(v, cols[i].x + 4, y, { width: cols[i].w - 8, align: cols[i].align });
        });
        y += height + 8;
        doc
          .moveTo(LEFT, y - 4)
          .lineTo(RIGHT, y - 4)
          .strokeColor('#e9ecef')
          .stroke();
      }

      room(60 + t.vat.length * 14 + 70 + t.payments.length * 14);
      y += 10;
      doc.font('Helvetica-Bold').fontSize(9).text('TVA par taux', LEFT, y);
      y += 14;
      const vatCols = [LEFT, LEFT + 60, LEFT + 130, LEFT + 200];
      ['Taux', 'HT', 'TVA', 'TTC'].forEach((h, i) => {
        doc.text(h, vatCols[i], y, { width: 65, align: i === 0 ? 'left' : 'right' });
      });
      doc.font('Helvetica');
      for (const v of t.vat) {
        y += 14;
        [ratePercent(v.rate_bp), formatMoneyPlain(v.ht_cents), formatMoneyPlain(v.tva_cents), formatMoneyPlain(v.ttc_cents)].forEach(
          (c, i) => {
            doc.text(c, vatCols[i], y, { width: 65, align: i === 0 ? 'left' : 'right' });
          },
        );
      }

      let ty = y - t.vat.length * 14 - 14;
      const totals: [string, string, boolean][] = [
        ['Total HT', formatMoneyPlain(t.total_ht_cents), false],
        ['Total TVA', formatMoneyPlain(t.total_tva_cents), false],
        ['Total TTC', formatMoneyPlain(t.total_ttc_cents), true],
      ];
      if (t.discount_cents) totals.push(['Dont remises', formatMoneyPlain(t.discount_cents), false]);
      for (const [label, value, strong] of totals) {
        doc.font(strong ? 'Helvetica-Bold' : 'Helvetica').fontSize(strong ? 12 : 10);
        doc.text(label, 330, ty, { width: 120, align: 'right' });
        doc.text(value, 450, ty, { width: RIGHT - 450 - 4, align: 'right' });
        ty += strong ? 20 : 16;
      }
      y = Math.max(y + 20, ty + 10);
      doc.font('Helvetica-Bold').fontSize(9).text('Règlements', LEFT, y);
      doc.font('Helvetica');
      for (const p of t.payments) {
        y += 14;
        doc.text(paymentLabel(p.method), LEFT, y, { width: 150 });
        doc.text(formatMoneyPlain(p.amount_cents), LEFT + 150, y, { width: 80, align: 'right' });
      }
      if (t.payments.length === 0) doc.text('Aucun règlement', LEFT, y + 14);
      // the footer sits in the page's bottom margin: with the margin left as it is, a footer of two lines crossed it
      // and pdfkit broke to a blank second page
      const margin = doc.page.margins.bottom;
      doc.page.margins.bottom = 0;
      doc
        .fontSize(8)
        .fillColor('#888')
        .text(
          `${[s.legal_name ?? s.name, ...sellerIds(s)].join(' · ')} · Empreinte du ticket ${t.chain.hash.slice(0, 16)}…`,
          LEFT,
          BOTTOM + 10,
          { width: RIGHT - LEFT, align: 'center' },
        );
      doc.page.margins.bottom = margin;
    },
  );
};
