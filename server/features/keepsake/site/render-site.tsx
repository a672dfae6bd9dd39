import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { KeepsakeData } from '../../../../protocol/keepsake';
import { sectionPages, siteContext } from './context';
import { pageFileName, siteLanguages, type SectionId } from './format';
import { HomePage } from './pages/home';
import { GalleryPage, GifsPage, GuestBookPage, MomentsPage, PodiumPage } from './pages/posts';
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
  const languages = siteLanguages(data);
  const pages = sectionPages(data);
  const files: SiteFile[] = [];
  for (const lang of languages) {
    const ctx = siteContext(data, lang);
    const add = (section: SectionId, page: number, element: ReactElement) =>
      files.push({
        name: pageFileName({ section, page, lang }, languages[0]!),
        content: `<!doctype html>\n${renderToStaticMarkup(element)}\n`,
      });
    add('index', 1, <HomePage ctx={ctx} />);
    add('timeline', 1, <TimelinePage ctx={ctx} />);
    pages.moments.forEach((items, i) =>
      add('moments', i + 1, <MomentsPage ctx={ctx} page={i + 1} items={items} />),
    );
    pages.gallery.forEach((items, i) =>
      add('gallery', i + 1, <GalleryPage ctx={ctx} page={i + 1} items={items} />),
    );
    pages.guestbook.forEach((items, i) =>
      add('guestbook', i + 1, <GuestBookPage ctx={ctx} page={i + 1} items={items} />),
    );
    pages.gifs.forEach((items, i) =>
      add('gifs', i + 1, <GifsPage ctx={ctx} page={i + 1} items={items} />),
    );
    add('podium', 1, <PodiumPage ctx={ctx} />);
  }
  files.push({ name: 'style.css', content: STYLE_CSS });
  return files;
}
