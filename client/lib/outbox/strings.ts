import { registerStrings } from '../i18n';

export const catalogs = registerStrings('outbox', {
  en: {
    waiting: 'Waiting to send',
    savedOnPhone: "Saved on this phone — will send when you're back online.",
    listLabel: 'Waiting to send',
    rejectedTitle: 'Not sent',
    rejected: 'Something you saved on this phone was refused: {{reason}}',
    rejectedNoReason: 'Something you saved on this phone was refused and was not sent.',
  },
  es: {
    waiting: 'Pendiente de enviar',
    savedOnPhone: 'Guardado en este teléfono — se enviará cuando vuelva a tener conexión.',
    listLabel: 'Pendiente de enviar',
    rejectedTitle: 'No enviado',
    rejected: 'Algo que guardó en este teléfono fue rechazado: {{reason}}',
    rejectedNoReason: 'Algo que guardó en este teléfono fue rechazado y no se envió.',
  },
});
