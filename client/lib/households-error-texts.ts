// The Spanish of the households' and RSVP events' messages (their English is in
// protocol/households.ts). Imported for its effect by every screen of the RSVP: the guest's
// household page and the organizers' households, events and report.
import { HOUSEHOLD_MESSAGES } from '../../protocol/households';
import { registerErrorTexts } from './error-text';

registerErrorTexts(HOUSEHOLD_MESSAGES, {
  notFound: 'Este hogar no está en la lista de invitados.',
  guestNotFound: 'Este invitado no está en la lista de invitados.',
  noHousehold: 'Entra con tu código de invitación para ver tu invitación.',
  tooManyCompanions: 'Tu invitación incluye como mucho {{allowed}} acompañante(s).',
  companionsAllowedRange: 'Los acompañantes permitidos deben ser un número entero de 0 a 10.',
  nameTooLong: 'Los nombres tienen como mucho 80 caracteres.',
  unknownCompanion: 'Este acompañante no forma parte de tu invitación.',
  membersRequired: 'Elige al menos un invitado.',
  tooManyMembers: 'Un hogar tiene como mucho 20 miembros.',
  sameHousehold: 'Un hogar no se puede unir consigo mismo.',
  eventNotFound: 'Este evento no está en el programa del fin de semana.',
  notInvited: 'Tu invitación no incluye este evento.',
  mealNotOffered: 'Este menú no se ofrece en este evento.',
  notInHousehold: 'Esta persona no forma parte de tu invitación.',
  personTwice: 'Cada persona responde una vez por evento.',
  eventNameRequired: 'Pon nombre al evento en inglés o en español.',
  dateInvalid: 'Escribe la fecha como AAAA-MM-DD.',
  timeInvalid: 'Escribe la hora como HH:mm (24 h).',
  textTooLong: 'Como mucho {{max}} caracteres.',
  tooManyMeals: 'Un evento ofrece como mucho 12 menús.',
  unknownMeal: 'Este menú no es uno de los del evento.',
  deadlinePassed:
    'Ya pasó la fecha límite para confirmar: tu respuesta se guarda tal como la enviaste. Para cambiarla, escribe a los novios.',
  deadlineInvalid: 'Escribe la fecha límite como fecha y hora.',
  questionRequired: 'Escribe la pregunta en inglés o en español.',
  tooManyQuestions: 'Un evento hace como mucho 3 preguntas.',
  unknownQuestion: 'Esta pregunta no es una de las del evento.',
  householdNameTooLong: 'El nombre de un hogar tiene como mucho 80 caracteres.',
  remindersNothingToSend:
    'Todos los hogares han respondido o recibieron un recordatorio en los últimos 3 días.',
});
