import { PROJECTOR_LINK_MESSAGES } from '../../../protocol/projector-links';
import { registerErrorTexts } from '../../lib/error-text';
import { registerStrings } from '../../lib/i18n';

const en = {
  card: {
    title: 'Projector links',
    help: 'On an invite-only site, the /live screens open only with an organizer session or a projector link. Create one link per screen; revoking it ends that screen at once.',
    label: 'Screen name',
    labelPlaceholder: 'Reception projector',
    create: 'Create link',
    creating: 'Creating…',
    created:
      'Open this link on the screen. It is shown only now, so copy it before you leave this page.',
    copy: 'Copy link',
    copied: 'Copied',
    empty: 'No projector links yet.',
    listTitle: 'Active links',
    createdOn: 'Created {{date}}',
    revoke: 'Revoke',
    revokeLabel: 'Revoke the link “{{label}}”',
    revoked: 'Link revoked: its screens were disconnected.',
    loading: 'Loading projector links…',
    failed: 'That did not work. Please try again.',
  },
  screen: {
    opening: 'Opening the projector screen…',
    invalid: 'This projector link is not valid or was revoked. Ask an organizer for a new one.',
  },
};

const es: typeof en = {
  card: {
    title: 'Enlaces para el proyector',
    help: 'En un sitio solo para invitados, las pantallas /live solo se abren con una sesión de organizador o un enlace de proyector. Cree un enlace por pantalla; al revocarlo, esa pantalla se cierra al instante.',
    label: 'Nombre de la pantalla',
    labelPlaceholder: 'Proyector del banquete',
    create: 'Crear enlace',
    creating: 'Creando…',
    created:
      'Abra este enlace en la pantalla. Solo se muestra ahora: cópielo antes de salir de esta página.',
    copy: 'Copiar enlace',
    copied: 'Copiado',
    empty: 'Todavía no hay enlaces para el proyector.',
    listTitle: 'Enlaces activos',
    createdOn: 'Creado el {{date}}',
    revoke: 'Revocar',
    revokeLabel: 'Revocar el enlace «{{label}}»',
    revoked: 'Enlace revocado: sus pantallas se han desconectado.',
    loading: 'Cargando los enlaces del proyector…',
    failed: 'No ha funcionado. Inténtelo de nuevo.',
  },
  screen: {
    opening: 'Abriendo la pantalla del proyector…',
    invalid:
      'Este enlace de proyector no es válido o fue revocado. Pida uno nuevo a los organizadores.',
  },
};

export const catalogs = registerStrings('projector-links', { en, es });

registerErrorTexts(PROJECTOR_LINK_MESSAGES, {
  labelRequired: 'Ponga un nombre al enlace, por ejemplo «Proyector del banquete».',
});
