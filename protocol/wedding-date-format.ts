/**
 * The wedding's date and times as guests read them, in English or Spanish. Shared by the client
 * and the server's first screen; free of zod.
 */
import type { WeddingSettings } from './wedding';
import { ceremonyDate } from './wedding-calendar';

type DateSettings = Pick<WeddingSettings, 'ceremonyStart' | 'timeZone'>;

function locale(language: string | undefined): string {
  return language?.startsWith('es') ? 'es' : 'en-US';
}

/**
 * Making an Intl.DateTimeFormat costs far more than using one (a phone spends milliseconds on each,
 * more with a time zone), and the countdown re-renders every second: one per locale and style.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(language: string | undefined, options: Intl.DateTimeFormatOptions) {
  const key = `${locale(language)} ${JSON.stringify(options)}`;
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(locale(language), options);
    formatters.set(key, made);
  }
  return made;
}

/** Dates the server already wrote on the first screen (see ./first-screen.ts), by locale and date. */
const knownDates = new Map<string, string>();
const knownDateKey = (settings: DateSettings, language: string | undefined) =>
  `${locale(language)} ${settings.timeZone} ${settings.ceremonyStart}`;

/** Keeps the server's text of the long date, so the page's first render needs no Intl. */
export function rememberWeddingDate(settings: DateSettings, language: string, text: string) {
  knownDates.set(knownDateKey(settings, language), text);
}

// Newer ICU puts a narrow no-break space before AM/PM; guests (and search) expect a plain one.
const plainSpaces = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

/** 'August 31, 2025' (or '31 de agosto de 2025'), the wedding day in the wedding's time zone. */
export function formatWeddingDate(settings: DateSettings, language?: string): string {
  const known = knownDates.get(knownDateKey(settings, language));
  if (known !== undefined) return known;
  return plainSpaces(
    formatter(language, { dateStyle: 'long', timeZone: settings.timeZone }).format(
      ceremonyDate(settings),
    ),
  );
}

/** 'Sunday, August 31, 2025' (or 'domingo, 31 de agosto de 2025'). */
export function formatWeddingDay(settings: DateSettings, language?: string): string {
  return plainSpaces(
    formatter(language, { dateStyle: 'full', timeZone: settings.timeZone }).format(
      ceremonyDate(settings),
    ),
  );
}

/** '9:00 AM' (or '9:00'), an instant read as the wall clock of the wedding's time zone. */
export function formatVenueTime(instant: Date, timeZone: string, language?: string): string {
  return plainSpaces(
    formatter(language, { hour: 'numeric', minute: '2-digit', timeZone }).format(instant),
  );
}
