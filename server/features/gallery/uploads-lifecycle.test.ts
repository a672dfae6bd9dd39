import { existsSync, mkdtempSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GALLERY_MESSAGES, UPLOAD_MESSAGES, type GalleryPhoto } from '../../../protocol/gallery';
import { json, startTestApp, type TestApp } from '../../test/harness';
import { GuestPhone, phoneJpeg } from './test-support';

const BUCKET = 'wedding-photos';
const s3Directory = mkdtempSync(path.join(tmpdir(), 'uploads-s3-'));
const localDirectory = mkdtempSync(path.join(tmpdir(), 'uploads-local-'));
let s3: S3rver;
let s3Endpoint = '';

beforeAll(async () => {
  s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: s3Directory,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  s3Endpoint = `http://127.0.0.1:${(await s3.run()).port}`;
});
afterAll(async () => {
  await s3?.close();
  rmSync(s3Directory, { recursive: true, force: true });
  rmSync(localDirectory, { recursive: true, force: true });
});

/** Each store, with the file that holds an object's bytes (to age it, or see it is gone). */
const stores = [
  {
    name: 'local disk',
    env: (): Record<string, string> => ({ DATA_DIR: localDirectory }),
    fileOf: (key: string) => path.join(localDirectory, 'uploads', ...key.split('/')),
  },
  {
    name: 'S3 on loopback',
    env: (): Record<string, string> => ({
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: s3Endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    }),
    fileOf: (key: string) => path.join(s3Directory, BUCKET, `${key}._S3rver_object`),
  },
];

/** Waits (without a fixed sleep) until `done` holds, checking as the sweeper timer runs. */
async function until(done: () => boolean, timeoutMs = 20_000): Promise<void> {
  const started = Date.now();
  while (!done()) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function galleryUrls(app: TestApp): Promise<string[]> {
  const photos = (await json(await fetch(`${app.url}/api/gallery-photos`))) as GalleryPhoto[];
  return photos.map((photo) => photo.url);
}

describe.each(stores)('upload links ($name)', { timeout: 90_000 }, (store) => {
  let app: TestApp;
  let jpeg: Buffer;

  beforeAll(async () => {
    app = await startTestApp({
      ...store.env(),
      // The open-upload bound is what refuses here, not the per-minute write allowance.
      WRITE_LIMIT_PER_DEVICE: '100',
      UPLOAD_SWEEP_SECONDS: '1',
    });
    jpeg = await phoneJpeg(400, 300);
  });
  afterAll(() => app?.close());

  it('a used upload link cannot bring a file back: the second PUT never becomes a photo', async () => {
    const phone = new GuestPhone(app.url);
    const { upload, confirmed } = await phone.share(jpeg);
    expect(confirmed.status).toBe(201);
    const before = await galleryUrls(app);

    const again = await phone.put(upload, jpeg);
    if (store.name === 'local disk') {
      // The app's own store refuses it outright.
      expect(again.status).toBe(409);
      expect(await json(again)).toMatchObject({ message: UPLOAD_MESSAGES.linkUsed });
      expect(existsSync(store.fileOf(upload.key))).toBe(false);
    } else {
      // A presigned S3 PUT cannot be revoked: the object lands in incoming/ again, but no
      // confirmation takes it (its record is gone) and the sweeper deletes it.
      expect(again.status).toBe(200);
      expect(existsSync(store.fileOf(upload.key))).toBe(true);
    }
    const reconfirmed = await phone.confirm(upload.uploadURL);
    expect(reconfirmed.status).toBe(404);
    expect(await json(reconfirmed)).toMatchObject({ message: GALLERY_MESSAGES.unknownUpload });
    expect(await galleryUrls(app)).toEqual(before);
    expect((await galleryUrls(app)).some((url) => url.includes('incoming/'))).toBe(false);

    if (store.name !== 'local disk') {
      const aged = new Date(Date.now() - 2 * 60 * 60_000);
      utimesSync(store.fileOf(upload.key), aged, aged);
      await until(() => !existsSync(store.fileOf(upload.key)));
    }
  });

  it('sweeps an abandoned incoming file once it is old, and keeps a fresh one', async () => {
    const phone = new GuestPhone(app.url);
    const abandoned = await phone.presign('image/jpeg', jpeg.length);
    const fresh = await phone.presign('image/jpeg', jpeg.length);
    expect((await phone.put(abandoned, jpeg)).status).toBe(200);
    expect((await phone.put(fresh, jpeg)).status).toBe(200);
    const aged = new Date(Date.now() - 2 * 60 * 60_000);
    utimesSync(store.fileOf(abandoned.key), aged, aged);

    await until(() => !existsSync(store.fileOf(abandoned.key)));
    // The same sweep saw both: the fresh upload is still there and can still be confirmed.
    expect(existsSync(store.fileOf(fresh.key))).toBe(true);
    expect((await phone.confirm(fresh.uploadURL)).status).toBe(201);
  });

  it("refuses a device's 21st open upload with a clear message; another device is fine", async () => {
    const phone = new GuestPhone(app.url);
    for (let i = 0; i < 20; i += 1) await phone.presign('image/jpeg', 1000);
    const refused = await phone.request('/api/objects/upload', {
      method: 'POST',
      body: { contentType: 'image/jpeg', size: 1000 },
    });
    expect(refused.status).toBe(429);
    expect(await json(refused)).toMatchObject({ message: UPLOAD_MESSAGES.tooManyOpen });
    await new GuestPhone(app.url).presign('image/jpeg', 1000);

    // Confirming one frees its place.
    const other = new GuestPhone(app.url);
    const uploads = [];
    for (let i = 0; i < 20; i += 1) uploads.push(await other.presign('image/jpeg', jpeg.length));
    expect((await other.put(uploads[0]!, jpeg)).status).toBe(200);
    expect((await other.confirm(uploads[0]!.uploadURL)).status).toBe(201);
    await other.presign('image/jpeg', 1000);
  });
});
