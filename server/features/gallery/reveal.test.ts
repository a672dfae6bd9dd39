import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { GalleryPhoto } from '../../../protocol/gallery';
import type { MyGallery, RevealSettings, RevealState } from '../../../protocol/gallery-reveal';
import type { ErrorBody } from '../../../protocol/http';
import {
  eventsDelivered,
  json,
  recordEvents,
  subscribe,
  type TestSocket,
} from '../../test/harness';
import { useTestApp } from '../../test/fixtures';
import { saveModerationPolicy } from '../moderation/policy';
import { GuestPhone, phoneJpeg } from './test-support';

const dataDir = mkdtempSync(path.join(tmpdir(), 'gallery-reveal-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const app = useTestApp({ DATA_DIR: dataDir }, { organizer: true, timeout: 60_000 });

/** The next `gallery:reveal` push that says what `wanted` looks for. */
function revealWhere(socket: TestSocket, wanted: (state: RevealState) => boolean, ms = 10_000) {
  return new Promise<RevealState>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no matching gallery:reveal in ${ms} ms`)), ms);
    const listener = (state: RevealState) => {
      if (!wanted(state)) return;
      clearTimeout(timer);
      socket.off('gallery:reveal', listener);
      resolve(state);
    };
    socket.on('gallery:reveal', listener);
  });
}

async function saveReveal(body: Partial<RevealSettings>, cookie = app.organizer) {
  return fetch(`${app.url}/api/admin/gallery/reveal`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
  });
}

const guestList = async () => json<GalleryPhoto[]>(await fetch(`${app.url}/api/gallery-photos`));
const revealState = async () => json<RevealState>(await fetch(`${app.url}/api/gallery/reveal`));
const mine = async (phone: GuestPhone) =>
  json<MyGallery>(await phone.request('/api/gallery/mine', { method: 'GET' }));

describe('the reveal (disposable-camera mode)', { timeout: 90_000 }, () => {
  let jpeg: Buffer;
  beforeAll(async () => {
    jpeg = await phoneJpeg(400, 300);
    await subscribe(app.sockets[0], 'gallery');
    await subscribe(app.sockets[1], 'gallery');
  });
  beforeEach(async () => {
    await saveModerationPolicy({ photos: 'publish' });
    expect((await saveReveal({ revealAt: null, shotsPerGuest: null })).status).toBe(200);
  });

  it('keeps photos from every screen but their own phone until the reveal, and counts them', async () => {
    const later = new Date(Date.now() + 3_600_000).toISOString();
    expect(await json(await saveReveal({ revealAt: later }))).toEqual({
      revealAt: later,
      shotsPerGuest: null,
    });
    const [socket] = app.sockets;
    const added = recordEvents(socket, 'gallery:photo-added');
    const counted = revealWhere(socket, (state) => state.hidden && state.waiting === 1);

    const ana = new GuestPhone(app.url);
    const photo = await ana.shareOk(jpeg);
    expect(photo.status).toBe('published');
    expect(await counted).toMatchObject({ hidden: true, revealAt: later, waiting: 1 });

    expect(await guestList()).toEqual([]);
    expect(await revealState()).toEqual({
      hidden: true,
      revealAt: later,
      waiting: 1,
      shotsPerGuest: null,
    });
    expect((await mine(ana)).photos.map((own) => own.id)).toEqual([photo.id]);
    expect((await mine(new GuestPhone(app.url))).photos).toEqual([]);
    await eventsDelivered(app, socket);
    expect(added).toEqual([]);
  });

  it('pushes the gallery open to every screen at the reveal time', async () => {
    expect(
      (await saveReveal({ revealAt: new Date(Date.now() + 3_600_000).toISOString() })).status,
    ).toBe(200);
    const photo = await new GuestPhone(app.url).shareOk(jpeg);
    expect(await guestList()).toEqual([]);

    const soon = new Date(Date.now() + 1_500).toISOString();
    const opened = app.sockets.map((socket) => revealWhere(socket, (state) => !state.hidden));
    expect((await saveReveal({ revealAt: soon })).status).toBe(200);
    const states = await Promise.all(opened);
    for (const state of states) expect(state).toEqual({ ...state, hidden: false, waiting: 0 });
    expect((await guestList()).map((shown) => shown.id)).toContain(photo.id);
  });

  it('opens at once with "reveal now", and a new photo is pushed as before', async () => {
    expect(
      (await saveReveal({ revealAt: new Date(Date.now() + 3_600_000).toISOString() })).status,
    ).toBe(200);
    const [socket] = app.sockets;
    const opened = revealWhere(socket, (state) => !state.hidden);
    expect((await saveReveal({ revealAt: new Date().toISOString() })).status).toBe(200);
    await opened;
    const pushed = new Promise<GalleryPhoto>((resolve) =>
      socket.once('gallery:photo-added', resolve),
    );
    const photo = await new GuestPhone(app.url).shareOk(jpeg);
    expect((await pushed).id).toBe(photo.id);
  });

  it('gives each phone its shots, and refuses one more with a clear message', async () => {
    expect((await saveReveal({ shotsPerGuest: 2 })).status).toBe(200);
    const ana = new GuestPhone(app.url);
    expect((await mine(ana)).shotsLeft).toBe(2);
    await ana.shareOk(jpeg);
    expect((await mine(ana)).shotsLeft).toBe(1);
    await ana.shareOk(jpeg);

    const { confirmed } = await ana.share(jpeg);
    expect(confirmed.status).toBe(409);
    expect(await json<ErrorBody>(confirmed)).toMatchObject({
      code: 'gallery-reveal.noShotsLeft',
      params: { count: 2 },
      message: 'You have used all your 2 shots. The gallery opens at the reveal.',
    });
    expect(await mine(ana)).toMatchObject({ shotsLeft: 0 });
    expect((await mine(ana)).photos).toHaveLength(2);
  });

  it('lets only the shots there are through when a phone confirms several at once', async () => {
    expect((await saveReveal({ shotsPerGuest: 2 })).status).toBe(200);
    const ben = new GuestPhone(app.url);
    const uploads = await Promise.all([1, 2, 3].map(() => ben.presign('image/jpeg', jpeg.length)));
    for (const upload of uploads) expect((await ben.put(upload, jpeg)).status).toBe(200);
    const answers = await Promise.all(uploads.map((upload) => ben.confirm(upload.uploadURL)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 409]);
    expect((await mine(ben)).photos).toHaveLength(2);
  });

  it('is the organizers’ to set, and refuses settings out of range', async () => {
    const guest = new GuestPhone(app.url);
    const byGuest = await guest.request('/api/admin/gallery/reveal', {
      method: 'PUT',
      body: { shotsPerGuest: 1 },
    });
    expect(byGuest.status).toBe(401);

    const zero = await saveReveal({ shotsPerGuest: 0 });
    expect(zero.status).toBe(400);
    expect(await json<ErrorBody>(zero)).toMatchObject({
      issues: [expect.objectContaining({ code: 'gallery-reveal.shotsRange' })],
    });
    const notADate = await saveReveal({ revealAt: 'tomorrow' });
    expect(notADate.status).toBe(400);
    expect(
      await json<RevealSettings>(
        await fetch(`${app.url}/api/admin/gallery/reveal`, {
          headers: { cookie: app.organizer },
        }),
      ),
    ).toEqual({ revealAt: null, shotsPerGuest: null });
  });
});
