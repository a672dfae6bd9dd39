import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { GUESTBOOK_MESSAGES, guestBookEntrySchema } from '../../../protocol/guestbook';
import { nextEvent, recordEvents, subscribe } from '../../test/harness';
import { useTestApp } from '../../test/fixtures';
import { GuestPhone, hasGpsIfd, phoneJpeg } from '../gallery/test-support';
import { signedInGuest } from '../guests/test-support';
import sharp from 'sharp';
import { GuestBookEntryModel } from './model';

const dataDir = mkdtempSync(path.join(tmpdir(), 'guestbook-'));
const app = useTestApp({ DATA_DIR: dataDir });
beforeAll(async () => {
  await Promise.all(app.sockets.map((socket) => subscribe(socket, 'guestbook')));
});
afterAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await GuestBookEntryModel.deleteMany({});
});

const postEntry = (body: unknown, cookie?: string) =>
  fetch(`${app.url}/api/guest-book`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });

const getEntries = async () => {
  const response = await fetch(`${app.url}/api/guest-book`);
  expect(response.status).toBe(200);
  return z.array(guestBookEntrySchema).parse(await response.json());
};

const valid = {
  guestName: 'Lucía Fernández',
  email: 'lucia@example.com',
  message: 'Wishing you a lifetime of joy!',
};

describe('POST /api/guest-book', () => {
  it('stores the entry and pushes it to every guest on the topic, without the e-mail', async () => {
    const pushes = app.sockets.map((socket) => nextEvent(socket, 'guestbook:entry-added'));
    const response = await postEntry(valid);
    expect(response.status).toBe(201);
    const created = guestBookEntrySchema.parse(await response.json());
    expect(created).toMatchObject({
      guestName: 'Lucía Fernández',
      message: valid.message,
      isApproved: true,
    });

    for (const payload of await Promise.all(pushes)) {
      expect(guestBookEntrySchema.parse(payload)).toEqual(created);
      expect(JSON.stringify(payload)).not.toContain('lucia@example.com');
    }
    expect(await GuestBookEntryModel.findById(created.id).lean()).toMatchObject({
      email: 'lucia@example.com',
    });
  });

  it.each([
    [{ ...valid, guestName: 'L' }, GUESTBOOK_MESSAGES.nameTooShort],
    [{ ...valid, guestName: 'L'.repeat(51) }, GUESTBOOK_MESSAGES.nameTooLong],
    [{ ...valid, email: 'lucia@' }, GUESTBOOK_MESSAGES.emailInvalid],
    [{ ...valid, message: 'Congrats!' }, GUESTBOOK_MESSAGES.messageTooShort],
    [{ ...valid, message: 'x'.repeat(1001) }, GUESTBOOK_MESSAGES.messageTooLong],
    [{ ...valid, photoUrl: 'not a url' }, GUESTBOOK_MESSAGES.photoNotFromThisSite],
    [{ ...valid, photoUrl: 'https://evil.example/x.jpg' }, GUESTBOOK_MESSAGES.photoNotFromThisSite],
    [{ ...valid, guestName: { $ne: null } }, GUESTBOOK_MESSAGES.nameTooShort],
  ])(
    'refuses %j with a 400 and its message, storing and pushing nothing',
    async (body, message) => {
      const pushed = recordEvents(app.sockets[0], 'guestbook:entry-added');
      const response = await postEntry(body);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message).toBe(message);
      expect(await GuestBookEntryModel.countDocuments()).toBe(0);
      // A valid entry posted afterwards arrives first, proving the refused one was never pushed.
      const next = nextEvent(app.sockets[0], 'guestbook:entry-added');
      await postEntry(valid);
      await next;
      expect(pushed).toHaveLength(1);
      app.sockets[0].off('guestbook:entry-added');
    },
  );

  it('keeps an entry approved even when the guest asks otherwise', async () => {
    const response = await postEntry({ ...valid, isApproved: false });
    expect(guestBookEntrySchema.parse(await response.json()).isApproved).toBe(true);
  });
});

