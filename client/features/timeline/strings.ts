import { GALLERY_MESSAGES, UPLOAD_MESSAGES } from '../../../protocol/gallery';
import { PARTICIPATION_MESSAGES } from '../../../protocol/timeline';
import { registerErrorTexts } from '../../lib/error-text';
import { registerStrings } from '../../lib/i18n';
import { common } from '../../lib/common-strings';
import '../../lib/image-error-texts';

const en = {
  title: 'Wedding Day Timeline',
  intro: 'Follow the day as it happens, and leave the couple a message or a reaction.',
  liveNote: 'Live: new messages and reactions appear here the moment they are shared.',
  offlineNote: 'Reconnecting… meanwhile the timeline refreshes every few seconds.',
  loading: 'Loading the timeline…',
  loadError: 'We could not load the timeline. Please try again.',
  retry: common.en.retry,
  empty: 'The schedule for the day is coming soon.',
  progress: {
    label: 'Progress of the wedding day',
    before: 'The day begins {{date}} at {{time}}.',
    now: 'Now: {{title}}',
    next: 'Next: {{title}} at {{time}}',
    between: 'A short break.',
    after: 'The wedding day is complete. Thank you for celebrating with us!',
    percent: '{{percent}}% of the day',
  },
  card: {
    now: 'Happening now',
    waitingTitle: 'Waiting to send',
    next: 'Up next',
    minutes_one: '{{count}} minute',
    minutes_other: '{{count}} minutes',
    messages_one: '{{count}} message',
    messages_other: '{{count}} messages',
    reactions_one: '{{count}} reaction',
    reactions_other: '{{count}} reactions',
    addMessage: 'Add Message',
    viewAll: 'View All ({{count}})',
    allMessages: 'Messages for {{title}}',
    react: 'React with {{reaction}}:',
    reactionsLabel: 'Quick reactions',
    sharePhoto: 'Share a Photo',
  },
  categories: {
    ceremony: 'Ceremony',
    reception: 'Reception',
    photos: 'Photos',
    party: 'Party',
    special: 'Special',
  },
  reactions: { excited: 'Excited', love: 'Love', tears: 'Tears of joy', laugh: 'Laugh' },
  dialog: {
    title: 'Share Your Thoughts',
    description: 'Leave a message or a quick reaction for “{{title}}”.',
    messageTab: 'Message',
    reactionTab: 'Quick Reaction',
    name: 'Your Name',
    email: 'Email (Optional)',
    message: 'Your Message',
    messagePlaceholder: 'Share your wishes, a memory, a cheer…',
    cancel: common.en.cancel,
    submit: 'Share Message',
    submitting: 'Sending...',
    reactionHint: 'One tap sends your reaction, signed with your name.',
  },
  toast: {
    success: 'Thank you!',
    savedTitle: common.en.savedOnPhone,
    successDescription: 'Your message has been added to the timeline.',
    pendingDescription: 'Your message will appear once the couple has seen it.',
    errorTitle: common.en.errorTitle,
    failed: PARTICIPATION_MESSAGES.failed as string,
  },
  photo: {
    title: 'Share a Photo',
    description:
      'Add a photo or a video from your phone to “{{title}}”. It also joins the wedding gallery.',
    file: 'Your photo or video',
    caption: 'Caption',
    captionPlaceholder: 'What is happening in the picture?',
    submit: 'Share Photo',
    sharing: 'Uploading...',
    shared: 'Your photo has been added to the timeline and the gallery.',
    pending: 'Your photo will appear once approved by the couple.',
    preparing:
      'Your video is being prepared: it joins the timeline and the gallery once it is ready.',
    videoBy: 'Video shared by {{name}}',
    offline:
      'You are offline. Photos need a connection: they cannot wait on this phone like messages. Please try again when you are back online.',
  },
  live: { now: 'Now: {{title}}', next: 'Next: {{title}} at {{time}}' },
};

type Catalog = typeof en;

