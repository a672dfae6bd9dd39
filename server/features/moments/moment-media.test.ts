import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GALLERY_MESSAGES } from '../../../protocol/gallery';
import {
  AUTHOR_TOKEN_HEADER,
  MOMENT_MEDIA_MESSAGES,
  type CreatedMoment,
  type Moment,
} from '../../../protocol/moments';
import { nextEvent, subscribe } from '../../test/harness';
import { useTestApp } from '../../test/fixtures';
import { GuestPhone, hasGpsIfd, phoneJpeg, storedFiles } from '../gallery/test-support';
import { MomentModel } from './model';

// Photo and GIF moments through the gallery's pipeline, on the local-disk store and the real
// database: the same presign → PUT as the gallery, then the moment names its upload.
const dataDir = mkdtempSync(path.join(tmpdir(), 'moment-media-'));

const app = useTestApp({ DATA_DIR: dataDir, WRITE_LIMIT_PER_DEVICE: '1000' });
beforeAll(async () => {
  await subscribe(app.sockets[0], 'moments');
});
afterAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
});

async function uploaded(phone: GuestPhone, body: Buffer, contentType: string): Promise<string> {
  const upload = await phone.presign(contentType, body.length);
  expect((await phone.put(upload, body)).status).toBe(200);
  return upload.uploadURL;
}

function postMoment(phone: GuestPhone, body: Record<string, unknown>) {
  return phone.request('/api/live-wedding-moments', {
    method: 'POST',
    body: { guestName: 'Ana', content: 'The first dance!', ...body },
  });
}

async function animatedGif(): Promise<Buffer> {
  const frames = await Promise.all(
    ['#c02040', '#2040c0', '#20a040'].map((background) =>
      sharp({ create: { width: 320, height: 240, channels: 3, background } })
        .raw()
        .toBuffer(),
    ),
  );
  return sharp(Buffer.concat(frames), {
    raw: { width: 320, height: 240 * 3, channels: 3, pageHeight: 240 },
  })
    .gif({ delay: [120, 120, 120], loop: 0 })
    .toBuffer();
}

