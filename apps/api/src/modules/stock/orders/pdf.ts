import { formatMoneyPlain, frDay, type StockOrder, stockUnitLabels } from '@fitfit/contracts';
import { drawLogo, renderPdf } from '../../../lib/pdf-kit';
import { addressLines, type SellerIdentity } from '../../../lib/restaurant-identity';

/** The restaurant that orders: its details (lib/restaurant-identity.ts) and its logo's bytes when it has one. */
export type Buyer = SellerIdentity & { logo?: Buffer | null };

/** The French purchase order sent to the provider: who orders, what, in packages, at which price HT. */
export const purchaseOrderPdf = (order: StockOrder, buyer: Buyer, today: string) =>
  renderPdf({ size: 'A4', margin: 48, info: { Title: `Bon de commande ${order.reference}` } }, (doc) => {
    if (buyer.logo) drawLogo(doc, buyer.logo, 427, 40, [120, 50]);
    doc
      .font('Helvetica-Bold')
      .fontSize(18)
      .text(`Bon de commande ${order.reference}`, 48, 48, { width: buyer.logo ? 370 : 499 });
    doc.moveDown(0.5).font('Helvetica').fontSize(10);
    doc.text(`Date : ${frDay(today)}`);
    if (order.expected_on) doc.text(`Livraison souhaitée : ${frDay(order.expected_on)}`);
    doc.moveDown();
    const top = doc.y;
    doc.font('Helvetica-Bold').text('Client', 48, top).font('Helvetica');
    const client = { width: 260 };
    doc.text(buyer.name, client);
    if (buyer.legal_name && buyer.legal_name !== buyer.name) doc.text(buyer.legal_name, client);
    for (const line of addressLines(buyer)) doc.text(line, client);
    if (buyer.phone) doc.text(`Tél. ${buyer.phone}`, client);
    if (buyer.email) doc.text(buyer.email, client);
    if (buyer.siret) doc.text(`SIRET ${buyer.siret}`, client);
    if (buyer.vat_number) doc.text(`TVA intracom. ${buyer.vat_number}`, client);
    const clientEnd = doc.y;
    doc.font('Helvetica-Bold').text('Fournisseur', 320, top).font('Helvetica');
    doc.text(order.provider_name, 320);
    doc.text(order.provider_email, 320);
    doc.moveDown(2);
    const cols = [48, 110, 270, 380, 420, 480];
    const header = ['Réf.', 'Désignation', 'Conditionnement', 'Qté', 'PU HT', 'Total HT'];
    let y = Math.max(doc.y, clientEnd + 24, top + 80);
    doc.font('Helvetica-Bold');
    for (const [i, h] of header.entries()) doc.text(h, cols[i], y, { width: (cols[i + 1] ?? 547) - cols[i] - 4 });
    doc.font('Helvetica');
    y += 18;
    for (const l of order.lines) {
      if (y > 760) {
        doc.addPage();
        y = 48;
      }
      const cells = [
        l.reference ?? '',
        l.product_name,
        `${l.package_label} (${stockUnitLabels[l.unit]})`,
        String(l.ordered_packages),
        formatMoneyPlain(l.package_price_cents),
        formatMoneyPlain(l.total_cents),
      ];
      const heights = cells.map((c, i) => doc.heightOfString(c, { width: (cols[i + 1] ?? 547) - cols[i] - 4 }));
      for (const [i, c] of cells.entries()) doc.text(c, cols[i], y, { width: (cols[i + 1] ?? 547) - cols[i] - 4 });
      y += Math.max(...heights) + 6;
    }
    doc.moveTo(48, y).lineTo(547, y).stroke();
    doc.font('Helvetica-Bold').text(`Total HT : ${formatMoneyPlain(order.total_cents)}`, 48, y + 8, { width: 499, align: 'right' });
    if (order.note) doc.font('Helvetica').moveDown().text(`Remarque : ${order.note}`, 48);
  });
