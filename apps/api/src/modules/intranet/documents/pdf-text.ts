import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The text of an uploaded PDF, for the library's French full-text search (docs/intranet.md « Documents »): read by
 * Mozilla's PDF.js (`pdfjs-dist`, its legacy build, the one meant for Node), page by page, without rendering. A PDF
 * whose text cannot be read (a scan, a damaged or protected file) gives '' and is stored anyway.
 */
const MAX_PAGES = 300;
/** Enough for any procedure or recipe card; keeps the tsvector far below PostgreSQL's 1 MB limit. */
export const MAX_TEXT_CHARS = 200_000;

// the fonts PDF.js reads the standard 14 fonts from (absent, it warns on every PDF that uses them)
const standardFontDataUrl = `${path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

export const pdfText = async (bytes: Buffer): Promise<string> => {
  // loaded on the first PDF only: a few MB the API does not need at start
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = getDocument({
    data: new Uint8Array(bytes),
    standardFontDataUrl,
    isEvalSupported: false,
    disableFontFace: true,
    verbosity: 0,
  });
  try {
    const pdf = await task.promise;
    const pages: string[] = [];
    let length = 0;
    for (let n = 1; n <= Math.min(pdf.numPages, MAX_PAGES) && length < MAX_TEXT_CHARS; n++) {
      const page = await pdf.getPage(n);
      const content = await page.getTextContent();
      const text = content.items
        .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : ''))
        .join('')
        .replace(/[ \t]+/g, ' ')
        .trim();
      page.cleanup();
      pages.push(text);
      length += text.length;
    }
    return pages.join('\n\n').replaceAll('\u0000', '').slice(0, MAX_TEXT_CHARS).trim();
  } catch {
    return '';
  } finally {
    await task.destroy();
  }
};
