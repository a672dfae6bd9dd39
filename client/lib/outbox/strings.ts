import { registerStrings } from '../i18n';

export const catalogs = registerStrings('outbox', {
  en: {
    waiting: 'Waiting to send',
    savedOnPhone: "Saved on this phone — will send when you're back online.",
    listLabel: 'Waiting to send',
    rejectedTitle: 'Not sent',
    rejected: 'Something you saved on this phone was refused: {{reason}}',
    rejectedNoReason: 'Something you saved on this phone was refused and was not sent.',
    notKeptTitle: 'Too large to keep on this phone',
    notKept:
      'This file does not fit in the space your browser lets this site use, so it cannot wait on this phone. Please send it again when you are back online.',
    waitingFile: 'Waiting to send: {{name}}',
  },
  es: {
    waiting: 'Pendiente de enviar',
    savedOnPhone: 'Guardado en este teléfono — se enviará cuando vuelva a tener conexión.',
    listLabel: 'Pendiente de enviar',
    rejectedTitle: 'No enviado',
    rejected: 'Algo que guardó en este teléfono fue rechazado: {{reason}}',
    rejectedNoReason: 'Algo que guardó en este teléfono fue rechazado y no se envió.',
    notKeptTitle: 'Demasiado grande para guardarlo en este teléfono',
    notKept:
      'Este archivo no cabe en el espacio que su navegador deja a este sitio, así que no puede esperar en este teléfono. Vuelva a enviarlo cuando tenga conexión.',
    waitingFile: 'Pendiente de enviar: {{name}}',
  },
});
