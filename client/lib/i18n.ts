import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

export const languages = ['en', 'es'] as const;
export type Language = (typeof languages)[number];

type Catalog = Record<string, unknown>;

export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: [...languages],
  interpolation: { escapeValue: false },
  resources: {},
  // Catalogs ship inside the bundle, so switching language is instant and works offline.
  initAsync: false,
  showSupportNotice: false,
});

/**
 * Each feature registers its own strings, in both languages, when its module loads; a lazily
 * loaded page brings its strings with it. The catalogs are handed back so `i18n-resources.ts` can
 * type the namespaces from their English strings.
 */
export function registerStrings<En extends Catalog>(
  namespace: string,
  catalogs: { en: En; es: Catalog },
): { en: En; es: Catalog } {
  for (const language of languages) {
    i18n.addResourceBundle(language, namespace, catalogs[language], true, true);
  }
  return catalogs;
}
