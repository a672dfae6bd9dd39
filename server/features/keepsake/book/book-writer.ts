import type { PassThrough } from 'node:stream';
import type { KeepsakeData } from '../../../../protocol/keepsake';
import { catalogs, reactionLabel, type Catalog, type SiteLanguage } from '../site/catalog';
import {
  formatDate,
  formatDateTime,
  formatDuration,
  localized,
  siteLanguages,
  type LocalizedText,
} from '../site/format';
import { PRINT_PIXELS } from '../../../lib/images/pipeline';
import { BookPictures, type LoadImage } from './images';
import { bookLayout, fitInto, pdfText, type BookSection, type GalleryPhoto } from './layout';
import { readerCaughtUp } from './reader';
import { drawVideoMark } from './video-mark';

type MediaFile = KeepsakeData['moments'][number]['photo'];
type MediaVideo = KeepsakeData['moments'][number]['video'];

export const MARGIN = 56;
/** A video's label above its post's words, in a note that has both. */
const withLabel = (label: string, caption: string) => [label, caption].filter(Boolean).join('\n');
const INK = '#2b2024';
const MUTED = '#5c4750';
/** Height kept under each gallery photo for its caption and name. */
const CAPTION_SPACE = 44;
/** Largest height of a photo printed among the front matter's text (a moment's, a message's). */
const INLINE_PHOTO_HEIGHT = 110;
/**
 * Pixels on a photo's long side: at least 200 dpi at its printed size (a gallery photo fills half
 * an A4 or Letter page, about 5.8 by 4.3 inches; an inline one is smaller). More costs conversion
 * time, which is most of a big book's, and prints no better.
 */
const GALLERY_PIXELS = PRINT_PIXELS;
const INLINE_PIXELS = 800;

