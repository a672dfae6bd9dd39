import { GUESTBOOK_MESSAGES } from '../../../protocol/guestbook';
import { registerErrorTexts } from '../../lib/error-text';
import { registerStrings } from '../../lib/i18n';
import { common } from '../../lib/common-strings';
import '../../lib/image-error-texts';

const en = {
  title: 'Guest Book',
  intro: 'Leave a note for the couple: a wish, a memory, a piece of advice.',
  form: {
    title: 'Sign the Guest Book',
    name: 'Your Name',
    namePlaceholder: 'Enter your name',
    email: 'Email',
    emailPlaceholder: 'your@email.com',
    message: 'Message',
    messagePlaceholder: 'Share your wishes for the happy couple...',
    photo: 'Photo or video from your phone',
    characters: '{{count}} / {{max}} characters',
    submit: 'Sign Guest Book',
    submitting: 'Adding...',
  },
  entries: {
    title: 'Messages',
    waitingTitle: 'Messages waiting to send',
    uniqueGuests_one: '{{count}} guest has signed',
    uniqueGuests_other: '{{count}} guests have signed',
    latest: 'Latest',
    empty: 'No messages yet. Be the first to sign!',
    loading: 'Loading messages...',
    loadError: 'We could not load the guest book. Please try again.',
    retry: common.en.retry,
    showMore_one: 'Show {{count}} more message',
    showMore_other: 'Show {{count}} more messages',
    photoBy: 'Photo shared by {{name}}',
    videoBy: 'Video shared by {{name}}',
    postedAt: 'Posted {{date}}',
  },
  toast: {
    successTitle: 'Message Added!',
    savedTitle: common.en.savedOnPhone,
    successDescription: 'Thank you for signing our guest book.',
    awaitingReviewDescription:
      'Thank you for signing our guest book. Your message will appear once the couple has approved it.',
    errorDescription: 'Failed to add your message. Please try again.',
    videoDescription:
      'Thank you for signing our guest book. Your video is being prepared: your message appears with it once it is ready.',
  },
};

const es: typeof en = {
  title: 'Libro de Invitados',
  intro: 'Deje una nota para los novios: un deseo, un recuerdo, un consejo.',
  form: {
    title: 'Firme el Libro de Invitados',
    name: 'Su Nombre',
    namePlaceholder: 'Escriba su nombre',
    email: 'Correo electrónico',
    emailPlaceholder: 'su@correo.com',
    message: 'Mensaje',
    messagePlaceholder: 'Comparta sus buenos deseos para los novios...',
    photo: 'Foto o vídeo de su teléfono',
    characters: '{{count}} / {{max}} caracteres',
    submit: 'Firmar el Libro',
    submitting: 'Añadiendo...',
  },
  entries: {
    title: 'Mensajes',
    waitingTitle: 'Mensajes pendientes de enviar',
    uniqueGuests_one: '{{count}} invitado ha firmado',
    uniqueGuests_other: '{{count}} invitados han firmado',
    latest: 'Más reciente',
    empty: 'Aún no hay mensajes. ¡Sea el primero en firmar!',
    loading: 'Cargando mensajes...',
    loadError: 'No pudimos cargar el libro de invitados. Por favor, inténtelo de nuevo.',
    retry: common.es.retry,
    showMore_one: 'Mostrar {{count}} mensaje más',
    showMore_other: 'Mostrar {{count}} mensajes más',
    photoBy: 'Foto compartida por {{name}}',
    videoBy: 'Vídeo compartido por {{name}}',
    postedAt: 'Publicado el {{date}}',
  },
  toast: {
    successTitle: '¡Mensaje Añadido!',
    savedTitle: common.es.savedOnPhone,
    successDescription: 'Gracias por firmar nuestro libro de invitados.',
    awaitingReviewDescription:
      'Gracias por firmar nuestro libro de invitados. Su mensaje aparecerá en cuanto los novios lo aprueben.',
    errorDescription: 'No se pudo añadir su mensaje. Por favor, inténtelo de nuevo.',
    videoDescription:
      'Gracias por firmar nuestro libro de invitados. Su vídeo se está preparando: su mensaje aparecerá con él en cuanto esté listo.',
  },
};

export const catalogs = registerStrings('guestbook', { en, es });

registerErrorTexts(GUESTBOOK_MESSAGES, {
  nameTooShort: 'El nombre debe tener al menos 2 caracteres',
  nameTooLong: 'El nombre debe tener menos de 50 caracteres',
  emailInvalid: 'Introduzca un correo electrónico válido',
  messageTooShort: 'El mensaje debe tener al menos 10 caracteres',
  messageTooLong: 'El mensaje debe tener menos de 1000 caracteres',
  photoUrlInvalid: 'Introduzca un enlace válido a una foto (que empiece por http:// o https://)',
  photoNotFromThisSite:
    'Las fotos deben subirse aquí: no se aceptan enlaces a imágenes de otros sitios web.',
  photoUploadInvalid: 'photoUploadURL debe ser el enlace de subida de su foto',
});
