import { registerStrings } from '../../lib/i18n';

const en = {
  documentTitle: 'Live Wedding Moments',
  title: 'Live Wedding Moments',
  leaderboardLink: 'Games leaderboard',
  join: {
    title: 'Share your moments!',
    line: 'Scan to join us, then share what you see: it shows up here at once.',
    or: 'or visit',
    qrLabel: 'QR code to open the wedding website at {{url}}',
  },
  stats: {
    moments_one: '{{count}} moment',
    moments_other: '{{count}} moments',
    likes_one: '{{count}} like',
    likes_other: '{{count}} likes',
  },
  empty: {
    title: 'No moments yet',
    line: 'Be the first: scan the code and share a moment!',
  },
  moment: {
    sharedBy: 'Shared by {{name}}',
    likes_one: '{{count}} like',
    likes_other: '{{count}} likes',
  },
  slideshow: {
    videoAlt: 'Video by {{name}}: {{caption}}',
  },
  connection: {
    connecting: 'Connecting…',
    live: 'Live',
    lost: 'Connection lost. Reconnecting…',
    back: 'Back online',
  },
};

const es: typeof en = {
  documentTitle: 'Momentos de la Boda en Vivo',
  title: 'Momentos de la Boda en Vivo',
  leaderboardLink: 'Clasificación de los juegos',
  join: {
    title: '¡Comparta sus momentos!',
    line: 'Escanee para unirse y comparta lo que ve: aparece aquí al instante.',
    or: 'o visite',
    qrLabel: 'Código QR para abrir la web de la boda en {{url}}',
  },
  stats: {
    moments_one: '{{count}} momento',
    moments_other: '{{count}} momentos',
    likes_one: '{{count}} me gusta',
    likes_other: '{{count}} me gusta',
  },
  empty: {
    title: 'Aún no hay momentos',
    line: 'Sea el primero: escanee el código y comparta un momento.',
  },
  moment: {
    sharedBy: 'Compartido por {{name}}',
    likes_one: '{{count}} me gusta',
    likes_other: '{{count}} me gusta',
  },
  slideshow: {
    videoAlt: 'Vídeo de {{name}}: {{caption}}',
  },
  connection: {
    connecting: 'Conectando…',
    live: 'En vivo',
    lost: 'Conexión perdida. Reconectando…',
    back: 'De nuevo en línea',
  },
};

export const catalogs = registerStrings('live-wall', { en, es });
