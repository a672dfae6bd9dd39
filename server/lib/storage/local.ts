import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { LocalParts, partKey, placeFile } from './local-multipart';
import { assertKey, type ObjectStorage, type PresignedPut } from './types';

/** Path under which the app serves stored photos and accepts signed uploads. */
export const LOCAL_UPLOADS_PATH = '/uploads';

export const TYPE_FILE_SUFFIX = '.type';

/** What a signed upload URL binds: the key, the type, the exact length and the expiry. */
export interface SignedFields {
  key: string;
  contentType: string;
  size: number;
  expires: number;
}

/** Parts carry no type of their own: the finished object takes the upload's. */
const PART_CONTENT_TYPE = 'application/octet-stream';

/**
 * Files under DATA_DIR/uploads, uploaded with a PUT URL signed by the app (HMAC over key, type,
 * size and expiry, with a secret made per process) and served by the app (local-routes.ts). The
 * embedded default: `npm start` needs no S3.
 */
export class LocalDiskStorage implements ObjectStorage {
  readonly kind = 'local' as const;
  private readonly secret = randomBytes(32);
  readonly parts: LocalParts;

  constructor(readonly root: string) {
    this.parts = new LocalParts(root, (key, file, type) =>
      placeFile(this.fileOf(key), file, this.fileOf(key) + TYPE_FILE_SUFFIX, type),
    );
  }

  fileOf(key: string): string {
    assertKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  private sign(fields: SignedFields): string {
    return createHmac('sha256', this.secret)
      .update(`${fields.key}\n${fields.contentType}\n${fields.size}\n${fields.expires}`)
      .digest('base64url');
  }

  /** Whether a PUT's signature is the one this store made for these fields. */
  verify(fields: SignedFields, signature: string): boolean {
    const expected = Buffer.from(this.sign(fields));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  presignPut(
    key: string,
    options: { contentType: string; size: number; expiresInSeconds: number; origin: string },
  ): Promise<PresignedPut> {
    assertKey(key);
    const expires = Math.floor(Date.now() / 1000) + options.expiresInSeconds;
    const fields = { key, contentType: options.contentType, size: options.size, expires };
    const query = new URLSearchParams({
      size: String(options.size),
      expires: String(expires),
      signature: this.sign(fields),
    });
    return Promise.resolve({
      url: `${options.origin}${LOCAL_UPLOADS_PATH}/${key}?${query.toString()}`,
      headers: { 'content-type': options.contentType },
      expiresAt: new Date(expires * 1000),
    });
  }

  async head(key: string) {
    try {
      const info = await stat(this.fileOf(key));
      const contentType = await readFile(this.fileOf(key) + TYPE_FILE_SUFFIX, 'utf8').catch(
        () => undefined,
      );
      return { size: info.size, contentType };
    } catch {
      return null;
    }
  }

  read(key: string): Promise<Buffer> {
    return readFile(this.fileOf(key));
  }

  localFile(key: string): string {
    return this.fileOf(key);
  }

  async readStream(key: string) {
    const file = this.fileOf(key);
    await stat(file);
    return createReadStream(file);
  }

  async write(key: string, body: Buffer, contentType: string): Promise<void> {
    const file = this.fileOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file + TYPE_FILE_SUFFIX, contentType);
    await writeFile(file, body);
  }

  writeStream(key: string, body: Readable, contentType: string): Promise<void> {
    return this.writeBeside(key, contentType, (partial) =>
      pipeline(body, createWriteStream(partial)),
    );
  }

  writeFile(key: string, source: string, contentType: string): Promise<void> {
    return this.writeBeside(key, contentType, (partial) => copyFile(source, partial));
  }

  /** Written beside, then renamed: a reader never sees half a file under the key. */
  private async writeBeside(
    key: string,
    contentType: string,
    write: (partial: string) => Promise<void>,
  ): Promise<void> {
    const file = this.fileOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    const partial = `${file}.${randomBytes(6).toString('hex')}.part`;
    try {
      await write(partial);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
    await placeFile(file, partial, file + TYPE_FILE_SUFFIX, contentType);
  }

  async remove(keys: string[]): Promise<void> {
    await Promise.all(
      keys.flatMap((key) => [
        rm(this.fileOf(key), { force: true }),
        rm(this.fileOf(key) + TYPE_FILE_SUFFIX, { force: true }),
      ]),
    );
  }

  async list(prefix: string) {
    const directory = path.join(this.root, ...prefix.split('/').filter(Boolean));
    const names = await readdir(directory, { recursive: true }).catch(() => [] as string[]);
    const entries = await Promise.all(
      names
        .filter((name) => !name.endsWith(TYPE_FILE_SUFFIX))
        .map(async (name) => {
          const info = await stat(path.join(directory, name)).catch(() => null);
          if (!info?.isFile()) return null;
          const key = `${prefix.replace(/\/?$/, '/')}${name.split(path.sep).join('/')}`;
          return { key, lastModified: info.mtime };
        }),
    );
    return entries.filter((entry) => entry !== null);
  }

  publicUrl(key: string): string {
    assertKey(key);
    return `${LOCAL_UPLOADS_PATH}/${key}`;
  }

  createMultipart(key: string, contentType: string): Promise<string> {
    assertKey(key);
    return this.parts.create(key, contentType);
  }

  /** A part is a signed PUT like a whole file's, to the upload's own folder. */
  presignPart(
    key: string,
    uploadId: string,
    partNumber: number,
    options: { size: number; expiresInSeconds: number; origin: string },
  ): Promise<PresignedPut> {
    assertKey(key);
    return this.presignPut(partKey(uploadId, partNumber), {
      ...options,
      contentType: PART_CONTENT_TYPE,
    });
  }

  listParts(key: string, uploadId: string) {
    return this.parts.list(key, uploadId);
  }

  completeMultipart(key: string, uploadId: string, parts: { partNumber: number; etag: string }[]) {
    return this.parts.complete(key, uploadId, parts);
  }

  abortMultipart(key: string, uploadId: string) {
    return this.parts.abort(key, uploadId);
  }

  abortStaleMultipartUploads(olderThan: Date) {
    return this.parts.abortStale(olderThan);
  }
}
