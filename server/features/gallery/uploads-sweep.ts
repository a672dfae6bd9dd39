import { MULTIPART_LIMITS } from '../../../protocol/uploads';
import type { Logger } from '../../lib/logger';
import type { ObjectStorage } from '../../lib/storage';
import { PhotoUploadModel } from './model';

/**
 * Deletes every file under incoming/ older than `maxAgeMs`, whatever its record says, and aborts
 * multipart uploads started longer ago than one may last (their parts removed). A confirmation
 * moves the file out of incoming/ (new keys under photos/, the incoming one deleted), so what is
 * still there that old is abandoned: an upload never confirmed, or a late second PUT on a used S3
 * link (the store cannot refuse it; it lands here, under a prefix that is never public and that no
 * confirmation will accept, since its record is gone).
 */
export async function sweepIncoming(
  storage: ObjectStorage,
  logger: Logger,
  maxAgeMs: number,
  now: Date,
  /** Files whose upload is claimed and held (a video waiting for its job): left alone. */
  keep: ReadonlySet<string> = new Set(),
): Promise<number> {
  const cutoff = now.getTime() - maxAgeMs;
  const aged = (await storage.list('incoming/'))
    .filter((entry) => entry.lastModified.getTime() < cutoff && !keep.has(entry.key))
    .map((entry) => entry.key);
  for (let at = 0; at < aged.length; at += 200) {
    await storage.remove(aged.slice(at, at + 200));
  }
  if (aged.length > 0) logger.info({ count: aged.length }, 'abandoned uploads deleted');
  // Half-way multipart uploads whose record is gone (or never made): their parts take space that
  // no listing of incoming/ shows.
  const staleParts = await storage.abortStaleMultipartUploads(
    new Date(cutoff - MULTIPART_LIMITS.ttlSeconds * 1000),
  );
  if (staleParts > 0) logger.info({ count: staleParts }, 'abandoned multipart uploads aborted');
  return aged.length + staleParts;
}

/** Deletes uploads whose URL expired without a confirmation, and what they left in storage. */
export async function sweepExpired(storage: ObjectStorage, now: Date): Promise<number> {
  const stale = await PhotoUploadModel.find({
    expiresAt: { $lt: new Date(now.getTime() - 60_000) },
  })
    .limit(200)
    .lean();
  if (stale.length === 0) return 0;
  await storage.remove(stale.map((upload) => upload.key));
  // A multipart upload that outlived its record's expiry: its parts go too.
  for (const upload of stale) {
    if (upload.uploadId) await storage.abortMultipart(upload.key, upload.uploadId);
  }
  await PhotoUploadModel.deleteMany({ _id: { $in: stale.map((upload) => upload._id) } });
  return stale.length;
}
