import type { KeepsakeData, KeepsakeOptions } from '../../../protocol/keepsake';
import type { ObjectStorage } from '../../lib/storage';
import { shownPhotos } from '../gallery/door';
import { shownEntries } from '../guestbook/door';
import { loadVisibleRows } from '../leaderboard/queries';
import { Standings } from '../leaderboard/standings';
import { shownPublicMoments } from '../moments/door';
import { eventsInOrder, shownParticipations } from '../timeline/door';
import { getWeddingSettings } from '../wedding/service';
import type { QuizResultsSource } from '../quiz/results-source';
import { KeepsakeFiles, type ZipFile } from './collect-files';
import { collectQuizPodiums, collectWeddingPictures } from './collect-wedding';
import { authorName, zonedIso } from './names';
import { storedVideo, VIDEO_FIELDS } from './videos';

export type { ZipFile } from './collect-files';

export interface Collected {
  data: KeepsakeData;
  /** Large renditions, in the order of data.json. */
  media: ZipFile[];
  /** Gallery originals and every guest's videos, by guest folder. */
  originals: ZipFile[];
}

/**
 * Collects what was published, as `data.json` will say it, and the files the ZIP will hold
 * (KeepsakeFiles checks each one's presence now). Reads go through cursors of only the fields
 * used, so no e-mail, phone, device hash or token is ever read, let alone written. A post with a
 * made video, of any kind, has its MP4 in its guest's folder and its picture is the poster.
 */
export async function collectKeepsake(
  storage: ObjectStorage,
  options: KeepsakeOptions,
  onItem: () => void = () => {},
  /** The live quizzes' results, when the site runs them: each finished quiz's podium. */
  quizResults?: QuizResultsSource,
): Promise<Collected> {
  const names = options.names;
  const files = new KeepsakeFiles(storage, names, onItem);

  const settings = await getWeddingSettings();
  const other = settings.defaultLanguage === 'en' ? 'es' : 'en';
  const wedding: KeepsakeData['wedding'] = {
    coupleNames: settings.couple.displayName,
    date: zonedIso(settings.ceremonyStart, settings.timeZone),
    timeZone: settings.timeZone,
    languages: [settings.defaultLanguage, other],
    ...(await collectWeddingPictures(settings, files)),
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
      photo: await files.picture('moment', id, doc.media, doc.createdAt),
      video: await files.video(id, doc.guestName, doc.media, doc.createdAt),
    });
  }

  const photos: KeepsakeData['photos'] = [];
  const photoCursor = shownPhotos({
    caption: 1,
    uploaderName: 1,
    createdAt: 1,
    width: 1,
    height: 1,
    largeKey: 1,
    originalKey: 1,
    ...VIDEO_FIELDS,
  });
  for await (const doc of photoCursor) {
    const id = doc._id.toString();
    // A video's original is its MP4; the poster's own original is only a frame of it.
    const video = await files.video(id, doc.uploaderName, doc, doc.createdAt);
    photos.push({
      id,
      author: authorName(doc.uploaderName, names),
      caption: doc.caption ?? '',
      createdAt: doc.createdAt.toISOString(),
      photo: await files.picture('photo', id, doc, doc.createdAt),
      video,
      original: storedVideo(doc)
        ? (video?.path ?? null)
        : await files.original(id, doc.uploaderName, doc.originalKey, doc.createdAt),
    });
  }

  const guestBook: KeepsakeData['guestBook'] = [];
  const entryCursor = shownEntries({
    guestName: 1,
    message: 1,
    createdAt: 1,
    photo: 1,
    ...VIDEO_FIELDS,
  });
  for await (const doc of entryCursor) {
    const id = doc._id.toString();
    guestBook.push({
      id,
      author: authorName(doc.guestName, names),
      message: doc.message,
      createdAt: doc.createdAt.toISOString(),
      photo: await files.picture('guestbook', id, doc.photo, doc.createdAt),
      video: await files.video(id, doc.guestName, doc, doc.createdAt),
    });
  }

  const timeline = await collectTimeline(names, files);
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
      quizzes: await collectQuizPodiums(quizResults, names),
      missing: files.missing,
    },
    media: files.media,
    originals: files.originals,
  };
}

/** The day's events in order, each with its published messages and photos and its reactions. */
async function collectTimeline(
  names: KeepsakeOptions['names'],
  files: KeepsakeFiles,
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
    ...VIDEO_FIELDS,
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
      photo: await files.picture('timeline', id, doc.photo, doc.createdAt),
      video: await files.video(id, doc.guestName, doc, doc.createdAt),
    });
  }
  return [...byId.values()];
}
