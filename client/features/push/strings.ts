import { registerStrings } from '../../lib/i18n';

/** Notifications on a guest's phone (issue 49): the setting's states and how to change each. */
const en = {
  title: 'Notifications on this phone',
  state: {
    on: 'Notifications are on: announcements reach this phone even when the site is closed.',
    off: 'Get the announcements on this phone even when the site is closed.',
    blocked: 'Your browser blocks notifications from this site.',
    insecure:
      'Notifications are not possible here: this site is open over plain http (not https). Announcements still show on this page while it is open.',
    'ios-install':
      "On iPhone and iPad, notifications work in the installed app. Add it to your home screen first: tap the Share button, then 'Add to Home Screen'. Open it from there and turn notifications on.",
    unsupported:
      'This browser cannot receive notifications. Announcements still show on this page while it is open.',
  },
  how: {
    on: 'You can turn them off here at any time.',
    blocked:
      'To allow them, open the site settings (the icon beside the address) or your browser settings, allow notifications for this site, then reload the page.',
  },
  turnOn: 'Turn notifications on',
  turnOff: 'Turn notifications off',
  working: 'One moment…',
  failed: 'Notifications could not be changed. Please try again.',
};

const es: typeof en = {
  title: 'Notificaciones en este teléfono',
  state: {
    on: 'Las notificaciones están activadas: los anuncios llegan a este teléfono aunque el sitio esté cerrado.',
    off: 'Recibe los anuncios en este teléfono aunque el sitio esté cerrado.',
    blocked: 'Tu navegador bloquea las notificaciones de este sitio.',
    insecure:
      'Aquí no es posible recibir notificaciones: este sitio está abierto por http simple (no https). Los anuncios se siguen mostrando en esta página mientras esté abierta.',
    'ios-install':
      "En iPhone y iPad, las notificaciones funcionan en la app instalada. Primero agrégala a tu pantalla de inicio: toca el botón Compartir y luego 'Agregar a inicio'. Ábrela desde ahí y activa las notificaciones.",
    unsupported:
      'Este navegador no puede recibir notificaciones. Los anuncios se siguen mostrando en esta página mientras esté abierta.',
  },
  how: {
    on: 'Puedes desactivarlas aquí cuando quieras.',
    blocked:
      'Para permitirlas, abre la configuración del sitio (el icono junto a la dirección) o la de tu navegador, permite las notificaciones de este sitio y vuelve a cargar la página.',
  },
  turnOn: 'Activar notificaciones',
  turnOff: 'Desactivar notificaciones',
  working: 'Un momento…',
  failed: 'No se pudieron cambiar las notificaciones. Inténtalo de nuevo.',
};

export const catalogs = registerStrings('push', { en, es });
