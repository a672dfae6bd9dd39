import { registerStrings } from '../i18n';

/** Words the UI kit itself shows (screen-reader labels on its built-in controls). */
registerStrings('ui', {
  en: { close: 'Close' },
  es: { close: 'Cerrar' },
});
