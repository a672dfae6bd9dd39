import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import type { AddedPhoto, GalleryPhoto } from '../../../protocol/gallery';
import type { MyGallery } from '../../../protocol/gallery-reveal';
import type { GuestBookEntry } from '../../../protocol/guestbook';
import type { PostVideo } from '../../../protocol/post-video';
import type { TimelineParticipation } from '../../../protocol/timeline';
import { VIDEO_MESSAGES } from '../../../protocol/video';
import { useTestApp } from '../../test/fixtures';
import { nextEvent, recordEvents, subscribe, type TestSocket } from '../../test/harness';
import { caller } from '../moderation/test-support';
import { saveModerationPolicy } from '../moderation/policy';
import { GalleryPhotoModel } from './model';
import { GuestPhone, storedFiles } from './test-support';
import { testClip, testFfmpeg, uploadVideo } from './video-test-support';

// Videos beyond moments, end to end: the real app on the local-disk store, the real job runner,
// the system's ffmpeg and real sockets. The uploading phone alone hears how its video is coming
// along (`my-videos`, its device's segment); everyone else hears of it once it is published.
const run = promisify(execFile);
const dataDir = mkdtempSync(path.join(tmpdir(), 'video-posts-'));
const clipDir = mkdtempSync(path.join(tmpdir(), 'video-post-clips-'));
const app = useTestApp({ DATA_DIR: dataDir, WRITE_LIMIT_PER_DEVICE: '1000' }, { timeout: 60_000 });
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(clipDir, { recursive: true, force: true });
});

let clipCount = 0;
/** A one-second 160 × 120 clip: the machine is shared. */
const clip = () => testClip(clipDir, `clip-${++clipCount}.mp4`, { width: 160, height: 120 });

/** A phone, and a socket of that same device following `topics` and its own videos. */
async function phoneWithSocket(...topics: Parameters<typeof subscribe>[1][]) {
  const phone = new GuestPhone(app.url);
  const socket = await app.connect({ deviceId: phone.deviceId });
  await subscribe(socket, 'my-videos', ...topics);
  const heard = {
    progress: recordEvents(socket, 'video:progress'),
    ready: recordEvents(socket, 'video:ready'),
    failed: recordEvents(socket, 'video:failed'),
  };
  return { phone, socket, heard };
}

/** Everything a socket had been sent before this: the ack follows earlier pushes in order. */
const drained = (socket: TestSocket) => subscribe(socket, 'my-videos');

async function expectH264(video: PostVideo): Promise<void> {
  const response = await fetch(new URL(video.url, app.url));
  expect(response.status).toBe(200);
  const file = path.join(clipDir, `served-${++clipCount}.mp4`);
  writeFileSync(file, Buffer.from(await response.arrayBuffer()));
  const { stdout } = await run(testFfmpeg.ffprobe, [
    ...['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'stream=codec_name'],
    ...['-of', 'csv=p=0', file],
  ]);
  expect(stdout.trim()).toBe('h264');
  expect((await fetch(new URL(video.posterUrl, app.url))).status).toBe(200);
}

const status = async (url: string) => (await fetch(new URL(url, app.url))).status;

/** The stored files of a made video's folder (MP4, poster renditions, private copies). */
const filesOf = (video: PostVideo) => {
  const folder = video.url.split('/').at(-2)!;
  return storedFiles(dataDir).filter((file) => file.includes(folder));
};

/** An organizer's action from the moderation queue. */
async function moderate(kind: string, id: string, action: 'approve' | 'hide' | 'delete') {
  const cookie = await app.organizerCookie();
  const url = `/api/moderation/items/${kind}/${id}`;
  const response =
    action === 'delete'
      ? await caller(app)(url, { method: 'DELETE', cookie })
      : await caller(app)(`${url}/${action}`, { method: 'POST', cookie, body: {} });
  expect(response.status).toBe(200);
}

async function json<T>(response: Response, expected: number): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(expected);
  return (await response.json()) as T;
}

function shareToGallery(phone: GuestPhone, uploadURL: string, caption = 'First dance') {
  return phone.request('/api/guest-photos', {
    method: 'PUT',
    body: { photoURL: uploadURL, guestName: 'Ana', caption },
  });
}

