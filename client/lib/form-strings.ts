import { FIELD_MESSAGES } from '../../protocol/form-fields';
import { registerErrorTexts } from './error-text';
import { registerStrings } from './i18n';

/** The words every form shares (namespace 'forms'): field marks and the failure toast's title. */
export const catalogs = registerStrings('forms', {
  en: { required: '(required)', optional: '(optional)', errorTitle: 'Error' },
  es: { required: '(obligatorio)', optional: '(opcional)', errorTitle: 'Error' },
});

registerErrorTexts(FIELD_MESSAGES, { tooLong: 'Debe tener como máximo {{max}} caracteres' });
