import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { KeepsakeData } from '../../../../protocol/keepsake';
import { sectionPages, siteContext } from './context';
import type { SiteLanguage } from './catalog';
import { pageFileName, siteLanguages, type SectionId } from './format';
import { HomePage } from './pages/home';
import { GalleryPage } from './pages/gallery';
import { GifsPage, GuestBookPage, MomentsPage, PodiumPage } from './pages/posts';
import { TimelinePage } from './pages/timeline';
import { STYLE_CSS } from './style';

export interface SiteFile {
  name: string;
  content: string;
}

/**
 * The keepsake's static site: every page in every language of the wedding, plus style.css, all
 * meant for the ZIP's root and opened from file://. React renders the pages to plain HTML (it
 * escapes every guest's words); no page carries a script.
 */
export function siteFiles(data: KeepsakeData): SiteFile[] {
  return [...renderSite(data)];
}

/**
 * The same files one at a time, each rendered only when asked for: a caller can append each to
 * the ZIP and yield to the event loop between pages (rendering a 5,000-moment site takes about
 * two seconds in all, a few tens of milliseconds a page).
 */
export function* renderSite(data: KeepsakeData): Generator<SiteFile> {
  const languages = siteLanguages(data);
  const pages = sectionPages(data);
  const file = (
    section: SectionId,
    page: number,
    lang: SiteLanguage,
    element: ReactElement,
  ): SiteFile => ({
    name: pageFileName({ section, page, lang }, languages[0]!),
    content: `<!doctype html>\n${renderToStaticMarkup(element)}\n`,
  });
  for (const lang of languages) {
    const ctx = siteContext(data, lang);
    yield file('index', 1, lang, <HomePage ctx={ctx} />);
    yield file('timeline', 1, lang, <TimelinePage ctx={ctx} />);
    for (const [i, items] of pages.moments.entries()) {
      yield file('moments', i + 1, lang, <MomentsPage ctx={ctx} page={i + 1} items={items} />);
    }
    for (const [i, items] of pages.gallery.entries()) {
      yield file('gallery', i + 1, lang, <GalleryPage ctx={ctx} page={i + 1} items={items} />);
    }
    for (const [i, items] of pages.guestbook.entries()) {
      yield file('guestbook', i + 1, lang, <GuestBookPage ctx={ctx} page={i + 1} items={items} />);
    }
    for (const [i, items] of pages.gifs.entries()) {
      yield file('gifs', i + 1, lang, <GifsPage ctx={ctx} page={i + 1} items={items} />);
    }
    yield file('podium', 1, lang, <PodiumPage ctx={ctx} />);
  }
  yield { name: 'style.css', content: STYLE_CSS };
}

/** How many files renderSite() yields, without rendering any (the build's progress counts them). */
export function siteFileCount(data: KeepsakeData): number {
  const pages = sectionPages(data);
  const perLanguage =
    3 + pages.moments.length + pages.gallery.length + pages.guestbook.length + pages.gifs.length;
  return siteLanguages(data).length * perLanguage + 1;
}
