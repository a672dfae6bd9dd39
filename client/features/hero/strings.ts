import { registerStrings } from '../../lib/i18n';

const en = {
  eyebrow: "We're getting married",
  eyebrowToday: "We're getting married today",
  eyebrowAfter: 'We got married',
  dateAndPlace: '{{date}} · {{town}}',
  loading: 'Loading our wedding details...',
  loadError: 'We could not load the wedding details. Please try again.',
  retry: 'Try again',
};

const es: typeof en = {
  eyebrow: 'Nos casamos',
  eyebrowToday: 'Hoy nos casamos',
  eyebrowAfter: 'Nos hemos casado',
  dateAndPlace: '{{date}} · {{town}}',
  loading: 'Cargando los detalles de la boda...',
  loadError: 'No pudimos cargar los detalles de la boda. Por favor, inténtalo de nuevo.',
  retry: 'Reintentar',
};

export const catalogs = registerStrings('hero', { en, es });
