import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedMoment } from '../../../protocol/moments';
import { loadConfig } from '../../config';
import { createLogger } from '../../lib/logger';
import { createStorage, type ObjectStorage } from '../../lib/storage';
import { startTestApp, type TestApp } from '../../test/harness';
import { changeStoredMoment, storedMomentById } from '../moments/seed';
import { seedGuestProfile, storedGuestProfileById } from '../guest-profiles/seed';
import { saveModerationPolicy } from '../moderation/policy';
import { moveLegacyOriginals } from './legacy-originals';
import { GalleryPhotoModel } from './model';
import { Renditions } from './renditions';
import { GuestPhone, phoneJpeg } from './test-support';

// A site that already has photos: stored the old way, originals beside their renditions.
const dataDir = mkdtempSync(path.join(tmpdir(), 'legacy-originals-'));
let app: TestApp;
let storage: ObjectStorage;
afterAll(async () => {
  await app?.close();
  rmSync(dataDir, { recursive: true, force: true });
});
beforeAll(async () => {
  app = await startTestApp({ DATA_DIR: dataDir, WRITE_LIMIT_PER_DEVICE: '1000' });
  storage = createStorage(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }));
  await saveModerationPolicy({ photos: 'publish', moments: 'publish' });
});

/** Puts an original back where the old layout kept it: `photos/<folder>/original.jpg`. */
async function storeTheOldWay(originalKey: string): Promise<string> {
  const legacyKey = originalKey.replace(/^originals\//, 'photos/');
  await storage.write(legacyKey, await storage.read(originalKey), 'image/jpeg');
  await storage.remove([originalKey]);
  return legacyKey;
}

describe('photos stored before originals became private', { timeout: 60_000 }, () => {
  it('are never served by URL, and move to the private prefix with their records', async () => {
    const phone = new GuestPhone(app.url);
    const photo = await phone.shareOk(await phoneJpeg(900, 600));
    const doc = (await GalleryPhotoModel.findById(photo.id).lean())!;
    const legacyKey = await storeTheOldWay(doc.originalKey);
    const bytes = await storage.read(legacyKey);
    await GalleryPhotoModel.updateOne({ _id: doc._id }, { $set: { originalKey: legacyKey } });

    // Hidden back then: the moment's files were left where guests load them.
    const jpeg = await phoneJpeg(900, 600);
    const momentUpload = await phone.presign('image/jpeg', jpeg.length);
    expect((await phone.put(momentUpload, jpeg)).status).toBe(200);
    const posted = await phone.request('/api/live-wedding-moments', {
      method: 'POST',
      body: {
        guestName: 'Ana',
        content: 'Cake!',
        momentType: 'photo',
        mediaUploadURL: momentUpload.uploadURL,
      },
    });
    expect(posted.status, await posted.clone().text()).toBe(201);
    const moment = (await posted.json()) as CreatedMoment;
    const momentDoc = (await storedMomentById(moment.id))!;
    const momentLegacyKey = await storeTheOldWay(momentDoc.media!.originalKey);
    await changeStoredMoment(moment.id, {
      $set: { status: 'hidden', 'media.originalKey': momentLegacyKey },
    });
    expect((await fetch(`${app.url}${moment.mediaUrl}`)).status).toBe(200);

    // A profile photo from back then, its profile hidden by an organizer (files left served).
    const avatar = await phone.shareOk(await phoneJpeg(600, 600));
    const avatarDoc = (await GalleryPhotoModel.findById(avatar.id).lean())!;
    await GalleryPhotoModel.deleteOne({ _id: avatarDoc._id });
    const avatarLegacyKey = await storeTheOldWay(avatarDoc.originalKey);
    const profileId = await seedGuestProfile({
      name: 'Ben',
      interests: [],
      status: 'hidden',
      avatar: avatar.thumbUrl,
      avatarKeys: [avatarLegacyKey, avatarDoc.thumbKey, avatarDoc.largeKey],
    });
    expect((await fetch(`${app.url}${avatar.thumbUrl}`)).status).toBe(200);

    // Even before the move, the app refuses to hand out an original by URL.
    expect((await fetch(`${app.url}/uploads/${legacyKey}`)).status).toBe(404);

    const renditions = new Renditions(storage, createLogger('silent'));
    expect(await moveLegacyOriginals(storage, renditions, createLogger('silent'))).toBe(3);

    const moved = (await GalleryPhotoModel.findById(photo.id).lean())!;
    expect(moved.originalKey).toBe(legacyKey.replace(/^photos\//, 'originals/'));
    expect(await storage.read(moved.originalKey)).toEqual(bytes);
    expect(await storage.head(legacyKey)).toBeNull();
    expect((await fetch(`${app.url}${photo.url}`)).status).toBe(200);
    const movedMoment = (await storedMomentById(moment.id))!;
    expect(movedMoment.media!.originalKey).toMatch(/^originals\//);
    expect((await fetch(`${app.url}${moment.mediaUrl}`)).status).toBe(404);
    const movedProfile = (await storedGuestProfileById(profileId))!;
    expect(movedProfile.avatarKeys).toEqual([
      avatarLegacyKey.replace(/^photos\//, 'originals/'),
      avatarDoc.thumbKey,
      avatarDoc.largeKey,
    ]);
    expect(await storage.head(movedProfile.avatarKeys![0])).not.toBeNull();
    expect(await storage.head(avatarLegacyKey)).toBeNull();
    expect((await fetch(`${app.url}${avatar.thumbUrl}`)).status).toBe(404);

    // Run again (another process, the next start): nothing left to move.
    expect(await moveLegacyOriginals(storage, renditions, createLogger('silent'))).toBe(0);
  });
});
