import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ListMultipartUploadsCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddedPhoto } from '../../../protocol/gallery';
import {
  MULTIPART_MESSAGES,
  type MultipartStarted,
  type SignedPart,
  type UploadedPart,
} from '../../../protocol/uploads';
import { loadConfig } from '../../config';
import { createStorage } from '../../lib/storage';
import { json, startTestApp, type TestApp } from '../../test/harness';
import { seaweedFsSkipReason, startSeaweedFs, type SeaweedFs } from '../../test/seaweedfs';
import { GalleryPhotoModel, PhotoUploadModel } from './model';
import { sweepExpired } from './uploads-sweep';
import { GuestPhone, phoneJpeg } from './test-support';

const skipReason = seaweedFsSkipReason();
const BUCKET = 'wedding-photos';
const KEYS = { accessKeyId: 'wedding-app', secretAccessKey: randomBytes(24).toString('hex') };
const localDirectory = mkdtempSync(path.join(tmpdir(), 'multipart-local-'));
let seaweed: SeaweedFs | undefined;

afterAll(async () => {
  await seaweed?.stop();
  rmSync(localDirectory, { recursive: true, force: true });
});

interface Store {
  name: string;
  skip: string;
  /** Every part but the last is this long (S3 and SeaweedFS refuse parts under 5 MiB but the last). */
  partBytes: number;
  env(): Promise<Record<string, string>>;
  /** The multipart uploads the store still holds (their parts take space). */
  openUploads(env: Record<string, string>): Promise<number>;
}

const stores: Store[] = [
  {
    name: 'local disk',
    skip: '',
    partBytes: 64 * 1024,
    env: () => Promise.resolve({ DATA_DIR: localDirectory }),
    openUploads: () => {
      const folder = path.join(localDirectory, 'uploads', 'multipart');
      return Promise.resolve(existsSync(folder) ? readdirSync(folder).length : 0);
    },
  },
  {
    name: 'SeaweedFS',
    skip: skipReason,
    partBytes: 5 * 1024 * 1024,
    env: async () => {
      seaweed ??= await startSeaweedFs({ bucket: BUCKET, ...KEYS });
      return {
        S3_BUCKET: BUCKET,
        S3_ENDPOINT: seaweed.endpoint,
        S3_ACCESS_KEY_ID: KEYS.accessKeyId,
        S3_SECRET_ACCESS_KEY: KEYS.secretAccessKey,
      };
    },
    openUploads: async (env) => {
      const client = new S3Client({
        region: 'us-east-1',
        endpoint: env.S3_ENDPOINT,
        forcePathStyle: true,
        credentials: KEYS,
      });
      const answer = await client.send(new ListMultipartUploadsCommand({ Bucket: BUCKET }));
      return answer.Uploads?.length ?? 0;
    },
  },
];

/** A phone's multipart upload, step by step, as the browser's uploader makes it. */
class PartsPhone extends GuestPhone {
  async call<T>(path: string, body: unknown, status = 200): Promise<T> {
    const response = await this.request(path, { method: 'POST', body });
    expect(response.status, await response.clone().text()).toBe(status);
    return (await response.json()) as T;
  }

  start(file: Buffer, contentType = 'image/jpeg') {
    return this.call<MultipartStarted>('/api/objects/multipart', {
      contentType,
      size: file.length,
      fileName: contentType === 'video/mp4' ? 'first-dance.mp4' : 'dance.jpg',
    });
  }

  async putPart(upload: MultipartStarted, file: Buffer, partNumber: number): Promise<string> {
    const signed = await this.call<SignedPart>('/api/objects/multipart/part', {
      key: upload.key,
      uploadId: upload.uploadId,
      partNumber,
    });
    const start = (partNumber - 1) * upload.partSize;
    const body = file.subarray(start, start + upload.partSize);
    const put = await fetch(signed.url, {
      method: 'PUT',
      headers: signed.headers,
      body: new Uint8Array(body),
    });
    expect(put.status, await put.clone().text()).toBe(200);
    return put.headers.get('etag') ?? '';
  }

