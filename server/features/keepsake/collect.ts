import type { KeepsakeData, KeepsakeOptions } from '../../../protocol/keepsake';
import type { ObjectStorage } from '../../lib/storage';
import { printKeyOf } from '../gallery/keys';
import { shownPhotos } from '../gallery/door';
import { shownEntries } from '../guestbook/door';
import { loadVisibleRows } from '../leaderboard/queries';
import { Standings } from '../leaderboard/standings';
import { shownPublicMoments } from '../moments/door';
import { eventsInOrder, shownParticipations } from '../timeline/door';
import { getWeddingSettings } from '../wedding/service';
import { authorName, extensionOf, GuestFolders, zonedIso } from './names';

/** A stored file and where it goes in the ZIP. */
export interface ZipFile {
  path: string;
  key: string;
  date: Date;
  /** The picture's print copy (pipeline.ts), which the book embeds when it is there. */
  printKey?: string;
}

export interface Collected {
  data: KeepsakeData;
  /** Large renditions, in the order of data.json. */
  media: ZipFile[];
  /** Gallery originals, by guest folder. */
  originals: ZipFile[];
}

type Photo = KeepsakeData['moments'][number]['photo'];
interface StoredImage {
  largeKey?: string | null;
  originalKey?: string | null;
  width?: number | null;
  height?: number | null;
  animated?: boolean | null;
}

/**
 * Collects what was published, as `data.json` will say it, and the files the ZIP will hold. Every
 * file's presence is checked (head) now, because data.json and the site must already say which
 * photos are missing when they are written, first in the ZIP. Reads go through cursors of only the
 * fields used, so no e-mail, phone, device hash or token is ever read, let alone written.
 */
export async function collectKeepsake(
  storage: ObjectStorage,
  options: KeepsakeOptions,
  onItem: () => void = () => {},
): Promise<Collected> {
  const names = options.names;
  const media: ZipFile[] = [];
  const originals: ZipFile[] = [];
  const missing: KeepsakeData['missing'] = [];
  const exists = async (key: string) => (await storage.head(key).catch(() => null)) !== null;

  const fileOf = async (
    kind: string,
    id: string,
    image: StoredImage | null | undefined,
    date: Date,
  ): Promise<Photo> => {
    if (!image?.largeKey) return null;
    const path = `media/${kind}-${id}.${extensionOf(image.largeKey)}`;
    const present = await exists(image.largeKey);
    if (present)
      media.push({ path, key: image.largeKey, date, printKey: printKeyOf(image.originalKey) });
    else missing.push({ kind, id, key: path });
    onItem();
    return {
      path: present ? path : null,
      width: image.width ?? 0,
      height: image.height ?? 0,
      animated: image.animated === true,
    };
  };

  const settings = await getWeddingSettings();
  const other = settings.defaultLanguage === 'en' ? 'es' : 'en';
  const wedding: KeepsakeData['wedding'] = {
    coupleNames: settings.couple.displayName,
    date: zonedIso(settings.ceremonyStart, settings.timeZone),
    timeZone: settings.timeZone,
    languages: [settings.defaultLanguage, other],
    story: settings.story.map((event) => ({
      title: { en: event.title || null, es: event.titleEs ?? null },
      text: { en: event.description || null, es: event.descriptionEs ?? null },
    })),
  };

  const moments: KeepsakeData['moments'] = [];
  const gifs: string[] = [];
  const momentCursor = shownPublicMoments({
    guestName: 1,
    content: 1,
    createdAt: 1,
    likes: 1,
    hashtags: 1,
    media: 1,
  });
  for await (const doc of momentCursor) {
    const id = doc._id.toString();
    if (doc.media?.animated) gifs.push(id);
    moments.push({
      id,
      author: authorName(doc.guestName, names),
      content: doc.content,
      createdAt: doc.createdAt.toISOString(),
      likes: doc.likes ?? 0,
      hashtags: doc.hashtags ?? [],
      photo: await fileOf('moment', id, doc.media, doc.createdAt),
    });
  }

  const folders = new GuestFolders(names);
  const photos: KeepsakeData['photos'] = [];
  const photoCursor = shownPhotos({
    caption: 1,
    uploaderName: 1,
    createdAt: 1,
    width: 1,
    height: 1,
    largeKey: 1,
    originalKey: 1,
  });
  for await (const doc of photoCursor) {
    const id = doc._id.toString();
    let original: string | null = null;
    if (doc.originalKey) {
      const path = folders.next(doc.uploaderName, doc.createdAt, extensionOf(doc.originalKey));
      if (await exists(doc.originalKey)) {
        original = path;
        originals.push({ path, key: doc.originalKey, date: doc.createdAt });
      } else missing.push({ kind: 'original', id, key: path });
    }
    photos.push({
      id,
      author: authorName(doc.uploaderName, names),
      caption: doc.caption ?? '',
      createdAt: doc.createdAt.toISOString(),
      photo: await fileOf('photo', id, doc, doc.createdAt),
      original,
    });
  }

  const guestBook: KeepsakeData['guestBook'] = [];
  const entryCursor = shownEntries({ guestName: 1, message: 1, createdAt: 1, photo: 1 });
  for await (const doc of entryCursor) {
    const id = doc._id.toString();
    guestBook.push({
      id,
      author: authorName(doc.guestName, names),
      message: doc.message,
      createdAt: doc.createdAt.toISOString(),
      photo: await fileOf('guestbook', id, doc.photo, doc.createdAt),
    });
  }

  const timeline = await collectTimeline(names, fileOf);
  const standings = new Standings(await loadVisibleRows());
  const podium = standings.top('totalScore', 3).map((entry, index) => ({
    rank: index + 1,
    author: authorName(entry.playerName, names),
    score: entry.totalScore,
  }));

  return {
    data: {
      format: 'wedding-keepsake',
      version: 1,
      generatedAt: new Date().toISOString(),
      names,
      wedding,
      timeline,
      moments,
      photos,
      guestBook,
      gifs,
      podium,
      missing,
    },
    media,
    originals,
  };
}

