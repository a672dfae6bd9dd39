import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import {
  NotAnImageError,
  TooManyBytesError,
  type ProcessedPhoto,
  type Rendition,
} from './photo-processing';
import type { PhotoTask, PhotoTaskResult } from './photo-worker';

export {
  HEIC_MESSAGE,
  NOT_AN_IMAGE_MESSAGE,
  NotAnImageError,
  PIXELS_MESSAGE,
  PRINT_PIXELS,
  RENDITION_WIDTHS,
  TooManyBytesError,
  type ProcessedPhoto,
  type Rendition,
  type RenditionName,
} from './photo-processing';

/**
 * Photos processed at once: one per core. More in parallel would only multiply the pixels held in
 * memory and make every photo wait longer; the rest wait their turn, first come first served.
 */
const MAX_AT_ONCE = availableParallelism();

// The worker is the built bundle's sibling in production and the TypeScript source in tests and
// `npm start`, where tsx compiles it (a test runner's own loader does not reach a worker thread).
const workerFile = new URL(
  import.meta.url.endsWith('.ts') ? './photo-worker.ts' : './photo-worker.js',
  import.meta.url,
);
const needsTsx =
  workerFile.pathname.endsWith('.ts') && !process.execArgv.some((arg) => arg.includes('tsx'));

let pool: Piscina<PhotoTask, PhotoTaskResult> | undefined;
function photoThreads(): Piscina<PhotoTask, PhotoTaskResult> {
  pool ??= new Piscina({
    filename: workerFile.href,
    maxThreads: MAX_AT_ONCE,
    // No thread is kept for a site that receives no photo; one started lives a while after.
    minThreads: 0,
    idleTimeout: 5 * 60_000,
    // Left unset, a worker shares the process's flags; given, it may hold no V8 flag (a server
    // started with --max-old-space-size would refuse to start a worker at all).
    ...(needsTsx ? { execArgv: ['--import', 'tsx'] } : {}),
  });
  return pool;
}

let running = 0;
const waiting: (() => void)[] = [];

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  // A finishing photo hands its place straight to the next in line.
  if (running >= MAX_AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  else running += 1;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

/** What a photo is processed from: its bytes, a loader of them, or a file on this machine. */
export type PhotoSource =
  | Buffer
  | (() => Promise<Buffer>)
  /** Read by the worker itself; more than `maxBytes` is refused with TooManyBytesError. */
  | { file: string; maxBytes?: number };

/**
 * One pass of sharp over an uploaded picture, in a worker thread: checks it is a real picture,
 * turns it upright, drops every metadata block (GPS included), and makes the WebP renditions and
 * the print copy. Throws NotAnImageError for anything else.
 */
export function processPhoto(source: PhotoSource): Promise<ProcessedPhoto> {
  // A loader reads the bytes only once its turn has come: waiting uploads hold no bytes.
  return inTurn(async () => {
    const task: PhotoTask = Buffer.isBuffer(source)
      ? { input: source }
      : typeof source === 'function'
        ? { input: await source() }
        : { file: source.file, maxBytes: source.maxBytes };
    return fromWorker(await photoThreads().run(task));
  });
}

/** Buffers cross the thread boundary as plain Uint8Arrays: they are views again, not copies. */
const asBuffer = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

function fromWorker(result: PhotoTaskResult): ProcessedPhoto {
  if (!result.ok) {
    if (result.refused === 'too-many-bytes') throw new TooManyBytesError();
    throw new NotAnImageError(result.message, result.refused);
  }
  const { photo } = result;
  return {
    ...photo,
    original: { ...photo.original, body: asBuffer(photo.original.body) },
    renditions: photo.renditions.map(
      (rendition): Rendition => ({ ...rendition, body: asBuffer(rendition.body) }),
    ),
    print: photo.print && { ...photo.print, body: asBuffer(photo.print.body) },
  };
}
