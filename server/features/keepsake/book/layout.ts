import type { KeepsakeData } from '../../../../protocol/keepsake';

/** The front matter's sections, in print order; each starts on a new page. */
export type BookSection =
  'cover' | 'story' | 'venues' | 'timeline' | 'moments' | 'guestbook' | 'podium';

export type GalleryPhoto = KeepsakeData['photos'][number];

/**
 * A gallery page, laid out by its photos' shapes: one photo on the whole page, two landscape ones
 * one above the other, two portrait ones side by side, or four portrait ones in a grid.
 */
export interface PhotoPage {
  kind: 'full' | 'stacked' | 'side-by-side' | 'grid';
  photos: GalleryPhoto[];
}

/** Portrait (taller than wide); a missing picture counts as landscape, as most photos are. */
const portrait = (photo: GalleryPhoto) =>
  Boolean(photo.photo && photo.photo.height > photo.photo.width * 1.05);

/** The gallery's pages: the photos in their order, grouped by shape. */
export function photoPages(photos: readonly GalleryPhoto[]): PhotoPage[] {
  const pages: PhotoPage[] = [];
  let i = 0;
  while (i < photos.length) {
    const next = photos.slice(i, i + 4);
    if (next.length === 4 && next.every(portrait)) {
      pages.push({ kind: 'grid', photos: next });
    } else if (next.length >= 2 && portrait(next[0]!) && portrait(next[1]!)) {
      pages.push({ kind: 'side-by-side', photos: next.slice(0, 2) });
    } else if (next.length >= 2 && !portrait(next[0]!) && !portrait(next[1]!)) {
      pages.push({ kind: 'stacked', photos: next.slice(0, 2) });
    } else {
      pages.push({ kind: 'full', photos: next.slice(0, 1) });
    }
    i += pages.at(-1)!.photos.length;
  }
  return pages;
}

/**
 * What the book holds, in order: the front matter's sections (empty ones left out) and the gallery
 * pages. A section with more than a page flows onto the next, so the pages are
 * `sections.length + gallery.length` when each section fits on one page (as in the tests' fixture).
 */
export function bookLayout(data: KeepsakeData): { sections: BookSection[]; gallery: PhotoPage[] } {
  const sections: BookSection[] = ['cover'];
  if (data.wedding.story.length) sections.push('story');
  if (data.wedding.venues.some((venue) => venue.name || venue.photos.length))
    sections.push('venues');
  if (data.timeline.length) sections.push('timeline');
  if (data.moments.length) sections.push('moments');
  if (data.guestBook.length) sections.push('guestbook');
  if (data.podium.length || data.quizzes.length) sections.push('podium');
  return { sections, gallery: photoPages(data.photos) };
}

/**
 * A text as the book prints it: NFC, tabs and odd spaces (Intl puts a narrow one before "PM") as
 * plain spaces, other control characters dropped, runs of spaces collapsed. Every letter stays:
 * the book's fonts (fonts.ts) print every script, and a character none has prints as a mark.
 */
export function cleanText(text: string): string {
  return (
    text
      .normalize('NFC')
      .replace(/[\t\u2000-\u200A\u202F\u205F]/g, ' ')
      .replace(/\r\n?/g, '\n')
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0009\u000B-\u001F\u007F]/g, '')
      .replace(/[ ]{2,}/g, ' ')
      .replace(/ *\n */g, '\n')
      .trim()
  );
}

/** Fits a `width`×`height` picture into a box, keeping its ratio (never wider or taller than the box). */
export function fitInto(width: number, height: number, boxWidth: number, boxHeight: number) {
  if (width <= 0 || height <= 0) return { width: boxWidth, height: boxHeight };
  const scale = Math.min(boxWidth / width, boxHeight / height);
  return { width: width * scale, height: height * scale };
}
