import { once } from 'node:events';
import type { Response } from 'express';
import { KEEPSAKE_MESSAGES, MY_POSTS_ZIP_NAME } from '../../../protocol/keepsake';
import type { Viewer } from '../../lib/auth/viewer';
import { HttpError } from '../../lib/http/errors';
import type { Logger } from '../../lib/logger';
import type { ObjectStorage } from '../../lib/storage';
import { countOwnPhotos, ownPhotos } from '../gallery/door';
import { countOwnMoments, ownMoments } from '../moments/door';
import { countOwnPosts, ownPosts } from '../timeline/door';
import { extensionOf } from './names';
import { storedVideo } from './videos';
import { zipAnswer } from '../../lib/zip-archive';

/**
 * Which posts are a guest's own, by the identity the server resolved (never a name or e-mail):
 * moments and gallery photos by the hash of the device that posted them, timeline messages by the
 * guest session's guest id. Guest book entries store no owner at all, so they are left out.
 * Hidden and pending posts stay out, as in the keepsake; a guest's private moments are theirs.
 */
export function ownFilters(viewer: Viewer): { deviceId?: string; guestId?: string } {
  if (!viewer.deviceId && !viewer.guestId) {
    throw new HttpError(401, KEEPSAKE_MESSAGES.noIdentity);
  }
  return { deviceId: viewer.deviceId, guestId: viewer.guestId };
}

export async function countMine(viewer: Viewer) {
  const { deviceId, guestId } = ownFilters(viewer);
  const [moments, photos, timelineMessages] = await Promise.all([
    deviceId ? countOwnMoments(deviceId) : 0,
    deviceId ? countOwnPhotos(deviceId) : 0,
    guestId ? countOwnPosts(guestId) : 0,
  ]);
  return { moments, photos, guestBook: 0, timelineMessages };
}

/**
 * A guest's own posts as a small ZIP streamed straight to the response: `data.json` (their texts)
 * and the original of every picture, `<kind>/<NNN>-<YYYY-MM-DD>.<ext>`, and of every video its MP4
 * beside its poster frame (`<kind>/<NNN>-<YYYY-MM-DD>.mp4`), whatever kind of post carries it
 * (storedVideo). One file read at a time.
 */
export async function streamMyPosts(
  res: Response,
  viewer: Viewer,
  storage: ObjectStorage,
  logger: Logger,
) {
  const { deviceId, guestId } = ownFilters(viewer);
  const files: { path: string; key: string; date: Date }[] = [];
  const fileFor = (
    folder: string,
    index: number,
    key: string | null | undefined,
    date: Date,
    extension = key ? extensionOf(key) : '',
  ): string | null => {
    if (!key) return null;
    const path = `${folder}/${String(index + 1).padStart(3, '0')}-${date.toISOString().slice(0, 10)}.${extension}`;
    files.push({ path, key, date });
    return path;
  };
  const videoFor = (folder: string, index: number, holder: unknown, date: Date) =>
    fileFor(folder, index, storedVideo(holder)?.key, date, 'mp4');
  const moments = (deviceId ? await ownMoments(deviceId) : []).map((doc, i) => ({
    id: doc._id.toString(),
    content: doc.content,
    hashtags: doc.hashtags ?? [],
    createdAt: doc.createdAt.toISOString(),
    file: fileFor('moments', i, doc.media?.originalKey, doc.createdAt),
    video: videoFor('moments', i, doc.media, doc.createdAt),
  }));
  const photos = (deviceId ? await ownPhotos(deviceId) : []).map((doc, i) => ({
    id: doc._id.toString(),
    caption: doc.caption ?? '',
    createdAt: doc.createdAt.toISOString(),
    file: fileFor('photos', i, doc.originalKey, doc.createdAt),
    video: videoFor('photos', i, doc, doc.createdAt),
  }));
  const timelineMessages = (guestId ? await ownPosts(guestId) : []).map((doc, i) => ({
    id: doc._id.toString(),
    content: doc.content,
    createdAt: doc.createdAt.toISOString(),
    file: fileFor('timeline', i, doc.photo?.originalKey, doc.createdAt),
    video: videoFor('timeline', i, doc, doc.createdAt),
  }));

  const { archive, aborted } = await zipAnswer(
    res,
    MY_POSTS_ZIP_NAME,
    { zlib: { level: 6 } },
    logger,
  );
  const missing: string[] = [];
  const data = {
    format: 'my-wedding-posts',
    version: 1,
    generatedAt: new Date().toISOString(),
    moments,
    photos,
    timelineMessages,
    missing,
  };
  for (const file of files) {
    if (aborted()) return;
    try {
      const stream = await storage.readStream(file.key);
      const added = once(archive, 'entry');
      archive.append(stream, { name: file.path, date: file.date, store: true });
      await added;
    } catch (error) {
      logger.warn({ err: error, path: file.path }, 'own post file missing');
      missing.push(file.path);
    }
  }
  if (aborted()) return;
  archive.append(`${JSON.stringify(data, null, 2)}\n`, { name: 'data.json' });
  await archive.finalize();
}
