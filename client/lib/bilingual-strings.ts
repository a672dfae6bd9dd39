import { registerStrings } from './i18n';

export const catalogs = registerStrings('bilingual', {
  en: { en: 'English', es: 'Spanish' },
  es: { en: 'Inglés', es: 'Español' },
});
