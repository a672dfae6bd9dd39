import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { GalleryPhoto } from '../../../protocol/gallery';
import { IMAGE_MESSAGES } from '../../../protocol/images';
import { loadConfig } from '../../config';
import { createStorage, type ObjectStorage } from '../../lib/storage';
import { json, startTestApp, type TestApp } from '../../test/harness';
import { saveModerationPolicy } from '../moderation/policy';
import { printKeyOf } from './keys';
import { GalleryPhotoModel, PhotoUploadModel } from './model';
import { fetchImage, GuestPhone, printCopyOf } from './test-support';

/** Real HEIC made by heif-enc (server/lib/images/fixtures/make-heic-fixtures.ts). */
const heic = (name: string) =>
  readFileSync(path.join(import.meta.dirname, '../../lib/images/fixtures', name));

const dataDir = mkdtempSync(path.join(tmpdir(), 'photos-heic-'));

describe('HEIC photos shared from a phone (local disk)', () => {
  let app: TestApp;
  let storage: ObjectStorage;
  let phone: GuestPhone;

  beforeAll(async () => {
    app = await startTestApp({ DATA_DIR: dataDir });
    storage = createStorage(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }));
  });
  afterAll(async () => {
    await app?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    phone = new GuestPhone(app.url);
    await saveModerationPolicy({ photos: 'publish' });
  });

  it('adds an HEIC upright, with renditions, a print copy and a JPEG original, all without metadata', async () => {
    const { confirmed } = await phone.share(heic('rotated.heic'), 'image/heic');
    expect(confirmed.status, await confirmed.clone().text()).toBe(201);
    const photo = await json<GalleryPhoto>(confirmed);
    expect([photo.width, photo.height]).toEqual([300, 400]);
    const large = await fetchImage(app.url, photo.url);
    expect(large.meta).toMatchObject({ format: 'webp', width: 300, height: 400 });
    expect(large.meta.exif).toBeUndefined();
    const stored = await GalleryPhotoModel.findById(photo.id).lean();
    expect(stored!.originalKey).toMatch(/\.jpg$/);
    await printCopyOf(storage, stored!.originalKey);
    for (const key of [stored!.originalKey, printKeyOf(stored!.originalKey)!]) {
      const meta = await sharp(await storage.read(key)).metadata();
      expect(meta).toMatchObject({ format: 'jpeg', width: 300, height: 400 });
      expect([meta.exif, meta.xmp]).toEqual([undefined, undefined]);
    }
  });

  it('knows an HEIC by its content when the phone declared it a JPEG', async () => {
    const { confirmed } = await phone.share(heic('gps.heic'), 'image/jpeg');
    expect(confirmed.status, await confirmed.clone().text()).toBe(201);
    const photo = await json<GalleryPhoto>(confirmed);
    expect([photo.width, photo.height]).toEqual([400, 300]);
  });

  it('refuses a truncated HEIC with its code and keeps nothing of it', async () => {
    const whole = heic('gps.heic');
    const truncated = whole.subarray(0, whole.indexOf('mdat') + 100);
    const before = await GalleryPhotoModel.countDocuments();
    const { upload, confirmed } = await phone.share(truncated, 'image/heic');
    expect(confirmed.status).toBe(415);
    expect(await json(confirmed)).toMatchObject({
      message: IMAGE_MESSAGES.heicDamaged,
      code: 'image.heicDamaged',
    });
    expect(await storage.head(upload.key)).toBeNull();
    expect(await PhotoUploadModel.countDocuments({ key: upload.key })).toBe(0);
    expect(await GalleryPhotoModel.countDocuments()).toBe(before);
  });
});
