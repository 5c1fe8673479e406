import { PDFParse } from 'pdf-parse';

/** The text of a PDF as a reader would copy it (pdf.js through pdf-parse). */
export const pdfText = async (pdf: Buffer) => {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
};
