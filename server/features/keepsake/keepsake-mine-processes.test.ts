import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { TOO_MANY_WRITES_MESSAGE } from '../../../protocol/http';
import { LocalDiskStorage } from '../../lib/storage/local';
import { deviceFor } from '../../test/devices';
import { startTestApp, type TestApp } from '../../test/harness';
import { GuestPhone, phoneJpeg } from '../gallery/test-support';
import { unzip } from './test-support';

// Two app instances on one database and one photo folder, as two processes behind a balancer.
const dataDir = mkdtempSync(path.join(tmpdir(), 'keepsake-mine-processes-'));
let first: TestApp;
let second: TestApp;

beforeAll(async () => {
  first = await startTestApp({ DATA_DIR: dataDir });
  second = await startTestApp({ DATA_DIR: dataDir });
}, 60_000);
afterAll(async () => {
  await Promise.all([first?.close(), second?.close()]);
  rmSync(dataDir, { recursive: true, force: true });
  vi.restoreAllMocks();
});

it(
  "a guest's own download runs one at a time across app instances",
  { timeout: 60_000 },
  async () => {
    const on = await fetch(`${first.url}/api/admin/keepsake/settings`, {
      method: 'PUT',
      headers: { cookie: await first.organizerCookie(), 'content-type': 'application/json' },
      body: JSON.stringify({ guestDownloads: true }),
    });
    expect(on.status).toBe(200);
    await new GuestPhone(first.url, 'phone-a').shareOk(await phoneJpeg(120, 80));
    // The same phone's identity, valid on both instances.
    const identity = await deviceFor(first.url, 'phone-a');
    const download = (app: TestApp) =>
      fetch(`${app.url}/api/keepsake/mine/download`, { headers: { 'x-device-id': identity } });

    // The first instance's download stalls on reading the photo (a slow disk, a slow store)...
    const stalled = new PassThrough();
    let startedReading = () => {};
    const reading = new Promise<void>((resolve) => (startedReading = resolve));
    const read = LocalDiskStorage.prototype.readStream;
    const spy = vi
      .spyOn(LocalDiskStorage.prototype, 'readStream')
      .mockImplementationOnce(async () => {
        startedReading();
        return stalled as never;
      });
    const firstAnswer = download(first);
    await reading;

    // ...so the same phone's second download, on the other instance, waits its turn.
    const refused = await download(second);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ message: TOO_MANY_WRITES_MESSAGE });

    // The first finishes, and then the phone may download again, from either instance.
    spy.mockImplementation(read);
    stalled.end(Buffer.from('photo bytes'));
    const finished = await firstAnswer;
    expect(finished.status).toBe(200);
    expect((await unzip(Buffer.from(await finished.arrayBuffer()))).has('data.json')).toBe(true);
    const again = await download(second);
    expect(again.status).toBe(200);
    await again.arrayBuffer();
  },
);