describe('photo and GIF moments through the photo pipeline', { timeout: 90_000 }, () => {
  it('a photo moment: checked, upright, without GPS, renditions stored and pushed', async () => {
    const phone = new GuestPhone(app.url);
    const uploadURL = await uploaded(phone, await phoneJpeg(1200, 800), 'image/jpeg');
    const pushed = nextEvent(app.sockets[0], 'moment:created');
    const response = await postMoment(phone, { momentType: 'photo', mediaUploadURL: uploadURL });
    expect(response.status, await response.clone().text()).toBe(201);
    const created = (await response.json()) as CreatedMoment;

    // Sideways 1200×800 with orientation 6 is an upright 800×1200 picture.
    expect(created.media).toEqual({
      thumbUrl: expect.stringMatching(/^\/uploads\/photos\/.+\/480\.webp$/),
      width: 800,
      height: 1200,
      animated: false,
    });
    expect(created.mediaUrl).toMatch(/^\/uploads\/photos\/.+\/1600\.webp$/);
    expect((await pushed).mediaUrl).toBe(created.mediaUrl);

    const large = Buffer.from(await (await fetch(`${app.url}${created.mediaUrl}`)).arrayBuffer());
    const largeMeta = await sharp(large).metadata();
    expect(largeMeta).toMatchObject({ format: 'webp', width: 800, height: 1200 });
    expect(largeMeta.exif).toBeUndefined();
    const thumb = await fetch(`${app.url}${created.media!.thumbUrl}`);
    const thumbMeta = await sharp(Buffer.from(await thumb.arrayBuffer())).metadata();
    expect([thumbMeta.width, thumbMeta.height]).toEqual([320, 480]);

    // The kept original has no GPS either, and the incoming upload is gone.
    const files = storedFiles(dataDir);
    expect(files.some((file) => file.startsWith('incoming'))).toBe(false);
    const original = files.find((file) => /\/original\.jpg$/.test(file))!;
    const originalMeta = await sharp(path.join(dataDir, 'uploads', original)).metadata();
    expect(hasGpsIfd(originalMeta.exif)).toBe(false);

    const list = (await (
      await phone.request('/api/live-wedding-moments', { method: 'GET' })
    ).json()) as Moment[];
    expect(list.find((moment) => moment.id === created.id)?.media).toEqual(created.media);

    // Deleting the moment deletes its files.
    const removed = await fetch(`${app.url}/api/live-wedding-moments/${created.id}`, {
      method: 'DELETE',
      headers: {
        [AUTHOR_TOKEN_HEADER]: created.authorToken,
        'x-device-id': await phone.identity(),
      },
    });
    expect(removed.status).toBe(200);
    expect((await fetch(`${app.url}${created.mediaUrl}`)).status).toBe(404);
    expect(
      storedFiles(dataDir).filter((file) => file.includes(created.mediaUrl!.split('/')[3]!)),
    ).toEqual([]);
  });

  it("refuses a picture or video from another website, while this site's upload works", async () => {
    const phone = new GuestPhone(app.url);
    const before = await MomentModel.countDocuments();
    const pushed = nextEvent(app.sockets[0], 'moment:created');
    for (const momentType of ['photo', 'video', 'gif'] as const) {
      const refused = await postMoment(phone, {
        momentType,
        mediaUrl: 'https://evil.example/x.jpg',
      });
      expect(refused.status).toBe(400);
      expect(await refused.text()).toContain(MOMENT_MEDIA_MESSAGES.notFromThisSite);
    }
    // A lookalike of this site's own upload path is a link all the same.
    const lookalike = await postMoment(phone, {
      momentType: 'photo',
      mediaUrl: `${app.url}/uploads/photos/x/1600.webp`,
    });
    expect(lookalike.status).toBe(400);
    expect(await MomentModel.countDocuments()).toBe(before);

    const good = await postMoment(phone, {
      momentType: 'photo',
      mediaUploadURL: await uploaded(phone, await phoneJpeg(400, 300), 'image/jpeg'),
    });
    expect(good.status).toBe(201);
    // The first moment pushed is the good one: none of the refused ones reached a screen.
    expect((await pushed).id).toBe(((await good.json()) as CreatedMoment).id);
  });

  it('no longer shows a link stored before links were refused', async () => {
    const old = await MomentModel.create({
      guestName: 'Old',
      content: 'From before',
      momentType: 'photo',
      mediaUrl: 'https://evil.example/tracker.jpg',
      isPublic: true,
      likes: 0,
    });
    const list = (await (await fetch(`${app.url}/api/live-wedding-moments`)).json()) as Moment[];
    const shown = list.find((moment) => moment.id === old._id.toString());
    expect(shown).toBeDefined();
    expect(shown!.mediaUrl).toBeUndefined();
    expect(JSON.stringify(list)).not.toContain('evil.example');
  });

  it('a GIF moment stays animated', async () => {
    const phone = new GuestPhone(app.url);
    const uploadURL = await uploaded(phone, await animatedGif(), 'image/gif');
    const response = await postMoment(phone, { momentType: 'gif', mediaUploadURL: uploadURL });
    expect(response.status, await response.clone().text()).toBe(201);
    const created = (await response.json()) as CreatedMoment;
    expect(created.media).toMatchObject({ width: 320, height: 240, animated: true });
    const shown = Buffer.from(await (await fetch(`${app.url}${created.mediaUrl}`)).arrayBuffer());
    expect(await sharp(shown, { animated: true }).metadata()).toMatchObject({
      format: 'webp',
      pages: 3,
    });
  });

  it('a hidden moment’s picture stops being served at once, and is served again once approved', async () => {
    const phone = new GuestPhone(app.url);
    const uploadURL = await uploaded(phone, await phoneJpeg(900, 600), 'image/jpeg');
    const response = await postMoment(phone, { momentType: 'photo', mediaUploadURL: uploadURL });
    expect(response.status, await response.clone().text()).toBe(201);
    const created = (await response.json()) as CreatedMoment;
    const urls = [created.mediaUrl!, created.media!.thumbUrl];
    for (const url of urls) expect((await fetch(`${app.url}${url}`)).status).toBe(200);

    const cookie = await app.organizerCookie();
    const moderate = (action: 'hide' | 'approve') =>
      fetch(`${app.url}/api/moderation/items/moments/${created.id}/${action}`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ by: 'Ana' }),
      });
    expect((await moderate('hide')).status).toBe(200);
    for (const url of urls) expect((await fetch(`${app.url}${url}`)).status, url).toBe(404);

    expect((await moderate('approve')).status).toBe(200);
    for (const url of urls) {
      const served = await fetch(`${app.url}${url}`);
      expect(served.status, url).toBe(200);
      expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).format).toBe('webp');
    }
  });

  it('refuses what the gallery refuses, and stores nothing', async () => {
    const phone = new GuestPhone(app.url);
    const before = await MomentModel.countDocuments();

    const text = Buffer.from('not a photo at all, just text named photo.jpg');
    const fake = await postMoment(phone, {
      momentType: 'photo',
      mediaUploadURL: await uploaded(phone, text, 'image/jpeg'),
    });
    expect(fake.status).toBe(415);

    const stranger = new GuestPhone(app.url);
    const someoneElses = await postMoment(stranger, {
      momentType: 'photo',
      mediaUploadURL: await uploaded(phone, await phoneJpeg(), 'image/jpeg'),
    });
    expect(someoneElses.status).toBe(403);
    expect(((await someoneElses.json()) as { message: string }).message).toBe(
      GALLERY_MESSAGES.otherDevice,
    );

    const jpegURL = await uploaded(phone, await phoneJpeg(), 'image/jpeg');
    const forVideo = await postMoment(phone, { momentType: 'video', mediaUploadURL: jpegURL });
    // A video moment takes the video path, which leaves a picture's upload unclaimed.
    expect(forVideo.status).toBe(415);
    expect(await forVideo.text()).toContain(MOMENT_MEDIA_MESSAGES.notAVideoUpload);
    const both = await postMoment(phone, {
      momentType: 'photo',
      mediaUploadURL: jpegURL,
      mediaUrl: 'https://example.com/cake.jpg',
    });
    expect(both.status).toBe(400);
    expect(await both.text()).toContain(MOMENT_MEDIA_MESSAGES.notFromThisSite);

    expect(await MomentModel.countDocuments()).toBe(before);
    // The refused file was deleted; only the upload no moment claimed yet waits (the sweep's).
    expect(storedFiles(dataDir).filter((file) => file.startsWith('incoming'))).toHaveLength(2);
  });
});
