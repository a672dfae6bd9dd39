// PLACEHOLDER: replaced by the site branch at merge (the site engineer writes the real book).
import type { Readable } from 'node:stream';
import PDFDocument from 'pdfkit';
import type { KeepsakeData } from '../../../../protocol/keepsake';

/** The printable book, piped out as pdfkit writes it. */
export function bookStream(
  data: KeepsakeData,
  options: { paper: 'A4' | 'LETTER' },
  _loadImage: (path: string) => Promise<Buffer | null>,
): Readable {
  const doc = new PDFDocument({ size: options.paper });
  doc.fontSize(24).text(data.wedding.coupleNames);
  doc.end();
  return doc;
}
