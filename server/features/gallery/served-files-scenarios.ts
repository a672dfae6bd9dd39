import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { GalleryPhoto } from '../../../protocol/gallery';
import { loadConfig } from '../../config';
import { createStorage, type ObjectStorage } from '../../lib/storage';
import { startTestApp, type TestApp } from '../../test/harness';
import { seedGuest } from '../guests/seed';
import { saveModerationPolicy } from '../moderation/policy';
import { printKeyOf } from './keys';
import { GalleryPhotoModel } from './model';
import { GuestPhone, phoneJpeg, printCopyOf } from './test-support';

/** What a phone gets for a public photo address (relative on local disk, absolute on S3). */
function get(app: TestApp, url: string) {
  return fetch(new URL(url, app.url));
}

/**
 * What storage serves, against one store (local disk, or SeaweedFS with the bucket policy Compose
 * loads: s3rver enforces none): only a photo's renditions, only while it is shown, and never
 * "immutable" (a hide must beat caches).
 */
export function servedFileScenarios(name: string, env: () => Record<string, string>) {
  describe(`served photo files (${name})`, { timeout: 60_000 }, () => {
    let app: TestApp;
    let phone: GuestPhone;
    let jpeg: Buffer;
    let organizerCookie: string;
    let storage: ObjectStorage;

    const moderate = (id: string, action: 'hide' | 'approve') =>
      fetch(`${app.url}/api/moderation/items/photos/${id}/${action}`, {
        method: 'POST',
        headers: { cookie: organizerCookie, 'content-type': 'application/json' },
        body: JSON.stringify({ by: 'Ana' }),
      });

    beforeAll(async () => {
      app = await startTestApp(env());
      storage = createStorage(loadConfig({ NODE_ENV: 'test', ...env() }));
      jpeg = await phoneJpeg(900, 600);
      organizerCookie = await app.organizerCookie();
    });
    afterAll(() => app?.close());
    beforeEach(async () => {
      phone = new GuestPhone(app.url);
      await saveModerationPolicy({ photos: 'publish' });
    });

    it('does not hand out the full-size original or its print copy at their real addresses', async () => {
      const photo: GalleryPhoto = await phone.shareOk(jpeg);
      expect((await get(app, photo.url)).status).toBe(200);
      // The real keys (originals/<folder>/original.jpg and print.jpg), at the address the store
      // serves renditions from: present in storage, refused to whoever asks without a signature.
      const doc = await GalleryPhotoModel.findById(photo.id)
        .select('originalKey largeKey')
        .lean<{ originalKey: string; largeKey: string }>();
      const base = photo.url.slice(0, photo.url.length - doc!.largeKey.length);
      expect(base + doc!.largeKey).toBe(photo.url);
      await printCopyOf(storage, doc!.originalKey);
      for (const key of [doc!.originalKey, printKeyOf(doc!.originalKey)!]) {
        expect(key).toMatch(/^originals\//);
        expect(await storage.head(key), key).not.toBeNull();
        const response = await get(app, base + key);
        expect([403, 404], key).toContain(response.status);
      }
      // Nor by the old guess, a file name changed beside the renditions.
      for (const name of ['original.jpg', 'original.jpeg', 'original.png']) {
        const response = await get(app, photo.url.replace(/1600\.webp$/, name));
        expect([403, 404], name).toContain(response.status);
      }
    });

    it('stops serving every file of a hidden photo at once, and serves it again once restored', async () => {
      const photo = await phone.shareOk(jpeg);
      const urls = [photo.url, photo.thumbUrl];
      for (const url of urls) expect((await get(app, url)).status).toBe(200);

      expect((await moderate(photo.id, 'hide')).status).toBe(200);
      for (const url of urls) expect((await get(app, url)).status, url).toBe(404);
      expect((await get(app, photo.url.replace(/1600\.webp$/, 'original.jpg'))).status).toBe(404);

      expect((await moderate(photo.id, 'approve')).status).toBe(200);
      for (const url of urls) {
        const response = await get(app, url);
        expect(response.status, url).toBe(200);
        const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
        expect(meta.format).toBe('webp');
      }
    });

    it('stops serving a hidden guest profile’s photo at once, and serves it again once approved', async () => {
      const inviteCode = `PRF${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
      await seedGuest({
        firstName: 'Carla',
        email: `${inviteCode}@example.com`,
        inviteCode,
      });
      const signedIn = await fetch(`${app.url}/api/guest-auth`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ identifier: 'Carla', inviteCode }),
      });
      const carla = new GuestPhone(
        app.url,
        undefined,
        signedIn.headers.getSetCookie()[0]!.split(';')[0],
      );
      const saved = await carla.request('/api/guest-profiles/me', {
        method: 'PUT',
        body: { name: 'Carla', interests: [] },
      });
      const { id } = (await saved.json()) as { id: string };
      const upload = await carla.presign('image/jpeg', jpeg.length);
      expect((await carla.put(upload, jpeg)).status).toBe(200);
      const withAvatar = await carla.request('/api/guest-profiles/me/avatar', {
        method: 'PUT',
        body: { photoURL: upload.uploadURL },
      });
      expect(withAvatar.status, await withAvatar.clone().text()).toBe(200);
      const { avatarUrl } = (await withAvatar.json()) as { avatarUrl: string };
      const urls = [avatarUrl, avatarUrl.replace(/480\.webp$/, '1600.webp')];
      for (const url of urls) expect((await get(app, url)).status, url).toBe(200);
      expect((await get(app, avatarUrl.replace(/480\.webp$/, 'original.jpg'))).status).toBe(404);

      const profile = (action: 'hide' | 'approve') =>
        fetch(`${app.url}/api/moderation/items/profiles/${id}/${action}`, {
          method: 'POST',
          headers: { cookie: organizerCookie, 'content-type': 'application/json' },
          body: JSON.stringify({}),
        });
      expect((await profile('hide')).status).toBe(200);
      for (const url of urls) expect((await get(app, url)).status, url).toBe(404);
      expect((await profile('approve')).status).toBe(200);
      for (const url of urls) expect((await get(app, url)).status, url).toBe(200);
    });

    it('lets phones keep a photo only until they ask again: no "immutable", no 30-day cache', async () => {
      const photo = await phone.shareOk(jpeg);
      const response = await get(app, photo.url);
      expect(response.status).toBe(200);
      const cacheControl = response.headers.get('cache-control') ?? '';
      expect(cacheControl).not.toMatch(/immutable/);
      expect(cacheControl).toMatch(/no-cache/);
    });
  });
}
