import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';

/**
 * Emoji in colour: each emoji's Twemoji picture (`@twemoji/svg`, an open set, CC-BY 4.0),
 * rendered to PNG by sharp and drawn where its monochrome Noto Emoji glyph would print. The glyph
 * still goes into the PDF, invisible under the picture, so the book's text keeps its emoji.
 */

/** The picture's pixels per point of its side: 3 px a point (216 dpi) is sharp in print. */
const PIXELS_PER_POINT = 3;
const VARIATION_SELECTOR = 'fe0f';

let files: Promise<{ dir: string; names: Set<string> }> | null = null;

/** Twemoji's folder and its file names, read once per process. */
function twemojiFiles(): Promise<{ dir: string; names: Set<string> }> {
  files ??= (async () => {
    const require = createRequire(import.meta.url);
    const dir = path.dirname(require.resolve('@twemoji/svg/package.json'));
    return { dir, names: new Set(await readdir(dir)) };
  })();
  return files;
}

/**
 * The Twemoji file of one grapheme, or null when the set has none. Twemoji names a file by its
 * code points in hex joined by '-', and drops FE0F from most of them ("❤️" is 2764.svg) but not
 * from all ("🏳️‍🌈" is 1f3f3-fe0f-200d-1f308.svg): the exact name is tried first.
 */
export async function twemojiFile(grapheme: string): Promise<string | null> {
  const { dir, names } = await twemojiFiles();
  const points = [...grapheme].map((char) => char.codePointAt(0)!.toString(16));
  const withoutSelector = points.filter((point) => point !== VARIATION_SELECTOR);
  for (const candidate of [points, withoutSelector]) {
    const name = `${candidate.join('-')}.svg`;
    if (candidate.length > 0 && names.has(name)) return path.join(dir, name);
  }
  return null;
}

/** A picture opened by pdfkit: drawn any number of times, embedded once. */
export interface PdfImage {
  width: number;
  height: number;
}

/** What the book uses of pdfkit beyond its published types. */
interface PdfkitInternals {
  openImage(src: Buffer): PdfImage;
  image(src: PdfImage, x: number, y: number, options: { width: number; height: number }): void;
  addContent(data: string): unknown;
  fillColor(color: unknown, opacity: number): unknown;
  widthOfString(text: string): number;
  _fontSize: number;
  _fillColor?: [unknown, number | undefined];
  x: number;
  y: number;
  page: { height: number };
}

/** Noto Emoji's glyphs stand about 0.85 em above the baseline, and are as tall as an em. */
const GLYPH_TOP = 0.85;
/** Where a text fragment starts: its text matrix, written by pdfkit after BT. */
const TEXT_ORIGIN = /^1 0 0 1 (-?[\d.]+) (-?[\d.]+) Tm$/;

/**
 * The book's emoji pictures, one PNG per emoji and size, embedded once in the PDF however often
 * it prints.
 */
export class EmojiImages {
  private readonly opened = new Map<string, Promise<PdfImage>>();

  private readonly doc: PdfkitInternals;

  constructor(doc: PDFKit.PDFDocument) {
    this.doc = doc as unknown as PdfkitInternals;
  }

  /** The size, in points, of the text printed next. */
  get fontSize(): number {
    return this.doc._fontSize;
  }

  /** The picture of a Twemoji file for an emoji printed `side` points wide. */
  image(file: string, side: number): Promise<PdfImage> {
    const pixels = Math.ceil(side * PIXELS_PER_POINT);
    const key = `${file}@${pixels}`;
    let image = this.opened.get(key);
    if (!image) {
      image = (async () => {
        const svg = await readFile(file);
        // Twemoji's pictures are 36 units square; at 72 dpi a unit is a pixel.
        const png = await sharp(svg, { density: (72 * pixels) / 36 })
          .resize(pixels, pixels)
          .png()
          .toBuffer();
        return this.doc.openImage(png);
      })();
      this.opened.set(key, image);
    }
    return image;
  }

  /**
   * Prints an emoji's `glyph` with `printGlyph` (pdfkit's text, so the line lays out as before),
   * invisible, and draws `picture` over it where pdfkit put it. Invisible by a fill opacity of 0
   * set as the fill colour's, which pdfkit sets again if the glyph moves to a new page.
   */
  draw(picture: PdfImage, glyph: string, printGlyph: () => void): void {
    const doc = this.doc;
    const size = doc._fontSize;
    const [colour, opacity] = doc._fillColor ?? ['black', 1];
    let origin: { x: number; y: number; height: number } | null = null;
    const addContent = doc.addContent;
    doc.addContent = function (data: string) {
      const matrix = origin ? null : TEXT_ORIGIN.exec(data);
      if (matrix) origin = { x: Number(matrix[1]), y: Number(matrix[2]), height: doc.page.height };
      return addContent.call(this, data);
    };
    doc.fillColor(colour, 0);
    try {
      printGlyph();
    } finally {
      delete (doc as Partial<PdfkitInternals>).addContent;
      doc.fillColor(colour, opacity ?? 1);
    }
    if (!origin) return;
    const { x, y, height } = origin as { x: number; y: number; height: number };
    // pdfkit writes the text matrix in the PDF's own coordinates, from the page's bottom.
    const baseline = height - y;
    const [cursorX, cursorY] = [doc.x, doc.y];
    const advance = doc.widthOfString(glyph);
    doc.image(picture, x + (advance - size) / 2, baseline - GLYPH_TOP * size, {
      width: size,
      height: size,
    });
    // Drawing a picture can move pdfkit’s cursor; the text flows on from where it was.
    [doc.x, doc.y] = [cursorX, cursorY];
  }
}
