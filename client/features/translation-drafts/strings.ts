import { registerStrings } from '../../lib/i18n';

export const catalogs = registerStrings('translationDrafts', {
  en: {
    button: 'Translate the missing ones',
    working: 'Translating…',
    byHand: 'Translations are typed by hand on this site (no AI endpoint is configured).',
    nothingMissing: 'Every text is already written in both languages.',
    filled_one: '{{count}} draft filled in. Review it before saving.',
    filled_other: '{{count}} drafts filled in. Review them before saving.',
    noneFilled: 'The drafts arrived, but those fields had been written meanwhile, so nothing was changed.',
    machineDraft: 'Machine draft — review before saving',
    errors: {
      overBudget: "Today's allowance of AI translations is used up. Nothing was changed; type the translations by hand or try again tomorrow.",
      unavailable: 'Translation is not available on this site. Nothing was changed.',
      signedOut: 'Your organizer session has ended. Sign in again; nothing was changed.',
      tooMany: 'Too many translations at once. Wait a moment and try again; nothing was changed.',
      failed: 'The drafts could not be made right now. Nothing was changed; please try again.',
    },
  },
  es: {
    button: 'Traducir los que faltan',
    working: 'Traduciendo…',
    byHand: 'En este sitio las traducciones se escriben a mano (no hay un servicio de IA configurado).',
    nothingMissing: 'Todos los textos ya están escritos en los dos idiomas.',
    filled_one: 'Se rellenó {{count}} borrador. Revísalo antes de guardar.',
    filled_other: 'Se rellenaron {{count}} borradores. Revísalos antes de guardar.',
    noneFilled: 'Los borradores llegaron, pero esos campos ya se habían escrito, así que no se cambió nada.',
    machineDraft: 'Borrador automático: revísalo antes de guardar',
    errors: {
      overBudget: 'Ya se usaron las traducciones con IA de hoy. No se cambió nada; escribe las traducciones a mano o vuelve a intentarlo mañana.',
      unavailable: 'La traducción no está disponible en este sitio. No se cambió nada.',
      signedOut: 'Tu sesión de organizador terminó. Vuelve a iniciar sesión; no se cambió nada.',
      tooMany: 'Demasiadas traducciones a la vez. Espera un momento y vuelve a intentarlo; no se cambió nada.',
      failed: 'No se pudieron hacer los borradores en este momento. No se cambió nada; vuelve a intentarlo.',
    },
  },
});
