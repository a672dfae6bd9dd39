import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { StoredPart } from './types';

/** Where the disk store keeps parts: `multipart/<uploadId>/<partNumber>`, beside the objects. */
export const PARTS_PREFIX = 'multipart/';
const UPLOAD_FILE = 'upload.json';
const UPLOAD_ID = /^[A-Za-z0-9_-]{24}$/;
const JOIN_BUFFER_BYTES = 1024 * 1024;

/** A part's etag: its write time and length, so a part written again has a new one. */
export const partEtag = (info: { mtimeMs: number; size: number }) =>
  `"${Math.floor(info.mtimeMs).toString(36)}-${info.size}"`;

/** The key a part PUT writes (signed like a whole file's). */
export const partKey = (uploadId: string, partNumber: number) =>
  `${PARTS_PREFIX}${uploadId}/${partNumber}`;

export class NoSuchUploadError extends Error {
  constructor() {
    super('no such multipart upload');
  }
}

/**
 * The disk store's multipart uploads, with S3's semantics: parts written under a folder of their
 * own (a part written twice: the last write wins), joined in order on completion into the object
 * (streamed, part after part), the folder removed on completion or abort.
 */
export class LocalParts {
  constructor(
    private readonly root: string,
    /** Writes the finished object (its type beside it) from a file already on this disk. */
    private readonly place: (key: string, file: string, contentType: string) => Promise<void>,
  ) {}

  private folderOf(uploadId: string): string {
    if (!UPLOAD_ID.test(uploadId)) throw new NoSuchUploadError();
    return path.join(this.root, PARTS_PREFIX, uploadId);
  }

  private async manifest(key: string, uploadId: string) {
    const text = await readFile(path.join(this.folderOf(uploadId), UPLOAD_FILE), 'utf8').catch(
      () => null,
    );
    const manifest = text ? (JSON.parse(text) as { key: string; contentType: string }) : null;
    if (!manifest || manifest.key !== key) throw new NoSuchUploadError();
    return manifest;
  }

  async create(key: string, contentType: string): Promise<string> {
    const uploadId = randomBytes(18).toString('base64url');
    const folder = this.folderOf(uploadId);
    await mkdir(folder, { recursive: true });
    await writeFile(path.join(folder, UPLOAD_FILE), JSON.stringify({ key, contentType }));
    return uploadId;
  }

  /** Whether a part PUT may land: only while its upload is open (not completed or aborted). */
  async isOpen(uploadId: string): Promise<boolean> {
    try {
      await stat(path.join(this.folderOf(uploadId), UPLOAD_FILE));
      return true;
    } catch {
      return false;
    }
  }

  async list(key: string, uploadId: string): Promise<StoredPart[] | null> {
    try {
      await this.manifest(key, uploadId);
    } catch {
      return null;
    }
    const folder = this.folderOf(uploadId);
    const names = (await readdir(folder)).filter((name) => /^\d+$/.test(name));
    const parts = await Promise.all(
      names.map(async (name) => {
        const info = await stat(path.join(folder, name)).catch(() => null);
        return info ? { partNumber: Number(name), etag: partEtag(info), size: info.size } : null;
      }),
    );
    return parts
      .filter((part) => part !== null)
      .sort((left, right) => left.partNumber - right.partNumber);
  }

  async complete(
    key: string,
    uploadId: string,
    parts: { partNumber: number; etag: string }[],
  ): Promise<void> {
    const { contentType } = await this.manifest(key, uploadId);
    const folder = this.folderOf(uploadId);
    const joined = path.join(folder, `joined-${randomBytes(6).toString('hex')}`);
    const out = await open(joined, 'w');
    try {
      // Through one buffer, reused: a stream would allocate a Buffer per 64 KB, and a video's
      // hundreds of MB of them make V8 collect again and again (external memory pressure),
      // pausing every other request meanwhile.
      const buffer = Buffer.allocUnsafe(JOIN_BUFFER_BYTES);
      for (const part of parts) {
        const file = path.join(folder, String(part.partNumber));
        const info = await stat(file).catch(() => null);
        if (!info || partEtag(info) !== part.etag) throw new NoSuchUploadError();
        const input = await open(file, 'r');
        try {
          for (;;) {
            const { bytesRead } = await input.read(buffer, 0, buffer.length, null);
            if (bytesRead === 0) break;
            await out.write(buffer, 0, bytesRead);
          }
        } finally {
          await input.close();
        }
      }
      await out.close();
    } catch (error) {
      await out.close().catch(() => undefined);
      await rm(joined, { force: true });
      throw error;
    }
    await this.place(key, joined, contentType);
    await rm(folder, { recursive: true, force: true });
  }

  async abort(key: string, uploadId: string): Promise<void> {
    try {
      await this.manifest(key, uploadId);
    } catch {
      return;
    }
    await rm(this.folderOf(uploadId), { recursive: true, force: true });
  }

  async abortStale(olderThan: Date): Promise<number> {
    const base = path.join(this.root, PARTS_PREFIX);
    const ids = await readdir(base).catch(() => [] as string[]);
    let aborted = 0;
    for (const uploadId of ids) {
      const folder = path.join(base, uploadId);
      // The folder's own time when its manifest is missing (a start cut short).
      const info =
        (await stat(path.join(folder, UPLOAD_FILE)).catch(() => null)) ??
        (await stat(folder).catch(() => null));
      if (!info || info.mtime >= olderThan) continue;
      await rm(folder, { recursive: true, force: true });
      aborted += 1;
    }
    return aborted;
  }
}

/** Moves a finished file under its key, its type beside it (rename: never half a file there). */
export async function placeFile(target: string, file: string, typeFile: string, type: string) {
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(typeFile, type);
  await rename(file, target);
}
