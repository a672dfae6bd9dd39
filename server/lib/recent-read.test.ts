import { describe, expect, it } from 'vitest';
import { RecentRead } from './recent-read';

/** A read the test answers by hand, counting how many were made. */
function manualRead() {
  const pending: { resolve: (value: string) => void; reject: (error: Error) => void }[] = [];
  const read = () => new Promise<string>((resolve, reject) => pending.push({ resolve, reject }));
  return { read, pending };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('RecentRead', () => {
  it('makes one read for every request that arrives while it runs, and none until the value is old', async () => {
    const { read, pending } = manualRead();
    const recent = new RecentRead(read, 50);
    const answers = Promise.all([recent.get(), recent.get(), recent.get()]);
    expect(pending).toHaveLength(1);
    pending[0]!.resolve('open');
    expect(await answers).toEqual(['open', 'open', 'open']);
    expect(await recent.get()).toBe('open');
    expect(pending).toHaveLength(1);

    await sleep(60);
    const again = recent.get();
    expect(pending).toHaveLength(2);
    pending[1]!.resolve('invite-only');
    expect(await again).toBe('invite-only');
  });

  it('keeps no failed read: the next request reads again', async () => {
    const { read, pending } = manualRead();
    const recent = new RecentRead(read, 1_000);
    const failing = recent.get();
    pending[0]!.reject(new Error('database unavailable'));
    await expect(failing).rejects.toThrow('database unavailable');
    const next = recent.get();
    expect(pending).toHaveLength(2);
    pending[1]!.resolve('open');
    expect(await next).toBe('open');
  });

  it('applies a change made here at once, and a read begun before it cannot bring the old value back', async () => {
    const { read, pending } = manualRead();
    const recent = new RecentRead(read, 1_000);
    const before = recent.get();
    recent.set('invite-only');
    expect(await recent.get()).toBe('invite-only');
    pending[0]!.resolve('open');
    expect(await before).toBe('invite-only');
    expect(await recent.get()).toBe('invite-only');

    recent.forget();
    const reread = recent.get();
    expect(pending).toHaveLength(2);
    pending[1]!.resolve('open');
    expect(await reread).toBe('open');
  });

  it('with refreshAheadMs, answers a slightly old value at once while one read refreshes it', async () => {
    const { read, pending } = manualRead();
    const recent = new RecentRead(read, 30, 10_000);
    const first = recent.get();
    pending[0]!.resolve('open');
    expect(await first).toBe('open');

    await sleep(40);
    // Old but within the refresh-ahead window: no wait, and one read for both requests.
    expect(await Promise.all([recent.get(), recent.get()])).toEqual(['open', 'open']);
    expect(pending).toHaveLength(2);
    pending[1]!.resolve('invite-only');
    await expect.poll(() => recent.get()).toBe('invite-only');
    expect(pending).toHaveLength(2);
  });

  it('with refreshAheadMs, waits for a read once the value is older than both windows', async () => {
    const { read, pending } = manualRead();
    const recent = new RecentRead(read, 10, 10);
    const first = recent.get();
    pending[0]!.resolve('open');
    await first;
    await sleep(40);
    const next = recent.get();
    expect(pending).toHaveLength(2);
    pending[1]!.resolve('invite-only');
    expect(await next).toBe('invite-only');
  });
});
