import { registerStrings } from '../../lib/i18n';
import { common } from '../../lib/common-strings';

const en = {
  title: 'Our Story',
  intro: 'From a chance meeting to our wedding day: the moments that brought us here.',
  loading: 'Loading our story...',
  loadError: 'We could not load our story. Please try again.',
  retry: common.en.retry,
};

const es: typeof en = {
  title: 'Nuestra Historia',
  intro: 'De un encuentro casual al día de nuestra boda: los momentos que nos trajeron hasta aquí.',
  loading: 'Cargando nuestra historia...',
  loadError: 'No pudimos cargar nuestra historia. Por favor, inténtalo de nuevo.',
  retry: common.es.retry,
};

export const catalogs = registerStrings('loveStory', { en, es });
