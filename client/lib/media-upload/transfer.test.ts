import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MULTIPART_MESSAGES } from '../../../protocol/uploads';
import { json } from '../../test/fake-fetch';
import { ApiError } from '../api';
import { serverText } from '../error-text';
import { i18n } from '../i18n';
import './strings';
import { transferFile } from './transfer';
import { uploadMedia } from './upload';

const MB = 1024 * 1024;
const PART = 8 * MB;

interface Sent {
  method: string;
  url: string;
  body?: Record<string, unknown>;
  bytes?: number;
}

let sent: Sent[];
/** How the storage answers a PUT: the default stores it. */
let storeAnswer: (url: string) => Response | Promise<Response>;

beforeEach(() => {
  sent = [];
  storeAnswer = (url) => new Response(null, { status: 200, headers: { etag: `"etag-${url}"` } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      if (init.body instanceof Blob) {
        sent.push({ method, url, bytes: init.body.size });
        return storeAnswer(url);
      }
      const body = init.body
        ? (JSON.parse(String(init.body)) as Record<string, unknown>)
        : undefined;
      sent.push({ method, url, body });
      if (url === '/api/objects/upload')
        return json({
          uploadURL: 'http://localhost/uploads/incoming/whole.jpg?sig=1',
          key: 'incoming/whole.jpg',
          method: 'PUT',
          headers: { 'content-type': 'image/jpeg' },
          expiresAt: new Date(Date.now() + 60_000).toISOString(),
        });
      if (url === '/api/objects/multipart')
        return json({ uploadId: 'up-1', key: 'incoming/big.mp4', partSize: PART, expiresAt: '' });
      if (url === '/api/objects/multipart/part')
        return json({ url: `http://localhost/part/${String(body?.partNumber)}`, headers: {} });
      if (url === '/api/objects/multipart/parts')
        return body?.uploadId === 'expired'
          ? json({ message: 'This upload does not exist or has expired.' }, 404)
          : json([{ PartNumber: 1, ETag: '"etag-1"', Size: PART }]);
      if (url === '/api/objects/multipart/complete')
        return json({
          uploadURL: 'http://localhost/uploads/incoming/big.mp4',
          key: 'incoming/big.mp4',
        });
      return json({ message: 'Not found' }, 404);
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  void i18n.changeLanguage('en');
});

const fileOf = (bytes: number, type: string) => new Blob([new Uint8Array(bytes)], { type });
const noWait = () => Promise.resolve();
const calls = () => sent.map((request) => `${request.method} ${request.url}`);

describe('the media upload module', () => {
  it('sends a photo up to 8 MB as one presigned PUT', async () => {
    const uploadURL = await uploadMedia(
      new File([new Uint8Array(3 * MB)], 'cake.jpg', { type: 'image/jpeg' }),
    );
    expect(uploadURL).toBe('http://localhost/uploads/incoming/whole.jpg?sig=1');
    expect(calls()).toEqual([
      'POST /api/objects/upload',
      'PUT http://localhost/uploads/incoming/whole.jpg?sig=1',
    ]);
    expect(sent[0]!.body).toEqual({ contentType: 'image/jpeg', size: 3 * MB });
  });

  it('sends a file above 8 MB in parts, each signed, then joins them', async () => {
    const uploadURL = await transferFile(fileOf(20 * MB, 'video/mp4'), 'vows.mp4', {
      sleep: noWait,
    });
    expect(uploadURL).toBe('http://localhost/uploads/incoming/big.mp4');
    expect(calls()).toEqual([
      'POST /api/objects/multipart',
      'POST /api/objects/multipart/part',
      'PUT http://localhost/part/1',
      'POST /api/objects/multipart/part',
      'PUT http://localhost/part/2',
      'POST /api/objects/multipart/part',
      'PUT http://localhost/part/3',
      'POST /api/objects/multipart/complete',
    ]);
    expect(sent[0]!.body).toEqual({
      contentType: 'video/mp4',
      size: 20 * MB,
      fileName: 'vows.mp4',
    });
    expect(sent.filter((request) => request.bytes).map((request) => request.bytes)).toEqual([
      PART,
      PART,
      4 * MB,
    ]);
    expect(sent.at(-1)!.body?.parts).toEqual([
      { PartNumber: 1, ETag: '"etag-http://localhost/part/1"', Size: PART },
      { PartNumber: 2, ETag: '"etag-http://localhost/part/2"', Size: PART },
      { PartNumber: 3, ETag: '"etag-http://localhost/part/3"', Size: 4 * MB },
    ]);
  });

  it('sends a short video as an upload of one part (the single PUT is for pictures)', async () => {
    await transferFile(fileOf(2 * MB, 'video/webm'), 'toast.webm', { sleep: noWait });
    expect(calls()).toEqual([
      'POST /api/objects/multipart',
      'POST /api/objects/multipart/part',
      'PUT http://localhost/part/1',
      'POST /api/objects/multipart/complete',
    ]);
  });

  it('resumes after a reload: the parts already stored are not sent again', async () => {
    await transferFile(fileOf(20 * MB, 'video/mp4'), 'vows.mp4', {
      sleep: noWait,
      resume: { key: 'incoming/big.mp4', uploadId: 'up-1', partSize: PART },
    });
    expect(calls()).toEqual([
      'POST /api/objects/multipart/parts',
      'POST /api/objects/multipart/part',
      'PUT http://localhost/part/2',
      'POST /api/objects/multipart/part',
      'PUT http://localhost/part/3',
      'POST /api/objects/multipart/complete',
    ]);
  });

  it('starts over cleanly when the upload to resume is gone (expired or aborted: 404)', async () => {
    const kept: unknown[] = [];
    await transferFile(fileOf(10 * MB, 'video/mp4'), 'vows.mp4', {
      sleep: noWait,
      resume: { key: 'incoming/old.mp4', uploadId: 'expired', partSize: PART },
      onParts: (parts) => void kept.push(parts),
    });
    expect(calls()).toEqual([
      'POST /api/objects/multipart/parts',
      'POST /api/objects/multipart',
      'POST /api/objects/multipart/part',
      'PUT http://localhost/part/1',
      'POST /api/objects/multipart/part',
      'PUT http://localhost/part/2',
      'POST /api/objects/multipart/complete',
    ]);
    expect(kept).toEqual([
      { key: 'incoming/big.mp4', uploadId: 'up-1', partSize: PART },
      undefined,
    ]);
  });

  it('keeps the upload before its first part, and stops at once offline when told to', async () => {
    const order: string[] = [];
    storeAnswer = (url) => {
      order.push(`PUT ${url}`);
      if (url.endsWith('/2')) {
        vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
        throw new TypeError('Failed to fetch');
      }
      return new Response(null, { status: 200, headers: { etag: '"e"' } });
    };
    const waited: number[] = [];
    const sending = transferFile(fileOf(20 * MB, 'video/mp4'), 'vows.mp4', {
      stopWhenOffline: true,
      sleep: (ms) => {
        waited.push(ms);
        return Promise.resolve();
      },
      // Kept asynchronously (IndexedDB): the first part waits for it.
      onParts: async (parts) => {
        await new Promise((resolve) => setTimeout(resolve, 10));
        if (parts) order.push('kept');
      },
    });
    await expect(sending).rejects.toThrow('Failed to fetch');
    expect(order).toEqual(['kept', 'PUT http://localhost/part/1', 'PUT http://localhost/part/2']);
    expect(waited).toEqual([]);
    vi.restoreAllMocks();
  });

  it('tries a dropped part again after a pause, and only that part', async () => {
    let drops = 2;
    const waited: number[] = [];
    storeAnswer = (url) => {
      if (url.endsWith('/2') && drops-- > 0) throw new TypeError('Failed to fetch');
      return new Response(null, { status: 200, headers: { etag: '"e"' } });
    };
    await transferFile(fileOf(20 * MB, 'video/mp4'), 'vows.mp4', {
      sleep: (ms) => {
        waited.push(ms);
        return Promise.resolve();
      },
    });
    expect(waited).toEqual([1000, 2000]);
    expect(calls().filter((call) => call.startsWith('PUT'))).toEqual([
      'PUT http://localhost/part/1',
      'PUT http://localhost/part/2',
      'PUT http://localhost/part/2',
      'PUT http://localhost/part/2',
      'PUT http://localhost/part/3',
    ]);
  });

  it("sends the files of the gallery's Uppy the same way, each by its size", async () => {
    const { createMediaUppy } = await import('./uppy-media');
    const uppy = createMediaUppy({});
    uppy.addFile({ name: 'cake.jpg', type: 'image/jpeg', data: fileOf(MB, 'image/jpeg') });
    uppy.addFile({ name: 'vows.mp4', type: 'video/mp4', data: fileOf(9 * MB, 'video/mp4') });
    const stored: string[] = [];
    uppy.on('upload-success', (file) => stored.push(`${file!.name} ${file!.meta.uploadURL}`));
    await uppy.upload();
    expect(stored.sort()).toEqual([
      'cake.jpg http://localhost/uploads/incoming/whole.jpg?sig=1',
      'vows.mp4 http://localhost/uploads/incoming/big.mp4',
    ]);
    expect(
      calls()
        .filter((call) => call.startsWith('POST'))
        .sort(),
    ).toEqual([
      'POST /api/objects/multipart',
      'POST /api/objects/multipart/complete',
      'POST /api/objects/multipart/part',
      'POST /api/objects/multipart/part',
      'POST /api/objects/upload',
    ]);
    uppy.destroy();
  });

  it("explains a proxy's 413 to the guest, in English and Spanish", async () => {
    storeAnswer = () => new Response('<html>413 Request Entity Too Large</html>', { status: 413 });
    const error = await transferFile(fileOf(MB, 'image/jpeg'), 'cake.jpg', { sleep: noWait }).catch(
      (failure: unknown) => failure,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(413);
    expect(serverText(error)).toBe(MULTIPART_MESSAGES.proxyTooLarge);
    await i18n.changeLanguage('es');
    expect(serverText(error)).toMatch(/^El servidor del sitio rechazó un archivo tan grande/);
  });
});
