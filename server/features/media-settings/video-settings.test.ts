import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../../protocol/http';
import type { CreatedMoment } from '../../../protocol/moments';
import { VIDEO_MESSAGES } from '../../../protocol/video';
import type { VideoSettings, VideoStatus } from '../../../protocol/video-status';
import { findFfmpeg } from '../../lib/video';
import { makeClip } from '../../lib/video/test-clips';
import { useTestApp } from '../../test/fixtures';
import { json, startTestApp, type TestApp } from '../../test/harness';
import { GuestPhone, storedFiles } from '../gallery/test-support';
import { MomentModel } from '../moments/model';
import { VideoSettingsModel } from './model';
import { postVideoMoment, uploadVideo } from '../gallery/video-test-support';

// The organizers' video settings against the real app (FerretDB, the local-disk store, the job
// runner and the system's ffmpeg). The environment sets the ceilings the organizers work under.
const dataDir = mkdtempSync(path.join(tmpdir(), 'video-settings-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const ENV = {
  DATA_DIR: dataDir,
  WRITE_LIMIT_PER_DEVICE: '1000',
  VIDEO_MAX_SECONDS: '60',
  VIDEO_MAX_MB: '5',
  VIDEO_MB_PER_DEVICE_HOUR: '20',
};
const app = useTestApp(ENV, { organizer: true, timeout: 60_000 });
const CEILINGS = { maxSeconds: 60, maxMb: 5, mbPerDeviceHour: 20 };
const MB = 1024 * 1024;

function status(cookie?: string) {
  return fetch(`${app.url}/api/admin/videos`, { headers: cookie ? { cookie } : {} });
}

function save(body: unknown, cookie = app.organizer) {
  return fetch(`${app.url}/api/admin/videos`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
}

async function saved(body: VideoSettings): Promise<VideoStatus> {
  const response = await save(body);
  expect(response.status, await response.clone().text()).toBe(200);
  return json<VideoStatus>(response);
}

const settingsNow = async () => (await json<VideoStatus>(await status(app.organizer))).settings;

/** Each test starts from videos on at the ceilings. */
const reset = () => saved({ accepting: true, ...CEILINGS });

it('on a fresh site: videos on, up to the environment’s ceilings', async () => {
  expect(await json<VideoStatus>(await status(app.organizer))).toEqual({
    videos: 'on',
    settings: { accepting: true, ...CEILINGS },
    ceilings: CEILINGS,
  });
});

describe('GET and PUT /api/admin/videos', { timeout: 60_000 }, () => {
  beforeEach(reset);

  it('saves the organizers’ settings and answers them with ffmpeg’s status and the ceilings', async () => {
    const fresh = await saved({ accepting: true, maxSeconds: 30, maxMb: 2, mbPerDeviceHour: 8 });
    expect(fresh).toEqual({
      videos: 'on',
      settings: { accepting: true, maxSeconds: 30, maxMb: 2, mbPerDeviceHour: 8 },
      ceilings: CEILINGS,
    });
    expect(await settingsNow()).toEqual(fresh.settings);
    const stored = await VideoSettingsModel.findById('current').lean();
    expect(stored).toMatchObject({ accepting: true, maxSeconds: 30, maxMb: 2, mbPerDeviceHour: 8 });
  });

  it('is the organizers’ alone: a guest is refused and changes nothing', async () => {
    const guest = new GuestPhone(app.url);
    const read = await guest.request('/api/admin/videos', { method: 'GET' });
    expect(read.status).toBe(401);
    const write = await guest.request('/api/admin/videos', {
      method: 'PUT',
      body: { accepting: false, ...CEILINGS },
    });
    expect(write.status).toBe(401);
    expect((await save({ accepting: false, ...CEILINGS }, '')).status).toBe(401);
    expect(await settingsNow()).toEqual({ accepting: true, ...CEILINGS });
  });

  it('refuses bad input with the field’s message, and keeps what was saved', async () => {
    const cases: [unknown, string][] = [
      [{ accepting: true, ...CEILINGS, maxSeconds: 0 }, 'video-settings.maxSecondsRange'],
      [{ accepting: true, ...CEILINGS, maxMb: 1.5 }, 'video-settings.maxMbRange'],
      [
        { accepting: true, ...CEILINGS, mbPerDeviceHour: '10' },
        'video-settings.mbPerDeviceHourRange',
      ],
      [{ accepting: 'yes', ...CEILINGS }, 'video-settings.acceptingInvalid'],
      [{ accepting: false }, 'video-settings.maxSecondsRange'],
    ];
    for (const [body, code] of cases) {
      const refused = await save(body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(await json<ErrorBody>(refused)).toMatchObject({
        issues: expect.arrayContaining([expect.objectContaining({ code })]),
      });
    }
    expect(await settingsNow()).toEqual({ accepting: true, ...CEILINGS });
  });

  it('never lets the organizers above the environment’s ceilings', async () => {
    const refused = await save({ accepting: false, maxSeconds: 61, maxMb: 5, mbPerDeviceHour: 21 });
    expect(refused.status).toBe(400);
    const body = await json<ErrorBody>(refused);
    expect(body).toMatchObject({
      code: 'video-settings.maxSecondsCeiling',
      params: { max: 60 },
      issues: [
        { path: 'maxSeconds', code: 'video-settings.maxSecondsCeiling', params: { max: 60 } },
        {
          path: 'mbPerDeviceHour',
          code: 'video-settings.mbPerDeviceHourCeiling',
          params: { max: 20 },
        },
      ],
    });
    // Nothing of it was kept, not even the switch.
    expect(await settingsNow()).toEqual({ accepting: true, ...CEILINGS });
  });
});

describe('an environment lowered after a save', { timeout: 60_000 }, () => {
  let lowered: TestApp | undefined;
  afterEach(() => lowered?.close());

  it('caps what the organizers saved at the new ceiling', async () => {
    await saved({ accepting: true, maxSeconds: 50, maxMb: 4, mbPerDeviceHour: 20 });
    lowered = await startTestApp({ ...ENV, VIDEO_MAX_MB: '2' });
    const organizer = await lowered.organizerCookie();
    const answer = await fetch(`${lowered.url}/api/admin/videos`, {
      headers: { cookie: organizer },
    });
    expect(await json<VideoStatus>(answer)).toMatchObject({
      settings: { accepting: true, maxSeconds: 50, maxMb: 2, mbPerDeviceHour: 20 },
      ceilings: { ...CEILINGS, maxMb: 2 },
    });
  });
});

describe('a video sent under the organizers’ settings', { timeout: 120_000 }, () => {
  beforeEach(reset);

  it('is refused above the organizers’ size, below the environment’s', async () => {
    await saved({ accepting: true, ...CEILINGS, maxMb: 1 });
    const phone = new GuestPhone(app.url);
    const { uploadURL, key } = await uploadVideo(phone, Buffer.alloc(1.5 * MB, 'x'));
    const count = await MomentModel.countDocuments();
    const refused = await postVideoMoment(phone, uploadURL);
    expect(refused.status).toBe(413);
    expect(await json<ErrorBody>(refused)).toMatchObject({
      code: 'video.tooLarge',
      message: VIDEO_MESSAGES.tooLarge(1),
      params: { max: 1 },
    });
    expect(await MomentModel.countDocuments()).toBe(count);
    expect(storedFiles(dataDir)).not.toContain(key);
  });

  it('is refused while the organizers have videos off, and its upload kept for later', async () => {
    await saved({ accepting: false, ...CEILINGS });
    const phone = new GuestPhone(app.url);
    const { uploadURL, key } = await uploadVideo(phone, Buffer.alloc(1000, 'x'));
    const count = await MomentModel.countDocuments();
    const refused = await postVideoMoment(phone, uploadURL);
    expect(refused.status).toBe(403);
    expect(await json<ErrorBody>(refused)).toMatchObject({
      code: 'video.disabled',
      message: VIDEO_MESSAGES.disabled,
    });
    expect(await MomentModel.countDocuments()).toBe(count);
    expect(storedFiles(dataDir)).toContain(key);
    // Turned on again, the same upload goes through.
    await saved({ accepting: true, ...CEILINGS });
    expect((await postVideoMoment(phone, uploadURL)).status).toBe(201);
  });

  it('counts each phone’s hour against the organizers’ allowance', async () => {
    await saved({ accepting: true, ...CEILINGS, mbPerDeviceHour: 1 });
    const phone = new GuestPhone(app.url);
    const file = Buffer.alloc(600 * 1024, 'x');
    const first = await uploadVideo(phone, file);
    expect((await postVideoMoment(phone, first.uploadURL)).status).toBe(201);
    const second = await uploadVideo(phone, file);
    const refused = await postVideoMoment(phone, second.uploadURL);
    expect(refused.status).toBe(429);
    expect(await json<ErrorBody>(refused)).toMatchObject({
      code: 'momentMedia.videoQuota',
      params: { max: 1 },
    });
  });

  it('is refused by the transcode job when longer than the organizers’ length', async () => {
    await saved({ accepting: true, ...CEILINGS, maxSeconds: 1 });
    const ffmpeg = findFfmpeg({ video: { maxSeconds: 0, maxBytes: 0, jobTimeoutMs: 0 } })!;
    const file = path.join(dataDir, 'three-seconds.mp4');
    await makeClip(ffmpeg.ffmpeg, file, { width: 160, height: 120, seconds: 3, codec: 'h264' });
    const phone = new GuestPhone(app.url);
    const { uploadURL } = await uploadVideo(phone, readFileSync(file));
    const response = await postVideoMoment(phone, uploadURL);
    expect(response.status).toBe(201);
    const moment = await json<CreatedMoment>(response);
    await expect
      .poll(async () => (await MomentModel.findById(moment.id).lean())?.videoState, {
        timeout: 60_000,
        interval: 100,
      })
      .toBe('failed');
    const failed = await MomentModel.findById(moment.id).lean();
    expect(failed?.videoFailure).toMatchObject({ code: 'video.tooLong', params: { max: 1 } });
  });
});
