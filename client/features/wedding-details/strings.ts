import { registerStrings } from '../../lib/i18n';
import { common } from '../../lib/common-strings';

const en = {
  title: 'Wedding Details',
  intro: 'Everything you need to join us on the day.',
  getDirections: 'Get Directions',
  directionsTo: 'Get Directions to {{name}} (opens in a new tab)',
  when: 'When',
  time: 'Time',
  where: 'Where',
  timeRange: '{{start}} – {{end}}',
  parkingTitle: 'Parking & Directions',
  drivingTitle: 'Driving directions',
  freeParkingTitle: 'Free parking',
  /** Followed by the lots' names and a full stop. */
  freeLotsLead: 'Parking is free in',
  rulesTitle: 'Please note',
  loading: 'Loading the wedding details...',
  loadError: 'We could not load the wedding details. Please try again.',
  retry: common.en.retry,
};

const es: typeof en = {
  title: 'Detalles de la Boda',
  intro: 'Todo lo que necesitas para acompañarnos ese día.',
  getDirections: 'Cómo Llegar',
  directionsTo: 'Cómo llegar a {{name}} (se abre en una pestaña nueva)',
  when: 'Cuándo',
  time: 'Hora',
  where: 'Dónde',
  timeRange: '{{start}} – {{end}}',
  parkingTitle: 'Estacionamiento e Indicaciones',
  drivingTitle: 'Cómo llegar en auto',
  freeParkingTitle: 'Estacionamiento gratuito',
  freeLotsLead: 'El estacionamiento es gratuito en',
  rulesTitle: 'Ten en cuenta',
  loading: 'Cargando los detalles de la boda...',
  loadError: 'No pudimos cargar los detalles de la boda. Por favor, inténtalo de nuevo.',
  retry: common.es.retry,
};

export const catalogs = registerStrings('weddingDetails', { en, es });
