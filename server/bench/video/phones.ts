/**
 * A guest's phone sharing a video as the app's pages do: a device identity the app issued, the
 * file in parts (start, one signed PUT per part, complete: protocol/uploads.ts), then the video
 * moment naming the finished upload. The moment answers `processing`; the wall hears it once made.
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { Worker } from 'node:worker_threads';
import { performance } from 'node:perf_hooks';
import { DEVICE_HEADER } from '../../../protocol/http';
import { IDEMPOTENCY_KEY_HEADER } from '../../../protocol/idempotency';
import { momentsApi, type CreateMomentBody, type CreatedMoment } from '../../../protocol/moments';
import {
  uploadsApi,
  type MultipartStarted,
  type SignedPart,
  type UploadedPart,
} from '../../../protocol/uploads';
import { deviceFor } from '../../test/devices';
import { jsonCall } from '../support/connect';
import type { BenchClip } from './clips';

export interface SharedVideo {
  /** The moment's id, as the POST answered it. */
  id: string;
  bytes: number;
  /** performance.now() at the first request of the upload, and at the moment's POST. */
  uploadStartedAt: number;
  postedAt: number;
}

/** Shares `clip` from a phone of its own; `content` is the caption the wall matches it by. */
export async function shareVideo(
  url: string,
  phone: string,
  clip: BenchClip,
  content: string,
): Promise<SharedVideo> {
  const body = await readFile(clip.file);
  const headers = { [DEVICE_HEADER]: await deviceFor(url, phone) };
  const call = async <T>(path: string, payload: unknown, extra: Record<string, string> = {}) => {
    const response = await jsonCall(`${url}${path}`, 'POST', payload, { ...headers, ...extra });
    const status = path === momentsApi.create.path ? momentsApi.create.status : 200;
    if (response.status !== status)
      throw new Error(`POST ${path} answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as T;
  };

  const uploadStartedAt = performance.now();
  const started = await call<MultipartStarted>(uploadsApi.startMultipart.path, {
    contentType: clip.contentType,
    size: body.length,
  });
  const ref = { key: started.key, uploadId: started.uploadId };
  const parts: UploadedPart[] = [];
  for (let at = 0, partNumber = 1; at < body.length; at += started.partSize, partNumber += 1) {
    const signed = await call<SignedPart>(uploadsApi.signPart.path, { ...ref, partNumber });
    const put = await fetch(signed.url, {
      method: 'PUT',
      headers: signed.headers,
      body: new Uint8Array(body.subarray(at, at + started.partSize)),
    });
    if (!put.ok) throw new Error(`part ${partNumber} PUT answered ${put.status}`);
    parts.push({ PartNumber: partNumber, ETag: put.headers.get('etag') ?? '' });
  }
  const done = await call<{ uploadURL: string }>(uploadsApi.completeMultipart.path, {
    ...ref,
    parts,
  });

  const postedAt = performance.now();
  const moment: CreateMomentBody = {
    guestName: 'Bench guest',
    content,
    momentType: 'video',
    mediaUploadURL: done.uploadURL,
  };
  // The outbox sends every write with an Idempotency-Key.
  const created = await call<CreatedMoment>(momentsApi.create.path, moment, {
    [IDEMPOTENCY_KEY_HEADER]: randomUUID(),
  });
  return { id: created.id, bytes: body.length, uploadStartedAt, postedAt };
}

/** shareVideo from a worker thread of its own (phone-worker.ts), its times on this thread's clock. */
export function shareVideoApart(
  url: string,
  phone: string,
  clip: BenchClip,
  content: string,
): Promise<SharedVideo> {
  // tsx registers its loader in the bench's main thread only: the worker registers it first.
  const tsx = import.meta.resolve('tsx/esm/api');
  const script = new URL('./phone-worker.ts', import.meta.url).href;
  const worker = new Worker(
    `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(script)}); })`,
    { eval: true, workerData: { url, phone, clip, content } },
  );
  const local = (epochMs: number) => epochMs - performance.timeOrigin;
  return new Promise<SharedVideo>((resolve, reject) => {
    worker.once('message', (message: { ok: boolean; shared?: SharedVideo; error?: string }) => {
      void worker.terminate();
      if (!message.ok || !message.shared) return reject(new Error(message.error));
      const { shared } = message;
      resolve({
        ...shared,
        uploadStartedAt: local(shared.uploadStartedAt),
        postedAt: local(shared.postedAt),
      });
    });
    worker.once('error', reject);
  });
}
