import type { Model, Types } from 'mongoose';
import type { Logger } from '../../lib/logger';
import type { ObjectStorage } from '../../lib/storage';
import { MomentModel } from '../moments/model';
import { isLegacyOriginal, privateOriginalKey } from './keys';
import { GalleryPhotoModel } from './model';
import type { Renditions } from './renditions';

/** The gallery's and the moments' models, seen only through the fields this move touches. */
type AnyModel = Model<Record<string, unknown>>;

interface LegacyRecord {
  _id: Types.ObjectId;
  status?: string | null;
  originalKey: string;
  thumbKey: string;
  largeKey: string;
}

/** Where each kind of record keeps its keys, and whether hiding it used to leave files served. */
const SOURCES: {
  model: AnyModel;
  prefix: '' | 'media.';
  /** Hidden before hiding removed files: its renditions are still served. */
  withdrawHidden: boolean;
}[] = [
  { model: GalleryPhotoModel as unknown as AnyModel, prefix: '', withdrawHidden: false },
  { model: MomentModel as unknown as AnyModel, prefix: 'media.', withdrawHidden: true },
];

function recordOf(doc: Record<string, unknown>, prefix: '' | 'media.'): LegacyRecord {
  const keys = (prefix ? doc.media : doc) as Omit<LegacyRecord, '_id' | 'status'>;
  return { _id: doc._id as Types.ObjectId, status: doc.status as string | null | undefined, ...keys };
}

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
  for (const { model, prefix, withdrawHidden } of SOURCES) {
    const docs = await model
      .find({ [`${prefix}originalKey`]: { $regex: '^photos/' } })
      .lean<Record<string, unknown>[]>();
    for (const doc of docs) {
      if (stopped()) return moved;
      const record = recordOf(doc, prefix);
      if (!isLegacyOriginal(record.originalKey)) continue;
      try {
        if (await moveOne(storage, model, prefix, record)) moved += 1;
        else continue;
        if (withdrawHidden && record.status === 'hidden') await renditions.withdraw(record);
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
  model: AnyModel,
  prefix: '' | 'media.',
  record: LegacyRecord,
): Promise<boolean> {
  const to = privateOriginalKey(record.originalKey)!;
  if (!(await copy(storage, record.originalKey, to))) return false;
  const { modifiedCount } = await model.updateOne(
    { _id: record._id, [`${prefix}originalKey`]: record.originalKey },
    { $set: { [`${prefix}originalKey`]: to } },
  );
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