describe('a photo with an entry', () => {
  const postFrom = async (phone: GuestPhone, body: unknown) =>
    phone.request('/api/guest-book', { method: 'POST', body });

  it("takes this site's upload only: checked, without GPS, shown and pushed", async () => {
    const phone = new GuestPhone(app.url);
    const jpeg = await phoneJpeg(600, 400);
    const upload = await phone.presign('image/jpeg', jpeg.length);
    expect((await phone.put(upload, jpeg)).status).toBe(200);

    const pushed = nextEvent(app.sockets[0], 'guestbook:entry-added');
    const response = await postFrom(phone, { ...valid, photoUploadURL: upload.uploadURL });
    expect(response.status, await response.clone().text()).toBe(201);
    const created = guestBookEntrySchema.parse(await response.json());
    expect(created.photoUrl).toMatch(/^\/uploads\/photos\/.+\/1600\.webp$/);
    expect((await pushed).photoUrl).toBe(created.photoUrl);
    const shown = Buffer.from(await (await fetch(`${app.url}${created.photoUrl}`)).arrayBuffer());
    expect(hasGpsIfd((await sharp(shown).metadata()).exif)).toBe(false);
    expect((await getEntries())[0]?.photoUrl).toBe(created.photoUrl);

    // The same upload cannot be named twice.
    const again = await postFrom(phone, { ...valid, photoUploadURL: upload.uploadURL });
    expect(again.status).toBe(404);
  });

  it('stops serving a hidden entry’s photo at once, and serves it again when approved', async () => {
    const phone = new GuestPhone(app.url);
    const jpeg = await phoneJpeg(600, 400);
    const upload = await phone.presign('image/jpeg', jpeg.length);
    expect((await phone.put(upload, jpeg)).status).toBe(200);
    const response = await postFrom(phone, { ...valid, photoUploadURL: upload.uploadURL });
    const created = guestBookEntrySchema.parse(await response.json());
    const photo = `${app.url}${created.photoUrl}`;
    expect((await fetch(photo)).status).toBe(200);
    const cookie = await app.organizerCookie();
    const act = (action: string) =>
      fetch(`${app.url}/api/moderation/items/guestbook/${created.id}${action}`, {
        method: action ? 'POST' : 'DELETE',
        headers: { cookie },
      });

    expect((await act('/hide')).status).toBe(200);
    expect((await fetch(photo)).status).toBe(404);
    expect((await act('/approve')).status).toBe(200);
    expect((await fetch(photo)).status).toBe(200);
    expect((await act('')).status).toBe(200);
    expect((await fetch(photo)).status).toBe(404);
  });

  it('refuses a link to a picture elsewhere, and no longer shows one stored before', async () => {
    const phone = new GuestPhone(app.url);
    const pushed = nextEvent(app.sockets[0], 'guestbook:entry-added');
    const refused = await postFrom(phone, { ...valid, photoUrl: 'https://evil.example/x.jpg' });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toBe(
      GUESTBOOK_MESSAGES.photoNotFromThisSite,
    );
    expect(await GuestBookEntryModel.countDocuments()).toBe(0);
    const ok = guestBookEntrySchema.parse(await (await postFrom(phone, valid)).json());
    expect((await pushed).id).toBe(ok.id);

    await GuestBookEntryModel.create({ ...valid, photoUrl: 'https://evil.example/old.jpg' });
    const entries = await getEntries();
    expect(entries).toHaveLength(2);
    expect(JSON.stringify(entries)).not.toContain('evil.example');
  });
});

describe('the name on an entry', () => {
  it('is a signed-in guest’s own, whatever the form says; others keep the name they typed', async () => {
    const ana = await signedInGuest(app.url, { firstName: 'Ana', lastName: 'Garcia' });
    const pushed = nextEvent(app.sockets[1], 'guestbook:entry-added');
    const signed = await postEntry({ ...valid, guestName: 'Mother of the Bride' }, ana.cookie);
    expect(signed.status).toBe(201);
    expect(guestBookEntrySchema.parse(await signed.json()).guestName).toBe('Ana Garcia');
    expect((await pushed).guestName).toBe('Ana Garcia');

    expect((await postEntry({ ...valid, guestName: 'Cousin Ben' })).status).toBe(201);
    expect((await getEntries()).map((entry) => entry.guestName).sort()).toEqual([
      'Ana Garcia',
      'Cousin Ben',
    ]);
  });
});

describe('GET /api/guest-book', () => {
  it('lists approved entries newest first', async () => {
    await postEntry({ ...valid, guestName: 'First Guest' });
    await postEntry({ ...valid, guestName: 'Second Guest' });
    await GuestBookEntryModel.create({
      guestName: 'Hidden Guest',
      message: 'Held back by the couple',
      status: 'pending',
    });
    expect((await getEntries()).map((entry) => entry.guestName)).toEqual([
      'Second Guest',
      'First Guest',
    ]);
  });
});