/** Writes the book's pages into the PDF document, photos loaded one at a time (bookStream). */
export class BookWriter {
  private readonly lang: SiteLanguage;
  private readonly t: Catalog;
  private readonly pictures: BookPictures;

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly data: KeepsakeData,
    loadImage: LoadImage,
    private readonly out: PassThrough,
  ) {
    this.lang = siteLanguages(data)[0]!;
    this.t = catalogs[this.lang];
    this.pictures = new BookPictures(loadImage);
  }

  async write(): Promise<void> {
    const layout = bookLayout(this.data);
    for (const section of layout.sections) await this.section(section);
    for (const [index, pair] of layout.gallery.entries()) {
      // This page's two photos and the next page's are converted on sharp's own threads while
      // pdfkit and the ZIP work here: at most four small JPEGs wait, whatever the gallery's size.
      for (const page of [pair, layout.gallery[index + 1] ?? []])
        this.pictures.prepareAhead(
          page.map(({ photo }) => photo?.path),
          GALLERY_PIXELS,
        );
      await this.galleryPage(pair);
    }
  }

  private async section(section: BookSection): Promise<void> {
    const { data, t } = this;
    this.doc.addPage();
    if (section === 'title') return this.titlePage();
    if (section === 'story') {
      this.heading(t.story);
      for (const chapter of data.wedding.story) {
        this.subheading(this.pick(chapter.title));
        this.body(this.pick(chapter.text));
      }
    } else if (section === 'timeline') {
      this.heading(t.timeline);
      for (const event of data.timeline) {
        this.subheading(`${event.time} ${this.pick(event.title)}`);
        this.body(this.pick(event.description));
        const reactions = Object.entries(event.reactions).filter(([, count]) => count > 0);
        if (reactions.length) {
          this.note(
            reactions.map(([kind, count]) => `${reactionLabel(t, kind)}: ${count}`).join(' · '),
          );
        }
        for (const message of event.messages) {
          this.byline(message.author, message.createdAt);
          this.body(message.content);
          await this.inlinePhoto(message.photo, message.content, message.video);
        }
      }
    } else if (section === 'moments') {
      this.heading(t.moments);
      for (const moment of data.moments) {
        this.byline(moment.author, moment.createdAt);
        this.body(moment.content);
        await this.inlinePhoto(moment.photo, moment.content, moment.video);
        this.note(t.likes(moment.likes));
      }
    } else if (section === 'guestbook') {
      this.heading(t.guestBook);
      for (const entry of data.guestBook) {
        this.body(entry.message, 'Helvetica-Oblique');
        await this.inlinePhoto(entry.photo, entry.message, entry.video);
        this.byline(entry.author, entry.createdAt);
        this.doc.moveDown(0.5);
      }
    } else {
      this.heading(t.podium);
      for (const entry of [...data.podium].sort((a, b) => a.rank - b.rank)) {
        const who = entry.author ? ` — ${entry.author}` : '';
        this.body(`${t.rank(entry.rank)}${who} — ${t.points(entry.score)}`);
      }
    }
  }

  private titlePage(): void {
    const { doc, data } = this;
    const width = doc.page.width - 2 * MARGIN;
    doc.y = doc.page.height / 3;
    doc.font('Helvetica-Bold').fontSize(32).fillColor(INK);
    doc.text(pdfText(data.wedding.coupleNames), MARGIN, doc.y, { width, align: 'center' });
    doc.moveDown(0.5).font('Helvetica').fontSize(16).fillColor(MUTED);
    doc.text(pdfText(formatDate(data.wedding.date, this.lang, data.wedding.timeZone)), {
      width,
      align: 'center',
    });
    doc.moveDown(2).font('Helvetica-Oblique').fontSize(12);
    doc.text(pdfText(this.t.siteTitle), { width, align: 'center' });
  }

  /** Two photos a page, each fitted into its half, with its caption and who took it beneath. */
  private async galleryPage(pair: GalleryPhoto[]): Promise<void> {
    const { doc, t } = this;
    doc.addPage();
    const width = doc.page.width - 2 * MARGIN;
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor(MUTED)
      .text(pdfText(t.gallery), MARGIN, MARGIN, { width });
    const top = MARGIN + 20;
    const slot = (doc.page.height - MARGIN - top) / 2;
    for (const [index, photo] of pair.entries()) {
      const y = top + index * slot;
      const caption = [photo.caption, photo.author ? t.photoBy(photo.author) : '']
        .map(pdfText)
        .filter(Boolean)
        .join(' — ');
      // The caption prints under the slot, so a missing photo's frame holds only the note.
      const slotHeight = slot - CAPTION_SPACE;
      const label = this.videoLabel(photo.video);
      await this.photoBox(photo.photo, MARGIN, y, width, slotHeight, '', GALLERY_PIXELS, label);
      doc.font('Helvetica').fontSize(10).fillColor(INK);
      doc.text(caption, MARGIN, y + slot - CAPTION_SPACE + 6, {
        width,
        align: 'center',
        height: CAPTION_SPACE - 10,
        ellipsis: true,
      });
    }
  }

  /**
   * A photo among text, at most INLINE_PHOTO_HEIGHT tall, on the next page when this one is full;
   * a video's poster frame carries the play mark and its length.
   */
  private async inlinePhoto(file: MediaFile, caption: string, video?: MediaVideo): Promise<void> {
    const label = this.videoLabel(video);
    if (!file) {
      if (label) this.note(label);
      return;
    }
    const { doc } = this;
    const width = doc.page.width - 2 * MARGIN;
    const size = file.path
      ? fitInto(file.width, file.height, width, INLINE_PHOTO_HEIGHT)
      : { width, height: this.missingNote(width, withLabel(label, caption)).height };
    if (doc.y + size.height > doc.page.height - MARGIN) doc.addPage();
    const y = doc.y + 4;
    const drawn = await this.photoBox(
      file,
      MARGIN,
      y,
      width,
      size.height,
      caption,
      INLINE_PIXELS,
      label,
    );
    doc.x = MARGIN;
    doc.y = y + drawn + 8;
  }

  /** "Video · 0:42" in the book's language; empty for a picture. */
  private videoLabel(video: MediaVideo | undefined): string {
    return video ? this.t.video(formatDuration(video.durationSeconds)) : '';
  }

  /**
   * Draws a photo centred in a box (answers the height used), a video's poster with the play mark
   * and `videoLabel` over it, or a framed "photo missing" note with the label and caption.
   */
  private async photoBox(
    file: MediaFile,
    x: number,
    y: number,
    width: number,
    height: number,
    caption: string,
    maxPixels: number,
    videoLabel = '',
  ): Promise<number> {
    await readerCaughtUp(this.out);
    const image = await this.pictures.take(file?.path, maxPixels);
    if (image) {
      const size = fitInto(image.width, image.height, width, height);
      try {
        const at = { x: x + (width - size.width) / 2, y: y + (height - size.height) / 2 };
        this.doc.image(image.data, at.x, at.y, size);
        if (videoLabel) drawVideoMark(this.doc, { ...at, ...size }, pdfText(videoLabel));
        return height;
      } catch {
        // A picture pdfkit cannot embed prints as missing, as a missing file does.
      }
    }
    return this.missingBox(x, y, width, height, withLabel(videoLabel, caption));
  }

  /** The missing-photo note for a box this wide, and the height its frame needs at least. */
  private missingNote(width: number, caption: string): { text: string; height: number } {
    const text = pdfText([this.t.photoMissing, caption].filter(Boolean).join('\n'));
    this.doc.font('Helvetica-Oblique').fontSize(11);
    return { text, height: this.doc.heightOfString(text, { width: width - 20 }) + 16 };
  }

  /** A dashed frame with the note and the caption; answers its height (it grows to fit the note). */
  private missingBox(x: number, y: number, width: number, height: number, caption: string): number {
    const { doc } = this;
    const note = this.missingNote(width, caption);
    const frame = Math.max(height, note.height);
    doc
      .save()
      .lineWidth(1)
      .dash(4, { space: 3 })
      .strokeColor(MUTED)
      .rect(x, y, width, frame)
      .stroke()
      .restore();
    doc.font('Helvetica-Oblique').fontSize(11).fillColor(MUTED);
    doc.text(note.text, x + 10, y + (frame - note.height) / 2 + 8, {
      width: width - 20,
      align: 'center',
    });
    return frame;
  }

  private pick(text: LocalizedText): string {
    return localized(text, this.lang)?.text ?? '';
  }

  private heading(text: string): void {
    this.doc.font('Helvetica-Bold').fontSize(22).fillColor(INK).text(pdfText(text), MARGIN, MARGIN);
    this.doc.moveDown(0.6);
  }

  private subheading(text: string): void {
    const clean = pdfText(text);
    if (!clean) return;
    this.doc.moveDown(0.4).font('Helvetica-Bold').fontSize(14).fillColor(INK).text(clean, MARGIN);
    this.doc.moveDown(0.2);
  }

  private body(text: string, font = 'Helvetica'): void {
    const clean = pdfText(text);
    if (clean) this.doc.font(font).fontSize(11).fillColor(INK).text(clean, MARGIN);
  }

  private note(text: string): void {
    this.doc.font('Helvetica').fontSize(9).fillColor(MUTED).text(pdfText(text), MARGIN);
    this.doc.moveDown(0.4);
  }

  private byline(author: string | null, createdAt: string): void {
    const when = formatDateTime(createdAt, this.lang, this.data.wedding.timeZone);
    this.doc.moveDown(0.3);
    this.note(author ? `${author} · ${when}` : when);
  }
}
