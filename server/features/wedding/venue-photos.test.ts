import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../../protocol/http';
import { venueInfoSchema } from '../../../protocol/venues';
import { weddingSettingsSchema, type WeddingSettings } from '../../../protocol/wedding';
import { WEDDING_EDIT_MESSAGES } from '../../../protocol/wedding-edit';
import { loadConfig } from '../../config';
import { createStorage, type ObjectStorage } from '../../lib/storage';
import { nextEvent, startTestApp, subscribe, type TestApp } from '../../test/harness';
import { GuestPhone, phoneJpeg } from '../gallery/test-support';
import { WEDDING_SETTINGS_ID, WeddingSettingsModel } from './model';
import type { StoredVenuePhoto } from './venue-photos';

// The local store (files under DATA_DIR/uploads), read directly to prove files are gone.
const dataDir = mkdtempSync(path.join(tmpdir(), 'venue-photos-'));
let app: TestApp;
let storage: ObjectStorage;
/** The organizer's browser: signed in, with the device identity every upload is bound to. */
let organizer: GuestPhone;
let jpeg: Buffer;

beforeAll(async () => {
  app = await startTestApp({ DATA_DIR: dataDir, WRITE_LIMIT_PER_DEVICE: '1000' });
  storage = createStorage(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }));
  organizer = new GuestPhone(app.url, undefined, await app.organizerCookie());
  jpeg = await phoneJpeg(900, 600);
});
afterAll(async () => {
  await app?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function current(): Promise<WeddingSettings> {
  return weddingSettingsSchema.parse(await (await fetch(`${app.url}/api/wedding`)).json());
}

/** The organizer's browser: presign, then PUT the file straight to storage. */
async function uploaded(by = organizer): Promise<string> {
  const upload = await by.presign('image/jpeg', jpeg.length);
  expect((await by.put(upload, jpeg)).status).toBe(200);
  return upload.uploadURL;
}

/** Saves the settings with the ceremony's photos replaced by `photos`. */
async function saveCeremonyPhotos(photos: unknown[], by = organizer) {
  const settings = await current();
  const body = { ...settings, venues: { ...settings.venues } };
  body.venues.ceremony = { ...settings.venues.ceremony, photos: photos as never };
  const response = await by.request('/api/admin/wedding', { method: 'PUT', body });
  const text = await response.text();
  return { status: response.status, text, body: JSON.parse(text) as unknown };
}

const storedPhotos = async () => {
  const doc = await WeddingSettingsModel.collection.findOne({ _id: WEDDING_SETTINGS_ID as never });
  return (doc as unknown as { venues: { ceremony: { photos?: StoredVenuePhoto[] } } }).venues
    .ceremony.photos!;
};
const served = async (url: string) => (await fetch(new URL(url, app.url))).status;

describe('venue photos', { timeout: 60_000 }, () => {
  it('are for organizers only: a guest cannot add one, and nothing changes', async () => {
    const guest = new GuestPhone(app.url);
    const saved = await saveCeremonyPhotos([{ uploadURL: await uploaded(guest) }], guest);
    expect(saved.status).toBe(401);
    expect((await current()).venues.ceremony.photos).toEqual([]);
  });

  it.each([
    ['a link to a picture elsewhere', { url: 'https://cdn.example.com/chapel.jpg' }],
    ['an outside address as the upload', { uploadURL: 'https://cdn.example.com/chapel.jpg' }],
  ])('refuses %s with a clear 400, storing nothing', async (_, photo) => {
    const saved = await saveCeremonyPhotos([photo]);
    expect(saved.status, saved.text).toBe(400);
    expect(errorBodySchema.parse(saved.body).message).toBe(WEDDING_EDIT_MESSAGES.notFromThisSite);
    expect((await current()).venues.ceremony.photos).toEqual([]);
  });

  it('stores an upload as the venue photo, answering and pushing its renditions, never its keys', async () => {
    const guestPage = app.sockets[0];
    await subscribe(guestPage, 'wedding');
    const pushed = nextEvent(guestPage, 'wedding:updated');
    const saved = await saveCeremonyPhotos([{ uploadURL: await uploaded() }]);
    expect(saved.status, saved.text).toBe(200);
    const [photo] = weddingSettingsSchema.parse(saved.body).venues.ceremony.photos;
    expect(photo).toMatchObject({ url: expect.stringMatching(/1600\.webp$/) as unknown });
    expect(photo.thumbUrl).toMatch(/480\.webp$/);
    expect((await pushed).venues.ceremony.photos).toEqual([photo]);
    expect(saved.text).not.toMatch(/originals\/|originalKey|thumbKey/);

    // The venue section's own answer carries them too.
    const venue = venueInfoSchema.parse(
      await (await fetch(`${app.url}/api/venues/ceremony`)).json(),
    );
    expect(venue.photos).toEqual([photo]);
    for (const url of [photo.url, photo.thumbUrl]) {
      const response = await fetch(new URL(url, app.url));
      expect(response.status).toBe(200);
      const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect(meta.format).toBe('webp');
    }
    // The original is kept privately, never served.
    const [stored] = await storedPhotos();
    expect(stored.originalKey).toMatch(/^originals\//);
    expect(await storage.head(stored.originalKey)).not.toBeNull();
    expect(await served(photo.url.replace(/1600\.webp$/, 'original.jpg'))).toBe(404);
  });

  it('reorders, and deletes the files of a photo taken off the venue', async () => {
    const [first] = (await current()).venues.ceremony.photos;
    const added = await saveCeremonyPhotos([{ id: first.id }, { uploadURL: await uploaded() }]);
    expect(added.status, added.text).toBe(200);
    const second = weddingSettingsSchema.parse(added.body).venues.ceremony.photos[1];

    const reordered = await saveCeremonyPhotos([{ id: second.id }, { id: first.id }]);
    expect(reordered.status, reordered.text).toBe(200);
    expect((await current()).venues.ceremony.photos.map((p) => p.id)).toEqual([
      second.id,
      first.id,
    ]);

    const [, firstStored] = await storedPhotos();
    const removed = await saveCeremonyPhotos([{ id: second.id }]);
    expect(removed.status, removed.text).toBe(200);
    expect((await current()).venues.ceremony.photos.map((p) => p.id)).toEqual([second.id]);
    expect(await served(first.url)).toBe(404);
    expect(await served(first.thumbUrl)).toBe(404);
    for (const key of [firstStored.originalKey, firstStored.thumbKey, firstStored.largeKey]) {
      expect(await storage.head(key), key).toBeNull();
    }
    expect(await served(second.url)).toBe(200);
  });

  it('refuses a photo that is no longer on the venue, and an upload used twice', async () => {
    const gone = await saveCeremonyPhotos([{ id: '0123456789abcdef01234567' }]);
    expect(gone.status).toBe(409);
    expect(errorBodySchema.parse(gone.body).message).toBe(WEDDING_EDIT_MESSAGES.photoGone);

    const uploadURL = await uploaded();
    const [kept] = (await current()).venues.ceremony.photos;
    expect((await saveCeremonyPhotos([{ id: kept.id }, { uploadURL }])).status).toBe(200);
    const again = await saveCeremonyPhotos([{ uploadURL }]);
    expect(again.status).toBe(404);
    expect((await current()).venues.ceremony.photos).toHaveLength(2);
  });
});
