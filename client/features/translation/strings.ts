import { SIGN_IN_REQUIRED_MESSAGE } from '../../../protocol/http';
import { registerStrings } from '../../lib/i18n';

/** The server's answers about translation a page may show, matched by their code (client/lib/error-text.ts). */
export const TRANSLATION_SERVER_MESSAGES = { signInRequired: SIGN_IN_REQUIRED_MESSAGE } as const;

export const catalogs = registerStrings('postTranslation', {
  en: {
    see: 'See translation',
    seeOriginal: 'Hide translation',
    translating: 'Translating…',
    byAi: 'Translated by AI',
    retry: 'Retry',
    errors: {
      rateLimited: 'Too many translations at once. Please wait a moment.',
      tooLong: 'This post is too long to translate.',
      failed: 'The translation could not be made right now.',
      signInRequired: SIGN_IN_REQUIRED_MESSAGE as string,
    },
  },
  es: {
    see: 'Ver traducción',
    seeOriginal: 'Ocultar traducción',
    translating: 'Traduciendo…',
    byAi: 'Traducido por IA',
    retry: 'Reintentar',
    errors: {
      rateLimited: 'Demasiadas traducciones a la vez. Espere un momento, por favor.',
      tooLong: 'Esta publicación es demasiado larga para traducirla.',
      failed: 'No se pudo hacer la traducción en este momento.',
      signInRequired:
        'Inicie sesión con su invitación para usar esto. Organizadores: inicien sesión en el panel.',
    },
  },
});
