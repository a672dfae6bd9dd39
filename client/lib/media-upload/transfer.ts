import { galleryApi, type PhotoContentType } from '../../../protocol/gallery';
import {
  isVideoType,
  MULTIPART_LIMITS,
  MULTIPART_MESSAGES,
  uploadsApi,
  type MediaContentType,
  type UploadedPart,
} from '../../../protocol/uploads';
import { ApiError, call } from '../api';
import { declaredType } from './declared-type';

/** A multipart upload under way: what resumes it after a reload (kept in the file's meta). */
export interface PartsState {
  key: string;
  uploadId: string;
  partSize: number;
}

export interface TransferOptions {
  signal?: AbortSignal;
  /** Bytes of the file stored so far (after each part, or as a single PUT's request goes). */
  onProgress?: (sent: number, total: number) => void;
  /**
   * A multipart upload was started (or resumed): keep it to resume after a reload. Awaited before
   * the first part is sent, so what it keeps is there before any part is.
   */
  onParts?: (state: PartsState | undefined) => void | Promise<void>;
  /** Resumes this multipart upload (its parts already there are not sent again). */
  resume?: PartsState;
  /** Waits between attempts (tests pass one that does not wait). */
  sleep?: (ms: number) => Promise<void>;
  /** Sends one PUT (the default: fetch; the gallery's uploader adds progress with XHR). */
  put?: PutFn;
  /**
   * After a failed attempt while the browser is offline, gives up at once instead of waiting for
   * the connection (the outbox keeps the file and tries again when the phone is back).
   */
  stopWhenOffline?: boolean;
}

export type PutFn = (
  url: string,
  init: { headers: Record<string, string>; body: Blob; signal?: AbortSignal },
  onProgress?: (sent: number) => void,
) => Promise<{ status: number; etag: string | null; text: string }>;

/**
 * Files above ~8 MB go in parts (a dropped connection then costs one part, not the file), and
 * every video (the single PUT's link is for pictures; a short video is an upload of one part).
 */
export const shouldUseMultipart = (size: number, type = '') =>
  size > MULTIPART_LIMITS.thresholdBytes || isVideoType(type);

/** Waits after failed attempts: 1 s, 2 s, 4 s, 8 s, 16 s, then gives up. */
export const RETRY_DELAYS_MS = [1000, 2000, 4000, 8000, 16_000];

const fetchPut: PutFn = async (url, init) => {
  const response = await fetch(url, { method: 'PUT', ...init });
  return {
    status: response.status,
    etag: response.headers.get('etag'),
    text: await response.text(),
  };
};

/** A proxy's own 413 (no JSON of ours), worded for the guest; other refusals as sent. */
function refusal(status: number, text: string): ApiError {
  let body: { message: string; code?: string } | undefined;
  try {
    const parsed = JSON.parse(text) as { message?: unknown; code?: unknown };
    if (typeof parsed.message === 'string')
      body = {
        message: parsed.message,
        code: typeof parsed.code === 'string' ? parsed.code : undefined,
      };
  } catch {
    // Not ours: a proxy's page.
  }
  if (!body && status === 413) body = { message: MULTIPART_MESSAGES.proxyTooLarge };
  return new ApiError(status, `${status}: ${body?.message ?? text}`, body);
}

/** Whether another attempt may succeed: a dropped connection, a busy or failing server. */
const retryable = (status: number) => status === 408 || status === 429 || status >= 500;

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

const waitOnline = () =>
  !isOffline()
    ? Promise.resolve()
    : new Promise<void>((resolve) =>
        window.addEventListener('online', () => resolve(), { once: true }),
      );

/** Runs one request, again after a dropped connection or a 5xx, with growing pauses. */
async function withRetries<T>(attempt: () => Promise<T>, options: TransferOptions): Promise<T> {
  const sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
  for (let tried = 0; ; tried += 1) {
    options.signal?.throwIfAborted();
    try {
      return await attempt();
    } catch (error) {
      // fetch's TypeError is a dropped connection; an abort or a bad answer is not retried.
      const transient =
        error instanceof ApiError ? retryable(error.status) : error instanceof TypeError;
      const giveUp = options.stopWhenOffline && isOffline();
      if (!transient || tried >= RETRY_DELAYS_MS.length || giveUp) {
        if (error instanceof ApiError && error.status === 413 && !error.body)
          throw refusal(413, '');
        throw error;
      }
      await sleep(RETRY_DELAYS_MS[tried]!);
      if (options.stopWhenOffline && isOffline()) throw error;
      await waitOnline();
    }
  }
}

