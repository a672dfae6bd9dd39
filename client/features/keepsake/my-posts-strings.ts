import { KEEPSAKE_MESSAGES } from '../../../protocol/keepsake';
import { registerStrings } from '../../lib/i18n';

const en = {
  title: 'My photos and posts',
  intro:
    'Everything you shared at the wedding, in one ZIP to keep: your photos in full size, your videos and your words.',
  loading: 'Looking for your posts…',
  loadError: 'Could not load your posts.',
  retry: 'Try again',
  off: 'The couple has not turned on personal downloads yet. Please come back later.',
  noIdentity: KEEPSAKE_MESSAGES.noIdentity as string,
  signIn: 'Sign in with your invitation',
  summary: 'From this phone or your invitation, you shared:',
  counts: {
    moments_one: '1 live moment',
    moments_other: '{{count}} live moments',
    photos_one: '1 photo',
    photos_other: '{{count}} photos',
    guestBook_one: '1 guest-book note',
    guestBook_other: '{{count}} guest-book notes',
    timelineMessages_one: '1 timeline message',
    timelineMessages_other: '{{count}} timeline messages',
  },
  nothing: 'We found nothing you posted yet. Open this page on the phone you posted from.',
  download: 'Download my photos and posts',
  preparing: 'Preparing your ZIP…',
  saved: 'Your ZIP is downloading.',
  downloadFailed: 'The download did not work. Please try again.',
  documentTitle: 'My photos and posts',
};

const es: typeof en = {
  title: 'Mis fotos y publicaciones',
  intro:
    'Todo lo que compartió en la boda, en un ZIP para guardar: sus fotos a tamaño completo, sus vídeos y sus palabras.',
  loading: 'Buscando sus publicaciones…',
  loadError: 'No se pudieron cargar sus publicaciones.',
  retry: 'Intentar de nuevo',
  off: 'Los novios aún no han activado las descargas personales. Vuelva más tarde.',
  noIdentity: 'Abra esta página en el teléfono desde el que publicó, o entre con su invitación.',
  signIn: 'Entrar con su invitación',
  summary: 'Desde este teléfono o con su invitación, compartió:',
  counts: {
    moments_one: '1 momento en vivo',
    moments_other: '{{count}} momentos en vivo',
    photos_one: '1 foto',
    photos_other: '{{count}} fotos',
    guestBook_one: '1 nota en el libro de invitados',
    guestBook_other: '{{count}} notas en el libro de invitados',
    timelineMessages_one: '1 mensaje en el cronograma',
    timelineMessages_other: '{{count}} mensajes en el cronograma',
  },
  nothing:
    'Aún no encontramos nada publicado por usted. Abra esta página en el teléfono desde el que publicó.',
  download: 'Descargar mis fotos y publicaciones',
  preparing: 'Preparando su ZIP…',
  saved: 'Su ZIP se está descargando.',
  downloadFailed: 'La descarga no funcionó. Inténtelo de nuevo.',
  documentTitle: 'Mis fotos y publicaciones',
};

export const catalogs = registerStrings('my-posts', { en, es });
