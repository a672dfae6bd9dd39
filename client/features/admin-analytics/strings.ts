import { registerStrings } from '../../lib/i18n';

const en = {
  title: 'Analytics',
  loading: 'Loading the analytics...',
  loadError: 'We could not load the analytics. Please try again.',
  retry: 'Try again',
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
    summary:
      '{{count}} RSVPs received, {{attending}} attending and {{notAttending}} not attending.',
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
    summary: '{{count}} different dietary needs among the guests.',
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
    summary: '{{signedIn}} of {{total}} guests signed in ({{rate}}%).',
    guests: 'Guests',
  },
  activity: {
    title: 'Live activity today',
    hour: 'Hour',
    moments: 'Moments',
    guestbook: 'Guest book entries',
    games: 'Games played',
    summary:
      'Today ({{day}}): {{moments}} moments, {{guestbook}} guest book entries and {{games}} games played.',
  },
};

const es: typeof en = {
  title: 'Estadísticas',
  loading: 'Cargando las estadísticas...',
  loadError: 'No pudimos cargar las estadísticas. Por favor, inténtalo de nuevo.',
  retry: 'Reintentar',
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
    summary:
      '{{count}} respuestas recibidas: {{attending}} asistirán y {{notAttending}} no asistirán.',
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
    summary: '{{count}} necesidades alimentarias distintas entre los invitados.',
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
    summary: '{{signedIn}} de {{total}} invitados han accedido ({{rate}} %).',
    guests: 'Invitados',
  },
  activity: {
    title: 'Actividad en directo hoy',
    hour: 'Hora',
    moments: 'Momentos',
    guestbook: 'Mensajes del libro de invitados',
    games: 'Partidas jugadas',
    summary:
      'Hoy ({{day}}): {{moments}} momentos, {{guestbook}} mensajes del libro de invitados y {{games}} partidas jugadas.',
  },
};

registerStrings('admin-analytics', { en, es });
