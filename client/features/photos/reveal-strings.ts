import { REVEAL_MESSAGES } from '../../../protocol/gallery-reveal';
import { registerErrorTexts } from '../../lib/error-text';
import { registerStrings } from '../../lib/i18n';

const en = {
  banner: {
    title: 'The gallery opens at the reveal',
    when: 'Everyone’s photos appear here on {{date}}.',
    waiting_one: '{{count}} photo is waiting for the reveal.',
    waiting_other: '{{count}} photos are waiting for the reveal.',
    yours: 'Your photos so far (only you can see them)',
    noneYet: 'Your photos will show here until then, for you only.',
  },
  shots: {
    left_one: 'You have {{count}} shot left.',
    left_other: 'You have {{count}} shots left.',
    none: 'You have used all your shots. Thank you! The gallery opens at the reveal.',
  },
  wall: {
    title: 'The gallery opens soon',
    waiting_one: '{{count}} photo is waiting for the reveal',
    waiting_other: '{{count}} photos are waiting for the reveal',
  },
  admin: {
    title: 'The reveal',
    hint: 'Keep the gallery from guests until a time you choose, like a disposable camera. Each guest still sees their own photos, and the projector shows how many are waiting.',
    revealAt: 'Reveal the gallery at',
    shots: 'Shots per guest',
    shotsHint: 'Leave empty for no limit.',
    save: 'Save',
    revealNow: 'Reveal now',
    hiddenUntil: 'Hidden from guests until {{date}}; {{count}} waiting.',
    isOpen: 'The gallery is open to everyone.',
    saved: 'The reveal is saved.',
    failed: 'The reveal could not be saved. Please try again.',
  },
};

const es: typeof en = {
  banner: {
    title: 'La galería se abre en la revelación',
    when: 'Las fotos de todos aparecerán aquí el {{date}}.',
    waiting_one: '{{count}} foto espera la revelación.',
    waiting_other: '{{count}} fotos esperan la revelación.',
    yours: 'Sus fotos hasta ahora (solo usted las ve)',
    noneYet: 'Hasta entonces sus fotos se verán aquí, solo para usted.',
  },
  shots: {
    left_one: 'Le queda {{count}} foto.',
    left_other: 'Le quedan {{count}} fotos.',
    none: 'Ha usado todas sus fotos. ¡Gracias! La galería se abre en la revelación.',
  },
  wall: {
    title: 'La galería se abre pronto',
    waiting_one: '{{count}} foto espera la revelación',
    waiting_other: '{{count}} fotos esperan la revelación',
  },
  admin: {
    title: 'La revelación',
    hint: 'Oculte la galería a los invitados hasta la hora que elija, como una cámara desechable. Cada invitado sigue viendo sus propias fotos, y el proyector muestra cuántas esperan.',
    revealAt: 'Revelar la galería el',
    shots: 'Fotos por invitado',
    shotsHint: 'Déjelo vacío para no poner límite.',
    save: 'Guardar',
    revealNow: 'Revelar ahora',
    hiddenUntil: 'Oculta a los invitados hasta el {{date}}; {{count}} esperando.',
    isOpen: 'La galería está abierta a todos.',
    saved: 'La revelación se ha guardado.',
    failed: 'No se pudo guardar la revelación. Inténtelo de nuevo.',
  },
};

export const catalogs = registerStrings('gallery-reveal', { en, es });

registerErrorTexts(REVEAL_MESSAGES, {
  noShotsLeft: 'Ha usado sus {{count}} fotos. La galería se abre en la revelación.',
  shotsRange:
    'Las fotos por invitado deben ser un número entero de 1 a 100, o nada para no poner límite.',
  revealAtInvalid: 'Elija una fecha y hora válidas para la revelación.',
});
