import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTHOR_TOKEN_HEADER, type CreatedMoment, type Moment } from '../../../protocol/moments';
import { VIDEO_MESSAGES } from '../../../protocol/video';
import type { ClipSpec } from '../../lib/video/test-clips';
import { useTestApp } from '../../test/fixtures';
import { nextEvent, startTestApp, subscribe, type TestApp } from '../../test/harness';
import { GuestPhone, storedFiles } from '../gallery/test-support';
import { postVideoMoment, testClip, testFfmpeg, uploadVideo } from '../gallery/video-test-support';
import { caller } from '../moderation/test-support';
import { saveModerationPolicy } from '../moderation/policy';
import { MomentModel } from './model';

// Video moments end to end: the real app on the local-disk store, the real job runner and the
// system's ffmpeg. A clip goes up in parts as the browser's uploader sends it, the moment answers
// `processing`, and a real socket hears `moment:created` once the MP4 is made.
const run = promisify(execFile);
const ffmpeg = testFfmpeg;
const dataDir = mkdtempSync(path.join(tmpdir(), 'video-moments-'));
const clipDir = mkdtempSync(path.join(tmpdir(), 'video-moment-clips-'));
const ENV = { DATA_DIR: dataDir, WRITE_LIMIT_PER_DEVICE: '1000' };

const app = useTestApp(ENV, { timeout: 60_000 });
beforeAll(async () => {
  await subscribe(app.sockets[0], 'moments');
});
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(clipDir, { recursive: true, force: true });
});

const clip = (name: string, spec: Partial<ClipSpec> = {}) => testClip(clipDir, name, spec);

async function created(response: Response): Promise<CreatedMoment> {
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as CreatedMoment;
}

/** Waits (polling the database, never a fixed sleep) until the job has left `processing`. */
async function settled(id: string): Promise<void> {
  await expect
    .poll(async () => (await MomentModel.findById(id).lean())?.videoState ?? 'gone', {
      timeout: 60_000,
      interval: 100,
    })
    .not.toBe('processing');
}

async function ffprobe(file: string) {
  const { stdout } = await run(ffmpeg.ffprobe, [
    ...['-v', 'error', '-show_format', '-show_streams', '-of', 'json', file],
  ]);
  return JSON.parse(stdout) as {
    format: { tags?: Record<string, string> };
    streams: { codec_type: string; codec_name: string; tags?: Record<string, string> }[];
  };
}

async function download(url: string): Promise<{ status: number; body: Buffer }> {
  const response = await fetch(new URL(url, app.url));
  return { status: response.status, body: Buffer.from(await response.arrayBuffer()) };
}

async function listOf(phone: GuestPhone): Promise<Moment[]> {
  const response = await phone.request('/api/live-wedding-moments', { method: 'GET' });
  return (await response.json()) as Moment[];
}

