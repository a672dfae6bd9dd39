import { PassThrough, type Readable } from 'node:stream';
import type { KeepsakeData } from '../../../../protocol/keepsake';
import { writeBook } from './book-writer';
import type { LoadImage } from './images';
import { Pen } from './pen';
import { Sheet } from './sheet';

export type { LoadImage } from './images';

export interface BookOptions {
  paper: 'A4' | 'LETTER';
  /** A print shop's copy: 3 mm bleed and crop marks (sheet.ts). */
  bleed?: boolean;
}

/**
 * The printable book: cover, story, venues, the day's timeline, moments, guest book, podiums,
 * then the gallery. Pages leave as they are written and each photo is loaded only when its turn
 * comes (and waits while the reader is behind), so a 2,000-photo book never sits in memory. Text
 * prints in Noto fonts embedded as subsets, every script and emoji (fonts.ts); the characters no
 * shipped font has are told to `onMissingCharacters` once the book is written.
 */
export function bookStream(
  data: KeepsakeData,
  options: BookOptions,
  loadImage: LoadImage,
  onMissingCharacters: (characters: string[]) => void = () => {},
): Readable {
  const out = new PassThrough();
  const print = async () => {
    // pdfkit is loaded when a book is printed, not at every start of the app.
    const { default: PDFDocument } = await import('pdfkit');
    const sheet = new Sheet(options.paper, options.bleed === true);
    const doc = new PDFDocument({
      ...sheet.documentOptions(),
      autoFirstPage: false,
      info: { Title: data.wedding.coupleNames, Creator: 'Wedding keepsake' },
    });
    sheet.attach(doc);
    doc.on('data', (chunk: Buffer) => out.write(chunk));
    doc.on('end', () => out.end());
    const pen = new Pen(doc, sheet, data, loadImage, out);
    await writeBook(pen);
    onMissingCharacters([...pen.type.fonts.missing]);
    doc.end();
  };
  print().catch((error: unknown) =>
    out.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  return out;
}
