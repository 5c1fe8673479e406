import { formatMoneyPlain, orderTypeLabels, plural } from '@fitfit/contracts';
import { drawLogo, frDateTime, ratePercent, renderPdf } from '../../../../lib/pdf-kit';
import { duplicateLabel, paymentLabel, sellerAddress, sellerIds, type TicketDocument, ticketTitle } from './model';

/** 80 mm thermal paper; 4 mm margins each side. */
const WIDTH = 226.77;
const MARGIN = 11;
const INNER = WIDTH - 2 * MARGIN;

/** The logo's box at the top of the roll. */
const LOGO_HEIGHT = 48;

/** The page is as tall as its content: a till roll has no pages. */
const heightFor = ({ ticket, seller }: TicketDocument) => {
  const detailRows = ticket.lines.reduce((a, l) => a + l.options.length + l.choices.length + (l.discount_cents ? 1 : 0), 0);
  const logo = seller.logo ? LOGO_HEIGHT + 6 : 0;
  return 280 + logo + ticket.lines.length * 24 + detailRows * 10 + ticket.vat.length * 11 + ticket.payments.length * 12;
};

/** The customer's receipt (80 mm), with the legal mentions of a French till ticket. */
export const renderReceiptPdf = (d: TicketDocument) => {
  const { ticket: t, seller: s } = d;
  return renderPdf(
    {
      size: [WIDTH, heightFor(d)],
      margin: MARGIN,
      info: { Title: `${ticketTitle(t)}${d.duplicate ? ` — ${duplicateLabel(d.duplicate)}` : ''}`, Author: s.legal_name ?? s.name },
    },
    (doc) => {
      const row = (left: string, right: string, bold = false) => {
        const y = doc.y;
        doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
        doc.text(left, MARGIN, y, { width: INNER - 60 });
        const after = doc.y;
        doc.text(right, MARGIN + INNER - 60, y, { width: 60, align: 'right' });
        doc.y = Math.max(after, doc.y);
        doc.x = MARGIN;
      };
      const cols = (cells: string[], bold = false) => {
        const y = doc.y;
        const w = INNER / cells.length;
        doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
        cells.forEach((c, i) => {
          doc.text(c, MARGIN + i * w, y, { width: w, align: i === 0 ? 'left' : 'right' });
        });
        doc.x = MARGIN;
      };
      const rule = () => {
        doc.moveDown(0.3);
        doc
          .moveTo(MARGIN, doc.y)
          .lineTo(WIDTH - MARGIN, doc.y)
          .dash(2, { space: 2 })
          .strokeColor('#000')
          .stroke()
          .undash();
        doc.moveDown(0.4);
      };
      const center = { width: INNER, align: 'center' as const };

      const top = s.logo ? MARGIN + LOGO_HEIGHT + 6 : MARGIN;
      if (s.logo) drawLogo(doc, s.logo, MARGIN, MARGIN, [INNER, LOGO_HEIGHT], 'center');
      doc.fillColor('#000').font('Helvetica-Bold').fontSize(11).text(s.name, MARGIN, top, center);
      doc.font('Helvetica').fontSize(7.5);
      if (s.legal_name && s.legal_name !== s.name) doc.text(s.legal_name, center);
      for (const l of sellerAddress(s)) doc.text(l, center);
      if (s.phone) doc.text(`Tél. ${s.phone}`, center);
      for (const l of sellerIds(s)) doc.text(l, center);
      const dup = duplicateLabel(d.duplicate);
      if (dup) {
        doc.moveDown(0.4);
        doc.font('Helvetica-Bold').fontSize(10).text(dup, center);
        doc.font('Helvetica').fontSize(7.5);
      }
      rule();
      doc.font('Helvetica-Bold').fontSize(8.5).text(ticketTitle(t), MARGIN, doc.y, { width: INNER });
      doc.font('Helvetica').fontSize(7.5);
      doc.text(`Date : ${frDateTime(t.closed_at, s.timezone)}`);
      doc.text(
        `${orderTypeLabels[t.type]}${t.table ? ` · Table ${t.table}` : ''}${t.covers ? ` · ${plural(t.covers, 'couvert', 'couverts')}` : ''}`,
      );
      if (t.register_label) doc.text(`Caisse : ${t.register_label}${t.terminal_number ? ` · n° terminal ${t.terminal_number}` : ''}`);
      if (t.pos_user_name) doc.text(`Servi par : ${t.pos_user_name}`);
      rule();
      doc.fontSize(8);
      for (const l of t.lines) {
        row(`${l.quantity} × ${l.name}${l.offered ? ' (offert)' : ''}`, formatMoneyPlain(l.total_cents));
        doc.fontSize(6.5);
        for (const o of l.options) doc.text(`   + ${o.name}`, MARGIN, doc.y, { width: INNER });
        for (const c of l.choices) doc.text(`   · ${c.name}`, MARGIN, doc.y, { width: INNER });
        if (l.discount_cents) doc.text(`   Remise -${formatMoneyPlain(l.discount_cents)}`, MARGIN, doc.y, { width: INNER });
        doc.text(`   PU ${formatMoneyPlain(l.unit_price_cents)} TTC`, MARGIN, doc.y, { width: INNER });
        doc.fontSize(8);
      }
      rule();
      doc.fontSize(7);
      cols(['Taux', 'HT', 'TVA', 'TTC'], true);
      for (const v of t.vat)
        cols([ratePercent(v.rate_bp), formatMoneyPlain(v.ht_cents), formatMoneyPlain(v.tva_cents), formatMoneyPlain(v.ttc_cents)]);
      rule();
      doc.fontSize(8);
      row('Total HT', formatMoneyPlain(t.total_ht_cents));
      row('Total TVA', formatMoneyPlain(t.total_tva_cents));
      doc.fontSize(10);
      row('Total TTC', formatMoneyPlain(t.total_ttc_cents), true);
      doc.fontSize(8);
      if (t.discount_cents) row('Dont remises', formatMoneyPlain(t.discount_cents));
      if (t.offered_cents) row('Offert', formatMoneyPlain(t.offered_cents));
      rule();
      for (const p of t.payments) row(paymentLabel(p.method), formatMoneyPlain(p.amount_cents));
      rule();
      doc.fontSize(6);
      doc.text(`Empreinte : ${t.chain.hash.slice(0, 16)}…`, MARGIN, doc.y, center);
      doc.text('Merci de votre visite', MARGIN, doc.y, center);
    },
  );
};