async function putOnce(
  url: string,
  headers: Record<string, string>,
  body: Blob,
  options: TransferOptions,
  onProgress?: (sent: number) => void,
): Promise<string | null> {
  const answer = await (options.put ?? fetchPut)(
    url,
    { headers, body, signal: options.signal },
    onProgress,
  );
  if (answer.status < 200 || answer.status >= 300) throw refusal(answer.status, answer.text);
  return answer.etag;
}

/** One presigned PUT for the whole file. Answers the upload URL the post names. */
async function uploadWhole(file: Blob, name: string, options: TransferOptions): Promise<string> {
  const signed = await withRetries(
    () =>
      call(galleryApi.uploadUrl, {
        body: { contentType: declaredType(file, name) as PhotoContentType, size: file.size },
      }),
    options,
  );
  await withRetries(
    () =>
      putOnce(signed.uploadURL, signed.headers, file, options, (sent) =>
        options.onProgress?.(sent, file.size),
      ),
    options,
  );
  options.onProgress?.(file.size, file.size);
  return signed.uploadURL;
}

/** The parts already stored of an upload to resume; none when it is gone (expired, aborted). */
async function storedParts(state: PartsState, options: TransferOptions) {
  try {
    return await withRetries(() => call(uploadsApi.listParts, { body: state }), options);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return undefined;
    throw error;
  }
}

/** The file in parts: started (or resumed), each part signed and PUT, then joined. */
async function uploadParts(file: Blob, name: string, options: TransferOptions): Promise<string> {
  let state = options.resume;
  let done: UploadedPart[] = [];
  const already = state ? await storedParts(state, options) : undefined;
  if (state && already) done = already;
  else {
    const started = await withRetries(
      () =>
        call(uploadsApi.startMultipart, {
          body: {
            contentType: declaredType(file, name) as MediaContentType,
            size: file.size,
            fileName: name,
          },
        }),
      options,
    );
    state = { key: started.key, uploadId: started.uploadId, partSize: started.partSize };
  }
  await options.onParts?.(state);
  const { partSize } = state;
  const count = Math.ceil(file.size / partSize);
  const lengthOf = (partNumber: number) =>
    Math.min(partSize, file.size - (partNumber - 1) * partSize);
  const parts = new Map<number, UploadedPart>();
  for (const part of done) {
    if (part.PartNumber <= count && part.Size === lengthOf(part.PartNumber))
      parts.set(part.PartNumber, part);
  }
  const sentBefore = () => [...parts.values()].reduce((total, part) => total + (part.Size ?? 0), 0);
  options.onProgress?.(sentBefore(), file.size);
  for (let partNumber = 1; partNumber <= count; partNumber += 1) {
    if (parts.has(partNumber)) continue;
    const body = file.slice((partNumber - 1) * partSize, partNumber * partSize);
    const base = sentBefore();
    const ref = { key: state.key, uploadId: state.uploadId, partNumber };
    const etag = await withRetries(async () => {
      // Signed again on each attempt: a part URL may have expired while the phone was offline.
      const signed = await call(uploadsApi.signPart, { body: ref });
      return putOnce(signed.url, signed.headers, body, options, (sent) =>
        options.onProgress?.(base + sent, file.size),
      );
    }, options);
    parts.set(partNumber, { PartNumber: partNumber, ETag: etag ?? '', Size: body.size });
    options.onProgress?.(sentBefore(), file.size);
  }
  const completed = await withRetries(
    () =>
      call(uploadsApi.completeMultipart, {
        body: {
          key: state.key,
          uploadId: state.uploadId,
          parts: [...parts.values()].sort((left, right) => left.PartNumber - right.PartNumber),
        },
      }),
    options,
  );
  await options.onParts?.(undefined);
  return completed.uploadURL;
}

/**
 * Sends one file to storage the way its size calls for (a single presigned PUT up to ~8 MB,
 * parts above), retrying dropped requests, and answers the upload URL the post then names.
 */
export function transferFile(file: Blob, name: string, options: TransferOptions = {}) {
  return options.resume || shouldUseMultipart(file.size, declaredType(file, name))
    ? uploadParts(file, name, options)
    : uploadWhole(file, name, options);
}

/** Gives up a multipart upload (the guest removed the file): its parts are removed. */
export async function abortParts(state: PartsState): Promise<void> {
  await call(uploadsApi.abortMultipart, { body: { key: state.key, uploadId: state.uploadId } });
}