describe('video moments', { timeout: 180_000 }, () => {
  it('an H.264 clip: processing for its author, then pushed with a playable MP4 and a poster', async () => {
    const phone = new GuestPhone(app.url);
    const { uploadURL, key } = await uploadVideo(phone, await clip('dance.mp4'));
    const pushed = nextEvent(app.sockets[0], 'moment:created', 90_000);
    const moment = await created(await postVideoMoment(phone, uploadURL));
    expect(moment).toMatchObject({ momentType: 'video', processing: true });
    expect(moment.media).toBeUndefined();

    // Only its author's device sees it while it is made.
    expect((await listOf(phone)).find((m) => m.id === moment.id)).toMatchObject({
      processing: true,
    });
    expect((await listOf(new GuestPhone(app.url))).some((m) => m.id === moment.id)).toBe(false);

    const shown = await pushed;
    expect(shown).toMatchObject({ id: moment.id, momentType: 'video' });
    expect(shown.processing).toBeUndefined();
    const video = shown.media!.video!;
    expect(video.durationSeconds).toBeGreaterThan(0.5);
    expect(shown.media).toMatchObject({ width: 320, height: 240 });

    const mp4 = await download(video.url);
    expect(mp4.status).toBe(200);
    // Phones' players (Safari's above all) fetch a video in byte ranges.
    const ranged = await fetch(new URL(video.url, app.url), { headers: { range: 'bytes=0-99' } });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-type')).toMatch(/^video\/mp4/);
    expect((await ranged.arrayBuffer()).byteLength).toBe(100);
    // Faststart: the index comes before the data.
    expect(mp4.body.indexOf('moov')).toBeLessThan(mp4.body.indexOf('mdat'));
    const saved = path.join(clipDir, 'served.mp4');
    writeFileSync(saved, mp4.body);
    const probed = await ffprobe(saved);
    expect(probed.streams.map((s) => `${s.codec_type}:${s.codec_name}`).sort()).toEqual([
      'audio:aac',
      'video:h264',
    ]);
    expect((await download(video.posterUrl)).status).toBe(200);
    expect((await download(shown.media!.thumbUrl)).status).toBe(200);
    // The held upload is gone.
    expect(storedFiles(dataDir)).not.toContain(key);
    // And everyone's list and figures have it now.
    expect((await listOf(new GuestPhone(app.url))).some((m) => m.id === moment.id)).toBe(true);
  });

  it('an HEVC MOV filmed with a location: the published MP4 has none', async () => {
    const phone = new GuestPhone(app.url);
    const mov = await clip('phone.mov', {
      codec: 'hevc',
      extra: ['-metadata', 'location=+40.4168-003.7038/', '-movflags', 'use_metadata_tags'],
    });
    expect(mov.includes('+40.4168')).toBe(true);
    const { uploadURL } = await uploadVideo(phone, mov, 'video/quicktime');
    const pushed = nextEvent(app.sockets[0], 'moment:created', 90_000);
    const moment = await created(await postVideoMoment(phone, uploadURL));
    const shown = await pushed;
    expect(shown.id).toBe(moment.id);
    const mp4 = await download(shown.media!.video!.url);
    const saved = path.join(clipDir, 'served-hevc.mp4');
    writeFileSync(saved, mp4.body);
    const probed = await ffprobe(saved);
    expect(JSON.stringify(probed.format.tags ?? {})).not.toMatch(/location|40\.4168/i);
    expect(mp4.body.includes('+40.4168')).toBe(false);
    expect(probed.streams.find((s) => s.codec_type === 'video')?.codec_name).toBe('h264');
  });

  it('a text declared video/mp4: the moment fails for its author, nothing is served or kept', async () => {
    const phone = new GuestPhone(app.url);
    const before = storedFiles(dataDir);
    const { uploadURL, key } = await uploadVideo(
      phone,
      Buffer.from('not a video at all\n'.repeat(50)),
    );
    const moment = await created(await postVideoMoment(phone, uploadURL));
    await settled(moment.id);
    const mine = (await listOf(phone)).find((m) => m.id === moment.id);
    expect(mine).toMatchObject({
      videoFailure: { code: 'video.notAVideo', message: VIDEO_MESSAGES.notAVideo },
    });
    expect(mine?.media).toBeUndefined();
    expect((await listOf(new GuestPhone(app.url))).some((m) => m.id === moment.id)).toBe(false);
    expect(storedFiles(dataDir)).not.toContain(key);
    expect(storedFiles(dataDir).filter((file) => !before.includes(file))).toEqual([]);
  });

  it('deleted while processing: never published, its files removed', async () => {
    const phone = new GuestPhone(app.url);
    const { uploadURL } = await uploadVideo(phone, await clip('gone.mp4', { seconds: 3 }));
    const moment = await created(await postVideoMoment(phone, uploadURL, 'Deleted at once'));
    const removed = await fetch(`${app.url}/api/live-wedding-moments/${moment.id}`, {
      method: 'DELETE',
      headers: { [AUTHOR_TOKEN_HEADER]: moment.authorToken },
    });
    expect(removed.status).toBe(200);
    // A later moment is pushed; the deleted one never was (pushes keep their order).
    const laterPushed = nextEvent(app.sockets[0], 'moment:created', 90_000);
    const later = new GuestPhone(app.url);
    const next = await uploadVideo(later, await clip('later.mp4'));
    const nextMoment = await created(await postVideoMoment(later, next.uploadURL, 'Later'));
    expect((await laterPushed).id).toBe(nextMoment.id);
    expect(await MomentModel.exists({ _id: moment.id })).toBeNull();
    // Every file left belongs to moments that still exist.
    const folders = new Set(storedFiles(dataDir).map((file) => file.split('/')[1]));
    expect([...folders].some((folder) => folder?.startsWith(moment.id))).toBe(false);
  });

  it('review first: the made video goes to the queue, not to the screens', async () => {
    await saveModerationPolicy({ moments: 'review' });
    try {
      const organizer = await app.connect({ cookie: await app.organizerCookie() });
      await subscribe(organizer, 'moderation');
      const queued = nextEvent(organizer, 'moderation:item', 90_000);
      const phone = new GuestPhone(app.url);
      const { uploadURL } = await uploadVideo(phone, await clip('review.mp4'));
      const moment = await created(await postVideoMoment(phone, uploadURL, 'For review'));
      expect(await queued).toMatchObject({ kind: 'moments', id: moment.id, status: 'pending' });
      const doc = await MomentModel.findById(moment.id).lean();
      expect(doc).toMatchObject({ status: 'pending' });
      expect(doc?.videoState).toBeUndefined();
      expect((await listOf(phone)).some((m) => m.id === moment.id)).toBe(false);
      organizer.disconnect();

      // Approved: pushed with its video; hidden: its MP4 is no longer served; approved again:
      // served again.
      const api = caller(app);
      const cookie = await app.organizerCookie();
      const act = (action: string) =>
        api(`/api/moderation/items/moments/${moment.id}/${action}`, {
          method: 'POST',
          cookie,
          body: { by: 'Maria' },
        });
      const pushed = nextEvent(app.sockets[0], 'moment:created', 30_000);
      expect((await act('approve')).status).toBe(200);
      const url = (await pushed).media!.video!.url;
      expect((await download(url)).status).toBe(200);
      expect((await act('hide')).status).toBe(200);
      expect((await download(url)).status).toBe(404);
      expect((await act('approve')).status).toBe(200);
      expect((await download(url)).status).toBe(200);
    } finally {
      await saveModerationPolicy({ moments: 'publish' });
    }
  });
});

