import { formatMoneyPlain, frDay, orderTypeLabels, plural } from '@fitfit/contracts';
import { renderInvoiceLayout } from '../../../../lib/invoice-layout';
import { frDateTime, ratePercent } from '../../../../lib/pdf-kit';
import { duplicateLabel, paymentLabel, sellerAddress, sellerIds, type TicketDocument, ticketTitle } from './model';

/** The A4 invoice of a ticket (facture): seller mentions, buyer, lines, VAT per rate, totals and payments. */
export const renderTicketInvoicePdf = (d: TicketDocument) => {
  const { ticket: t, seller: s } = d;
  const number = `F-${t.number}`;
  const dup = duplicateLabel(d.duplicate);
  const totals: [string, string, boolean][] = [
    ['Total HT', formatMoneyPlain(t.total_ht_cents), false],
    ['Total TVA', formatMoneyPlain(t.total_tva_cents), false],
    ['Total TTC', formatMoneyPlain(t.total_ttc_cents), true],
  ];
  if (t.discount_cents) totals.push(['Dont remises', formatMoneyPlain(t.discount_cents), false]);
  return renderInvoiceLayout({
    title: `Facture ${number}${dup ? ` — ${dup}` : ''}`,
    author: s.legal_name ?? s.name,
    seller: {
      name: s.legal_name ?? s.name,
      logo: s.logo,
      lines: [
        ...(s.legal_name && s.legal_name !== s.name ? [`Restaurant ${s.name}`] : []),
        ...sellerAddress(s),
        ...(s.phone ? [`Tél. ${s.phone}`] : []),
        ...sellerIds(s),
      ],
    },
    heading: 'FACTURE',
    meta: [`N° ${number}`, ticketTitle(t), `Date : ${frDateTime(t.closed_at, s.timezone)}`, `Journée du ${frDay(t.business_date)}`],
    mark: dup,
    buyer: {
      heading: 'CLIENT',
      name: t.customer_name ?? 'Client de passage',
      lines: t.customer_email ? [t.customer_email] : [],
      height: 60,
    },
    about: [
      `${orderTypeLabels[t.type]}${t.table ? ` · Table ${t.table}` : ''}${t.covers ? ` · ${plural(t.covers, 'couvert', 'couverts')}` : ''}`,
      ...(t.register_label ? [`Caisse : ${t.register_label}`] : []),
      ...(t.pos_user_name ? [`Servi par : ${t.pos_user_name}`] : []),
    ],
    columns: [
      { title: 'Désignation', x: 50, w: 195, align: 'left' },
      { title: 'Qté', x: 245, w: 40, align: 'right' },
      { title: 'PU TTC', x: 285, w: 70, align: 'right' },
      { title: 'TVA', x: 355, w: 70, align: 'right' },
      { title: 'Remise', x: 425, w: 50, align: 'right' },
      { title: 'Total TTC', x: 475, w: 70, align: 'right' },
    ],
    rows: t.lines.map((l) => {
      const details = [
        ...l.options.map((o) => `+ ${o.name}`),
        ...l.choices.map((c) => `· ${c.name}`),
        ...(l.offered ? ['Offert'] : []),
      ].join('\n');
      const rate =
        l.vat_split.length > 1 ? l.vat_split.map((v) => ratePercent(v.rate_bp)).join(' / ') : ratePercent(l.vat_split[0]?.rate_bp ?? 0);
      return [
        details ? `${l.name}\n${details}` : l.name,
        String(l.quantity),
        formatMoneyPlain(l.unit_price_cents),
        rate,
        l.discount_cents ? formatMoneyPlain(l.discount_cents) : '',
        formatMoneyPlain(l.total_cents),
      ];
    }),
    vat: t.vat.map((v) => [
      ratePercent(v.rate_bp),
      formatMoneyPlain(v.ht_cents),
      formatMoneyPlain(v.tva_cents),
      formatMoneyPlain(v.ttc_cents),
    ]),
    totals,
    afterHeight: 30 + Math.max(t.payments.length, 1) * 14,
    after: (doc, y) => {
      doc.font('Helvetica-Bold').fontSize(9).fillColor('#111').text('Règlements', 50, y);
      doc.font('Helvetica');
      for (const p of t.payments) {
        y += 14;
        doc.text(paymentLabel(p.method), 50, y, { width: 150 });
        doc.text(formatMoneyPlain(p.amount_cents), 200, y, { width: 80, align: 'right' });
      }
      if (t.payments.length === 0) doc.text('Aucun règlement', 50, y + 14);
    },
    footer: `${[s.legal_name ?? s.name, ...sellerIds(s)].join(' · ')} · Empreinte du ticket ${t.chain.hash.slice(0, 16)}…`,
  });
};
