import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import mongoose from 'mongoose';
import { afterAll, expect, it } from 'vitest';
import type { RealtimeHub } from '../../lib/realtime/hub';
import { JobRunner } from '../../lib/jobs/runner';
import { createLogger } from '../../lib/logger';
import { LocalDiskStorage } from '../../lib/storage';
import { seedGalleryPhoto } from '../gallery/seed';
import { KEEPSAKE_LOCK_ID, KeepsakeJobModel, KeepsakeLockModel } from './model';
import { KeepsakeService } from './service';

const dataDir = mkdtempSync(path.join(tmpdir(), 'keepsake-lease-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** A store whose reads of originals wait until the test opens the gate: a build caught midway. */
class GatedStorage extends LocalDiskStorage {
  gate: Promise<void> = Promise.resolve();
  reached = () => {};
  override async readStream(key: string) {
    if (key.startsWith('originals/')) {
      this.reached();
      await this.gate;
    }
    return super.readStream(key);
  }
}

// Pushes are not what this test is about: they go nowhere.
const hub = { publish() {} } as unknown as RealtimeHub;
const logger = createLogger('silent');
/** A process's job runner: short leases, polling often; one that stops gives up at once. */
const runnerOf = (owner: string) => new JobRunner({ logger, owner, pollMs: 50, stopWaitMs: 10 });

// Two whole builds (the book's fonts read and embedded in each) on a shared machine.
it(
  'a build taken over by another process stops, leaving only the new holder to finish',
  { timeout: 60_000 },
  async () => {
    const root = path.join(dataDir, 'uploads');
    const slow = new GatedStorage(root);
    const other = new LocalDiskStorage(root);
    await other.write('originals/p-1/original.jpg', Buffer.from('jpeg'), 'image/jpeg');
    await other.write('photos/p-1/1600.webp', Buffer.from('webp'), 'image/webp');
    await seedGalleryPhoto({
      url: '/x',
      uploaderName: 'Ana',
      originalKey: 'originals/p-1/original.jpg',
      largeKey: 'photos/p-1/1600.webp',
    });

    let open = () => {};
    slow.gate = new Promise((resolve) => (open = resolve));
    const reached = new Promise<void>((resolve) => (slow.reached = resolve));
    const firstJobs = runnerOf('first');
    const first = new KeepsakeService(slow, hub, logger, firstJobs, 300);
    firstJobs.start();
    const job = await first.start({ names: 'full', paper: 'A4' });
    await reached;
    const firstKey = (await KeepsakeJobModel.findById(job.id).lean())!.storageKey;

    // The first process stops renewing its hold (as if it died): another process's runner takes the
    // build over once the lease lapses, and builds it from the beginning.
    await firstJobs.stop();
    const secondJobs = runnerOf('second');
    const second = new KeepsakeService(other, hub, logger, secondJobs, 300);
    secondJobs.start();
    for (;;) {
      const stored = await KeepsakeJobModel.findById(job.id).lean();
      if (stored?.state === 'done') break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await second.idle();
    open();
    await first.idle();

    const stored = (await KeepsakeJobModel.findById(job.id).lean())!;
    expect(stored).toMatchObject({ state: 'done', restarts: 1 });
    expect(stored.storageKey).not.toBe(firstKey);
    expect(await other.head(stored.storageKey)).not.toBeNull();
    expect(await other.head(firstKey)).toBeNull();
    expect((await second.status()).job).toMatchObject({ state: 'done', restarts: 1 });
    await Promise.all([first.close(), second.close(), secondJobs.stop()]);
  },
);

it('a lock claimed a moment ago, its job not yet written, is still held; an old such claim is freed', async () => {
  await KeepsakeJobModel.deleteMany({});
  const jobs = runnerOf('only');
  const service = new KeepsakeService(
    new LocalDiskStorage(path.join(dataDir, 'u2')),
    hub,
    logger,
    jobs,
  );
  jobs.start();
  const claim = (claimedAt: Date) =>
    KeepsakeLockModel.updateOne(
      { _id: KEEPSAKE_LOCK_ID },
      { $set: { jobId: new mongoose.Types.ObjectId(), claimedAt } },
      { upsert: true },
    );

  await claim(new Date());
  await expect(service.start({ names: 'full', paper: 'A4' })).rejects.toMatchObject({
    status: 409,
  });

  await claim(new Date(Date.now() - 5 * 60_000));
  const job = await service.start({ names: 'full', paper: 'A4' });
  expect(job.state).toBe('running');
  await service.idle();
  await jobs.stop();
});
