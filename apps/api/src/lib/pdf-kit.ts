import PDFDocument from 'pdfkit';

/** Renders a pdfkit document into one buffer. */
export const renderPdf = (options: PDFKit.PDFDocumentOptions, draw: (doc: PDFKit.PDFDocument) => void) =>
  new Promise<Buffer>((resolve, reject) => {
    const doc = new PDFDocument(options);
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    draw(doc);
    doc.end();
  });

/**
 * A logo fitted in a box (`fit`: width, height), at its top left corner. An image pdfkit cannot read (an upload it
 * does not know) is left out rather than failing the document.
 */
export const drawLogo = (
  doc: PDFKit.PDFDocument,
  image: Buffer,
  x: number,
  y: number,
  fit: [number, number],
  align: 'left' | 'center' = 'left',
) => {
  const { x: cursorX, y: cursorY } = doc;
  try {
    doc.image(image, x, y, { fit, align: align === 'center' ? 'center' : undefined, valign: 'center' });
  } catch {
    // not a JPEG or PNG pdfkit reads: no logo
  }
  doc.x = cursorX;
  doc.y = cursorY;
};

/** "10 %" or "5,5 %" from basis points. */
export const ratePercent = (bp: number) => `${(bp / 100).toLocaleString('fr-FR', { maximumFractionDigits: 2 })} %`;

/** "23/11/2026 14:05" in the restaurant's timezone. */
export const frDateTime = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('fr-FR', { timeZone, dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso));
