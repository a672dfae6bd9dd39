import type { KeepsakeData } from '../../../../protocol/keepsake';
import { catalogs, type Catalog, type SiteLanguage } from './catalog';
import { chunk, pageFileName, siteLanguages, type PageRef, type SectionId } from './format';

/** What every component of one page needs: the data, the page's language and how to link. */
export interface SiteContext {
  data: KeepsakeData;
  lang: SiteLanguage;
  t: Catalog;
  languages: SiteLanguage[];
  /** A page's file name, relative to any other page (all sit side by side at the root). */
  href(section: SectionId, page?: number, lang?: SiteLanguage): string;
  /** How many pages a section has (the long ones are paginated). */
  pageCount(section: SectionId): number;
}

export type Moment = KeepsakeData['moments'][number];

/** The GIF moments, in the order data.json lists them; an id with no moment is skipped. */
export function gifMoments(data: KeepsakeData): Moment[] {
  const byId = new Map(data.moments.map((moment) => [moment.id, moment]));
  return data.gifs.map((id) => byId.get(id)).filter((moment): moment is Moment => !!moment);
}

/** The items of a paginated section, page by page. */
export function sectionPages(data: KeepsakeData) {
  return {
    moments: chunk(data.moments),
    gallery: chunk(data.photos),
    guestbook: chunk(data.guestBook),
    gifs: chunk(gifMoments(data)),
  };
}

export function siteContext(data: KeepsakeData, lang: SiteLanguage): SiteContext {
  const languages = siteLanguages(data);
  const pages = sectionPages(data);
  const counts: Record<SectionId, number> = {
    index: 1,
    timeline: 1,
    podium: 1,
    moments: pages.moments.length,
    gallery: pages.gallery.length,
    guestbook: pages.guestbook.length,
    gifs: pages.gifs.length,
  };
  return {
    data,
    lang,
    t: catalogs[lang],
    languages,
    href: (section, page = 1, pageLang = lang) =>
      pageFileName({ section, page, lang: pageLang } satisfies PageRef, languages[0]!),
    pageCount: (section) => counts[section],
  };
}
