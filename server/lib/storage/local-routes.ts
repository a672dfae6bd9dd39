import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Router, type Request, type Response } from 'express';
import { HTTP_MESSAGES } from '../../../protocol/http-messages';
import { MULTIPART_MESSAGES, uploadsApi } from '../../../protocol/uploads';
import { errorBody } from '../http/errors';
import { mountFile, mountUpload } from '../http/route';
import { LOCAL_UPLOADS_PATH, TYPE_FILE_SUFFIX, type LocalDiskStorage } from './local';
import { partEtag, PARTS_PREFIX, placeFile } from './local-multipart';
import { isKey, SERVED_CACHE_CONTROL, STORAGE_KEY_PATTERN } from './types';

export interface ServeOptions {
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

/** The part of a path under /uploads, as sent (still encoded). */
const rawKeyOf = (requestPath: string) => requestPath.slice(LOCAL_UPLOADS_PATH.length + 1);

/** The key a PUT under /uploads writes, decoded and normalised as the store does. */
function putKey(rawKey: string): string | undefined {
  try {
    return path.posix.normalize(decodeURIComponent(rawKey));
  } catch {
    return undefined;
  }
}

/**
 * The key a GET under /uploads names, judged as the file is read: decoded and normalised
 * (`photos/..%2fincoming/x` is `incoming/x`), so the checks see the real file.
 */
function servedKey(rawKey: string, options: ServeOptions): string | undefined {
  let key: string;
  try {
    key = path.posix.normalize(decodeURIComponent(rawKey));
  } catch {
    return undefined;
  }
  if (!isKey(key) || key.endsWith(TYPE_FILE_SUFFIX)) return undefined;
  if (!options.publicPrefixes.some((prefix) => key.startsWith(prefix))) return undefined;
  if (options.isPrivate?.(key)) return undefined;
  return key;
}

/** What answers a refused PUT: nothing more of its body is read (the connection closes). */
const refuse = (res: Response, status: number, message: string) => {
  res.set('connection', 'close').status(status).json(errorBody(message));
};

/**
 * The app's side of the disk store, declared in the contract like every route (uploadsApi):
 * signed PUTs of incoming files and of multipart parts, GETs of processed photos.
 */
export function localStoreRoutes(storage: LocalDiskStorage, options: ServeOptions): Router {
  const router = Router();
  mountUpload(router, uploadsApi.localPut, async ({ req, res }) => {
    const key = putKey(rawKeyOf(req.path));
    const links = options.uploadLinks;
    // Other keys were never signed for a browser: the signature check refuses them.
    if (links && key?.startsWith('incoming/') && !(await links.accepts(key)))
      return refuse(res, 409, links.spentMessage);
    if (key?.startsWith(PARTS_PREFIX) && !(await storage.parts.isOpen(key.split('/')[1] ?? '')))
      return refuse(res, 404, MULTIPART_MESSAGES.unknownMultipart);
    await receive(storage, req, res);
  });
  mountFile(router, uploadsApi.localFile, ({ req, res }) => {
    const key = servedKey(rawKeyOf(req.path), options);
    if (!key) {
      res.status(404).json(errorBody(HTTP_MESSAGES.notFound));
      return Promise.resolve();
    }
    res.setHeader('cache-control', SERVED_CACHE_CONTROL);
    return new Promise<void>((resolve) => {
      const sendOptions = { root: storage.root, cacheControl: false, dotfiles: 'deny' } as const;
      res.sendFile(key, sendOptions, (error) => {
        // A removed photo (deleted, hidden) is a 404, not a server error.
        if (error && !res.headersSent) res.status(404).json(errorBody(HTTP_MESSAGES.notFound));
        else if (error) res.destroy();
        resolve();
      });
    });
  });
  return router;
}

/** Takes a signed PUT: checked, written beside, renamed under its key once whole. */
async function receive(storage: LocalDiskStorage, req: Request, res: Response): Promise<void> {
  const key = rawKeyOf(req.path);
  const size = Number(req.query.size);
  const expires = Number(req.query.expires);
  const signature = typeof req.query.signature === 'string' ? req.query.signature : '';
  const contentType = req.get('content-type') ?? '';
  if (!STORAGE_KEY_PATTERN.test(key) || !Number.isInteger(size) || !Number.isInteger(expires)) {
    return refuse(res, 403, 'This upload link is not valid.');
  }
  if (!storage.verify({ key, contentType, size, expires }, signature)) {
    return refuse(res, 403, 'This upload link is not valid for this file.');
  }
  if (expires * 1000 < Date.now()) return refuse(res, 403, 'This upload link has expired.');
  const declared = Number(req.get('content-length'));
  if (declared !== size)
    return refuse(res, 400, 'The file is not the size this link was made for.');

  const file = storage.fileOf(key);
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
    // A connection cut half-way (a truncated part): nothing is kept.
    await rm(partial, { force: true });
    if (!res.headersSent) refuse(res, 400, 'The upload was interrupted; please try again.');
    return;
  }
  if (received !== size) {
    await rm(partial, { force: true });
    return refuse(res, 400, 'The file is not the size this link was made for.');
  }
  await placeFile(file, partial, file + TYPE_FILE_SUFFIX, contentType);
  // A part's etag is what listing the parts answers for it (its write time and length).
  res
    .status(200)
    .set('etag', partEtag(await stat(file)))
    .end();
}
