import { KEEPSAKE_MESSAGES } from '../../../protocol/keepsake';
import { registerStrings } from '../../lib/i18n';
import { common } from '../../lib/common-strings';

const en = {
  title: 'Keepsake',
  intro:
    'One ZIP of everything guests shared, to keep: a small website that opens from your computer, a printable book (book.pdf), every original photo and video sorted by guest, and all of it as data (data.json). Only what is published goes in: hidden and deleted posts stay out, and so do e-mails, phone numbers and dietary notes.',
  options: {
    names: 'Guests’ names in the keepsake',
    namesFull: 'Full names',
    namesFirst: 'First names only',
    namesNone: 'No names',
    paper: 'Paper size of the book',
    paperA4: 'A4',
    paperLetter: 'Letter',
    bleed: 'Print shop copy of the book',
    bleedHint: 'Adds 3 mm of bleed around each page and crop marks, as print shops ask for.',
  },
  build: 'Build the keepsake',
  starting: 'Starting…',
  buildAgain: 'Build it again',
  retry: 'Try again',
  loading: 'Loading the keepsake…',
  loadError: 'Could not load the keepsake’s state.',
  startFailed: 'Could not start the keepsake. Please try again.',
  alreadyRunning: KEEPSAKE_MESSAGES.alreadyRunning as string,
  phases: {
    collecting: 'Collecting the posts and photos',
    site: 'Writing the website',
    book: 'Printing the book',
    originals: 'Adding the original photos and videos',
    finishing: 'Finishing the ZIP',
  },
  running: {
    title: 'Building the keepsake',
    progress: '{{done}} of {{total}}',
    progressLabel: 'Progress of this step',
    restarts_one: 'The server restarted once; the build carried on.',
    restarts_other: 'The server restarted {{count}} times; the build carried on.',
  },
  done: {
    title: 'The keepsake is ready',
    summary: '{{size}}, built {{date}}.',
    missing_one: '1 photo was missing and is listed in MISSING.txt.',
    missing_other: '{{count}} photos were missing and are listed in MISSING.txt.',
    download: 'Download the keepsake',
  },
  failed: {
    title: 'The keepsake could not be built',
    unknown: 'Something went wrong.',
  },
  guests: {
    title: 'Guests’ own downloads',
    label: 'Let guests download their own posts',
    on: 'On: each guest can download, from “My photos and posts”, a ZIP of the moments, photos, guest-book notes and timeline messages they posted themselves, with their original photos and videos.',
    off: 'Off: guests see that personal downloads are not turned on.',
    savedOn: 'Guests can now download their own posts.',
    savedOff: 'Guests’ downloads are turned off.',
    failed: 'Could not change guests’ downloads. Please try again.',
    errorTitle: common.en.errorTitle,
  },
};

const es: typeof en = {
  title: 'Recuerdo',
  intro:
    'Un ZIP con todo lo que compartieron los invitados, para guardar: un pequeño sitio web que se abre desde su ordenador, un libro para imprimir (book.pdf), todas las fotos y vídeos originales ordenados por invitado y todo ello como datos (data.json). Solo entra lo publicado: las publicaciones ocultas o borradas quedan fuera, igual que los correos, los teléfonos y las notas de dieta.',
  options: {
    names: 'Nombres de los invitados en el recuerdo',
    namesFull: 'Nombres completos',
    namesFirst: 'Solo el nombre de pila',
    namesNone: 'Sin nombres',
    paper: 'Tamaño de papel del libro',
    paperA4: 'A4',
    paperLetter: 'Carta',
    bleed: 'Copia del libro para imprenta',
    bleedHint:
      'Añade 3 mm de sangrado alrededor de cada página y marcas de corte, como piden las imprentas.',
  },
  build: 'Crear el recuerdo',
  starting: 'Empezando…',
  buildAgain: 'Crearlo de nuevo',
  retry: 'Intentar de nuevo',
  loading: 'Cargando el recuerdo…',
  loadError: 'No se pudo cargar el estado del recuerdo.',
  startFailed: 'No se pudo empezar el recuerdo. Inténtelo de nuevo.',
  alreadyRunning: 'Ya se está creando un recuerdo. Espere a que termine.',
  phases: {
    collecting: 'Reuniendo las publicaciones y las fotos',
    site: 'Escribiendo el sitio web',
    book: 'Imprimiendo el libro',
    originals: 'Añadiendo las fotos y vídeos originales',
    finishing: 'Terminando el ZIP',
  },
  running: {
    title: 'Creando el recuerdo',
    progress: '{{done}} de {{total}}',
    progressLabel: 'Progreso de este paso',
    restarts_one: 'El servidor se reinició una vez; la creación continuó.',
    restarts_other: 'El servidor se reinició {{count}} veces; la creación continuó.',
  },
  done: {
    title: 'El recuerdo está listo',
    summary: '{{size}}, creado el {{date}}.',
    missing_one: 'Faltaba 1 foto y figura en MISSING.txt.',
    missing_other: 'Faltaban {{count}} fotos y figuran en MISSING.txt.',
    download: 'Descargar el recuerdo',
  },
  failed: {
    title: 'No se pudo crear el recuerdo',
    unknown: 'Algo salió mal.',
  },
  guests: {
    title: 'Descargas de los invitados',
    label: 'Permitir que los invitados descarguen sus propias publicaciones',
    on: 'Activado: cada invitado puede descargar, desde «Mis fotos y publicaciones», un ZIP con los momentos, fotos, notas del libro de invitados y mensajes del cronograma que publicó, con sus fotos y vídeos originales.',
    off: 'Desactivado: los invitados ven que las descargas personales no están activadas.',
    savedOn: 'Los invitados ya pueden descargar sus propias publicaciones.',
    savedOff: 'Las descargas de los invitados están desactivadas.',
    failed: 'No se pudieron cambiar las descargas de los invitados. Inténtelo de nuevo.',
    errorTitle: common.es.errorTitle,
  },
};

export const catalogs = registerStrings('keepsake', { en, es });
