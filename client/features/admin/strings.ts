import { ACCESS_DENIED_TITLE, ORGANIZER_MESSAGES } from '../../../protocol/organizer';
import { registerErrorTexts } from '../../lib/error-text';
import { registerStrings } from '../../lib/i18n';

const en = {
  title: 'Wedding Administration',
  documentTitle: 'Wedding Administration',
  backHome: 'Back to the website',
  signIn: {
    title: 'Organizer sign-in',
    description: 'Enter the organizer password to manage the guest list and the wedding.',
    password: 'Password',
    submit: 'Admin Access',
    pending: 'Signing in...',
    expired: 'Your organizer session has ended. Please sign in again.',
    checking: 'Checking your session…',
  },
  signOut: 'Sign Out',
  signedOut: 'Signed out',
  errors: {
    errorTitle: 'Error',
    accessDeniedTitle: ACCESS_DENIED_TITLE,
    failed: 'Could not reach the server. Please try again.',
  },
  storeCheck: {
    allowed: {
      title: 'Anyone can list the photo store’s files',
      body: 'The photo bucket answers strangers with the list of its files, so the address of every photo, hidden and private ones included, can be found. Let anonymous visitors only read photos/* (as deploy/seaweedfs/s3.json does), never list, and restart the site.',
    },
    unknown: {
      title: 'The photo store could not be checked',
      body: 'At start-up the server could not confirm that the photo bucket refuses to list its files to strangers. Check that the store is running and that the server reaches it (S3_ENDPOINT), then restart the site.',
    },
  },
  // Every tab's label lives here, so the tab bar renders before any tab's code has loaded.
  tabs: {
    label: 'Dashboard sections',
    loading: 'Loading…',
    guests: 'Guest List',
    rsvps: 'RSVPs',
    households: 'Households',
    games: 'Games',
    quiz: 'Live quiz',
    seating: 'Seating Chart',
    analytics: 'Analytics',
    wedding: 'Wedding',
    announcements: 'Announcements',
    timeline: 'Timeline',
    gifts: 'Gifts',
    moderation: 'Moderation',
    access: 'Access',
    planning: 'Planning',
    keepsake: 'Keepsake',
    videos: 'Videos',
  },
};

const es: typeof en = {
  title: 'Administración de la Boda',
  documentTitle: 'Administración de la Boda',
  backHome: 'Volver al sitio web',
  signIn: {
    title: 'Acceso de organizadores',
    description:
      'Introduzca la contraseña de organizador para gestionar la lista de invitados y la boda.',
    password: 'Contraseña',
    submit: 'Acceso de Administrador',
    pending: 'Entrando...',
    expired: 'Su sesión de organizador ha terminado. Vuelva a entrar.',
    checking: 'Comprobando su sesión…',
  },
  signOut: 'Cerrar Sesión',
  signedOut: 'Sesión cerrada',
  errors: {
    errorTitle: 'Error',
    accessDeniedTitle: 'Acceso Denegado',
    failed: 'No se pudo contactar con el servidor. Inténtelo de nuevo.',
  },
  storeCheck: {
    allowed: {
      title: 'Cualquiera puede ver la lista de archivos del almacén de fotos',
      body: 'El almacén de fotos entrega a desconocidos la lista de sus archivos, así que se puede encontrar la dirección de cada foto, incluidas las ocultas y las privadas. Permita a los visitantes anónimos solo leer photos/* (como hace deploy/seaweedfs/s3.json), nunca listar, y reinicie el sitio.',
    },
    unknown: {
      title: 'No se pudo comprobar el almacén de fotos',
      body: 'Al arrancar, el servidor no pudo confirmar que el almacén de fotos se niega a listar sus archivos a desconocidos. Compruebe que el almacén está en marcha y que el servidor lo alcanza (S3_ENDPOINT), y reinicie el sitio.',
    },
  },
  tabs: {
    label: 'Secciones del panel',
    loading: 'Cargando…',
    guests: 'Lista de Invitados',
    rsvps: 'Respuestas',
    households: 'Hogares',
    games: 'Juegos',
    quiz: 'Quiz en vivo',
    seating: 'Distribución de Mesas',
    analytics: 'Estadísticas',
    wedding: 'Boda',
    announcements: 'Anuncios',
    timeline: 'Cronograma',
    gifts: 'Regalos',
    moderation: 'Moderación',
    access: 'Acceso',
    planning: 'Planificación',
    keepsake: 'Recuerdo',
    videos: 'Vídeos',
  },
};

export const catalogs = registerStrings('admin', { en, es });

registerErrorTexts(ORGANIZER_MESSAGES, {
  passwordRequired: 'La contraseña es obligatoria',
  accessDenied: 'Contraseña incorrecta.',
});