  parts(upload: MultipartStarted) {
    return this.call<UploadedPart[]>('/api/objects/multipart/parts', {
      key: upload.key,
      uploadId: upload.uploadId,
    });
  }

  complete(upload: MultipartStarted, parts: UploadedPart[]) {
    return this.request('/api/objects/multipart/complete', {
      method: 'POST',
      body: { key: upload.key, uploadId: upload.uploadId, parts },
    });
  }
}

/** A JPEG padded (after its end) to `size`: a phone's picture of about that many bytes. */
async function jpegOf(size: number): Promise<Buffer> {
  const jpeg = await phoneJpeg(800, 600);
  return Buffer.concat([jpeg, randomBytes(size - jpeg.length)]);
}

describe.each(stores)('multipart uploads ($name)', { timeout: 120_000 }, (store) => {
  let app: TestApp;
  let env: Record<string, string>;
  /** Three parts: two whole ones and a shorter last one (a video: a picture is at most 10 MB). */
  let file: Buffer;
  /** A picture of two parts. */
  let photo: Buffer;

  beforeAll(async () => {
    if (store.skip) return;
    env = { ...(await store.env()), UPLOAD_PART_BYTES: String(store.partBytes) };
    app = await startTestApp({ ...env, WRITE_LIMIT_PER_DEVICE: '100' });
    file = randomBytes(store.partBytes * 2 + 1234);
    photo = await jpegOf(store.partBytes + 4321);
  }, 120_000);
  afterAll(() => app?.close());

  it.skipIf(!!store.skip)('takes the parts, resumes, and joins them in order', async () => {
    const phone = new PartsPhone(app.url);
    const upload = await phone.start(file, 'video/mp4');
    expect(upload.partSize).toBe(store.partBytes);
    await phone.putPart(upload, file, 1);
    await phone.putPart(upload, file, 2);

    // After a reload: the parts that arrived, then the rest.
    expect((await phone.parts(upload)).map((part) => [part.PartNumber, part.Size])).toEqual([
      [1, store.partBytes],
      [2, store.partBytes],
    ]);
    const early = await phone.complete(upload, await phone.parts(upload));
    expect(early.status).toBe(400);
    expect(await json(early)).toMatchObject({ message: MULTIPART_MESSAGES.partsMissing });

    await phone.putPart(upload, file, 3);
    // A part sent again (a retry after a dropped connection): the last write counts.
    await phone.putPart(upload, file, 2);
    const listed = await phone.parts(upload);
    expect(listed.map((part) => part.PartNumber)).toEqual([1, 2, 3]);
    const mismatched = await phone.complete(upload, [
      { ...listed[0]!, ETag: '"0123abcd"' },
      ...listed.slice(1),
    ]);
    expect(mismatched.status).toBe(400);
    expect(await json(mismatched)).toMatchObject({ message: MULTIPART_MESSAGES.partsMismatch });

    const stranger = new PartsPhone(app.url);
    const foreign = await stranger.request('/api/objects/multipart/part', {
      method: 'POST',
      body: { key: upload.key, uploadId: upload.uploadId, partNumber: 1 },
    });
    expect(foreign.status).toBe(403);

    const completed = await phone.complete(upload, await phone.parts(upload));
    expect(completed.status, await completed.clone().text()).toBe(200);
    expect(await store.openUploads(env)).toBe(0);
    const storage = createStorage(loadConfig({ NODE_ENV: 'test', ...env }));
    expect((await storage.read(upload.key)).equals(file)).toBe(true);
    // Confirmed as a gallery photo, a video's upload becomes the gallery's video (docs/videos.md):
    // answered processing, its file held for the transcode job.
    const { uploadURL } = (await completed.json()) as { uploadURL: string };
    const confirmed = await phone.confirm(uploadURL);
    expect(confirmed.status, await confirmed.clone().text()).toBe(201);
    expect(await confirmed.json()).toMatchObject({ processing: true });
  });

  it.skipIf(!!store.skip)('a photo sent in parts is accepted like a single PUT', async () => {
    const phone = new PartsPhone(app.url);
    const upload = await phone.start(photo);
    const parts = [
      { PartNumber: 1, ETag: await phone.putPart(upload, photo, 1) },
      { PartNumber: 2, ETag: await phone.putPart(upload, photo, 2) },
    ];
    const completed = await phone.complete(upload, parts);
    expect(completed.status, await completed.clone().text()).toBe(200);
    const { uploadURL } = (await completed.json()) as { uploadURL: string };
    const confirmed = await phone.confirm(uploadURL);
    expect(confirmed.status, await confirmed.clone().text()).toBe(201);
    const added = (await confirmed.json()) as AddedPhoto;
    for (const url of [added.url, added.thumbUrl]) {
      const served = await fetch(new URL(url, app.url));
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
    }
    expect(await GalleryPhotoModel.exists({ _id: added.id })).not.toBeNull();
  });

  it.skipIf(!!store.skip)(
    'refuses a part of another length, and a part beyond the file',
    async () => {
      const phone = new PartsPhone(app.url);
      const upload = await phone.start(file, 'video/mp4');
      const signed = await phone.call<SignedPart>('/api/objects/multipart/part', {
        key: upload.key,
        uploadId: upload.uploadId,
        partNumber: 1,
      });
      const truncated = await fetch(signed.url, {
        method: 'PUT',
        headers: signed.headers,
        body: new Uint8Array(file.subarray(0, upload.partSize - 10)),
      });
      expect(truncated.status).toBeGreaterThanOrEqual(400);
      expect(await phone.parts(upload)).toEqual([]);
      const beyond = await phone.request('/api/objects/multipart/part', {
        method: 'POST',
        body: { key: upload.key, uploadId: upload.uploadId, partNumber: 4 },
      });
      expect(beyond.status).toBe(400);
      expect(await json(beyond)).toMatchObject({ message: MULTIPART_MESSAGES.partOutOfRange });
    },
  );

  it.skipIf(!!store.skip)('aborts: by the guest, and half-way uploads by the sweep', async () => {
    const phone = new PartsPhone(app.url);
    const before = await store.openUploads(env);
    const aborted = await phone.start(file, 'video/mp4');
    await phone.putPart(aborted, file, 1);
    await phone.call('/api/objects/multipart/abort', {
      key: aborted.key,
      uploadId: aborted.uploadId,
    });
    expect(await store.openUploads(env)).toBe(before);
    const gone = await phone.request('/api/objects/multipart/parts', {
      method: 'POST',
      body: { key: aborted.key, uploadId: aborted.uploadId },
    });
    expect(gone.status).toBe(404);

    // An upload whose record expired: the record's sweep aborts it at the store.
    const storage = createStorage(loadConfig({ NODE_ENV: 'test', ...env }));
    const expired = await phone.start(file, 'video/mp4');
    await phone.putPart(expired, file, 1);
    await PhotoUploadModel.updateOne(
      { key: expired.key },
      { $set: { expiresAt: new Date(Date.now() - 120_000) } },
    );
    expect(await sweepExpired(storage, new Date())).toBeGreaterThan(0);
    expect(await PhotoUploadModel.exists({ key: expired.key })).toBeNull();
    expect(await store.openUploads(env)).toBe(before);

    const abandoned = await phone.start(file, 'video/mp4');
    await phone.putPart(abandoned, file, 1);
    expect(await store.openUploads(env)).toBeGreaterThan(0);
    // The store's sweep of uploads started before a cutoff (here: all of them), whatever their record.
    expect(await storage.abortStaleMultipartUploads(new Date(Date.now() + 60_000))).toBeGreaterThan(
      0,
    );
    expect(await store.openUploads(env)).toBe(0);
  });
});
