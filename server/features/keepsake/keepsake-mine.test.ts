import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEEPSAKE_MESSAGES } from '../../../protocol/keepsake';
import { deviceHeader } from '../../test/devices';
import { nextEvent, startTestApp, subscribe, type TestApp } from '../../test/harness';
import { LocalDiskStorage } from '../../lib/storage';
import { GuestPhone, phoneJpeg } from '../gallery/test-support';
import { changeStoredMoment } from '../moments/seed';
import { unzip } from './test-support';
import { storeMadeVideo } from './test-videos';

const dataDir = mkdtempSync(path.join(tmpdir(), 'keepsake-mine-'));
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ DATA_DIR: dataDir });
}, 60_000);
afterAll(async () => {
  await app?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const asDevice = async (route: string, label: string | undefined) =>
  fetch(`${app.url}${route}`, { headers: await deviceHeader(app.url, label) });

async function postMoment(label: string, content: string): Promise<string> {
  const response = await fetch(`${app.url}/api/live-wedding-moments`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(await deviceHeader(app.url, label)) },
    body: JSON.stringify({ guestName: 'Same Name', content }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

describe("a guest's own posts", { timeout: 60_000 }, () => {
  it('are refused while the couple has not turned downloads on', async () => {
    const info = await asDevice('/api/keepsake/mine', 'phone-a');
    expect(await info.json()).toEqual({
      enabled: false,
      moments: 0,
      photos: 0,
      guestBook: 0,
      timelineMessages: 0,
    });
    const download = await asDevice('/api/keepsake/mine/download', 'phone-a');
    expect(download.status).toBe(403);
    expect(((await download.json()) as { message: string }).message).toBe(
      KEEPSAKE_MESSAGES.guestDownloadsOff,
    );
    const guestTurnsOn = await fetch(`${app.url}/api/admin/keepsake/settings`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', ...(await deviceHeader(app.url, 'phone-a')) },
      body: JSON.stringify({ guestDownloads: true }),
    });
    expect(guestTurnsOn.status).toBe(401);
  });

  it('hold only what this device posted, whatever name it typed', async () => {
    const cookie = await app.organizerCookie();
    // A guest's open menu hears the switch at once.
    const guest = app.sockets[0];
    expect((await subscribe(guest, 'downloads')).subscribed).toContain('downloads');
    const switched = nextEvent(guest, 'downloads:switched');
    const on = await fetch(`${app.url}/api/admin/keepsake/settings`, {
      method: 'PUT',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ guestDownloads: true }),
    });
    expect(await on.json()).toEqual({ guestDownloads: true });
    expect(await switched).toEqual({ guestDownloads: true });

    await postMoment('phone-a', 'A-MOMENT');
    await postMoment('phone-b', 'B-MOMENT');
    const phoneA = new GuestPhone(app.url, 'phone-a');
    await phoneA.shareOk(await phoneJpeg(120, 80));
    await new GuestPhone(app.url, 'phone-b').shareOk(await phoneJpeg(100, 60));

    const info = await asDevice('/api/keepsake/mine', 'phone-a');
    expect(await info.json()).toEqual({
      enabled: true,
      moments: 1,
      photos: 1,
      guestBook: 0,
      timelineMessages: 0,
    });

    const download = await asDevice('/api/keepsake/mine/download', 'phone-a');
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toBe(
      'attachment; filename="my-wedding-posts.zip"',
    );
    const zip = await unzip(Buffer.from(await download.arrayBuffer()));
    const data = JSON.parse(zip.get('data.json')!.toString()) as {
      moments: { content: string }[];
      photos: { file: string }[];
    };
    expect(data.moments.map((m) => m.content)).toEqual(['A-MOMENT']);
    expect(data.photos).toHaveLength(1);
    expect(zip.has(data.photos[0].file)).toBe(true);
    expect([...zip.keys()].filter((name) => name.startsWith('photos/'))).toHaveLength(1);
    expect(zip.get('data.json')!.toString()).not.toContain('B-MOMENT');

    const nobody = await asDevice('/api/keepsake/mine/download', undefined);
    expect(nobody.status).toBe(401);
    expect(((await nobody.json()) as { message: string }).message).toBe(
      KEEPSAKE_MESSAGES.noIdentity,
    );
    const forged = await fetch(`${app.url}/api/keepsake/mine/download`, {
      headers: { 'x-device-id': 'forged' },
    });
    expect(forged.status).toBe(401);
  });

  it('hold the guest’s own made videos, the MP4 beside its poster; not one still being made', async () => {
    // Posted from phone-d, then made into a video as the moments' job leaves one (real ffmpeg).
    const storage = new LocalDiskStorage(path.join(dataDir, 'uploads'));
    const video = await storeMadeVideo(storage, 'mine-video');
    const made = await postMoment('phone-d', 'D-VIDEO');
    await changeStoredMoment(made, { $set: { momentType: 'video', media: video.media } });
    const making = await postMoment('phone-d', 'D-PROCESSING');
    await changeStoredMoment(making, { $set: { momentType: 'video', videoState: 'processing' } });

    const download = await asDevice('/api/keepsake/mine/download', 'phone-d');
    expect(download.status).toBe(200);
    const zip = await unzip(Buffer.from(await download.arrayBuffer()));
    const data = JSON.parse(zip.get('data.json')!.toString()) as {
      moments: { content: string; file: string | null; video: string | null }[];
      missing: string[];
    };
    expect(data.moments.map((m) => m.content)).toEqual(['D-VIDEO']);
    const [moment] = data.moments;
    expect(moment.video).toMatch(/^moments\/001-\d{4}-\d{2}-\d{2}\.mp4$/);
    expect(moment.file).toBe(moment.video!.replace(/\.mp4$/, '.jpg'));
    expect(zip.get(moment.video!)!.equals(video.mp4)).toBe(true);
    expect(zip.has(moment.file!)).toBe(true);
    expect(data.missing).toEqual([]);
  });

  it('are limited like a guest write, though they are a GET', async () => {
    const limited = await startTestApp({ DATA_DIR: dataDir, WRITE_LIMIT_PER_DEVICE: '2' });
    try {
      const headers = await deviceHeader(limited.url, 'phone-c');
      const statuses = [];
      for (let i = 0; i < 3; i += 1) {
        const answer = await fetch(`${limited.url}/api/keepsake/mine/download`, { headers });
        await answer.arrayBuffer();
        statuses.push(answer.status);
      }
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});
