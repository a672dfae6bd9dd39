import { RSVP_LINK_MESSAGES } from '../../../protocol/rsvp-links';
import { registerErrorTexts } from '../../lib/error-text';
import { registerStrings } from '../../lib/i18n';
import { common } from '../../lib/common-strings';

const en = {
  siteAccess: {
    title: 'Who can enter the website',
    description: 'Choose how guests get past the welcome screen.',
    open: 'Open site',
    openHint: 'Anyone who types a first name can enter.',
    inviteOnly: 'Invite only',
    inviteOnlyHint:
      'Only guests who sign in at /guest-login with their invite code can enter and post.',
    saved: 'Access Updated',
    savedOpen: 'The website is open to anyone with a first name.',
    savedInviteOnly: 'Only guests with an invite code can enter now.',
    failed: 'Failed to update access. Please try again.',
    statusPage: 'See who has signed in',
  },
  unmatched: {
    title: 'Unmatched RSVPs',
    description: 'Answers from the website that match no guest on the list by sign-in or e-mail.',
    none: 'Every RSVP matches a guest on the list.',
    loading: 'Loading RSVPs…',
    loadFailed: 'The RSVPs could not be loaded.',
    attending_one: 'Attending, {{count}} person',
    attending_other: 'Attending, {{count}} people',
    declined: 'Not attending',
    chooseGuest: 'Guest for {{name}}',
    choosePlaceholder: 'Choose a guest…',
    link: 'Link to guest',
    add: 'Add as guest',
    linked: 'RSVP Linked',
    linkedDescription: "{{guest}}'s RSVP status has been updated.",
    added: 'Guest Added',
    addedDescription: 'The guest has been successfully added to the list.',
    failedTitle: common.en.errorTitle,
    failed: 'Failed to update the guest list. Please try again.',
  },
};

const es: typeof en = {
  siteAccess: {
    title: 'Quién puede entrar al sitio',
    description: 'Elija cómo pasan los invitados la pantalla de bienvenida.',
    open: 'Sitio abierto',
    openHint: 'Cualquiera que escriba un nombre puede entrar.',
    inviteOnly: 'Solo con invitación',
    inviteOnlyHint:
      'Solo entran y publican los invitados que inician sesión en /guest-login con su código.',
    saved: 'Acceso Actualizado',
    savedOpen: 'El sitio está abierto a cualquiera con un nombre.',
    savedInviteOnly: 'Ahora solo entran los invitados con código de invitación.',
    failed: 'No se pudo cambiar el acceso. Inténtelo de nuevo.',
    statusPage: 'Ver quién ha iniciado sesión',
  },
  unmatched: {
    title: 'RSVP sin Invitado',
    description:
      'Respuestas del sitio que no corresponden a ningún invitado por sesión ni por correo.',
    none: 'Todas las respuestas corresponden a un invitado de la lista.',
    loading: 'Cargando respuestas…',
    loadFailed: 'No se pudieron cargar las respuestas.',
    attending_one: 'Asistirá, {{count}} persona',
    attending_other: 'Asistirá, {{count}} personas',
    declined: 'No asistirá',
    chooseGuest: 'Invitado para {{name}}',
    choosePlaceholder: 'Elija un invitado…',
    link: 'Vincular al invitado',
    add: 'Añadir como invitado',
    linked: 'RSVP Vinculado',
    linkedDescription: 'Se actualizó el estado de {{guest}}.',
    added: 'Invitado Añadido',
    addedDescription: 'El invitado se ha añadido a la lista.',
    failedTitle: common.es.errorTitle,
    failed: 'No se pudo actualizar la lista. Inténtelo de nuevo.',
  },
};

export const catalogs = registerStrings('adminAccess', { en, es });

registerErrorTexts(RSVP_LINK_MESSAGES, { chooseGuest: 'Elija un invitado' });
