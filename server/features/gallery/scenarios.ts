import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signedInGuest } from '../guests/test-support';
import sharp from 'sharp';
import { GALLERY_MESSAGES, type GalleryPhoto } from '../../../protocol/gallery';
import type { ModerationAction } from '../../../protocol/moderation';
import { loadConfig } from '../../config';
import { NOT_AN_IMAGE_MESSAGE } from '../../lib/images/pipeline';
import { createStorage, type ObjectStorage } from '../../lib/storage';
import {
  json,
  nextEvent,
  recordEvents,
  startTestApp,
  subscribe,
  type TestApp,
} from '../../test/harness';
import { saveModerationPolicy } from '../moderation/policy';
import { printKeyOf } from './keys';
import { GalleryPhotoModel, PhotoUploadModel } from './model';
import { unzip } from '../keepsake/test-support';
import { fetchImage, GuestPhone, hasGpsIfd, phoneJpeg, printCopyOf } from './test-support';

/**
 * The photo flow end to end over HTTP, against one store: the local-disk default or a real
 * S3-compatible server on loopback. `env` configures the app (DATA_DIR, S3_*).
 */
export function photoSharingScenarios(name: string, env: () => Record<string, string>) {
  describe(`photo sharing (${name})`, () => {
    let app: TestApp;
    let storage: ObjectStorage;
    let phone: GuestPhone;
    let jpeg: Buffer;

    beforeAll(async () => {
      app = await startTestApp(env());
      storage = createStorage(loadConfig({ NODE_ENV: 'test', ...env() }));
      jpeg = await phoneJpeg(1200, 800);
    });
    afterAll(() => app?.close());
    beforeEach(async () => {
      phone = new GuestPhone(app.url);
      await saveModerationPolicy({ photos: 'publish' });
    });

    it('uploads straight to storage, then makes upright thumbnails without GPS and pushes the photo', async () => {
      const [guestSocket] = app.sockets;
      await subscribe(guestSocket, 'gallery');
      const pushed = nextEvent(guestSocket, 'gallery:photo-added');

      const upload = await phone.presign('image/jpeg', jpeg.length);
      expect(upload.key).toMatch(/^incoming\//);
      const put = await phone.put(upload, jpeg);
      expect(put.status).toBe(200);
      expect(await storage.head(upload.key)).toMatchObject({ size: jpeg.length });

      const confirmed = await phone.confirm(upload.uploadURL, 'Ana', 'First dance');
      expect(confirmed.status).toBe(201);
      const photo = await json<GalleryPhoto & { status: string }>(confirmed);
      expect(photo).toMatchObject({
        status: 'published',
        uploaderName: 'Ana',
        caption: 'First dance',
      });
      // Orientation 6: the 1200×800 sensor picture stands upright as 800×1200.
      expect([photo.width, photo.height]).toEqual([800, 1200]);
      const { status: _status, ...published } = photo;
      expect(await pushed).toEqual(published);

      const thumb = await fetchImage(app.url, photo.thumbUrl);
      expect(thumb.meta).toMatchObject({ format: 'webp', width: 320, height: 480 });
      expect(thumb.meta.exif).toBeUndefined();
      const large = await fetchImage(app.url, photo.url);
      expect(large.meta).toMatchObject({ format: 'webp', width: 800, height: 1200 });

      // The kept original: same JPEG, no GPS, no camera make; only its orientation flag.
      const stored = await GalleryPhotoModel.findById(photo.id).lean();
      const original = await storage.read(stored!.originalKey);
      const originalMeta = await sharp(original).metadata();
      expect(originalMeta).toMatchObject({
        format: 'jpeg',
        width: 1200,
        height: 800,
        orientation: 6,
      });
      expect(original.includes(Buffer.from('PhoneMaker'))).toBe(false);
      expect(hasGpsIfd(originalMeta.exif)).toBe(false);
      // Its print copy for the keepsake's book, private beside it: upright, no metadata.
      const print = await sharp(await printCopyOf(storage, stored!.originalKey)).metadata();
      expect(print).toMatchObject({ format: 'jpeg', width: 800, height: 1200 });
      expect(print.exif).toBeUndefined();
      const uploadedMeta = await sharp(jpeg).metadata();
      expect(hasGpsIfd(uploadedMeta.exif)).toBe(true);
      expect(uploadedMeta.exif!.includes(Buffer.from('PhoneMaker'))).toBe(true);

      // The incoming object and its upload record are gone: the URL cannot replace the photo.
      expect(await storage.head(upload.key)).toBeNull();
      expect(await PhotoUploadModel.countDocuments({ key: upload.key })).toBe(0);

      const list = await json<GalleryPhoto[]>(await fetch(`${app.url}/api/gallery-photos`));
      expect(list[0]).toMatchObject({ id: photo.id });
    });

    it('signs a signed-in guest’s photo with their own name, whatever the form says', async () => {
      const rosa = await signedInGuest(app.url, { firstName: 'Rosa', lastName: 'Photographer' });
      const signedIn = new GuestPhone(app.url, undefined, rosa.cookie);
      const upload = await signedIn.presign('image/jpeg', jpeg.length);
      expect((await signedIn.put(upload, jpeg)).status).toBe(200);
      const confirmed = await signedIn.confirm(upload.uploadURL, 'The Bride', 'Selfie');
      expect(confirmed.status).toBe(201);
      expect((await json<GalleryPhoto>(confirmed)).uploaderName).toBe('Rosa Photographer');
    });

    it('refuses a text file named .jpg and removes it from storage', async () => {
      const text = Buffer.from('this is not a photo, just text pretending to be one\n'.repeat(20));
      const before = await GalleryPhotoModel.countDocuments();
      const { upload, confirmed } = await phone.share(text, 'image/jpeg');
      expect(confirmed.status).toBe(415);
      expect(await json(confirmed)).toMatchObject({ message: NOT_AN_IMAGE_MESSAGE });
      expect(await storage.head(upload.key)).toBeNull();
      expect(await GalleryPhotoModel.countDocuments()).toBe(before);
    });

    it('refuses an 11 MB file: no URL for it, and a bigger file sent to a smaller URL is removed', async () => {
      const eleven = 11 * 1024 * 1024;
      const refused = await phone.request('/api/objects/upload', {
        method: 'POST',
        body: { contentType: 'image/jpeg', size: eleven },
      });
      expect(refused.status).toBe(400);
      expect(await json(refused)).toMatchObject({ message: GALLERY_MESSAGES.tooLarge });

      // A browser that lies: asks for 1 MB, sends 11 MB.
      const big = Buffer.concat([jpeg, Buffer.alloc(eleven - jpeg.length, 7)]);
      const upload = await phone.presign('image/jpeg', 1024 * 1024);
      const put = await phone.put(upload, big).catch(() => undefined);
      if (put?.status === 200) {
        // A store that does not enforce the signed length (s3rver): the server does.
        const confirmed = await phone.confirm(upload.uploadURL);
        expect(confirmed.status).toBe(413);
        expect(await json(confirmed)).toMatchObject({ message: GALLERY_MESSAGES.tooLarge });
      } else {
        expect(put === undefined || put.status >= 400).toBe(true);
      }
      expect(await storage.head(upload.key)).toBeNull();
    });

    it('answers bad input with a clear 4xx and stores nothing', async () => {
      const wrongType = await phone.request('/api/objects/upload', {
        method: 'POST',
        body: { contentType: 'text/plain', size: 100 },
      });
      expect(wrongType.status).toBe(400);
      expect(await json(wrongType)).toMatchObject({ message: GALLERY_MESSAGES.typeRefused });

      const upload = await phone.presign('image/jpeg', jpeg.length);
      expect((await phone.put(upload, jpeg)).status).toBe(200);

      const noName = await phone.confirm(upload.uploadURL, '  ');
      expect(noName.status).toBe(400);
      expect(await json(noName)).toMatchObject({ message: 'Guest name is required' });

      const badUrl = await phone.request('/api/guest-photos', {
        method: 'PUT',
        body: { photoURL: 'not a url', guestName: 'Ana' },
      });
      expect(await json(badUrl)).toMatchObject({ message: 'Please provide a valid photo URL' });

      const unknown = await phone.confirm(
        upload.uploadURL.replace(/incoming\/[^.]+/, 'incoming/AAAAAAAAAAAAAAAAAAAAAAAA'),
      );
      expect(unknown.status).toBe(404);
      expect(await json(unknown)).toMatchObject({ message: GALLERY_MESSAGES.unknownUpload });

      const stranger = new GuestPhone(app.url);
      const someoneElses = await stranger.confirm(upload.uploadURL);
      expect(someoneElses.status).toBe(403);
      expect(await json(someoneElses)).toMatchObject({ message: GALLERY_MESSAGES.otherDevice });
      expect(await storage.head(upload.key)).not.toBeNull();

      // The owner still can, once; a second confirmation changes nothing.
      expect((await phone.confirm(upload.uploadURL)).status).toBe(201);
      const again = await phone.confirm(upload.uploadURL);
      expect(again.status).toBe(404);
    });

    it('keeps photos for review when organizers ask, and removes hidden or deleted ones everywhere', async () => {
      await saveModerationPolicy({ photos: 'review' });
      const [guestSocket] = app.sockets;
      await subscribe(guestSocket, 'gallery');
      const added = recordEvents(guestSocket, 'gallery:photo-added');
      const removed = recordEvents(guestSocket, 'gallery:photo-removed');

      const pending = await phone.shareOk(jpeg);
      expect(pending.status).toBe('pending');
      const listed = () =>
        fetch(`${app.url}/api/gallery-photos`).then((r) => json<GalleryPhoto[]>(r));
      expect((await listed()).map((p) => p.id)).not.toContain(pending.id);

      const cookie = await app.organizerCookie();
      const organizer = (path: string, method = 'GET') =>
        fetch(`${app.url}/api/moderation${path}`, {
          method,
          headers: { cookie, 'content-type': 'application/json' },
          ...(method === 'GET' ? {} : { body: JSON.stringify({ by: 'Ana' }) }),
        });
      const queue = (await (await organizer('/queue?kind=photos&status=pending')).json()) as {
        items: { id: string }[];
      };
      expect(queue.items.map((i) => i.id)).toContain(pending.id);
      const shown = nextEvent(guestSocket, 'gallery:photo-added');
      const approved = await organizer(`/items/photos/${pending.id}/approve`, 'POST');
      expect(approved.status).toBe(200);
      expect(await approved.json()).toMatchObject({ status: 'published', kind: 'photos' });
      expect((await shown).id).toBe(pending.id);
      expect(added.map((p) => p.id)).toEqual([pending.id]);
      expect((await listed()).map((p) => p.id)).toContain(pending.id);

      const doc = (await GalleryPhotoModel.findById(pending.id).lean())!;
      const gone = nextEvent(guestSocket, 'gallery:photo-removed');
      expect((await organizer(`/items/photos/${pending.id}/hide`, 'POST')).status).toBe(200);
      expect(await gone).toEqual({ id: pending.id });
      expect((await listed()).map((p) => p.id)).not.toContain(pending.id);
      expect(await storage.head(doc.thumbKey)).toBeNull();
      expect(await storage.head(doc.largeKey)).toBeNull();
      expect((await fetch(new URL(pending.thumbUrl, app.url))).status).toBeGreaterThanOrEqual(400);

      expect((await organizer(`/items/photos/${pending.id}`, 'DELETE')).status).toBeLessThan(300);
      expect(await storage.head(doc.originalKey)).toBeNull();
      expect(await GalleryPhotoModel.countDocuments({ _id: pending.id })).toBe(0);
      expect(removed).toEqual([{ id: pending.id }]);
    });

    it('lets organizers delete a photo: gone from every screen and from storage', async () => {
      const photo = await phone.shareOk(jpeg);
      const doc = (await GalleryPhotoModel.findById(photo.id).lean())!;
      await printCopyOf(storage, doc.originalKey);
      const [guestSocket] = app.sockets;
      await subscribe(guestSocket, 'gallery');
      const gone = nextEvent(guestSocket, 'gallery:photo-removed');
      const asGuest = await phone.request(`/api/gallery-photos/${photo.id}`, { method: 'DELETE' });
      expect(asGuest.status).toBe(401);
      const cookie = await app.organizerCookie();
      const response = await fetch(`${app.url}/api/gallery-photos/${photo.id}`, {
        method: 'DELETE',
        headers: { cookie },
      });
      expect(response.status).toBe(200);
      expect(await gone).toEqual({ id: photo.id });
      for (const key of [
        doc.originalKey,
        printKeyOf(doc.originalKey)!,
        doc.thumbKey,
        doc.largeKey,
      ]) {
        expect(await storage.head(key)).toBeNull();
      }
      // The couple's action log records it, as a delete from the Moderation tab would be.
      const log = await fetch(`${app.url}/api/moderation/actions`, { headers: { cookie } });
      expect((await json<ModerationAction[]>(log))[0]).toMatchObject({
        action: 'delete',
        kind: 'photos',
        itemId: photo.id,
      });
    });

    it('streams every published original as a ZIP to organizers only', async () => {
      await GalleryPhotoModel.deleteMany({});
      const first = await phone.shareOk(jpeg);
      const second = await phone.shareOk(await phoneJpeg(640, 480));
      const path = `${app.url}/api/admin/gallery/download`;
      expect((await fetch(path)).status).toBe(401);
      const response = await fetch(path, { headers: { cookie: await app.organizerCookie() } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/zip');
      expect(response.headers.get('content-disposition')).toContain('wedding-photos.zip');
      const entries = await unzip(Buffer.from(await response.arrayBuffer()));
      expect([...entries.keys()]).toEqual([
        expect.stringMatching(/^001-Ana-\d{4}-\d{2}-\d{2}\.jpg$/),
        expect.stringMatching(/^002-Ana-\d{4}-\d{2}-\d{2}\.jpg$/),
      ]);
      const docs = await GalleryPhotoModel.find({ _id: { $in: [first.id, second.id] } })
        .sort({ createdAt: 1, _id: 1 })
        .lean();
      const originals = await Promise.all(docs.map((doc) => storage.read(doc.originalKey)));
      expect([...entries.values()]).toEqual(originals);
    });
  });
}
