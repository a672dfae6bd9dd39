import { ACCESS_DENIED_MESSAGE, ACCESS_DENIED_TITLE } from '../../../protocol/organizer';
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
    passwordRequired: 'Password is required',
    errorTitle: 'Error',
    accessDeniedTitle: ACCESS_DENIED_TITLE,
    accessDenied: ACCESS_DENIED_MESSAGE,
    failed: 'Could not reach the server. Please try again.',
  },
  // Every tab's label lives here, so the tab bar renders before any tab's code has loaded.
  tabs: {
    label: 'Dashboard sections',
    loading: 'Loading…',
    guests: 'Guest List',
    rsvps: 'RSVPs',
    games: 'Games',
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
    passwordRequired: 'La contraseña es obligatoria',
    errorTitle: 'Error',
    accessDeniedTitle: 'Acceso Denegado',
    accessDenied: 'Contraseña incorrecta.',
    failed: 'No se pudo contactar con el servidor. Inténtelo de nuevo.',
  },
  tabs: {
    label: 'Secciones del panel',
    loading: 'Cargando…',
    guests: 'Lista de Invitados',
    rsvps: 'Respuestas',
    games: 'Juegos',
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
  },
};

registerStrings('admin', { en, es });
