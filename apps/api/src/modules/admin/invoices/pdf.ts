import {
  type CreditNote,
  formatMoneyPlain,
  frDay,
  invoicePaymentMethodLabels,
  invoiceStatusLabels,
  MONTH_NAMES,
  type SubscriptionInvoice,
} from '@fitfit/contracts';
import { renderInvoiceLayout } from '../../../lib/invoice-layout';

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

/** A French invoice as a PDF buffer, or, given its credit note, the credit note (avoir) that cancels it (lib/invoice-layout.ts). */
export const renderInvoicePdf = (invoice: PdfInvoice, credit?: CreditNote) => {
  // a credit note gives back each line of the invoice: the same lines, negative
  const sign = credit ? -1 : 1;
  const amounts = credit ?? invoice;
  return renderInvoiceLayout({
    title: credit ? `Avoir ${credit.number}` : `Facture ${invoice.number}`,
    author: SELLER.name,
    seller: {
      name: 'FitFit Solution',
      color: '#e8590c',
      lines: [SELLER.name, ...SELLER.address, `SIRET ${SELLER.siret} · TVA ${SELLER.vat}`],
    },
    heading: credit ? 'AVOIR' : 'FACTURE',
    meta: credit
      ? [
          `N° ${credit.number}`,
          `Date d'émission : ${frDate(credit.issued_on)}`,
          `Annule la facture ${invoice.number}`,
          `du ${frDate(invoice.issued_on)}`,
        ]
      : [
          `N° ${invoice.number}`,
          `Date d'émission : ${frDate(invoice.issued_on)}`,
          `Échéance : ${frDate(invoice.due_on)}`,
          `Statut : ${invoiceStatusLabels[invoice.status]}`,
        ],
    buyer: {
      heading: credit ? 'AVOIR AU BÉNÉFICE DE' : 'FACTURÉ À',
      name: invoice.buyer_legal_name ?? invoice.restaurant_name,
      lines: [
        ...(invoice.buyer_legal_name && invoice.buyer_legal_name !== invoice.restaurant_name
          ? [`Restaurant ${invoice.restaurant_name}`]
          : []),
        ...(invoice.buyer_address ? [invoice.buyer_address] : []),
        ...(invoice.buyer_siret ? [`SIRET ${invoice.buyer_siret}`] : []),
        ...(invoice.buyer_vat_number ? [`N° TVA ${invoice.buyer_vat_number}`] : []),
      ],
      height: 90,
    },
    about: [
      `Objet : abonnement FitFit Solution (${invoice.recurring === 'yearly' ? 'annuel' : 'mensuel'})`,
      `Période : ${periodLabel(invoice.period, invoice.recurring)}`,
    ],
    columns: [
      { title: 'Désignation', x: 50, w: 225, align: 'left' },
      { title: 'Qté (mois)', x: 275, w: 55, align: 'right' },
      { title: 'PU HT', x: 330, w: 70, align: 'right' },
      { title: 'Total HT', x: 400, w: 70, align: 'right' },
      { title: 'TVA', x: 470, w: 75, align: 'right' },
    ],
    rows: invoice.lines.map((line) => [
      line.label,
      String(line.quantity),
      formatMoneyPlain(line.unit_price_cents),
      formatMoneyPlain(sign * line.ht_cents),
      formatMoneyPlain(sign * line.tva_cents),
    ]),
    totals: [
      ['Total HT', formatMoneyPlain(amounts.total_ht_cents), false],
      ['TVA 20 %', formatMoneyPlain(amounts.total_tva_cents), false],
      [credit ? 'Total TTC de l’avoir' : 'Total TTC', formatMoneyPlain(amounts.total_ttc_cents), true],
    ],
    afterHeight: 90,
    after: (doc, y) => {
      const width = 495;
      if (credit) {
        doc.text(`Motif : ${credit.reason}`, 50, y, { width });
        doc.moveDown(0.5);
        doc.text(
          invoice.paid_at
            ? `La facture ${invoice.number} ayant été payée, le montant de cet avoir vous est remboursé.`
            : `La facture ${invoice.number} est annulée et n'est plus due.`,
          { width },
        );
        return;
      }
      doc.text(
        `Date d'échéance : ${frDate(invoice.due_on)} (30 jours après émission). Paiement par virement : IBAN ${SELLER.iban}.`,
        50,
        y,
        {
          width,
        },
      );
      if (invoice.status === 'paid' && invoice.paid_at) {
        const method = invoice.payment_method ? ` par ${invoicePaymentMethodLabels[invoice.payment_method].toLowerCase()}` : '';
        doc.text(`Facture acquittée le ${frDate(invoice.paid_at.slice(0, 10))}${method}.`);
      }
      doc.moveDown(0.5);
      doc.text(
        "En cas de retard de paiement, pénalités au taux de trois fois le taux d'intérêt légal et indemnité forfaitaire pour frais de recouvrement de 40 € (art. L441-10 du Code de commerce). Pas d'escompte pour paiement anticipé.",
        { width },
      );
    },
    footer: `${SELLER.name} · ${SELLER.capital} · ${SELLER.rcs} · TVA ${SELLER.vat}`,
  });
};
