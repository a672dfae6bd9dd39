import type { PassThrough } from 'node:stream';
import type { KeepsakeData } from '../../../../protocol/keepsake';
import { catalogs, type Catalog, type SiteLanguage } from '../site/catalog';
import {
  formatDateTime,
  formatDuration,
  localized,
  siteLanguages,
  type LocalizedText,
} from '../site/format';
import type { Face } from './fonts';
import { BookPictures, type LoadImage } from './images';
import { fitInto } from './layout';
import { ACCENT, INK, MUTED, PALETTE } from './palette';
import { readerCaughtUp } from './reader';
import { MARGIN, type Sheet } from './sheet';
import { BookType } from './type';
import { drawVideoMark } from './video-mark';

export type MediaFile = KeepsakeData['moments'][number]['photo'];
export type MediaVideo = KeepsakeData['moments'][number]['video'];

/** Pixels a picture needs to print at 300 dpi in a box of this many points. */
export const pixelsFor = (width: number, height: number) =>
  Math.ceil((Math.max(width, height) / 72) * 300);

/**
 * What every page of the book draws with: the sheet, the book's type (every script), its
 * pictures (loaded only when their page comes), its language, and the pieces pages share:
 * headings in the site's serif and accent, text, bylines, photos and the "photo missing" frame.
 */
export class Pen {
  readonly lang: SiteLanguage;
  readonly t: Catalog;
  readonly type: BookType;
  readonly pictures: BookPictures;

  constructor(
    readonly doc: PDFKit.PDFDocument,
    readonly sheet: Sheet,
    readonly data: KeepsakeData,
    loadImage: LoadImage,
    private readonly out: PassThrough,
  ) {
    this.lang = siteLanguages(data)[0]!;
    this.t = catalogs[this.lang];
    this.type = new BookType(doc);
    this.pictures = new BookPictures(loadImage);
  }

  /** The width text and pictures take between the margins. */
  get width(): number {
    return this.sheet.width - 2 * MARGIN;
  }

  /** The lowest y content may reach on this page. */
  get bottom(): number {
    return this.sheet.height - MARGIN;
  }

  addPage(): void {
    this.doc.addPage();
    this.doc.x = MARGIN;
    this.doc.y = MARGIN;
  }

  /** A new page unless `height` more fits on this one. */
  room(height: number): void {
    if (this.doc.y + height > this.bottom) this.addPage();
  }

  pick(text: LocalizedText): string {
    return localized(text, this.lang)?.text ?? '';
  }

  async heading(text: string): Promise<void> {
    const { doc } = this;
    this.style(24, ACCENT);
    await this.type.text(text, 'serifBold', { x: MARGIN, y: MARGIN, width: this.width });
    const y = doc.y + 4;
    doc.save().lineWidth(1.5).strokeColor(PALETTE.blush200);
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + 60, y)
      .stroke()
      .restore();
    doc.y = y + 14;
  }

  /** Sets the size and colour of what `write` prints next. */
  style(size: number, color: string = INK): this {
    this.doc.fontSize(size).fillColor(color);
    return this;
  }

  async write(
    text: string,
    face: Face,
    options: PDFKit.Mixins.TextOptions & { x?: number; y?: number } = {},
  ) {
    await this.type.text(text, face, { x: MARGIN, width: this.width, ...options });
  }

  async subheading(text: string): Promise<void> {
    if (!text) return;
    this.doc.moveDown(0.4);
    this.style(15, ACCENT);
    await this.write(text, 'serifBold');
    this.doc.moveDown(0.2);
  }

  async body(
    text: string,
    face: Face = 'sans',
    options: PDFKit.Mixins.TextOptions & { x?: number } = {},
  ) {
    this.style(11);
    await this.write(text, face, options);
  }

  async note(text: string, options: PDFKit.Mixins.TextOptions & { x?: number } = {}) {
    this.style(9, MUTED);
    await this.write(text, 'sans', options);
    this.doc.moveDown(0.3);
  }

  /** "Ana · 20 June 2026, 18:05", or the time alone without a name. */
  byline(author: string | null, createdAt: string): string {
    const when = formatDateTime(createdAt, this.lang, this.data.wedding.timeZone);
    return author ? `${author} · ${when}` : when;
  }

  /** "Video · 0:42" in the book's language; empty for a picture. */
  videoLabel(video: MediaVideo | undefined): string {
    return video ? this.t.video(formatDuration(video.durationSeconds)) : '';
  }

  /**
   * Draws a picture fitted and centred in a box (`cover`: filling it, cropped), a video's poster
   * with the play mark and its length, or a framed "photo missing" note. Answers the box drawn.
   */
  async photo(
    file: MediaFile,
    box: { x: number; y: number; width: number; height: number },
    options: { video?: MediaVideo; caption?: string; cover?: boolean } = {},
  ): Promise<{ x: number; y: number; width: number; height: number }> {
    await readerCaughtUp(this.out);
    const label = this.videoLabel(options.video);
    const image = await this.pictures.take(file?.path, pixelsFor(box.width, box.height));
    if (image) {
      try {
        const { doc } = this;
        if (options.cover) {
          doc.save().rect(box.x, box.y, box.width, box.height).clip();
          doc.image(image.data, box.x, box.y, {
            cover: [box.width, box.height],
            align: 'center',
            valign: 'center',
          });
          doc.restore();
          if (label) await drawVideoMark(doc, box, label, this.type);
          return box;
        }
        const size = fitInto(image.width, image.height, box.width, box.height);
        const at = {
          x: box.x + (box.width - size.width) / 2,
          y: box.y + (box.height - size.height) / 2,
        };
        doc.image(image.data, at.x, at.y, size);
        if (label) await drawVideoMark(doc, { ...at, ...size }, label, this.type);
        return { ...at, ...size };
      } catch {
        // A picture pdfkit cannot embed prints as missing, as a missing file does.
      }
    }
    const note = [this.t.photoMissing, label, options.caption].filter(Boolean).join('\n');
    const height = Math.max(box.height, (await this.missingHeight(note, box.width)) + 16);
    const { doc } = this;
    doc.save().lineWidth(1).dash(4, { space: 3 }).strokeColor(PALETTE.blush500);
    doc.rect(box.x, box.y, box.width, height).stroke().restore();
    this.style(10, MUTED);
    const textHeight = await this.missingHeight(note, box.width);
    await this.type.text(note, 'italic', {
      x: box.x + 10,
      y: box.y + (height - textHeight) / 2,
      width: box.width - 20,
      align: 'center',
    });
    return { ...box, height };
  }

  async missingHeight(note: string, width: number): Promise<number> {
    this.style(10, MUTED);
    return this.type.heightOf(note, 'italic', { width: width - 20 });
  }

  /** A picture's box at most `maxHeight` tall and `maxWidth` wide, keeping its shape. */
  fit(file: MediaFile, maxWidth: number, maxHeight: number) {
    if (!file?.path) return { width: maxWidth, height: Math.min(maxHeight, 70) };
    return fitInto(file.width, file.height, maxWidth, maxHeight);
  }
}

export { MARGIN };
