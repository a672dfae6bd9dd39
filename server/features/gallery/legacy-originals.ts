import type { Types } from 'mongoose';
import type { Logger } from '../../lib/logger';
import type { ObjectStorage } from '../../lib/storage';
import { profileLegacyKeys } from '../guest-profiles/door';
import { momentLegacyKeys } from '../moments/door';
import { isLegacyOriginal, privateOriginalKey } from './keys';
import { photoLegacyKeys } from './door';
import type { Renditions } from './renditions';

/**
 * Where a kind of record is stored, as this move sees it: each feature (gallery, moments,
 * profiles) opens this much of its collection in its door, and no more.
 */
export interface LegacyKeySource {
  find(filter: Record<string, unknown>): Promise<Record<string, unknown>[]>;
  /** Answers how many records it changed (0 or 1). */
  updateOne(filter: Record<string, unknown>, update: Record<string, unknown>): Promise<number>;
}

interface LegacyRecord {
  _id: Types.ObjectId;
  /** Hidden back then, when hiding removed no file: its renditions are still served. */
  hidden: boolean;
  originalKey: string;
  thumbKey: string;
  largeKey: string;
}

/** Where one kind of record keeps its keys. */
interface Source {
  model: LegacyKeySource;
  /** Records that may still point at a public original. */
  filter: Record<string, unknown>;
  recordOf(doc: Record<string, unknown>): LegacyRecord | undefined;
  /** The update that points the record at the moved original, only if it still names `from`. */
  repoint(
    record: LegacyRecord,
    to: string,
  ): { filter: Record<string, unknown>; update: Record<string, unknown> };
}

const LEGACY = { $regex: '^photos/' };

const SOURCES: Source[] = [
  {
    model: photoLegacyKeys,
    filter: { originalKey: LEGACY },
    // A gallery photo's hide removed its renditions already.
    recordOf: (doc) => ({ ...(doc as unknown as LegacyRecord), hidden: false }),
    repoint: ({ originalKey }, to) => ({
      filter: { originalKey },
      update: { $set: { originalKey: to } },
    }),
  },
  {
    model: momentLegacyKeys,
    filter: { 'media.originalKey': LEGACY },
    recordOf: (doc) => ({
      ...(doc.media as Omit<LegacyRecord, '_id' | 'hidden'>),
      _id: doc._id as Types.ObjectId,
      hidden: doc.status === 'hidden',
    }),
    repoint: ({ originalKey }, to) => ({
      filter: { 'media.originalKey': originalKey },
      update: { $set: { 'media.originalKey': to } },
    }),
  },
  {
    // Profile photos keep `[original, thumbnail, large]` in `avatarKeys`.
    model: profileLegacyKeys,
    filter: { avatarKeys: LEGACY },
    recordOf: (doc) => {
      const [originalKey, thumbKey, largeKey] = (doc.avatarKeys as string[] | undefined) ?? [];
      if (!originalKey || !thumbKey || !largeKey) return undefined;
      // Either shape: the profiles' start-up may not have moved this row to `status` yet.
      const hidden = doc.status === 'hidden' || doc.isHidden === true;
      return { _id: doc._id as Types.ObjectId, hidden, originalKey, thumbKey, largeKey };
    },
    // The whole array is written (no positional update: FerretDB 1.x lacks it), only while it
    // still holds these three keys.
    repoint: ({ originalKey, thumbKey, largeKey }, to) => ({
      filter: { avatarKeys: [originalKey, thumbKey, largeKey] },
      update: { $set: { avatarKeys: [to, thumbKey, largeKey] } },
    }),
  },
];

/**
 * Photos stored before originals became private kept `photos/<folder>/original.<ext>` beside
 * their renditions, where anyone who edits a photo URL could download it. This moves each to
 * `originals/<folder>/…` and points its record there (one conditional update, so several
 * processes may run it at once, and again after a crash). On S3 the renditions are written again
 * to drop their old "immutable" Cache-Control; moments hidden back then stop being served.
 * `stopped` ends it early (the app is closing).
 */
export async function moveLegacyOriginals(
  storage: ObjectStorage,
  renditions: Renditions,
  logger: Logger,
  stopped: () => boolean = () => false,
): Promise<number> {
  let moved = 0;
  for (const source of SOURCES) {
    const docs = await source.model.find(source.filter);
    for (const doc of docs) {
      if (stopped()) return moved;
      const record = source.recordOf(doc);
      if (!record || !isLegacyOriginal(record.originalKey)) continue;
      try {
        if (await moveOne(storage, source, record)) moved += 1;
        else continue;
        if (record.hidden) await renditions.withdraw(record);
        else if (storage.kind === 's3') await rewrite(storage, [record.thumbKey, record.largeKey]);
      } catch (error) {
        // The next start tries again; one unreadable file must not hold up the others.
        logger.warn({ err: error, key: record.originalKey }, 'original not moved');
      }
    }
  }
  if (moved > 0) logger.info({ moved }, 'originals moved to the private prefix');
  return moved;
}

/** True when this process moved it (false: another one did, or the record is gone). */
async function moveOne(
  storage: ObjectStorage,
  source: Source,
  record: LegacyRecord,
): Promise<boolean> {
  const to = privateOriginalKey(record.originalKey)!;
  if (!(await copy(storage, record.originalKey, to))) return false;
  const { filter, update } = source.repoint(record, to);
  const modifiedCount = await source.model.updateOne({ _id: record._id, ...filter }, update);
  await storage.remove([record.originalKey]);
  return modifiedCount === 1;
}

/** Copies one object; false when it is gone (another process moved it first). */
async function copy(storage: ObjectStorage, from: string, to: string): Promise<boolean> {
  const info = await storage.head(from);
  if (!info) return false;
  const body = await storage.read(from);
  await storage.write(to, body, info.contentType ?? 'application/octet-stream');
  return true;
}

async function rewrite(storage: ObjectStorage, keys: string[]): Promise<void> {
  for (const key of keys) {
    const info = await storage.head(key);
    if (info) await storage.write(key, await storage.read(key), info.contentType ?? 'image/webp');
  }
}
