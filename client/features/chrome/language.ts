import type { NsKey } from '../../lib/use-strings';
import { i18n, languages, type Language } from '../../lib/i18n';
import { LANGUAGE_STORAGE_KEY } from '../../lib/storage-keys';
import { toast } from '../../lib/ui/use-toast';
import './strings';

export { LANGUAGE_STORAGE_KEY };
export const LANGUAGE_CHANGED_EVENT = 'languageChanged';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Private modes may refuse storage; the choice then simply isn't remembered.
    return null;
  }
}

function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

function applyDocumentLanguage(language: Language): void {
  document.documentElement.lang = language;
}

/** The language this phone's guest picked (the installed app shares the browser's storage). */
export function storedLanguage(): Language | null {
  try {
    const stored = storage()?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
}

/**
 * The first of the browser's languages that the site speaks ('es-MX' counts as Spanish), or null
 * when the browser asks for neither: the wedding's default decides then (applyWeddingDefault).
 */
export function browserLanguage(): Language | null {
  const asked = navigator.languages?.length ? navigator.languages : [navigator.language];
  for (const tag of asked) {
    const base = tag?.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return null;
}

/**
 * The issue "Spanish all the way through" replaced spec guest-site §4 (every load in English): a
 * page load starts in the language this phone's guest chose, else the browser's when the site
 * speaks it. Runs when this module first loads, which main.tsx does before the first render, so the
 * page never flashes the other language.
 */
export function applyStartingLanguage(): Language {
  // The build renders the first screen in Node (features/home/first-screen.tsx): no page there.
  if (typeof document === 'undefined') return 'en';
  const language = storedLanguage() ?? browserLanguage() ?? 'en';
  if ((i18n.resolvedLanguage ?? i18n.language) !== language) void i18n.changeLanguage(language);
  applyDocumentLanguage(language);
  return language;
}
applyStartingLanguage();

export function currentLanguage(): Language {
  const resolved = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(resolved) ? resolved : 'en';
}

/** Changes the page's language without remembering it as the guest's choice (no toast either). */
function showLanguage(language: Language): boolean {
  if (language === currentLanguage()) return false;
  void i18n.changeLanguage(language);
  applyDocumentLanguage(language);
  return true;
}

/**
 * A first visit whose browser speaks neither language gets the wedding's default once the
 * settings are loaded. A guest's own choice, or a browser in English or Spanish, wins over it.
 */
export function applyWeddingDefault(defaultLanguage: Language): boolean {
  if (storedLanguage() || browserLanguage()) return false;
  return showLanguage(defaultLanguage);
}

/**
 * On sign-in: the language stored with the guest applies when this phone has no choice of its own
 * yet, and becomes this phone's choice (the next load starts in it, signed in or not).
 */
export function applyGuestLanguage(language: Language): boolean {
  if (storedLanguage()) return false;
  storage()?.setItem(LANGUAGE_STORAGE_KEY, language);
  return showLanguage(language);
}

/**
 * Switches the whole UI (catalogs are bundled: instant and offline) and remembers the choice on
 * this phone. Ignored when the language is already active. Returns whether it switched.
 */
export function switchLanguage(language: Language): boolean {
  if (language === currentLanguage()) return false;
  void i18n.changeLanguage(language);
  storage()?.setItem(LANGUAGE_STORAGE_KEY, language);
  applyDocumentLanguage(language);
  if (language === 'es') {
    toast({
      title: i18n.t('chrome:language.switchingTitle' satisfies NsKey<'chrome'>),
      description: i18n.t('chrome:language.switchingDescription' satisfies NsKey<'chrome'>),
    });
  }
  window.dispatchEvent(new CustomEvent<Language>(LANGUAGE_CHANGED_EVENT, { detail: language }));
  return true;
}
