import { registerStrings } from '../../lib/i18n';

const en = {
  banner: {
    label: 'Announcement',
    dismiss: 'Dismiss announcement',
  },
  section: {
    title: 'Announcements',
    intro: 'News from the couple and the organizers, as it happens.',
    sentAt: 'Sent {{time}}',
  },
  overlay: {
    label: 'Announcement',
  },
};

const es: typeof en = {
  banner: {
    label: 'Anuncio',
    dismiss: 'Cerrar anuncio',
  },
  section: {
    title: 'Anuncios',
    intro: 'Noticias de los novios y los organizadores, al momento.',
    sentAt: 'Enviado {{time}}',
  },
  overlay: {
    label: 'Anuncio',
  },
};

export const catalogs = registerStrings('announcements', { en, es });
