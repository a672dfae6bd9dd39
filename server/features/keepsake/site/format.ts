import type { KeepsakeData } from '../../../../protocol/keepsake';
import type { SiteLanguage } from './catalog';

/**
 * Items per page on the long pages (gallery, moments, guest book, GIFs): a 2,000-photo keepsake
 * then opens as ten light pages rather than one page of several megabytes.
 */
export const ITEMS_PER_PAGE = 200;

export type SectionId =
  'index' | 'timeline' | 'moments' | 'gallery' | 'guestbook' | 'gifs' | 'podium';

/** Where one page of the site sits: its section, its page number (from 1) and its language. */
export interface PageRef {
  section: SectionId;
  page: number;
  lang: SiteLanguage;
}

/**
 * The site's languages, default first. Every file stays at the ZIP's root (so media and style.css
 * are the same relative path from every page): the default language's pages are `gallery.html`,
 * `gallery-2.html`; the other language's carry its code, `gallery.es.html`, `gallery-2.es.html`.
 */
export function siteLanguages(data: KeepsakeData): SiteLanguage[] {
  const languages = [...new Set(data.wedding.languages)];
  return languages.length ? languages : ['en'];
}

export function pageFileName(ref: PageRef, defaultLanguage: SiteLanguage): string {
  const suffix = ref.page > 1 ? `-${ref.page}` : '';
  const language = ref.lang === defaultLanguage ? '' : `.${ref.lang}`;
  return `${ref.section}${suffix}${language}.html`;
}

export function chunk<T>(items: readonly T[], size = ITEMS_PER_PAGE): T[][] {
  const pages: T[][] = [];
  for (let i = 0; i < items.length; i += size) pages.push(items.slice(i, i + size));
  return pages.length ? pages : [[]];
}

export interface LocalizedText {
  en: string | null;
  es: string | null;
}

/**
 * An organizer's text in the page's language, or in the other one when only that exists; the
 * caller marks the fallback with its own `lang` so screen readers pronounce it right.
 */
export function localized(
  text: LocalizedText,
  lang: SiteLanguage,
): { text: string; lang: SiteLanguage } | null {
  const other: SiteLanguage = lang === 'en' ? 'es' : 'en';
  if (text[lang]?.trim()) return { text: text[lang]!, lang };
  if (text[other]?.trim()) return { text: text[other]!, lang: other };
  return null;
}

const LOCALES: Record<SiteLanguage, string> = { en: 'en-US', es: 'es-ES' };

/**
 * Formatters by language, style and zone: a keepsake formats a date for every post in two
 * languages, and making an Intl.DateTimeFormat costs far more than using one.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(
  lang: SiteLanguage,
  timeZone: string,
  style: Pick<Intl.DateTimeFormatOptions, 'dateStyle' | 'timeStyle'>,
): Intl.DateTimeFormat {
  const key = `${lang}|${timeZone}|${style.dateStyle}|${style.timeStyle ?? ''}`;
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(LOCALES[lang], { ...style, timeZone: safeZone(timeZone) });
    formatters.set(key, made);
  }
  return made;
}

/** A date as the couple's guests read it: in the wedding's time zone and the page's language. */
export function formatDate(iso: string, lang: SiteLanguage, timeZone: string): string {
  return formatter(lang, timeZone, { dateStyle: 'long' }).format(new Date(iso));
}

export function formatDateTime(iso: string, lang: SiteLanguage, timeZone: string): string {
  return formatter(lang, timeZone, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
}

/** A time zone Intl does not know must not fail the whole keepsake: UTC then. */
function safeZone(timeZone: string): string {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return timeZone;
  } catch {
    return 'UTC';
  }
}

/** A video's length as players show it: `0:42`, `3:05`, `1:02:09` (whole seconds, rounded). */
export function formatDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
