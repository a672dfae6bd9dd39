import { PassThrough, type Readable } from 'node:stream';
import type { KeepsakeData } from '../../../../protocol/keepsake';
import { pdfText } from './layout';
import { BookWriter, MARGIN } from './book-writer';
import type { LoadImage } from './images';

export type { LoadImage } from './images';

/**
 * The printable book: title page, story, timeline, moments, guest book and podium, then the
 * gallery two photos a page. Pages leave as they are written and each photo is loaded only when
 * its turn comes (and waits while the reader is behind), so a 2,000-photo book never sits in
 * memory. Standard fonts only (Helvetica, WinAnsi): nothing to embed, and Spanish prints right.
 */
export function bookStream(
  data: KeepsakeData,
  options: { paper: 'A4' | 'LETTER' },
  loadImage: LoadImage,
): Readable {
  const out = new PassThrough();
  const print = async () => {
    // pdfkit is loaded when a book is printed, not at every start of the app.
    const { default: PDFDocument } = await import('pdfkit');
    const doc = new PDFDocument({
      size: options.paper,
      margin: MARGIN,
      autoFirstPage: false,
      info: { Title: pdfText(data.wedding.coupleNames), Creator: 'Wedding keepsake' },
    });
    doc.on('data', (chunk: Buffer) => out.write(chunk));
    doc.on('end', () => out.end());
    await new BookWriter(doc, data, loadImage, out).write();
    doc.end();
  };
  print().catch((error: unknown) =>
    out.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  return out;
}