/** The day's events in order, each with its published messages and photos and its reactions. */
async function collectTimeline(
  names: KeepsakeOptions['names'],
  fileOf: (
    kind: string,
    id: string,
    image: StoredImage | null | undefined,
    date: Date,
  ) => Promise<Photo>,
): Promise<KeepsakeData['timeline']> {
  const events = await eventsInOrder();
  const byId = new Map(
    events.map((event) => [
      event._id.toString(),
      {
        id: event._id.toString(),
        time: event.time,
        title: { en: event.title || null, es: event.titleEs ?? null },
        description: { en: event.description ?? null, es: event.descriptionEs ?? null },
        messages: [] as KeepsakeData['timeline'][number]['messages'],
        reactions: {} as Record<string, number>,
      },
    ]),
  );
  const cursor = shownParticipations({
    timelineEventId: 1,
    guestName: 1,
    participationType: 1,
    content: 1,
    reactionType: 1,
    photo: 1,
    createdAt: 1,
  });
  for await (const doc of cursor) {
    const event = byId.get(doc.timelineEventId.toString());
    if (!event) continue;
    if (doc.participationType === 'reaction') {
      if (doc.reactionType)
        event.reactions[doc.reactionType] = (event.reactions[doc.reactionType] ?? 0) + 1;
      continue;
    }
    if (doc.participationType !== 'message' && doc.participationType !== 'photo') continue;
    const id = doc._id.toString();
    event.messages.push({
      id,
      author: authorName(doc.guestName, names),
      content: doc.content,
      createdAt: doc.createdAt.toISOString(),
      photo: await fileOf('timeline', id, doc.photo, doc.createdAt),
    });
  }
  return [...byId.values()];
}
