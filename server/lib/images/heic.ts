import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { HEIC_THREAD_SOURCE, type HeicAnswer, type HeicRequest } from './heic-worker';
import {
  HEIC_DAMAGED_MESSAGE,
  MAX_INPUT_PIXELS,
  NotAnImageError,
  PIXELS_MESSAGE,
} from './refusals';

export { isHeic } from './heic-brand';

/** A decoded picture: packed rows of RGB (or RGBA when the photo has transparency), upright. */
export interface DecodedPixels {
  data: Buffer;
  width: number;
  height: number;
  channels: 3 | 4;
}

interface Job {
  bytes: Buffer;
  resolve: (pixels: DecodedPixels) => void;
  reject: (error: Error) => void;
}

/**
 * A decoder thread idle this long is stopped: WebAssembly memory only grows (about 110 MB after
 * a 12 MP photo), and HEIC photos come rarely, so it is given back between them.
 */
const IDLE_MS = 30_000;

/**
 * The libheif heic-decode itself loads (its dependency, wherever npm put it): heic-decode is what
 * package.json names; its own decode is not used (see heic-worker.ts).
 */
const libheifPath = createRequire(createRequire(import.meta.url).resolve('heic-decode')).resolve(
  'libheif-js/wasm-bundle',
);

/**
 * One HEIC decoded at a time, in one thread: each costs seconds of a core and a hundred-odd MB,
 * so a second waits its turn (first come first served) rather than doubling the memory.
 */
class HeicDecoder {
  private worker: Worker | null = null;
  private readonly queue: Job[] = [];
  private current: (Job & { id: number }) | null = null;
  private nextId = 0;
  private idle: NodeJS.Timeout | null = null;

  decode(bytes: Buffer): Promise<DecodedPixels> {
    return new Promise((resolve, reject) => {
      this.queue.push({ bytes, resolve, reject });
      this.pump();
    });
  }

  private pump(): void {
    if (this.current) return;
    const job = this.queue.shift();
    if (!job) {
      // An idle thread does not keep the process alive (a script that processed its photos ends).
      this.worker?.unref();
      this.idle ??= setTimeout(() => this.stop(), IDLE_MS).unref();
      return;
    }
    if (this.idle) clearTimeout(this.idle);
    this.idle = null;
    this.current = { ...job, id: (this.nextId += 1) };
    // A copy the thread owns: the upload's Buffer may be a slice of a shared pool.
    const bytes = new Uint8Array(job.bytes).buffer;
    const worker = this.thread();
    worker.ref();
    const request: HeicRequest = { id: this.current.id, bytes, maxPixels: MAX_INPUT_PIXELS };
    worker.postMessage(request, [bytes]);
  }

  private thread(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(HEIC_THREAD_SOURCE, {
      eval: true,
      workerData: { libheif: libheifPath },
    });
    worker.on('message', (answer: HeicAnswer) => this.answered(answer));
    // A crash (out of memory, a WebAssembly trap) fails the photo being decoded, not the server.
    worker.on('error', (error) => this.failed(error));
    worker.on('exit', () => {
      if (this.worker === worker) this.failed(new Error('the HEIC decoder stopped'));
    });
    this.worker = worker;
    return worker;
  }

  private answered(answer: HeicAnswer): void {
    const job = this.current;
    if (!job || job.id !== answer.id) return;
    this.current = null;
    if (answer.ok) {
      const { data, width, height, channels } = answer;
      job.resolve({
        data: Buffer.from(data.buffer, data.byteOffset, data.byteLength),
        width,
        height,
        channels,
      });
    } else if (answer.reason === 'too-large') {
      job.reject(new NotAnImageError(PIXELS_MESSAGE, 'too-large'));
    } else {
      job.reject(new NotAnImageError(HEIC_DAMAGED_MESSAGE, 'damaged-heic'));
    }
    this.pump();
  }

  private failed(error: Error): void {
    const job = this.current;
    this.current = null;
    const worker = this.worker;
    this.worker = null;
    if (worker) void worker.terminate();
    job?.reject(error);
    this.pump();
  }

  private stop(): void {
    this.idle = null;
    if (this.current || this.queue.length > 0 || !this.worker) return;
    const worker = this.worker;
    this.worker = null;
    void worker.terminate();
  }
}

const decoder = new HeicDecoder();

/**
 * The primary picture of an HEIC/HEIF file, upright, as raw pixels for sharp. Throws
 * NotAnImageError for a damaged or truncated file, or one over MAX_INPUT_PIXELS (checked from
 * the file's header, before decoding).
 */
export function decodeHeic(bytes: Buffer): Promise<DecodedPixels> {
  return decoder.decode(bytes);
}
