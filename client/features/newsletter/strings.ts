import { NEWSLETTER_MESSAGES } from '../../../protocol/newsletter';
import { PLANNING_MESSAGES } from '../../../protocol/planning';
import { registerErrorTexts } from '../../lib/error-text';
import { registerStrings } from '../../lib/i18n';

const en = {
  box: {
    title: 'Wedding updates by e-mail',
    intro: 'Get the couple’s announcements in your inbox. We will ask you to confirm first.',
    email: 'Your e-mail',
    submit: 'Subscribe',
    submitting: 'Subscribing…',
    failed: 'We could not subscribe you right now. Please try again.',
  },
  confirm: {
    title: 'Confirming your subscription',
    working: 'Confirming…',
    home: 'Back to the wedding website',
  },
  unsubscribe: {
    title: 'Unsubscribe from wedding updates',
    question: 'Stop receiving the couple’s announcements by e-mail?',
    submit: 'Unsubscribe',
    submitting: 'Unsubscribing…',
  },
  admin: {
    notConfigured: NEWSLETTER_MESSAGES.notConfigured as string,
    publicUrlMissing: NEWSLETTER_MESSAGES.publicUrlMissing as string,
    subscribers_one:
      'E-mail updates: {{count}} confirmed subscriber receives sent announcements addressed to everyone.',
    subscribers_other:
      'E-mail updates: {{count}} confirmed subscribers receive sent announcements addressed to everyone.',
  },
};

const es: typeof en = {
  box: {
    title: 'Novedades de la boda por correo',
    intro: 'Recibe los anuncios de la pareja en tu correo. Primero te pediremos que lo confirmes.',
    email: 'Tu correo electrónico',
    submit: 'Suscribirme',
    submitting: 'Suscribiendo…',
    failed: 'No pudimos suscribirte ahora. Inténtalo de nuevo.',
  },
  confirm: {
    title: 'Confirmando tu suscripción',
    working: 'Confirmando…',
    home: 'Volver al sitio de la boda',
  },
  unsubscribe: {
    title: 'Darse de baja de las novedades de la boda',
    question: '¿Dejar de recibir los anuncios de la pareja por correo?',
    submit: 'Darme de baja',
    submitting: 'Dando de baja…',
  },
  admin: {
    notConfigured:
      'El correo no está configurado: define SMTP_HOST (y SMTP_PORT, SMTP_USER, SMTP_PASSWORD, MAIL_FROM) en el servidor para que los invitados se suscriban y los anuncios enviados lleguen por correo.',
    publicUrlMissing:
      'El correo está desactivado: define PUBLIC_URL en el servidor con la dirección pública del sitio (por ejemplo https://nuestra-boda.example). Los enlaces de los correos se construyen solo a partir de ella, nunca de una petición.',
    subscribers_one:
      'Novedades por correo: {{count}} suscriptor confirmado recibe los anuncios enviados a todos.',
    subscribers_other:
      'Novedades por correo: {{count}} suscriptores confirmados reciben los anuncios enviados a todos.',
  },
};

export const catalogs = registerStrings('newsletter', { en, es });

registerErrorTexts(NEWSLETTER_MESSAGES, {
  checkInbox:
    '¡Casi listo! Revisa tu correo: te enviamos un enlace para confirmar tu suscripción. ¿Ya estabas suscrito? Entonces no tienes que hacer nada.',
  confirmed: 'Estás suscrito: las novedades de la boda llegarán a tu correo.',
  unsubscribed: 'Te diste de baja y no recibirás más novedades de la boda.',
  linkInvalid:
    'Este enlace ya no es válido. Suscríbete de nuevo desde la página principal para recibir otro.',
  tooManyRequests: 'Demasiadas solicitudes desde este dispositivo. Inténtalo más tarde.',
  siteBusy:
    'Mucha gente se ha suscrito en la última hora, así que las suscripciones están en pausa. Inténtalo de nuevo dentro de una hora.',
});
registerErrorTexts(PLANNING_MESSAGES, {
  emailInvalid: 'Introduce un correo electrónico válido',
});
