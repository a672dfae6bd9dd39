import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { keepsakeDataSchema, type KeepsakeData } from '../../../protocol/keepsake';
import { siteFontsCss } from './site/fonts';
import { siteFiles } from './site/render-site';

/**
 * A small keepsake for the site's and the book's tests: both languages, Spanish accents, a null
 * author, a missing file, an emoji, a script-looking moment, a GIF, videos (a moment, a gallery
 * photo, a timeline message; the guest book's with its MP4 missing). `photos` grows the gallery
 * (the pagination test); every photo after the fifth is a plain landscape one.
 */
export function keepsakeFixture(
  options: { photos?: number; languages?: ('en' | 'es')[]; portraits?: number } = {},
): KeepsakeData {
  const photoCount = options.photos ?? 5;
  const file = (name: string, width = 800, height = 600, animated = false) => ({
    path: `media/${name}`,
    width,
    height,
    animated,
  });
  const at = (minutes: number) => new Date(Date.UTC(2026, 5, 20, 18, minutes)).toISOString();
  return keepsakeDataSchema.parse({
    format: 'wedding-keepsake',
    version: 1,
    generatedAt: '2026-07-01T10:00:00.000Z',
    names: 'full',
    wedding: {
      coupleNames: 'María José & Íñigo',
      date: '2026-06-20T16:00:00.000Z',
      timeZone: 'Europe/Madrid',
      languages: options.languages ?? ['en', 'es'],
      story: [
        {
          title: { en: 'How we met', es: 'Cómo nos conocimos' },
          text: { en: 'On a rainy day in Sevilla.', es: 'Un día de lluvia en Sevilla.' },
          photo: file('story-1.webp', 800, 600),
        },
        // Only in Spanish: the English pages show it marked lang="es".
        {
          title: { en: null, es: 'La pedida' },
          text: { en: null, es: 'En la playa, al atardecer.' },
          photo: file('story-2.webp', 1200, 800),
        },
      ],
      cover: file('story-2.webp', 1200, 800),
      venues: [
        {
          key: 'ceremony',
          label: { en: 'Ceremony', es: 'Ceremonia' },
          name: 'Iglesia de Santa Ana',
          address: 'Plaza de Santa Ana, Sevilla',
          photos: [file('venue-v1.webp', 800, 600), file('venue-v2.webp', 600, 800)],
        },
      ],
    },
    timeline: [
      {
        id: 'ev1',
        time: '17:00',
        title: { en: 'Ceremony', es: 'Ceremonia' },
        description: { en: 'In the garden.', es: 'En el jardín.' },
        messages: [
          {
            id: 'tm1',
            author: 'Lucía Núñez',
            content: '¡Qué bonito!',
            createdAt: at(5),
            photo: file('timeline-tm1.webp', 600, 800),
          },
          { id: 'tm2', author: null, content: 'So moving', createdAt: at(6), photo: null },
        ],
        reactions: { love: 12, tears: 3, excited: 0 },
      },
      {
        id: 'ev2',
        time: '21:00',
        title: { en: 'First dance', es: 'Primer baile' },
        description: { en: null, es: null },
        messages: [
          {
            id: 'tm3',
            author: 'Lucía Núñez',
            content: 'El primer baile',
            createdAt: at(40),
            photo: file('timeline-tm3.webp', 640, 360),
            video: { path: 'originals/lucia-nunez/001-2026-06-20.mp4', durationSeconds: 7.4 },
          },
        ],
        reactions: {},
      },
    ],
    moments: [
      {
        id: 'm1',
        author: 'Pedro Ibáñez',
        content: '<script>alert(1)</script>',
        createdAt: at(10),
        likes: 2,
        hashtags: [],
        photo: file('moment-m1.webp', 640, 360),
        video: { path: 'originals/pedro-ibanez/001-2026-06-20.mp4', durationSeconds: 42.3 },
      },
      {
        id: 'm2',
        author: 'Ana',
        content: '🎉 ¡Qué día! 💍',
        createdAt: at(11),
        likes: 5,
        hashtags: ['boda'],
        photo: file('moment-m2.webp', 800, 600),
      },
      {
        id: 'm3',
        author: null,
        content: 'Dancing',
        createdAt: at(12),
        likes: 1,
        hashtags: [],
        photo: file('moment-m3.gif', 320, 240, true),
      },
      {
        id: 'm4',
        author: 'Jon',
        content: 'Lost photo',
        createdAt: at(13),
        likes: 0,
        hashtags: [],
        photo: { path: null, width: 800, height: 600, animated: false },
      },
    ],
    photos: Array.from({ length: photoCount }, (_, i) => {
      const n = i + 1;
      const missing = n === 5;
      // The third is a video: its original is its MP4.
      const video = n === 3 ? `originals/guest-3/001-2026-06-20.mp4` : null;
      return {
        id: `p${n}`,
        author: n === 4 ? null : n === 2 ? 'Begoña Muñoz' : `Guest ${n}`,
        caption: n === 3 ? '' : `Caption ${n} ñandú`,
        createdAt: at(20 + (n % 30)),
        photo: missing
          ? { path: null, width: 800, height: 600, animated: false }
          : n <= (options.portraits ?? 0)
            ? file(`photo-p${n}.webp`, 600, 900)
            : file(`photo-p${n}.webp`, n === 2 ? 600 : 800, n === 2 ? 900 : 600),
        video: video ? { path: video, durationSeconds: 125 } : null,
        original: missing ? null : (video ?? `originals/guest-${n}/001-2026-06-20.jpg`),
      };
    }),
    guestBook: [
      {
        id: 'g1',
        author: 'Sofía',
        message: 'Con todo nuestro cariño ❤️',
        createdAt: at(30),
        photo: file('guestbook-g1.webp', 640, 480),
        video: { path: null, durationSeconds: 3 },
      },
      { id: 'g2', author: null, message: 'Best wishes!', createdAt: at(31), photo: null },
      {
        id: 'g3',
        author: 'Łukasz Żółć',
        // Polish, Chinese, an emoji, Arabic and Hebrew (right to left), Greek, Cyrillic,
        // Vietnamese, Korean, and an Egyptian hieroglyph no shipped font has.
        message: 'Cześć — 你好 🎉 مرحبا שלום Γειά Привет Chúc mừng 안녕 \u{13000}',
        createdAt: at(32),
        photo: null,
      },
    ],
    gifs: ['m3'],
    podium: [
      { rank: 1, author: 'Íñigo Pérez', score: 120 },
      { rank: 2, author: null, score: 90 },
      { rank: 3, author: 'Ana', score: 75 },
    ],
    missing: [
      { kind: 'photo', id: 'p5', key: 'gallery/p5/large.webp' },
      { kind: 'video', id: 'g1', key: 'originals/sofia/001-2026-06-20.mp4' },
    ],
  });
}

