import { drawLogo, renderPdf } from './pdf-kit';

/**
 * The one A4 layout of the product's invoices — the platform's subscription invoices and credit notes
 * (admin/invoices) and a restaurant's invoice of a ticket (caisse ledger documents): the seller top left, the
 * title with its number and dates top right, the buyer's box, the lines (a new page with its header when full),
 * the VAT per rate beside the totals, the mentions below, the seller's legal line at the foot of the page. Each
 * caller gives its data and its own mentions; the layout holds the geometry.
 */
export interface InvoiceColumn {
  title: string;
  /** Left edge and width in points (the page's text runs from 50 to 545). */
  x: number;
  w: number;
  align: 'left' | 'right';
}

export interface InvoiceLayout {
  /** The PDF's own title and author (its properties). */
  title: string;
  author: string;
  /**
   * The seller, top left: its name (in `color`, the platform's brand), then address, phone, legal numbers; its logo
   * (JPEG or PNG bytes), when it has one, at the right of its name.
   */
  seller: { name: string; color?: string; lines: string[]; logo?: Buffer | null };
  /** « FACTURE » or « AVOIR », its number and dates under it; `mark` in red below (a duplicate). */
  heading: string;
  meta: string[];
  mark?: string | null;
  /** The buyer's box: its heading (« FACTURÉ À », « CLIENT »), name, other lines; its height in points. */
  buyer: { heading: string; name: string; lines: string[]; height: number };
  /** What the document is about, left of the buyer's box (subject and period; order type, register). */
  about: string[];
  columns: InvoiceColumn[];
  /** One row per line, a value per column; the first column may hold several lines. */
  rows: string[][];
  /** VAT per rate (rate, HT, VAT, TTC) printed left of the totals, or none. */
  vat?: string[][];
  /** Label, amount, and whether it is the total that stands out. */
  totals: [string, string, boolean][];
  /** What follows the totals (payments, due date and penalties, a credit note's reason), drawn from `y`. */
  after: (doc: PDFKit.PDFDocument, y: number) => void;
  /** The room `after` needs, kept on the page of the totals. */
  afterHeight: number;
  /** The seller's legal line at the foot of the page. */
  footer: string;
}

const LEFT = 50;
const RIGHT = 545;
const BOTTOM = 770;
const BOX = 300;
const HEAD = 330;

export const renderInvoiceLayout = (l: InvoiceLayout) =>
  renderPdf({ size: 'A4', margin: 50, info: { Title: l.title, Author: l.author } }, (doc) => {
    doc
      .fillColor(l.seller.color ?? '#111')
      .font('Helvetica-Bold')
      .fontSize(16)
      .text(l.seller.name, LEFT, 50, { width: l.seller.logo ? 170 : 260 });
    doc.font('Helvetica').fontSize(9).fillColor('#333');
    for (const line of l.seller.lines) doc.text(line, { width: 260 });
    if (l.seller.logo) drawLogo(doc, l.seller.logo, 225, 44, [85, 44]);

    doc
      .font('Helvetica-Bold')
      .fontSize(18)
      .fillColor('#111')
      .text(l.heading, HEAD, 50, { width: RIGHT - HEAD, align: 'right' });
    doc.font('Helvetica').fontSize(10);
    for (const line of l.meta) doc.text(line, { width: RIGHT - HEAD, align: 'right' });
    if (l.mark) {
      doc.moveDown(0.3);
      doc
        .font('Helvetica-Bold')
        .fontSize(13)
        .fillColor('#c92a2a')
        .text(l.mark, { width: RIGHT - HEAD, align: 'right' });
      doc.fillColor('#111');
    }

    const buyerTop = 175;
    doc
      .roundedRect(BOX, buyerTop, RIGHT - BOX, l.buyer.height, 4)
      .strokeColor('#ccc')
      .stroke();
    doc
      .font('Helvetica-Bold')
      .fontSize(9)
      .fillColor('#666')
      .text(l.buyer.heading, BOX + 12, buyerTop + 10);
    doc
      .font('Helvetica-Bold')
      .fontSize(11)
      .fillColor('#111')
      .text(l.buyer.name, BOX + 12, buyerTop + 24, { width: RIGHT - BOX - 24 });
    doc.font('Helvetica').fontSize(9).fillColor('#333');
    for (const line of l.buyer.lines) doc.text(line, { width: RIGHT - BOX - 24 });
    doc.font('Helvetica').fontSize(9).fillColor('#333');
    l.about.forEach((line, i) => {
      if (i === 0) doc.text(line, LEFT, buyerTop + 10, { width: 230 });
      else doc.text(line, { width: 230 });
    });

    const cols = l.columns;
    let y = buyerTop + l.buyer.height + 20;
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
    for (const row of l.rows) {
      const height = Math.max(doc.heightOfString(row[0], { width: cols[0].w - 8 }), 12);
      room(height + 8);
      row.forEach((v, i) => {
        doc.text(v, cols[i].x + 4, y, { width: cols[i].w - 8, align: cols[i].align });
      });
      y += height + 8;
      doc
        .moveTo(LEFT, y - 4)
        .lineTo(RIGHT, y - 4)
        .strokeColor('#e9ecef')
        .stroke();
    }

    const vat = l.vat ?? [];
    room(30 + Math.max(vat.length ? 14 + vat.length * 14 : 0, l.totals.length * 20) + l.afterHeight);
    y += 10;
    let vy = y;
    if (vat.length) {
      doc.font('Helvetica-Bold').fontSize(9).text('TVA par taux', LEFT, vy);
      vy += 14;
      const at = [LEFT, LEFT + 60, LEFT + 130, LEFT + 200];
      for (const [i, cells] of [['Taux', 'HT', 'TVA', 'TTC'], ...vat].entries()) {
        if (i === 1) doc.font('Helvetica');
        cells.forEach((c, j) => {
          doc.text(c, at[j], vy, { width: 65, align: j === 0 ? 'left' : 'right' });
        });
        vy += 14;
      }
    }
    let ty = y;
    for (const [label, value, strong] of l.totals) {
      doc.font(strong ? 'Helvetica-Bold' : 'Helvetica').fontSize(strong ? 12 : 10);
      doc.text(label, HEAD, ty, { width: 120, align: 'right' });
      doc.text(value, 450, ty, { width: RIGHT - 450 - 4, align: 'right' });
      ty += strong ? 20 : 16;
    }
    doc.font('Helvetica').fontSize(9).fillColor('#333');
    l.after(doc, Math.max(vy, ty) + 16);

    // the footer sits in the page's bottom margin: with the margin left as it is, a footer of two lines crossed it
    // and pdfkit broke to a blank second page
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .fontSize(8)
      .fillColor('#888')
      .text(l.footer, LEFT, BOTTOM + 10, { width: RIGHT - LEFT, align: 'center' });
    doc.page.margins.bottom = margin;
  });