const es: Catalog = {
  title: 'Cronograma del Día de la Boda',
  intro: 'Sigue el día mientras sucede y deja a la pareja un mensaje o una reacción.',
  liveNote: 'En vivo: los mensajes y reacciones aparecen aquí en cuanto se comparten.',
  offlineNote: 'Reconectando… mientras tanto el cronograma se actualiza cada pocos segundos.',
  loading: 'Cargando el cronograma…',
  loadError: 'No pudimos cargar el cronograma. Inténtalo de nuevo.',
  retry: common.es.retry,
  empty: 'El programa del día se publicará pronto.',
  progress: {
    label: 'Avance del día de la boda',
    before: 'El día comienza el {{date}} a las {{time}}.',
    now: 'Ahora: {{title}}',
    next: 'Después: {{title}} a las {{time}}',
    between: 'Una breve pausa.',
    after: 'El día de la boda ha terminado. ¡Gracias por celebrarlo con nosotros!',
    percent: '{{percent}}% del día',
  },
  card: {
    now: 'Ahora mismo',
    waitingTitle: 'Pendiente de enviar',
    next: 'A continuación',
    minutes_one: '{{count}} minuto',
    minutes_other: '{{count}} minutos',
    messages_one: '{{count}} mensaje',
    messages_other: '{{count}} mensajes',
    reactions_one: '{{count}} reacción',
    reactions_other: '{{count}} reacciones',
    addMessage: 'Añadir Mensaje',
    viewAll: 'Ver Todos ({{count}})',
    allMessages: 'Mensajes de {{title}}',
    react: 'Reaccionar con {{reaction}}:',
    reactionsLabel: 'Reacciones rápidas',
    sharePhoto: 'Compartir una Foto',
  },
  categories: {
    ceremony: 'Ceremonia',
    reception: 'Recepción',
    photos: 'Fotos',
    party: 'Fiesta',
    special: 'Especial',
  },
  reactions: { excited: 'Emoción', love: 'Amor', tears: 'Lágrimas de alegría', laugh: 'Risa' },
  dialog: {
    title: 'Comparte lo que Sientes',
    description: 'Deja un mensaje o una reacción rápida para «{{title}}».',
    messageTab: 'Mensaje',
    reactionTab: 'Reacción Rápida',
    name: 'Tu Nombre',
    email: 'Correo (Opcional)',
    message: 'Tu Mensaje',
    messagePlaceholder: 'Comparte tus deseos, un recuerdo, un brindis…',
    cancel: common.es.cancel,
    submit: 'Compartir Mensaje',
    submitting: 'Enviando...',
    reactionHint: 'Un toque envía tu reacción, firmada con tu nombre.',
  },
  toast: {
    success: '¡Gracias!',
    savedTitle: common.es.savedOnPhone,
    successDescription: 'Tu mensaje se ha añadido al cronograma.',
    pendingDescription: 'Tu mensaje aparecerá cuando la pareja lo haya visto.',
    errorTitle: common.es.errorTitle,
    failed: 'No se pudo añadir tu mensaje.',
  },
  photo: {
    title: 'Compartir una Foto',
    description:
      'Añade una foto o un vídeo de tu teléfono a «{{title}}». También se suma a la galería de la boda.',
    file: 'Tu foto o vídeo',
    caption: 'Pie de foto',
    captionPlaceholder: '¿Qué está pasando en la foto?',
    submit: 'Compartir Foto',
    sharing: 'Subiendo...',
    shared: 'Tu foto se ha añadido al cronograma y a la galería.',
    pending: 'Tu foto aparecerá cuando la pareja la apruebe.',
    preparing:
      'Tu vídeo se está preparando: se sumará al cronograma y a la galería en cuanto esté listo.',
    videoBy: 'Vídeo compartido por {{name}}',
    offline:
      'No tienes conexión. Las fotos necesitan conexión: no pueden esperar en este teléfono como los mensajes. Inténtalo de nuevo cuando vuelvas a estar en línea.',
  },
  live: { now: 'Ahora: {{title}}', next: 'Después: {{title}} a las {{time}}' },
};

export const catalogs = registerStrings('timeline', { en, es });

registerErrorTexts(PARTICIPATION_MESSAGES, {
  nameRequired: 'El nombre es obligatorio',
  contentRequired: 'El mensaje es obligatorio',
  emailInvalid: 'Correo electrónico no válido',
  reactionRequired: 'Elige una reacción',
  failed: 'No se pudo añadir tu mensaje.',
  notInteractive: 'Este momento del día no admite mensajes de los invitados.',
  eventNotFound: 'Este momento del día no existe (puede que se haya eliminado).',
  noPhotos: 'Este momento del día no admite fotos.',
  photoRequired: 'Elige la foto que quieres compartir: las fotos se suben aquí, no se enlazan.',
  photoNotForType: 'Solo una participación de foto puede llevar una foto.',
});
registerErrorTexts(GALLERY_MESSAGES, {
  typeRefused: 'Aquí solo se pueden compartir fotos (JPG, PNG, GIF, WebP o HEIC).',
  tooLarge: 'Esta foto pesa más de 10 MB. Elige una más pequeña.',
  unknownUpload: 'Esta subida no existe o ha caducado. Vuelve a subir la foto.',
});
registerErrorTexts(UPLOAD_MESSAGES, {
  tooManyOpen:
    'Tienes demasiadas fotos subiéndose a la vez. Espera a que se añadan y vuelve a intentarlo.',
  linkUsed: 'Este enlace de subida ya se ha usado. Vuelve a subir la foto.',
});
