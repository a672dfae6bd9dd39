import { registerStrings } from '../i18n';

/** Words the UI kit itself shows (screen-reader labels on its built-in controls). */
export const catalogs = registerStrings('ui', {
  en: {
    close: 'Close',
    // Marks an organizer's text shown in the other language because this one has no version yet.
    inOtherLanguage: { en: 'In English', es: 'In Spanish' },
  },
  es: {
    close: 'Cerrar',
    inOtherLanguage: { en: 'En inglés', es: 'En español' },
  },
});
