import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import express, { Router, type NextFunction, type Request, type Response } from 'express';
import { HTTP_MESSAGES } from '../../../protocol/http-messages';
import { errorBody } from '../http/errors';
import {
  assertKey,
  isKey,
  SERVED_CACHE_CONTROL,
  STORAGE_KEY_PATTERN,
  type ObjectStorage,
  type PresignedPut,
} from './types';

/** Path under which the app serves stored photos and accepts signed uploads. */
export const LOCAL_UPLOADS_PATH = '/uploads';

const TYPE_FILE_SUFFIX = '.type';

interface ServeOptions {
  /** Only keys under these are ever served. */
  publicPrefixes: string[];
  /** Keys under a public prefix that are nonetheless never served. */
  isPrivate?: (key: string) => boolean;
  /**
   * Whether a signed upload link may still be used (a link whose upload was confirmed or
   * discarded is spent: 409 with `message`), asked before the body is read.
   */
  uploadLinks?: { accepts: (key: string) => Promise<boolean>; spentMessage: string };
}

/** The key a PUT under /uploads writes, decoded and normalised as the store does. */
function putKey(rawPath: string): string | undefined {
  try {
    return path.posix.normalize(decodeURIComponent(rawPath.slice(LOCAL_UPLOADS_PATH.length + 1)));
  } catch {
    return undefined;
  }
}

/**
 * The key a GET under /uploads names, judged as the file server will read it: decoded and
 * normalised (`photos/..%2fincoming/x` is `incoming/x`), so the checks see the real file.
 */
function servedKey(rawPath: string, options: ServeOptions): string | undefined {
  let key: string;
  try {
    key = decodeURIComponent(rawPath.replace(/^\//, ''));
  } catch {
    return undefined;
  }
  if (!isKey(key) || key.endsWith(TYPE_FILE_SUFFIX)) return undefined;
  if (!options.publicPrefixes.some((prefix) => key.startsWith(prefix))) return undefined;
  if (options.isPrivate?.(key)) return undefined;
  return key;
}

interface SignedFields {
  key: string;
  contentType: string;
  size: number;
  expires: number;
}

/**
 * Files under DATA_DIR/uploads, uploaded with a PUT URL signed by the app (HMAC over key, type,
 * size and expiry, with a secret made per process) and served by the app. The embedded default:
 * `npm start` needs no S3.
 */
export class LocalDiskStorage implements ObjectStorage {
  readonly kind = 'local' as const;
  private readonly secret = randomBytes(32);

  constructor(readonly root: string) {}

  private fileOf(key: string): string {
    assertKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  private sign(fields: SignedFields): string {
    return createHmac('sha256', this.secret)
      .update(`${fields.key}\n${fields.contentType}\n${fields.size}\n${fields.expires}`)
      .digest('base64url');
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

  async writeStream(key: string, body: Readable, contentType: string): Promise<void> {
    const file = this.fileOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    // Written beside, then renamed: a reader never sees half a file under the key.
    const partial = `${file}.${randomBytes(6).toString('hex')}.part`;
    try {
      await pipeline(body, createWriteStream(partial));
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
    await writeFile(file + TYPE_FILE_SUFFIX, contentType);
    await rename(partial, file);
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

  /** The app's side of the store: signed PUTs of incoming files, GETs of processed photos. */
  routes(options: ServeOptions): Router {
    const router = Router();
    router.put(`${LOCAL_UPLOADS_PATH}/{*key}`, (req, res, next) => {
      this.receiveUnlessSpent(req, res, options.uploadLinks).catch(next);
    });
    router.use(
      LOCAL_UPLOADS_PATH,
      (req, res, next) => {
        const key = servedKey(req.path, options);
        if (!key) {
          res.status(404).json(errorBody(HTTP_MESSAGES.notFound));
          return;
        }
        // The file server decodes and normalises the path itself: hand it the key just checked.
        req.url = `/${key}`;
        res.setHeader('cache-control', SERVED_CACHE_CONTROL);
        next();
      },
      express.static(this.root, {
        index: false,
        cacheControl: false,
        fallthrough: false,
        dotfiles: 'deny',
      }),
    );
    // A removed photo (deleted, hidden) is a 404, not a server error. An address that does not
    // decode (`%zz`), which the router refuses before any check here runs, stays its 400.
    router.use(
      LOCAL_UPLOADS_PATH,
      (error: unknown, _req: Request, res: Response, next: NextFunction) => {
        const status = (error as { status?: number }).status;
        if (status === 404 || status === 403) {
          res.status(status).json(errorBody(HTTP_MESSAGES.notFound));
          return;
        }
        next(error);
      },
    );
    return router;
  }

  /** A spent link is refused before its body is read (the connection closes after the answer). */
  private async receiveUnlessSpent(
    req: Request,
    res: Response,
    links: ServeOptions['uploadLinks'],
  ): Promise<void> {
    const key = putKey(req.path);
    // Other keys were never signed for a browser: the signature check refuses them.
    if (links && key?.startsWith('incoming/') && !(await links.accepts(key))) {
      res.set('connection', 'close').status(409).json(errorBody(links.spentMessage));
      return;
    }
    await this.receive(req, res);
  }

  private async receive(req: Request, res: Response): Promise<void> {
    const key = req.path.slice(LOCAL_UPLOADS_PATH.length + 1);
    const size = Number(req.query.size);
    const expires = Number(req.query.expires);
    const signature = typeof req.query.signature === 'string' ? req.query.signature : '';
    const contentType = req.get('content-type') ?? '';
    const refuse = (status: number, message: string) => {
      // Drain nothing more: the connection closes after the answer.
      res.set('connection', 'close').status(status).json(errorBody(message));
    };
    if (!STORAGE_KEY_PATTERN.test(key) || !Number.isInteger(size) || !Number.isInteger(expires)) {
      return refuse(403, 'This upload link is not valid.');
    }
    const expected = Buffer.from(this.sign({ key, contentType, size, expires }));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      return refuse(403, 'This upload link is not valid for this file.');
    }
    if (expires * 1000 < Date.now()) return refuse(403, 'This upload link has expired.');
    const declared = Number(req.get('content-length'));
    if (declared !== size) return refuse(400, 'The file is not the size this link was made for.');

    const file = this.fileOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    const partial = `${file}.${randomBytes(6).toString('hex')}.part`;
    let received = 0;
    req.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received > size) req.destroy(new Error('upload larger than signed'));
    });
    try {
      await pipeline(req, createWriteStream(partial));
    } catch {
      await rm(partial, { force: true });
      if (!res.headersSent) refuse(400, 'The upload was interrupted; please try again.');
      return;
    }
    if (received !== size) {
      await rm(partial, { force: true });
      return refuse(400, 'The file is not the size this link was made for.');
    }
    await writeFile(file + TYPE_FILE_SUFFIX, contentType);
    await rename(partial, file);
    res.status(200).set('etag', `"${size}-${expires}"`).end();
  }
}
