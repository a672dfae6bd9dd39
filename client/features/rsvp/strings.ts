import { RSVP_MESSAGES } from '../../../protocol/rsvp';
import { registerErrorTexts } from '../../lib/error-text';
import { registerStrings } from '../../lib/i18n';

const en = {
  title: 'RSVP',
  intro: 'Please let us know whether you can celebrate with us.',
  loading: 'Loading your invitation...',
  form: {
    firstName: 'First Name',
    lastName: 'Last Name',
    email: 'Email',
    emailHint:
      'We match your answer to the guest list. Signed in with your invitation code, it updates your invitation at once.',
    emailHintSignedIn: 'Signed in with your invitation: answering again changes your answer.',
    attending: 'Will you attend?',
    yes: 'Yes, I will be there',
    no: 'Sorry, I cannot make it',
    guestCount: 'Number of Guests',
    guestCountHint: 'Including yourself, up to {{max}}.',
    dietaryRestrictions: 'Dietary Restrictions',
    dietaryPlaceholder: 'Vegetarian, allergies, anything we should know',
    message: 'Message',
    messagePlaceholder: 'A note for the couple',
    submit: 'Send RSVP',
    submitting: 'Sending...',
  },
  confirmation: {
    thanks: 'Thank you, {{name}}!',
    received: 'We have received your RSVP.',
    updated: 'Your RSVP has been updated.',
    attending_one: 'We look forward to celebrating with you: {{count}} guest.',
    attending_other: 'We look forward to celebrating with you: {{count}} guests.',
    declined: 'We will miss you, and thank you for letting us know.',
    change: 'Change my answer',
  },
  toast: {
    errorDescription: 'Failed to send your RSVP. Please try again.',
  },
};

const es: typeof en = {
  title: 'Confirme su Asistencia',
  intro: 'Por favor, díganos si podrá celebrar con nosotros.',
  loading: 'Cargando su invitación...',
  form: {
    firstName: 'Nombre',
    lastName: 'Apellido',
    email: 'Correo electrónico',
    emailHint:
      'Asociaremos su respuesta a la lista de invitados. Si inicia sesión con su código de invitación, se actualiza su invitación al momento.',
    emailHintSignedIn:
      'Ha iniciado sesión con su invitación: si responde de nuevo, se cambia su respuesta.',
    attending: '¿Asistirá?',
    yes: 'Sí, allí estaré',
    no: 'Lo siento, no podré asistir',
    guestCount: 'Número de Invitados',
    guestCountHint: 'Contándose a usted, hasta {{max}}.',
    dietaryRestrictions: 'Restricciones Alimentarias',
    dietaryPlaceholder: 'Vegetariano, alergias, lo que debamos saber',
    message: 'Mensaje',
    messagePlaceholder: 'Una nota para los novios',
    submit: 'Enviar Respuesta',
    submitting: 'Enviando...',
  },
  confirmation: {
    thanks: '¡Gracias, {{name}}!',
    received: 'Hemos recibido su respuesta.',
    updated: 'Su respuesta ha sido actualizada.',
    attending_one: 'Esperamos celebrar con usted: {{count}} invitado.',
    attending_other: 'Esperamos celebrar con ustedes: {{count}} invitados.',
    declined: 'Le echaremos de menos; gracias por avisarnos.',
    change: 'Cambiar mi respuesta',
  },
  toast: {
    errorDescription: 'No se pudo enviar su respuesta. Por favor, inténtelo de nuevo.',
  },
};

export const catalogs = registerStrings('rsvp', { en, es });

registerErrorTexts(RSVP_MESSAGES, {
  firstNameRequired: 'El nombre es obligatorio',
  lastNameRequired: 'El apellido es obligatorio',
  nameTooLong: 'Los nombres deben tener 50 caracteres como máximo',
  emailInvalid: 'Introduzca un correo electrónico válido',
  attendingRequired: 'Díganos si asistirá',
  guestCountWhole: 'El número de invitados debe ser un número entero',
  guestCountMin: 'El número de invitados debe ser al menos 1',
  guestCountMax: 'El número de invitados no puede ser mayor que 10',
  dietaryTooLong: 'Las restricciones alimentarias deben tener 500 caracteres como máximo',
  messageTooLong: 'El mensaje debe tener 1000 caracteres como máximo',
});
