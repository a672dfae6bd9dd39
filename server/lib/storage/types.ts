import type { Readable } from 'node:stream';

/** Where a browser sends one file: a PUT to `url` with exactly these headers. */
export interface PresignedPut {
  url: string;
  headers: Record<string, string>;
  expiresAt: Date;
}

export interface StoredObjectEntry {
  key: string;
  lastModified: Date;
}

/** One part of a multipart upload that reached the store. */
export interface StoredPart {
  partNumber: number;
  etag: string;
  size: number;
}

export interface StoredObjectInfo {
  size: number;
  contentType?: string;
}

/**
 * Photo storage: files under DATA_DIR/uploads served by the app (the default), or an S3 bucket.
 * Keys are paths such as `incoming/<random>.jpg`; only the server chooses them.
 */
export interface ObjectStorage {
  readonly kind: 'local' | 's3';
  /**
   * A signed, expiring URL a browser may PUT one file to, bound to this key, this content type and
   * exactly this size (the store refuses any other).
   */
  presignPut(
    key: string,
    options: { contentType: string; size: number; expiresInSeconds: number; origin: string },
  ): Promise<PresignedPut>;
  /** Size and type of a stored object, or null when there is none. */
  head(key: string): Promise<StoredObjectInfo | null>;
  /** The whole object in memory (callers check its size with head() first). */
  read(key: string): Promise<Buffer>;
  /**
   * The object's file on this machine, for a store that keeps objects on local disk: sharp may
   * open it by name (at a reduced JPEG scale, which it cannot ask of a buffer). Null on S3.
   */
  localFile(key: string): string | null;
  /** The object as a stream (the ZIP of originals streams every one of them). */
  readStream(key: string): Promise<Readable>;
  write(key: string, body: Buffer, contentType: string): Promise<void>;
  /**
   * Writes a stream of unknown length (the keepsake's ZIP) without holding it in memory. The object
   * appears under `key` only once the stream ended well; on an error nothing is left under it.
   */
  writeStream(key: string, body: Readable, contentType: string): Promise<void>;
  /**
   * Stores a file of this machine under `key` (a made video): on local disk a kernel copy, which
   * moves no bytes through the app's memory; on S3 a streamed upload. As writeStream, never half.
   */
  writeFile(key: string, file: string, contentType: string): Promise<void>;
  /** Removes objects; keys that do not exist are ignored. */
  remove(keys: string[]): Promise<void>;
  /**
   * Every object under a prefix (such as `incoming/`) with when it was last written: what the
   * sweeper of abandoned uploads reads.
   */
  list(prefix: string): Promise<StoredObjectEntry[]>;
  /**
   * Where browsers load a stored object from. Served objects may be revalidated, never cached as
   * immutable: a hidden photo must stop showing on phones that saw it.
   */
  publicUrl(key: string): string;
  /**
   * Multipart uploads (S3's, or the disk store taking the parts itself, with the same calls): the
   * object appears under `key` only once completed.
   */
  createMultipart(key: string, contentType: string): Promise<string>;
  /** A signed PUT of one part, bound to exactly `size` bytes. */
  presignPart(
    key: string,
    uploadId: string,
    partNumber: number,
    options: { size: number; expiresInSeconds: number; origin: string },
  ): Promise<PresignedPut>;
  /** The parts that arrived, by number; null when there is no such upload (done or aborted). */
  listParts(key: string, uploadId: string): Promise<StoredPart[] | null>;
  /** Joins the parts in this order into the object (streamed, never whole in memory). */
  completeMultipart(
    key: string,
    uploadId: string,
    parts: { partNumber: number; etag: string }[],
  ): Promise<void>;
  /** Removes an upload's parts; an upload already gone is ignored. */
  abortMultipart(key: string, uploadId: string): Promise<void>;
  /** Aborts every multipart upload started before `olderThan`, whatever its record; answers how many. */
  abortStaleMultipartUploads(olderThan: Date): Promise<number>;
}

/**
 * How browsers and the service worker may keep a served photo: stored, but asked about again
 * (a cheap 304 while it is unchanged) before each use, so a hidden photo's 404 reaches every phone.
 */
export const SERVED_CACHE_CONTROL = 'public, no-cache';

/** Keys the server makes: letters, digits, '-', '_', '.', and '/' between segments. */
export const STORAGE_KEY_PATTERN =
  /^(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

export function isKey(key: string): boolean {
  return STORAGE_KEY_PATTERN.test(key) && !key.includes('..');
}

export function assertKey(key: string): void {
  if (!isKey(key)) {
    throw new Error(`Invalid storage key: ${key}`);
  }
}
