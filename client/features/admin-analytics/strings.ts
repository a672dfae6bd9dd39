import { registerStrings } from '../../lib/i18n';
import { common } from '../../lib/common-strings';

const en = {
  title: 'Analytics',
  loading: 'Loading the analytics...',
  loadError: 'We could not load the analytics. Please try again.',
  retry: common.en.retry,
  updated: 'Updated {{time}}',
  counters: {
    confirmed: 'Confirmed',
    pending: 'Pending',
    declined: 'Declined',
    total: 'Total Guests',
  },
  status: { confirmed: 'Confirmed', pending: 'Pending', declined: 'Declined' },
  category: {
    family: 'Family',
    friends: 'Friends',
    colleagues: 'Colleagues',
    'extended-family': 'Extended Family',
  },
  rsvps: {
    title: 'RSVPs over time',
    day: 'Day',
    attending: 'Attending',
    notAttending: 'Not attending',
    changed: 'Changed',
    summary_one:
      '{{count}} RSVP received. Attending: {{attending}}, not attending: {{notAttending}}.',
    summary_other:
      '{{count}} RSVPs received. Attending: {{attending}}, not attending: {{notAttending}}.',
    empty: 'No RSVPs yet.',
  },
  byCategory: {
    title: 'RSVP status by category',
    category: 'Category',
    summary: 'Confirmed, pending and declined guests in each category.',
  },
  dietary: {
    title: 'Dietary needs',
    need: 'Need',
    guests: 'Guests',
    summary_one: '{{count}} dietary need among the guests.',
    summary_other: '{{count}} different dietary needs among the guests.',
    empty: 'No dietary needs recorded.',
  },
  plusOnes: {
    title: 'Plus ones',
    withPlusOne: 'With a plus one',
    withoutPlusOne: 'Without a plus one',
    expected: 'Expected attendees (confirmed guests and their plus ones): {{count}}',
    guests: 'Guests',
  },
  signIn: {
    title: 'Sign-in rate',
    signedIn: 'Signed in',
    notSignedIn: 'Not signed in yet',
    summary: 'Signed in: {{signedIn}} of {{total}} ({{rate}}%).',
    guests: 'Guests',
  },
  activity: {
    title: 'Live activity today',
    hour: 'Hour',
    moments: 'Moments',
    guestbook: 'Guest book entries',
    games: 'Games played',
    summary:
      'Today ({{day}}). Moments: {{moments}}, guest book entries: {{guestbook}}, games played: {{games}}.',
  },
};

const es: typeof en = {
  title: 'Estadísticas',
  loading: 'Cargando las estadísticas...',
  loadError: 'No pudimos cargar las estadísticas. Por favor, inténtalo de nuevo.',
  retry: common.es.retry,
  updated: 'Actualizado a las {{time}}',
  counters: {
    confirmed: 'Confirmados',
    pending: 'Pendientes',
    declined: 'Rechazados',
    total: 'Total de invitados',
  },
  status: { confirmed: 'Confirmados', pending: 'Pendientes', declined: 'Rechazados' },
  category: {
    family: 'Familia',
    friends: 'Amigos',
    colleagues: 'Colegas',
    'extended-family': 'Familia extendida',
  },
  rsvps: {
    title: 'Respuestas a lo largo del tiempo',
    day: 'Día',
    attending: 'Asistirán',
    notAttending: 'No asistirán',
    changed: 'Cambiadas',
    summary_one:
      '{{count}} respuesta recibida. Asistirán: {{attending}}; no asistirán: {{notAttending}}.',
    summary_other:
      '{{count}} respuestas recibidas. Asistirán: {{attending}}; no asistirán: {{notAttending}}.',
    empty: 'Todavía no hay respuestas.',
  },
  byCategory: {
    title: 'Estado de las respuestas por categoría',
    category: 'Categoría',
    summary: 'Invitados confirmados, pendientes y rechazados en cada categoría.',
  },
  dietary: {
    title: 'Necesidades alimentarias',
    need: 'Necesidad',
    guests: 'Invitados',
    summary_one: '{{count}} necesidad alimentaria entre los invitados.',
    summary_other: '{{count}} necesidades alimentarias distintas entre los invitados.',
    empty: 'No hay necesidades alimentarias registradas.',
  },
  plusOnes: {
    title: 'Acompañantes',
    withPlusOne: 'Con acompañante',
    withoutPlusOne: 'Sin acompañante',
    expected: 'Asistentes previstos (invitados confirmados y sus acompañantes): {{count}}',
    guests: 'Invitados',
  },
  signIn: {
    title: 'Tasa de acceso',
    signedIn: 'Han accedido',
    notSignedIn: 'Aún no han accedido',
    summary: 'Han accedido: {{signedIn}} de {{total}} ({{rate}} %).',
    guests: 'Invitados',
  },
  activity: {
    title: 'Actividad en directo hoy',
    hour: 'Hora',
    moments: 'Momentos',
    guestbook: 'Mensajes del libro de invitados',
    games: 'Partidas jugadas',
    summary:
      'Hoy ({{day}}). Momentos: {{moments}}; mensajes del libro de invitados: {{guestbook}}; partidas jugadas: {{games}}.',
  },
};

export const catalogs = registerStrings('admin-analytics', { en, es });
