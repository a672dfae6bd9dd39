import { PUSH_MESSAGES } from '../../../protocol/push';
import { registerErrorTexts } from '../../lib/error-text';

// The Spanish of the server's answers to a phone turning notifications on or off (their English
// is in protocol/push.ts). Imported by the push opt-in.
registerErrorTexts(PUSH_MESSAGES, {
  endpointInvalid:
    'La suscripción a notificaciones necesita una dirección https de un servicio push.',
  endpointRefused:
    'Esta dirección de notificaciones apunta a un lugar al que el servidor no puede llamar.',
  keysInvalid:
    'Las claves de la suscripción a notificaciones no son válidas (p256dh debe tener 65 bytes y auth 16).',
  deviceRequired:
    'Esta página aún no tiene identidad de dispositivo. Recarga la página e inténtalo de nuevo.',
  otherDevice: 'Esta suscripción a notificaciones pertenece a otro dispositivo.',
  notFound: 'Ningún registro de notificaciones con esta dirección pertenece a este dispositivo.',
});