/** Every media path a keepsake refers to, each once, with the size it claims. */
export function mediaOf(
  data: KeepsakeData,
): { path: string; width: number; height: number; animated: boolean }[] {
  const files = [
    ...data.timeline.flatMap((event) => event.messages.map((message) => message.photo)),
    ...data.moments.map((moment) => moment.photo),
    ...data.photos.map((photo) => photo.photo),
    ...data.guestBook.map((entry) => entry.photo),
    ...data.wedding.story.map((chapter) => chapter.photo),
    data.wedding.cover,
    ...data.wedding.venues.flatMap((venue) => venue.photos),
  ];
  const byPath = new Map<
    string,
    { path: string; width: number; height: number; animated: boolean }
  >();
  for (const file of files) if (file?.path) byPath.set(file.path, { ...file, path: file.path });
  return [...byPath.values()];
}

/** Every video a keepsake refers to whose MP4 is in it, each once. */
export function videosOf(data: KeepsakeData): { path: string; durationSeconds: number }[] {
  const videos = [
    ...data.timeline.flatMap((event) => event.messages.map((message) => message.video)),
    ...data.moments.map((moment) => moment.video),
    ...data.photos.map((photo) => photo.video),
    ...data.guestBook.map((entry) => entry.video),
  ];
  const byPath = new Map<string, { path: string; durationSeconds: number }>();
  for (const video of videos)
    if (video?.path) byPath.set(video.path, { ...video, path: video.path });
  return [...byPath.values()];
}

/** The fixture's cover picture and its colour. */
export const COVER_PATH = 'media/story-2.webp';
export const COVER_COLOUR = { r: 40, g: 150, b: 90 };

/** A picture of the claimed size in the format its extension says (webp, gif, jpg, png). */
export async function fixtureImage(file: {
  path: string;
  width: number;
  height: number;
}): Promise<Buffer> {
  const image = sharp({
    create: {
      width: file.width,
      height: file.height,
      channels: 3,
      // The cover's picture (the story's last chapter's) is green, so a test can find it.
      background: file.path === COVER_PATH ? COVER_COLOUR : { r: 180, g: 110, b: 130 },
    },
  });
  const ext = path.extname(file.path).slice(1);
  if (ext === 'gif') return image.gif().toBuffer();
  if (ext === 'png') return image.png().toBuffer();
  if (ext === 'jpg' || ext === 'jpeg') return image.jpeg().toBuffer();
  return image.webp().toBuffer();
}

/**
 * The keepsake's site as the ZIP holds it, written into `dir`: the pages, style.css and the media.
 * The browser test opens it from file://; a test of the real job can unzip its ZIP instead.
 */
export async function writeSiteFolder(dir: string, data: KeepsakeData): Promise<void> {
  await mkdir(path.join(dir, 'media'), { recursive: true });
  for (const file of siteFiles(data)) await writeFile(path.join(dir, file.name), file.content);
  await writeFile(path.join(dir, 'fonts.css'), await siteFontsCss(data));
  for (const file of mediaOf(data))
    await writeFile(path.join(dir, file.path), await fixtureImage(file));
}
