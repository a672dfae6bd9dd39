/** Points in a millimetre. */
const MM = 72 / 25.4;
/** The bleed a print shop asks for: pictures that touch the edge run 3 mm past it. */
export const BLEED = 3 * MM;
/** Room beyond the bleed for the crop marks. */
const SLUG = 6 * MM;
export const MARGIN = 56;

const PAPER = { A4: [595.28, 841.89], LETTER: [612, 792] } as const;

/**
 * The page the book is laid out on (the trimmed page, `width` × `height`) and, for a print shop's
 * copy, the sheet around it: 3 mm of bleed and crop marks at the corners (TrimBox and BleedBox
 * say the same to the shop's software). Every page, pdfkit's own included (a long text flowing
 * over), is dressed when it is added and drawn in the trimmed page's coordinates.
 */
export class Sheet {
  readonly width: number;
  readonly height: number;
  /** Where the trimmed page starts on the sheet: 0 without bleed. */
  readonly offset: number;

  constructor(paper: keyof typeof PAPER, bleed: boolean) {
    [this.width, this.height] = PAPER[paper];
    this.offset = bleed ? BLEED + SLUG : 0;
  }

  /** The document's options: its pages' size and margins, in the trimmed page's coordinates. */
  documentOptions(): PDFKit.PDFDocumentOptions {
    const o = this.offset;
    return {
      size: [this.width + 2 * o, this.height + 2 * o],
      margins: { top: MARGIN, left: MARGIN, right: MARGIN + 2 * o, bottom: MARGIN + 2 * o },
    };
  }

  /** Dresses each page the document adds: boxes, crop marks, then the trimmed page's origin. */
  attach(doc: PDFKit.PDFDocument): void {
    doc.on('pageAdded', () => this.dress(doc));
  }

  /** How far a picture may run past the trimmed page's edge: into the bleed when there is one. */
  get bleed(): number {
    return this.offset ? BLEED : 0;
  }

  private dress(doc: PDFKit.PDFDocument): void {
    const o = this.offset;
    if (!o) return;
    const [w, h] = [this.width, this.height];
    const dictionary = doc.page.dictionary as unknown as { data: Record<string, number[]> };
    dictionary.data.TrimBox = [o, o, o + w, o + h];
    dictionary.data.BleedBox = [o - BLEED, o - BLEED, o + w + BLEED, o + h + BLEED];
    doc.save().lineWidth(0.25).strokeColor('#000000');
    const gap = BLEED + 1;
    for (const x of [o, o + w]) {
      for (const y of [o, o + h]) {
        const outX = x === o ? -1 : 1;
        const outY = y === o ? -1 : 1;
        // A short line on each side of the corner, starting beyond the bleed.
        doc
          .moveTo(x + outX * gap, y)
          .lineTo(x + outX * (o - 1), y)
          .stroke();
        doc
          .moveTo(x, y + outY * gap)
          .lineTo(x, y + outY * (o - 1))
          .stroke();
      }
    }
    doc.restore();
    doc.translate(o, o);
  }
}
