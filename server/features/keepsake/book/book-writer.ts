import { guestBookPages, momentPages, timelinePages } from './day-pages';
import { coverPage, storyPages, venuePages } from './front-matter';
import { bookLayout, type BookSection } from './layout';
import type { Pen } from './pen';
import { galleryPage, preparePage } from './photo-pages';
import { podiumPages } from './podium-page';

const SECTIONS: Record<BookSection, (pen: Pen) => Promise<void>> = {
  cover: coverPage,
  story: storyPages,
  venues: venuePages,
  timeline: timelinePages,
  moments: momentPages,
  guestbook: guestBookPages,
  podium: podiumPages,
};

/**
 * Writes the book's pages: the cover and front matter, each section from a new page, then the
 * gallery laid out by its photos' shapes. A gallery page's photos and the next page's are
 * converted on sharp's own threads while pdfkit and the ZIP work here: at most eight small JPEGs
 * wait, whatever the gallery's size.
 */
export async function writeBook(pen: Pen): Promise<void> {
  const layout = bookLayout(pen.data);
  for (const section of layout.sections) {
    pen.addPage();
    await SECTIONS[section](pen);
  }
  for (const [index, page] of layout.gallery.entries()) {
    preparePage(pen, page);
    preparePage(pen, layout.gallery[index + 1]);
    await galleryPage(pen, page);
  }
}
