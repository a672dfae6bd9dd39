import { EmojiImages } from './emoji';
import { BookFonts, type Face, type TextRun } from './fonts';
import { cleanText } from './layout';

type TextOptions = PDFKit.Mixins.TextOptions;

/** Fonts whose script fontkit lays out right to left itself (it reverses their glyphs). */
const RTL_FONT = /arabic|hebrew/i;
/** Any character of a right-to-left script: only such texts go through the bidi algorithm. */
const RTL_TEXT = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/;

interface Bidi {
  getEmbeddingLevels(text: string): { levels: Uint8Array };
  getMirroredCharacter(char: string): string | null;
}
let bidi: Bidi | null = null;

/** A run as it prints: `ends` when its paragraph ends after it. */
type PrintRun = TextRun & { ends: boolean };

/**
 * Prints text in the book's fonts: each text split into runs by which font has its glyphs
 * (fonts.ts), runs of a right-to-left script put in visual order (bidi-js), then written one after
 * the other as one flowing paragraph (pdfkit's `continued`), an emoji as its colour picture over
 * its invisible glyph (emoji.ts).
 */
export class BookType {
  readonly fonts: BookFonts;
  private readonly emoji: EmojiImages;

  constructor(private readonly doc: PDFKit.PDFDocument) {
    this.fonts = new BookFonts(doc);
    this.emoji = new EmojiImages(doc);
  }

  /** Prints `text` in `face` at (x, y), or where the document's cursor is. */
  async text(
    raw: string,
    face: Face,
    options: TextOptions & { x?: number; y?: number } = {},
  ): Promise<void> {
    const text = cleanText(raw);
    if (!text) return;
    const runs = await this.visualRuns(text, face);
    const side = this.emoji.fontSize;
    const pictures = await Promise.all(
      runs.map((run) => (run.twemoji ? this.emoji.image(run.twemoji, side) : null)),
    );
    const { x, y, ...rest } = await this.alignedLine(text, face, runs, options);
    runs.forEach((run, index) => {
      this.doc.font(run.font);
      if (!run.text) {
        this.doc.moveDown();
        return;
      }
      const opts = { ...rest, continued: !run.ends };
      const print = () => {
        if (index === 0 && x !== undefined) this.doc.text(run.text, x, y ?? this.doc.y, opts);
        else this.doc.text(run.text, opts);
      };
      const picture = pictures[index];
      if (picture) this.emoji.draw(picture, run.text, print);
      else print();
    });
    if (options.x !== undefined) this.doc.x = options.x;
  }

  /**
   * pdfkit centres (or right-aligns) each run of a continued text on its own, so the runs of a
   * one-line centred text (a name and an emoji) would overlap: such a line is placed here, as a
   * left-aligned text starting where the whole line centres.
   */
  private async alignedLine(
    text: string,
    face: Face,
    runs: PrintRun[],
    options: TextOptions & { x?: number; y?: number },
  ): Promise<TextOptions & { x?: number; y?: number }> {
    const { align, width } = options;
    if ((align !== 'center' && align !== 'right') || !width || runs.length < 2) return options;
    if (text.includes('\n')) return options;
    const lineWidth = await this.widthOf(text, face);
    if (lineWidth > width) return options;
    const room = (width - lineWidth) / (align === 'center' ? 2 : 1);
    const x = (options.x ?? this.doc.x) + room;
    return { ...options, x, y: options.y ?? this.doc.y, width: width - room, align: 'left' };
  }

  /**
   * The height `text` takes in a box `width` wide, measured in the font most of its glyphs
   * come from (a Chinese text in the Chinese font, whose Latin letters are close to Noto Sans').
   */
  async heightOf(raw: string, face: Face, options: TextOptions): Promise<number> {
    const text = cleanText(raw);
    if (!text) return 0;
    const runs = await this.fonts.runs(text, face);
    const widest = runs.find((run) => /-sc\/|-kr\//.test(run.font))?.font ?? runs[0]!.font;
    this.doc.font(widest);
    return this.doc.heightOfString(runs.map((run) => run.text).join(''), options);
  }

  /** The width of a one-line text, measured as heightOf does. */
  async widthOf(raw: string, face: Face): Promise<number> {
    const runs = await this.fonts.runs(cleanText(raw), face);
    let width = 0;
    for (const run of runs) width += this.doc.font(run.font).widthOfString(run.text);
    return width;
  }

  /**
   * The runs of each paragraph in the order they print, left to right, the last of each marked:
   * a paragraph ends its pdfkit text (pdfkit drops a line break that ends a continued text, and
   * indents the lines after one inside it). An empty paragraph is an empty run.
   */
  private async visualRuns(text: string, face: Face): Promise<PrintRun[]> {
    const out: PrintRun[] = [];
    const primary = await this.fonts.ready(face);
    for (const paragraph of text.split('\n')) {
      const runs = RTL_TEXT.test(paragraph)
        ? await this.bidiRuns(paragraph, face)
        : await this.fonts.runs(paragraph, face);
      if (runs.length === 0) out.push({ font: primary, text: '', ends: true });
      runs.forEach((run, index) => out.push({ ...run, ends: index === runs.length - 1 }));
    }
    return out;
  }

  /**
   * Unicode's bidi algorithm on one paragraph: levels by character (bidi-js), runs by level and
   * font, the runs reordered (rule L2). A right-to-left run in an Arabic or Hebrew font keeps its
   * logical order, because fontkit reverses it as it shapes it; any other (punctuation, digits
   * inside an Arabic sentence) is reversed here, mirrored brackets and all.
   */
  private async bidiRuns(paragraph: string, face: Face): Promise<TextRun[]> {
    if (!bidi) {
      const { default: factory } = (await import('bidi-js')) as unknown as {
        default: () => Bidi;
      };
      bidi = factory();
    }
    const { levels } = bidi.getEmbeddingLevels(paragraph);
    const pieces: (TextRun & { level: number })[] = [];
    let offset = 0;
    for (const run of await this.fonts.runs(paragraph, face)) {
      if (run.twemoji) {
        // An emoji stays whole (a ZWJ sequence reversed would be other emoji).
        pieces.push({ ...run, level: levels[offset] ?? 0 });
        offset += run.text.length;
        continue;
      }
      for (const char of run.text) {
        const level = levels[offset] ?? 0;
        offset += char.length;
        const last = pieces.at(-1);
        if (last && last.font === run.font && last.level === level && !last.twemoji)
          last.text += char;
        else pieces.push({ font: run.font, text: char, level });
      }
    }
    const highest = Math.max(...pieces.map((piece) => piece.level));
    const lowestOdd = Math.min(...pieces.map((piece) => piece.level).filter((l) => l % 2 === 1));
    for (let level = highest; level >= lowestOdd; level -= 1) {
      for (let start = 0; start < pieces.length; start += 1) {
        if (pieces[start]!.level < level) continue;
        let end = start;
        while (end + 1 < pieces.length && pieces[end + 1]!.level >= level) end += 1;
        pieces.splice(start, end - start + 1, ...pieces.slice(start, end + 1).reverse());
        start = end;
      }
    }
    return pieces.map(({ font, text, level, twemoji }) =>
      twemoji
        ? { font, text, twemoji }
        : level % 2 === 1 && !RTL_FONT.test(font)
          ? {
              font,
              text: [...text]
                .reverse()
                .map((c) => bidi!.getMirroredCharacter(c) ?? c)
                .join(''),
            }
          : { font, text },
    );
  }
}
