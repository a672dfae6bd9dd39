import { randomBytes } from 'node:crypto';
import {
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { StoreCheck } from '../../../protocol/gallery';
import { loadConfig } from '../../config';
import { createStorage } from '../../lib/storage';
import { startTestApp, type TestApp } from '../../test/harness';
import { seaweedFsSkipReason, startSeaweedFs, type SeaweedFs } from '../../test/seaweedfs';
import { startTcpProxy, type TcpProxy } from '../../test/tcp-proxy';
import { saveModerationPolicy } from '../moderation/policy';
import { printKeyOf } from './keys';
import { GalleryPhotoModel } from './model';
import { servedFileScenarios } from './served-files-scenarios';
import { checkStore } from './store-check';
import { capturedLogger, GuestPhone, phoneJpeg, printCopyOf } from './test-support';

/**
 * The privacy of photos on the store Compose runs: a real SeaweedFS on loopback with the same
 * deploy/seaweedfs/s3.json, one for the whole file. Browsers reach it through a "front" (a TCP
 * proxy on another port, which keeps the Host header as the production front does), the app at
 * its own internal address.
 */
const skipReason = seaweedFsSkipReason();
const BUCKET = 'wedding-photos';
const KEYS = { accessKeyId: 'wedding-app', secretAccessKey: randomBytes(24).toString('hex') };

let store: SeaweedFs;
let front: TcpProxy;
const frontUrl = () => `http://127.0.0.1:${front.port}`;
const storeEnv = (bucket = BUCKET) => ({
  S3_BUCKET: bucket,
  S3_ENDPOINT: store.endpoint,
  S3_PUBLIC_ENDPOINT: frontUrl(),
  S3_ACCESS_KEY_ID: KEYS.accessKeyId,
  S3_SECRET_ACCESS_KEY: KEYS.secretAccessKey,
});

beforeAll(async () => {
  if (skipReason) return;
  store = await startSeaweedFs({ bucket: BUCKET, ...KEYS });
  front = await startTcpProxy({ host: '127.0.0.1', port: Number(new URL(store.endpoint).port) });
}, 90_000);
afterAll(async () => {
  await front?.stop();
  await store?.stop();
});

/** The app's client for the store, for what only a signature may do. */
const s3 = (endpoint: string) =>
  new S3Client({
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    credentials: KEYS,
  });

/** The dashboard's view of the start-up check, once it has ended. */
async function storeCheck(app: TestApp, cookie: string): Promise<StoreCheck> {
  for (;;) {
    const response = await fetch(`${app.url}/api/admin/gallery/store-check`, {
      headers: { cookie },
    });
    expect(response.status).toBe(200);
    const check = (await response.json()) as StoreCheck;
    if (check.listing !== 'checking') return check;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const title = skipReason ? ` (skipped: ${skipReason})` : '';

describe.skipIf(!!skipReason)(
  `the photo store's policy on SeaweedFS${title}`,
  { timeout: 60_000 },
  () => {
    let app: TestApp;
    let phone: GuestPhone;
    let jpeg: Buffer;
    let organizerCookie: string;

    beforeAll(async () => {
      app = await startTestApp(storeEnv());
      jpeg = await phoneJpeg(900, 600);
      organizerCookie = await app.organizerCookie();
    });
    afterAll(() => app?.close());
    beforeEach(async () => {
      phone = new GuestPhone(app.url);
      await saveModerationPolicy({ photos: 'publish' });
    });

    it('refuses strangers every listing of the bucket, at the store and through the front', async () => {
      const photo = await phone.shareOk(jpeg);
      for (const base of [store.endpoint, frontUrl()]) {
        expect((await fetch(`${base}/`)).status, 'the list of buckets').toBe(403);
        for (const prefix of ['', 'photos/', 'originals/', 'incoming/']) {
          for (const query of [`list-type=2&prefix=${prefix}`, `prefix=${prefix}&delimiter=/`]) {
            const response = await fetch(`${base}/${BUCKET}?${query}`);
            expect(response.status, `${base} ${query}`).toBe(403);
            expect(await response.text()).not.toContain('photos/');
          }
        }
      }
      // A "folder" read as an object (the filer keeps folders) gives away no key either.
      const folder = photo.url.split('/').at(-2)!;
      for (const path of ['photos/', 'photos/?list-type=2', `photos/${folder}/`]) {
        const response = await fetch(`${frontUrl()}/${BUCKET}/${path}`);
        expect(await response.text(), path).not.toMatch(/webp|photos\/|original/);
      }
      // The app itself lists (the sweeper of abandoned uploads needs to).
      const { Contents } = await s3(store.endpoint).send(
        new ListObjectsV2Command({ Bucket: BUCKET, Prefix: 'photos/' }),
      );
      expect(Contents?.length).toBeGreaterThan(0);
    });

    it('lets pages reach the store at the browsers’ address only (CSP)', async () => {
      const csp = (await fetch(`${app.url}/api/health`)).headers.get('content-security-policy');
      const connectSrc = csp!.split(';').find((part) => part.trim().startsWith('connect-src'));
      expect(connectSrc).toContain(frontUrl());
      expect(connectSrc).not.toContain(store.endpoint);
    });

    it('says at start that the store refuses strangers a listing', async () => {
      expect(await storeCheck(app, organizerCookie)).toEqual({
        storage: 's3',
        listing: 'refused',
      });
      const { logger, warnings } = capturedLogger();
      const storage = createStorage(loadConfig({ NODE_ENV: 'test', ...storeEnv() }));
      expect(await checkStore(storage, logger)).toEqual({ storage: 's3', listing: 'refused' });
      expect(warnings()).toEqual([]);
    });

    it('serves a published rendition without a signature, and refuses its original and print copy', async () => {
      const photo = await phone.shareOk(jpeg);
      expect(new URL(photo.url).origin).toBe(frontUrl());
      for (const url of [photo.url, photo.thumbUrl]) {
        const response = await fetch(url);
        expect(response.status, url).toBe(200);
        expect(response.headers.get('content-type')).toBe('image/webp');
      }
      const doc = await GalleryPhotoModel.findById(photo.id)
        .select('originalKey largeKey')
        .lean<{ originalKey: string; largeKey: string }>();
      await printCopyOf(
        createStorage(loadConfig({ NODE_ENV: 'test', ...storeEnv() })),
        doc!.originalKey,
      );
      const privateKeys = [doc!.originalKey, printKeyOf(doc!.originalKey)!];
      for (const key of privateKeys) {
        expect(key).toMatch(/^originals\//);
        for (const base of [store.endpoint, frontUrl()]) {
          const url = `${base}/${BUCKET}/${key}`;
          expect((await fetch(url)).status, url).toBe(403);
          expect((await fetch(url, { method: 'HEAD' })).status, url).toBe(403);
        }
        // They are there: with a signature, the store hands them over.
        const signed = await getSignedUrl(
          s3(frontUrl()),
          new GetObjectCommand({ Bucket: BUCKET, Key: key }),
          { expiresIn: 60 },
        );
        expect((await fetch(signed)).status, key).toBe(200);
      }
    });

    it('stops serving a hidden photo’s renditions to anyone, and serves them again once restored', async () => {
      const photo = await phone.shareOk(jpeg);
      const moderate = (action: 'hide' | 'approve') =>
        fetch(`${app.url}/api/moderation/items/photos/${photo.id}/${action}`, {
          method: 'POST',
          headers: { cookie: organizerCookie, 'content-type': 'application/json' },
          body: JSON.stringify({ by: 'Ana' }),
        });
      expect((await moderate('hide')).status).toBe(200);
      for (const url of [photo.url, photo.thumbUrl]) {
        expect((await fetch(url)).status, url).toBe(404);
      }
      const listed = await fetch(`${app.url}/api/gallery-photos`);
      expect(((await listed.json()) as { id: string }[]).map((p) => p.id)).not.toContain(photo.id);

      expect((await moderate('approve')).status).toBe(200);
      for (const url of [photo.url, photo.thumbUrl]) {
        expect((await fetch(url)).status, url).toBe(200);
      }
    });

    it('refuses an expired presigned URL', async () => {
      const key = `incoming/${randomBytes(18).toString('base64url')}.jpg`;
      const signedAnHourAgo = await getSignedUrl(
        s3(frontUrl()),
        new PutObjectCommand({ Bucket: BUCKET, Key: key, ContentType: 'image/jpeg' }),
        { expiresIn: 60, signingDate: new Date(Date.now() - 3_600_000) },
      );
      const put = await fetch(signedAnHourAgo, {
        method: 'PUT',
        headers: { 'content-type': 'image/jpeg' },
        body: new Uint8Array(jpeg),
      });
      expect(put.status).toBe(403);
      expect(await put.text()).toMatch(/expired/i);
      const photo = await phone.shareOk(jpeg);
      const doc = await GalleryPhotoModel.findById(photo.id)
        .select('originalKey')
        .lean<{ originalKey: string }>();
      const expiredRead = await getSignedUrl(
        s3(frontUrl()),
        new GetObjectCommand({ Bucket: BUCKET, Key: doc!.originalKey }),
        { expiresIn: 60, signingDate: new Date(Date.now() - 3_600_000) },
      );
      expect((await fetch(expiredRead)).status).toBe(403);
    });

    it('lands an upload presigned for the front, and refuses it with another type or length', async () => {
      const upload = await phone.presign('image/jpeg', jpeg.length);
      expect(new URL(upload.uploadURL).origin).toBe(frontUrl());
      const put = (headers: Record<string, string>, body: Buffer) =>
        fetch(upload.uploadURL, { method: 'PUT', headers, body: new Uint8Array(body) });
      expect((await put({ 'content-type': 'image/png' }, jpeg)).status).toBe(403);
      expect((await put(upload.headers, Buffer.concat([jpeg, Buffer.alloc(10)]))).status).toBe(403);
      expect((await put(upload.headers, jpeg)).status).toBe(200);
      const confirmed = await phone.confirm(upload.uploadURL);
      expect(confirmed.status, await confirmed.clone().text()).toBe(201);
      const photo = (await confirmed.json()) as { url: string };
      expect((await fetch(photo.url)).status).toBe(200);
    });

    it('refuses, through the front, a URL signed for the store’s internal address', async () => {
      const key = `incoming/${randomBytes(18).toString('base64url')}.jpg`;
      const signedInternally = await getSignedUrl(
        s3(store.endpoint),
        new PutObjectCommand({ Bucket: BUCKET, Key: key, ContentType: 'image/jpeg' }),
        { expiresIn: 60 },
      );
      const throughFront = new URL(signedInternally);
      throughFront.port = String(front.port);
      const put = await fetch(throughFront, {
        method: 'PUT',
        headers: { 'content-type': 'image/jpeg' },
        body: new Uint8Array(jpeg),
      });
      expect(put.status).toBe(403);
    });
  },
);

describe.skipIf(!!skipReason)(`a fresh store${title}`, { timeout: 60_000 }, () => {
  it('gets its bucket made at start, and its policy checked', async () => {
    const bucket = `fresh-${randomBytes(4).toString('hex')}`;
    const app = await startTestApp(storeEnv(bucket));
    try {
      expect(await storeCheck(app, await app.organizerCookie())).toEqual({
        storage: 's3',
        listing: 'refused',
      });
      // It did not exist before this start (its name is new).
      const head = await s3(store.endpoint).send(new HeadBucketCommand({ Bucket: bucket }));
      expect(head.$metadata.httpStatusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe.skipIf(!!skipReason)(`SeaweedFS behind a front${title}`, () => {
  servedFileScenarios('SeaweedFS behind a front', () => storeEnv());
});
