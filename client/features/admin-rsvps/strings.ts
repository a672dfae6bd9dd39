import { registerStrings } from '../../lib/i18n';
import { common } from '../../lib/common-strings';

const en = {
  title: 'RSVPs',
  description:
    'Every answer from the website, newest first, with its message. It updates as guests answer.',
  summary_one: '{{count}} answer · {{people}} attending',
  summary_other: '{{count}} answers · {{people}} attending',
  loading: 'Loading RSVPs…',
  loadFailed: 'The RSVPs could not be loaded.',
  retry: common.en.retry,
  none: 'No RSVPs yet. Answers appear here as guests send them.',
  attending_one: 'Attending, {{count}} person',
  attending_other: 'Attending, {{count}} people',
  declined: 'Not attending',
  dietary: 'Dietary needs',
  message: 'Message',
  noMessage: 'No message',
  linkedTo: 'Guest list: {{guest}}',
  notLinked: 'Not on the guest list yet: link it above.',
  answeredAt: 'Answered {{time}}',
};

const es: typeof en = {
  title: 'Respuestas',
  description:
    'Todas las respuestas del sitio, las más recientes primero, con su mensaje. Se actualiza cuando los invitados responden.',
  summary_one: '{{count}} respuesta · {{people}} asistirán',
  summary_other: '{{count}} respuestas · {{people}} asistirán',
  loading: 'Cargando respuestas…',
  loadFailed: 'No se pudieron cargar las respuestas.',
  retry: common.es.retry,
  none: 'Aún no hay respuestas. Aparecen aquí cuando los invitados las envían.',
  attending_one: 'Asistirá, {{count}} persona',
  attending_other: 'Asistirá, {{count}} personas',
  declined: 'No asistirá',
  dietary: 'Restricciones alimentarias',
  message: 'Mensaje',
  noMessage: 'Sin mensaje',
  linkedTo: 'Lista de invitados: {{guest}}',
  notLinked: 'Aún no está en la lista de invitados: vincúlela arriba.',
  answeredAt: 'Respondió {{time}}',
};

export const catalogs = registerStrings('adminRsvps', { en, es });
