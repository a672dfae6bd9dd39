import { registerStrings } from '../../lib/i18n';
import { editorStringsEn } from './strings-en';
import { editorStringsEs } from './strings-es';

// Each language has its own file: together they were too long to read as one.
export const catalogs = registerStrings('wedding-editor', {
  en: editorStringsEn,
  es: editorStringsEs,
});
