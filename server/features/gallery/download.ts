import { once } from 'node:events';
import type { Response } from 'express';
import { GALLERY_ZIP_NAME } from '../../../protocol/gallery';
import type { Logger } from '../../lib/logger';
import type { ObjectStorage } from '../../lib/storage';
import { shownPhotos } from './door';
import type { GalleryPhotoDocument } from './model';
import { zipAnswer } from '../../lib/zip-archive';

/** A name as a file name: ASCII letters and digits, dashes between (`Ana María` → `Ana-Maria`). */
export function slug(text: string): string {
  const plain = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40);
  return plain || 'guest';
}

/** `001-ana-2025-08-31.jpg`: in upload order, the uploader's name, the day. */
export function entryName(
  index: number,
  doc: Pick<GalleryPhotoDocument, 'uploaderName' | 'createdAt' | 'originalKey'>,
) {
  const extension = doc.originalKey.split('.').pop() ?? 'jpg';
  const day = doc.createdAt.toISOString().slice(0, 10);
  return `${String(index + 1).padStart(3, '0')}-${slug(doc.uploaderName)}-${day}.${extension}`;
}

/**
 * Streams every published original into one ZIP straight to the response: one original is read
 * at a time (the next is opened only once the archive took the previous one), stored without
 * compression (photos do not shrink), so memory stays flat whatever the gallery's size.
 */
export async function streamAllOriginals(
  res: Response,
  storage: ObjectStorage,
  logger: Logger,
): Promise<void> {
  const cursor = shownPhotos({ originalKey: 1, uploaderName: 1, createdAt: 1 });

  const { archive, aborted } = await zipAnswer(res, GALLERY_ZIP_NAME, { store: true }, logger);

  let index = 0;
  for await (const doc of cursor) {
    if (aborted()) break;
    if (!doc.originalKey) continue;
    try {
      const stream = await storage.readStream(doc.originalKey);
      const added = once(archive, 'entry');
      archive.append(stream, { name: entryName(index, doc), date: doc.createdAt });
      await added;
      index += 1;
    } catch (error) {
      // A missing file should not spoil the whole download.
      logger.warn({ err: error, key: doc.originalKey }, 'original left out of the ZIP');
    }
  }
  await cursor.close();
  if (!aborted()) await archive.finalize();
}