const mine = async (phone: GuestPhone) =>
  (await json<MyGallery>(await phone.request('/api/gallery/mine', { method: 'GET' }), 200)).photos;

describe('videos beyond moments', { timeout: 180_000 }, () => {
  it('a gallery video: progress and ready to its phone alone, then published to everyone', async () => {
    const author = await phoneWithSocket();
    const other = await phoneWithSocket('gallery');
    const { uploadURL, key } = await uploadVideo(author.phone, await clip());
    const ready = nextEvent(author.socket, 'video:ready', 90_000);
    const published = nextEvent(other.socket, 'gallery:photo-added', 90_000);
    const added = await json<AddedPhoto>(await shareToGallery(author.phone, uploadURL), 201);
    expect(added).toMatchObject({ processing: true, status: 'published' });

    // Only its author's device lists it while it is made.
    expect((await mine(author.phone)).find((p) => p.id === added.id)).toMatchObject({
      processing: true,
    });
    const everyone = await json<GalleryPhoto[]>(
      await other.phone.request('/api/gallery-photos', { method: 'GET' }),
      200,
    );
    expect(everyone.some((p) => p.id === added.id)).toBe(false);

    expect(await ready).toEqual({ kind: 'gallery', id: added.id });
    expect(author.heard.progress.length).toBeGreaterThan(0);
    expect(author.heard.progress.every((p) => p.id === added.id && p.percent < 100)).toBe(true);
    const shown = await published;
    expect(shown).toMatchObject({ id: added.id, caption: 'First dance' });
    expect(shown.processing).toBeUndefined();
    await expectH264(shown.video!);
    expect(shown.video!.posterUrl).toBe(shown.url);
    expect(storedFiles(dataDir)).not.toContain(key);

    // The other phone never heard of the video being made.
    await drained(other.socket);
    expect([...other.heard.progress, ...other.heard.ready, ...other.heard.failed]).toEqual([]);
  });

  it('a file that is no video: its phone hears why and lists it failed, its upload gone', async () => {
    const { phone, socket } = await phoneWithSocket();
    const failed = nextEvent(socket, 'video:failed', 90_000);
    const text = Buffer.from('not a video at all\n'.repeat(50));
    const { uploadURL, key } = await uploadVideo(phone, text);
    const added = await json<AddedPhoto>(await shareToGallery(phone, uploadURL), 201);
    const failure = { code: 'video.notAVideo', message: VIDEO_MESSAGES.notAVideo };
    expect(await failed).toEqual({ kind: 'gallery', id: added.id, failure });
    expect((await mine(phone)).find((p) => p.id === added.id)).toMatchObject({
      videoFailure: failure,
    });
    expect(storedFiles(dataDir)).not.toContain(key);
  });

  it('a hidden gallery video stops being served; deleted, every file goes', async () => {
    const { phone, socket } = await phoneWithSocket();
    const ready = nextEvent(socket, 'video:ready', 90_000);
    const { uploadURL } = await uploadVideo(phone, await clip());
    const added = await json<AddedPhoto>(await shareToGallery(phone, uploadURL), 201);
    await ready;
    const video = (await mine(phone)).find((p) => p.id === added.id)!.video!;
    await moderate('photos', added.id, 'hide');
    expect(await status(video.url)).toBe(404);
    expect(await status(video.posterUrl)).toBe(404);
    await moderate('photos', added.id, 'approve');
    expect(await status(video.url)).toBe(200);

    expect(filesOf(video).length).toBeGreaterThan(3);
    const cookie = await app.organizerCookie();
    const removed = await caller(app)(`/api/gallery-photos/${added.id}`, {
      method: 'DELETE',
      cookie,
    });
    expect(removed.status).toBe(200);
    expect(filesOf(video)).toEqual([]);
    expect(await GalleryPhotoModel.exists({ _id: added.id })).toBeNull();
  });

  it('while the gallery waits for its reveal, a made video is its phone’s alone', async () => {
    const api = caller(app);
    const cookie = await app.organizerCookie();
    const revealAt = new Date(Date.now() + 3_600_000).toISOString();
    const reveal = (body: unknown) =>
      api('/api/admin/gallery/reveal', { method: 'PUT', cookie, body });
    expect((await reveal({ revealAt })).status).toBe(200);
    try {
      const { phone, socket } = await phoneWithSocket();
      const ready = nextEvent(socket, 'video:ready', 90_000);
      const { uploadURL } = await uploadVideo(phone, await clip());
      const added = await json<AddedPhoto>(await shareToGallery(phone, uploadURL), 201);
      await ready;
      expect((await mine(phone)).find((p) => p.id === added.id)?.video).toBeTruthy();
      const everyone = await json<GalleryPhoto[]>(
        await new GuestPhone(app.url).request('/api/gallery-photos', { method: 'GET' }),
        200,
      );
      expect(everyone).toEqual([]);
    } finally {
      await reveal({ revealAt: null });
    }
  });

  it('a guest book video, reviewed first: queued with its video, then approved and pushed', async () => {
    await saveModerationPolicy({ guestbook: 'review' });
    try {
      const organizer = await app.connect({ cookie: await app.organizerCookie() });
      await subscribe(organizer, 'moderation');
      const { phone, socket } = await phoneWithSocket('guestbook');
      const queued = nextEvent(organizer, 'moderation:item', 90_000);
      const { uploadURL } = await uploadVideo(phone, await clip());
      const entry = await json<GuestBookEntry>(
        await phone.request('/api/guest-book', {
          method: 'POST',
          body: { guestName: 'Luis', message: 'A video for you both!', photoUploadURL: uploadURL },
        }),
        201,
      );
      expect(entry).toMatchObject({ processing: true, isApproved: false });
      const item = await queued;
      expect(item).toMatchObject({ kind: 'guestbook', id: entry.id, status: 'pending' });
      await expectH264(item.video!);

      const pushed = nextEvent(socket, 'guestbook:entry-added', 30_000);
      await moderate('guestbook', entry.id, 'approve');
      const shown = await pushed;
      expect(shown).toMatchObject({ id: entry.id, isApproved: true });
      expect(shown.video?.posterUrl).toBe(shown.photoUrl);
      await moderate('guestbook', entry.id, 'hide');
      expect(await status(shown.video!.url)).toBe(404);
      await moderate('guestbook', entry.id, 'delete');
      expect(filesOf(shown.video!)).toEqual([]);
    } finally {
      await saveModerationPolicy({ guestbook: 'publish' });
    }
  });

  it('a timeline video: published with photo.video, on the timeline and in the gallery', async () => {
    const cookie = await app.organizerCookie();
    const created = await caller(app)('/api/timeline/events', {
      method: 'POST',
      cookie,
      body: { title: 'First Dance', time: '21:00', isInteractive: true, allowPhotoUploads: true },
    });
    expect(created.status).toBe(201);
    const event = created.body as unknown as { id: string };
    const { phone, socket } = await phoneWithSocket();
    const watcher = await app.connect();
    await subscribe(watcher, 'timeline', 'gallery');
    const onTimeline = nextEvent(watcher, 'timeline:participation', 90_000);
    const inGallery = nextEvent(watcher, 'gallery:photo-added', 90_000);
    const ready = nextEvent(socket, 'video:ready', 90_000);
    const { uploadURL } = await uploadVideo(phone, await clip());
    const posted = await json<TimelineParticipation>(
      await phone.request(`/api/timeline/${event.id}/participate`, {
        method: 'POST',
        body: {
          guestName: 'Eva',
          participationType: 'photo',
          content: 'Look!',
          photoUploadURL: uploadURL,
        },
      }),
      201,
    );
    expect(posted).toMatchObject({ processing: true, participationType: 'photo' });
    expect(posted.photo).toBeUndefined();
    expect(await ready).toEqual({ kind: 'timeline', id: posted.id });
    const shown = await onTimeline;
    expect(shown.id).toBe(posted.id);
    await expectH264(shown.photo!.video!);
    expect((await inGallery).video?.url).toBe(shown.photo!.video!.url);
    await moderate('timeline', posted.id, 'hide');
    expect(await status(shown.photo!.video!.url)).toBe(404);
    await moderate('timeline', posted.id, 'delete');
    expect(filesOf(shown.photo!.video!)).toEqual([]);
    await caller(app)(`/api/timeline/events/${event.id}`, { method: 'DELETE', cookie });
  });
});
