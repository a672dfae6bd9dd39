import type { KeepsakeData } from '../../../../protocol/keepsake';
import { chunk } from '../site/format';

/** The front matter's sections, in print order; each starts on a new page. */
export type BookSection = 'title' | 'story' | 'timeline' | 'moments' | 'guestbook' | 'podium';

export type GalleryPhoto = KeepsakeData['photos'][number];

/** Photos per gallery page: each gets half the page, so a guest's photo prints large. */
export const PHOTOS_PER_PAGE = 2;

/**
 * What the book holds, in order: the front matter's sections (empty ones left out) and the gallery
 * two photos a page. A section with more text than a page flows onto the next, so the pages are
 * `sections.length + gallery.length` when each section fits on one page (as in the tests' fixture).
 */
export function bookLayout(data: KeepsakeData): {
  sections: BookSection[];
  gallery: GalleryPhoto[][];
} {
  const sections: BookSection[] = ['title'];
  if (data.wedding.story.length) sections.push('story');
  if (data.timeline.length) sections.push('timeline');
  if (data.moments.length) sections.push('moments');
  if (data.guestBook.length) sections.push('guestbook');
  if (data.podium.length) sections.push('podium');
  return { sections, gallery: data.photos.length ? chunk(data.photos, PHOTOS_PER_PAGE) : [] };
}

/** The characters of Windows-1252 above 0x7F that are not Latin-1 (WinAnsi's extras). */
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/**
 * Text the standard PDF fonts can draw (WinAnsi: every Spanish and most Western European letters).
 * An emoji or a script they lack is dropped rather than printed as a wrong glyph; the site keeps
 * the words as they were written.
 */
export function pdfText(text: string): string {
  let out = '';
  // Thin and narrow spaces (Intl puts one before "PM") become plain spaces rather than vanish.
  for (const char of text.normalize('NFC').replace(/[\u2000-\u200A\u202F\u205F]/g, ' ')) {
    const code = char.codePointAt(0)!;
    if (
      code === 10 ||
      (code >= 32 && code < 127) ||
      (code >= 160 && code <= 255) ||
      WIN_ANSI_EXTRAS.has(char)
    ) {
      out += char;
    } else if (code === 9) {
      out += ' ';
    }
  }
  return out
    .replace(/[ ]{2,}/g, ' ')
    .replace(/ *\n */g, '\n')
    .trim();
}

/** Fits a `width`×`height` picture into a box, keeping its ratio (never wider or taller than the box). */
export function fitInto(width: number, height: number, boxWidth: number, boxHeight: number) {
  if (width <= 0 || height <= 0) return { width: boxWidth, height: boxHeight };
  const scale = Math.min(boxWidth / width, boxHeight / height);
  return { width: width * scale, height: height * scale };
}
