import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LEADERBOARD_PUSH_WINDOW_MS as WINDOW } from '../../../protocol/leaderboard';
import { PushCoalescer, type PendingChanges } from './coalescer';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** The most of `times` (ms) that fall within any one second. */
function mostInOneSecond(times: number[]): number {
  let most = 0;
  for (let start = 0, end = 0; end < times.length; end += 1) {
    while (times[end]! - times[start]! >= 1000) start += 1;
    most = Math.max(most, end - start + 1);
  }
  return most;
}

/** A push that takes `buildMs` to build and records what it saw, reading `state` when it runs. */
function recorder(state: { total: number }, buildMs = 0) {
  const pushes: { players: string[]; reset: boolean; total: number; at: number }[] = [];
  const flush = async (changes: PendingChanges) => {
    if (buildMs) await new Promise((resolve) => setTimeout(resolve, buildMs));
    pushes.push({ players: [...changes.players], reset: changes.reset, total: state.total, at: Date.now() });
  };
  return { pushes, flush };
}

describe('leaderboard push coalescing', () => {
  it('folds 500 scores over 10 s into at most 5 pushes in any second, and the last push holds the last state', async () => {
    const state = { total: 0 };
    const { pushes, flush } = recorder(state, 30);
    const coalescer = new PushCoalescer(WINDOW, flush, (error) => {
      throw error;
    });
    const addedAt: number[] = [];
    for (let i = 0; i < 500; i += 1) {
      state.total = i + 1;
      addedAt.push(Date.now());
      coalescer.add({ players: [`p${i % 50}`] });
      await vi.advanceTimersByTimeAsync(20);
    }
    await vi.advanceTimersByTimeAsync(1000);

    expect(WINDOW).toBeGreaterThan(200);
    expect(pushes.length).toBeGreaterThan(10);
    expect(mostInOneSecond(pushes.map((push) => push.at))).toBeLessThanOrEqual(5);
    for (let i = 1; i < pushes.length; i += 1)
      expect(pushes[i]!.at - pushes[i - 1]!.at).toBeGreaterThanOrEqual(WINDOW);
    expect(pushes.at(-1)!.total).toBe(500);
    // Every player that scored is in some push, and no change waited for a push (started) more
    // than one window plus the build time of the push before.
    expect(new Set(pushes.flatMap((push) => push.players)).size).toBe(50);
    const pushStarts = pushes.map((push) => push.at - 30);
    for (const at of addedAt) {
      const next = pushStarts.find((start) => start >= at)!;
      expect(next - at).toBeLessThanOrEqual(WINDOW);
    }
  });

  it('pushes a change after a quiet spell at once, and a burst as one push with every player in it', async () => {
    const { pushes, flush } = recorder({ total: 0 });
    const coalescer = new PushCoalescer(WINDOW, flush, () => undefined);
    for (let i = 0; i < 100; i += 1) coalescer.add({ players: [`p${i}`] });
    await vi.advanceTimersByTimeAsync(0);
    expect(pushes).toHaveLength(1);
    expect(pushes[0]!.players).toHaveLength(100);
    // Within the window: held back until it ends, then sent together.
    await vi.advanceTimersByTimeAsync(100);
    coalescer.add({ players: ['late1'] });
    coalescer.add({ players: ['late2'] });
    await vi.advanceTimersByTimeAsync(WINDOW - 101);
    expect(pushes).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(pushes).toHaveLength(2);
    expect(pushes[1]!.players).toEqual(['late1', 'late2']);
    await vi.advanceTimersByTimeAsync(2000);
    expect(pushes).toHaveLength(2);
  });

  it('carries a reset and keeps going after a failed push', async () => {
    let fail = true;
    const seen: PendingChanges[] = [];
    const errors: unknown[] = [];
    const coalescer = new PushCoalescer(
      WINDOW,
      async (changes) => {
        seen.push(changes);
        if (fail) throw new Error('database down');
      },
      (error) => errors.push(error),
    );
    coalescer.add({ reset: true });
    await vi.advanceTimersByTimeAsync(0);
    fail = false;
    coalescer.add({ players: ['a'] });
    await vi.advanceTimersByTimeAsync(WINDOW);
    expect(errors).toHaveLength(1);
    expect(seen.map((changes) => changes.reset)).toEqual([true, false]);
    expect([...seen[1]!.players]).toEqual(['a']);
  });
});
