/**
 * The keepsake's fixed labels in both of the site's languages. The site and the book read them
 * here; guests' and organizers' own words are never translated, only picked (see localized()).
 */
export type SiteLanguage = 'en' | 'es';

const en = {
  siteTitle: 'Our wedding keepsake',
  skipToContent: 'Skip to content',
  mainNav: 'Keepsake sections',
  languageSwitch: 'Language',
  home: 'Home',
  contents: 'Contents',
  story: 'Our story',
  timeline: 'Timeline',
  moments: 'Moments',
  gallery: 'Photo gallery',
  guestBook: 'Guest book',
  gifs: 'GIFs',
  podium: 'Final podium',
  itemCount: (n: number) => (n === 1 ? '1 item' : `${n} items`),
  photoMissing: 'This photo was missing when the keepsake was made.',
  videoMissing: 'This video was missing when the keepsake was made.',
  /** A video's mark with its length, on the site and in the book: "Video · 0:42". */
  video: (duration: string) => `Video · ${duration}`,
  likes: (n: number) => (n === 1 ? '1 like' : `${n} likes`),
  reactions: 'Reactions',
  reaction: { excited: 'Excited', love: 'Love', tears: 'Tears of joy', laugh: 'Laughs' } as Record<
    string,
    string
  >,
  messages: 'Messages',
  noMessages: 'No messages for this moment.',
  nothingYet: 'Nothing was shared here.',
  rank: (n: number) => `Place ${n}`,
  points: (n: number) => (n === 1 ? '1 point' : `${n} points`),
  pagination: 'Pages',
  page: (n: number, of: number) => `Page ${n} of ${of}`,
  previous: 'Previous page',
  next: 'Next page',
  madeOn: (date: string) => `Keepsake made on ${date}.`,
  photoBy: (name: string) => `Photo by ${name}`,
  by: (name: string) => `by ${name}`,
  venues: 'Where it happened',
  quiz: (title: string) => `Live quiz: ${title}`,
  closePhoto: 'Close',
  previousPhoto: 'Previous photo',
  nextPhoto: 'Next photo',
  openPhoto: (n: number, of: number) => `Open photo ${n} of ${of}`,
};

export type Catalog = typeof en;

const es: Catalog = {
  siteTitle: 'El recuerdo de nuestra boda',
  skipToContent: 'Ir al contenido',
  mainNav: 'Secciones del recuerdo',
  languageSwitch: 'Idioma',
  home: 'Inicio',
  contents: 'Contenido',
  story: 'Nuestra historia',
  timeline: 'Cronología',
  moments: 'Momentos',
  gallery: 'Galería de fotos',
  guestBook: 'Libro de visitas',
  gifs: 'GIF',
  podium: 'Podio final',
  itemCount: (n: number) => (n === 1 ? '1 elemento' : `${n} elementos`),
  photoMissing: 'Esta foto faltaba cuando se creó el recuerdo.',
  videoMissing: 'Este vídeo faltaba cuando se creó el recuerdo.',
  video: (duration: string) => `Vídeo · ${duration}`,
  likes: (n: number) => (n === 1 ? '1 me gusta' : `${n} me gusta`),
  reactions: 'Reacciones',
  reaction: { excited: 'Emoción', love: 'Amor', tears: 'Lágrimas de alegría', laugh: 'Risas' },
  messages: 'Mensajes',
  noMessages: 'No hay mensajes para este momento.',
  nothingYet: 'No se compartió nada aquí.',
  rank: (n: number) => `Puesto ${n}`,
  points: (n: number) => (n === 1 ? '1 punto' : `${n} puntos`),
  pagination: 'Páginas',
  page: (n: number, of: number) => `Página ${n} de ${of}`,
  previous: 'Página anterior',
  next: 'Página siguiente',
  madeOn: (date: string) => `Recuerdo creado el ${date}.`,
  photoBy: (name: string) => `Foto de ${name}`,
  by: (name: string) => `de ${name}`,
  venues: 'Dónde fue',
  quiz: (title: string) => `Quiz en directo: ${title}`,
  closePhoto: 'Cerrar',
  previousPhoto: 'Foto anterior',
  nextPhoto: 'Foto siguiente',
  openPhoto: (n: number, of: number) => `Abrir la foto ${n} de ${of}`,
};

/** Each language by its own name, as a language switch shows it. */
export const LANGUAGE_NAMES: Record<SiteLanguage, string> = { en: 'English', es: 'Español' };

export const catalogs: Record<SiteLanguage, Catalog> = { en, es };

/** The label for a reaction kind; an unknown kind shows as stored rather than disappearing. */
export function reactionLabel(t: Catalog, kind: string): string {
  return t.reaction[kind] ?? kind;
}
