import { i18n, languages, type Language } from '../../lib/i18n';
import { toast } from '../../lib/ui/use-toast';
import './strings';

export const LANGUAGE_STORAGE_KEY = 'preferred-language';
export const LANGUAGE_CHANGED_EVENT = 'languageChanged';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Private modes may refuse storage; the choice then simply isn't remembered.
    return null;
  }
}

function applyDocumentLanguage(language: Language): void {
  document.documentElement.lang = language;
}

/**
 * Spec guest-site §4: every page load starts in English, whatever was chosen before. Runs once,
 * when this module first loads.
 */
export function resetLanguageForPageLoad(): void {
  storage()?.removeItem(LANGUAGE_STORAGE_KEY);
  void i18n.changeLanguage('en');
  applyDocumentLanguage('en');
}
resetLanguageForPageLoad();

export function currentLanguage(): Language {
  const resolved = i18n.resolvedLanguage ?? i18n.language;
  return (languages as readonly string[]).includes(resolved) ? (resolved as Language) : 'en';
}

/**
 * Switches the whole UI (catalogs are bundled: instant and offline). Ignored when the language is
 * already active. Returns whether it switched.
 */
export function switchLanguage(language: Language): boolean {
  if (language === currentLanguage()) return false;
  void i18n.changeLanguage(language);
  storage()?.setItem(LANGUAGE_STORAGE_KEY, language);
  applyDocumentLanguage(language);
  if (language === 'es') {
    toast({
      title: i18n.t('chrome:language.switchingTitle'),
      description: i18n.t('chrome:language.switchingDescription'),
    });
  }
  window.dispatchEvent(new CustomEvent<Language>(LANGUAGE_CHANGED_EVENT, { detail: language }));
  return true;
}
