import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import type { AddedPhoto } from '../../../protocol/gallery';
import { nextEvent, recordEvents, subscribe } from '../../test/harness';
import { describeWithRedis } from '../../test/redis';
import { useTwoProcesses } from '../../test/two-processes';
import { GuestPhone } from './test-support';
import { testClip, uploadVideo } from './video-test-support';

/**
 * Two app processes sharing the database, Redis and one store, as behind a load balancer: a
 * phone's own video pushes (`my-videos`, its device's segment) reach its pages whichever process
 * made the video and whichever they are connected to, and no other phone's.
 */
const dataDir = mkdtempSync(path.join(tmpdir(), 'video-processes-'));
const clipDir = mkdtempSync(path.join(tmpdir(), 'video-processes-clips-'));
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(clipDir, { recursive: true, force: true });
});

describeWithRedis('a phone’s own video pushes across processes', () => {
  const two = useTwoProcesses('my-videos', { DATA_DIR: dataDir });

  it('reach its pages on A and B through Redis, and not another phone’s', async () => {
    const phone = new GuestPhone(two.a.url);
    const device = await phone.identity();
    // Its pages on both processes: one of them is not the process that makes the video.
    const onA = await two.pageOn(two.a, { deviceId: device });
    const onB = await two.pageOn(two.b, { deviceId: device });
    const other = await two.pageOn(two.b, { deviceId: await new GuestPhone(two.b.url).identity() });
    for (const socket of [onA, onB])
      expect((await subscribe(socket, 'my-videos')).refused).toEqual([]);
    await subscribe(other, 'my-videos', 'gallery');
    const otherHeard = [
      recordEvents(other, 'video:progress'),
      recordEvents(other, 'video:ready'),
      recordEvents(other, 'video:failed'),
    ];

    const readyOnA = nextEvent(onA, 'video:ready', 120_000);
    const readyOnB = nextEvent(onB, 'video:ready', 120_000);
    const published = nextEvent(other, 'gallery:photo-added', 120_000);
    const clip = await testClip(clipDir, 'across.mp4', { width: 160, height: 120 });
    const { uploadURL } = await uploadVideo(phone, clip);
    const response = await phone.request('/api/guest-photos', {
      method: 'PUT',
      body: { photoURL: uploadURL, guestName: 'Ana', caption: 'Across processes' },
    });
    expect(response.status, await response.clone().text()).toBe(201);
    const added = (await response.json()) as AddedPhoto;
    expect(await readyOnA).toEqual({ kind: 'gallery', id: added.id });
    expect(await readyOnB).toEqual({ kind: 'gallery', id: added.id });
    expect((await published).video).toBeTruthy();
    // The ack follows whatever had been sent to that page before it.
    await subscribe(other, 'my-videos');
    expect(otherHeard.flat()).toEqual([]);
  });
});