describe('videos off', { timeout: 60_000 }, () => {
  let off: TestApp;
  beforeAll(async () => {
    off = await startTestApp({ ...ENV, FFMPEG_PATH: '/nonexistent/ffmpeg' });
  }, 60_000);
  afterAll(() => off?.close());

  it('answers 400 video.off and stores nothing', async () => {
    const phone = new GuestPhone(off.url);
    const { uploadURL, key } = await uploadVideo(phone, await clip('off.mp4'));
    const count = await MomentModel.countDocuments();
    const response = await postVideoMoment(phone, uploadURL);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'video.off', message: VIDEO_MESSAGES.off });
    expect(await MomentModel.countDocuments()).toBe(count);
    // The upload stays the device's (unclaimed): nothing was taken from it either.
    expect(storedFiles(dataDir)).toContain(key);
  });
});

describe('VIDEO_MB_PER_DEVICE_HOUR', { timeout: 60_000 }, () => {
  let small: TestApp;
  beforeAll(async () => {
    small = await startTestApp({ ...ENV, VIDEO_MB_PER_DEVICE_HOUR: '1' });
  }, 60_000);
  afterAll(() => small?.close());

  it('refuses a phone past its megabytes of video in the hour (any post), with 429', async () => {
    const phone = new GuestPhone(small.url);
    const file = Buffer.alloc(600 * 1024, 'x');
    const first = await uploadVideo(phone, file);
    await created(await postVideoMoment(phone, first.uploadURL));
    const second = await uploadVideo(phone, file);
    const refused = await postVideoMoment(phone, second.uploadURL);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ code: 'momentMedia.videoQuota' });
    // Every kind of post counts: the gallery refuses it too.
    const toGallery = await phone.request('/api/guest-photos', {
      method: 'PUT',
      body: { photoURL: (await uploadVideo(phone, file)).uploadURL, guestName: 'Ana' },
    });
    expect(toGallery.status).toBe(429);
    // Another phone has its own allowance.
    const other = new GuestPhone(small.url);
    const third = await uploadVideo(other, file);
    await created(await postVideoMoment(other, third.uploadURL));
  });
});

describe('a restart', { timeout: 180_000 }, () => {
  it('a video whose app stopped before it was made is made by the next app', async () => {
    const first = await startTestApp(ENV);
    const phone = new GuestPhone(first.url);
    // Long enough that the app stops while ffmpeg is still at it: the run is handed back.
    const long = await clip('restart.mp4', { seconds: 10, width: 640, height: 480 });
    const { uploadURL } = await uploadVideo(phone, long);
    const moment = await created(await postVideoMoment(phone, uploadURL, 'Across a restart'));
    await first.close();
    expect((await MomentModel.findById(moment.id).lean())?.videoState).toBe('processing');

    const second = await startTestApp(ENV);
    try {
      await settled(moment.id);
      const doc = await MomentModel.findById(moment.id).lean();
      expect(doc?.media?.videoUrl).toBeTruthy();
      expect((await fetch(new URL(doc!.media!.videoUrl!, second.url))).status).toBe(200);
    } finally {
      await second.close();
    }
  });
});
