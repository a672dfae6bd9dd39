import { registerStrings } from '../../lib/i18n';

// Nav labels exist for every section anchor of the spec, so a section registration only names its key.
const en = {
  nav: {
    home: 'Home',
    weddingDetails: 'Wedding Details',
    loveStory: 'Our Story',
    venues: 'Venues',
    weddingParty: 'Wedding Party',
    liveMoments: 'Live Moments',
    photos: 'Photos',
    games: 'Games',
    gifCreator: 'GIF Creator',
    gifts: 'Gift Registry',
    guestBook: 'Guest Book',
    rsvp: 'RSVP',
    contact: 'Contact',
    liveWall: 'Live Wall',
    administration: 'Administration',
    mainNavigation: 'Main navigation',
    openMenu: 'Open menu',
    menuTitle: 'Menu',
    menuDescription: 'Jump to any part of the wedding website.',
    searchLabel: 'Search the menu',
    searchPlaceholder: 'Search menu...',
    noResults: 'No menu items found',
    noResultsHint: 'Try a different search term',
    homeLink: 'Home page',
    signOut: 'Sign Out',
  },
  language: {
    label: 'Language',
    english: 'English',
    spanish: 'Español',
    // Spec guest-site §4: this toast is in Spanish whatever the current language.
    switchingTitle: 'Cambiando a Español',
    switchingDescription: 'Traduciendo el contenido...',
  },
  notFound: {
    title: '404 Page Not Found',
    body: 'Did you forget to add the page to the router?',
    backHome: 'Go to the home page',
  },
  page: {
    skipToContent: 'Skip to content',
    loading: 'Loading...',
    footerThanks: 'Thank you for celebrating with us',
  },
};

const es: typeof en = {
  nav: {
    home: 'Inicio',
    weddingDetails: 'Detalles de la Boda',
    loveStory: 'Nuestra Historia',
    venues: 'Lugares',
    weddingParty: 'Cortejo Nupcial',
    liveMoments: 'Momentos en Vivo',
    photos: 'Fotos',
    games: 'Juegos',
    gifCreator: 'Creador de GIF',
    gifts: 'Mesa de Regalos',
    guestBook: 'Libro de Invitados',
    rsvp: 'Confirmar Asistencia',
    contact: 'Contacto',
    liveWall: 'Muro en Vivo',
    administration: 'Administración',
    mainNavigation: 'Navegación principal',
    openMenu: 'Abrir menú',
    menuTitle: 'Menú',
    menuDescription: 'Vaya a cualquier parte del sitio de la boda.',
    searchLabel: 'Buscar en el menú',
    searchPlaceholder: 'Buscar en el menú...',
    noResults: 'No se encontraron opciones',
    noResultsHint: 'Pruebe con otra palabra',
    homeLink: 'Página de inicio',
    signOut: 'Cerrar Sesión',
  },
  language: {
    label: 'Idioma',
    english: 'English',
    spanish: 'Español',
    switchingTitle: 'Cambiando a Español',
    switchingDescription: 'Traduciendo el contenido...',
  },
  notFound: {
    title: '404 Página No Encontrada',
    body: '¿Olvidó agregar la página al enrutador?',
    backHome: 'Ir a la página de inicio',
  },
  page: {
    skipToContent: 'Saltar al contenido',
    loading: 'Cargando...',
    footerThanks: 'Gracias por celebrar con nosotros',
  },
};

registerStrings('chrome', { en, es });
