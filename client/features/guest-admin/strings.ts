import { registerStrings } from '../../lib/i18n';
import { common } from '../../lib/common-strings';

const en = {
  documentTitle: 'Wedding Guest List',
  title: 'Wedding Guest List',
  backHome: 'Back to the wedding website',
  stats: {
    label: 'Sign-in summary',
    total: 'Total Guests',
    authenticated: 'Authenticated',
    accessRate: 'Access Rate',
  },
  search: {
    label: 'Search guests',
    placeholder: 'Search by name...',
  },
  table: {
    caption: 'Guests and whether they have signed in',
    name: 'Name',
    status: 'Status',
    lastAccess: 'Last Access',
    signedIn: 'Signed In',
    pending: 'Pending',
    never: 'Never',
  },
  empty: 'No guests on the list yet.',
  noMatch: 'No guests found matching "{{term}}"',
  loading: 'Loading the guest list...',
  loadFailed: 'The guest list could not be loaded.',
  retry: common.en.retry,
};

const es: typeof en = {
  documentTitle: 'Lista de Invitados',
  title: 'Lista de Invitados de la Boda',
  backHome: 'Volver al sitio de la boda',
  stats: {
    label: 'Resumen de accesos',
    total: 'Total de Invitados',
    authenticated: 'Autenticados',
    accessRate: 'Tasa de Acceso',
  },
  search: {
    label: 'Buscar invitados',
    placeholder: 'Buscar por nombre...',
  },
  table: {
    caption: 'Invitados y si han iniciado sesión',
    name: 'Nombre',
    status: 'Estado',
    lastAccess: 'Último Acceso',
    signedIn: 'Conectado',
    pending: 'Pendiente',
    never: 'Nunca',
  },
  empty: 'Aún no hay invitados en la lista.',
  noMatch: 'No se encontraron invitados que coincidan con "{{term}}"',
  loading: 'Cargando la lista de invitados...',
  loadFailed: 'No se pudo cargar la lista de invitados.',
  retry: common.es.retry,
};

export const catalogs = registerStrings('guestAdmin', { en, es });
