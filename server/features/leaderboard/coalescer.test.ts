import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PushCoalescer, type PendingChanges } from './coalescer';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

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
  it('folds 500 scores over 10 s into at most 4 pushes a second, and the last push holds the last state', async () => {
    const state = { total: 0 };
    const { pushes, flush } = recorder(state, 30);
    const coalescer = new PushCoalescer(250, flush, (error) => {
      throw error;
    });
    for (let i = 0; i < 500; i += 1) {
      state.total = i + 1;
      coalescer.add({ players: [`p${i % 50}`] });
      await vi.advanceTimersByTimeAsync(20);
    }
    await vi.advanceTimersByTimeAsync(1000);

    expect(pushes.length).toBeGreaterThan(10);
    // 10 s of scores and the last window: at most one push per 250 ms.
    expect(pushes.length).toBeLessThanOrEqual(Math.floor((pushes.at(-1)!.at - pushes[0]!.at) / 250) + 1);
    expect(pushes.length).toBeLessThanOrEqual(42);
    for (let i = 1; i < pushes.length; i += 1)
      expect(pushes[i]!.at - pushes[i - 1]!.at).toBeGreaterThanOrEqual(250);
    expect(pushes.at(-1)!.total).toBe(500);
    // Every player that scored is in some push.
    expect(new Set(pushes.flatMap((push) => push.players)).size).toBe(50);
  });

  it('pushes a change after a quiet spell at once, and a burst as one push with every player in it', async () => {
    const { pushes, flush } = recorder({ total: 0 });
    const coalescer = new PushCoalescer(250, flush, () => undefined);
    for (let i = 0; i < 100; i += 1) coalescer.add({ players: [`p${i}`] });
    await vi.advanceTimersByTimeAsync(0);
    expect(pushes).toHaveLength(1);
    expect(pushes[0]!.players).toHaveLength(100);
    // Within the window: held back until it ends, then sent together.
    await vi.advanceTimersByTimeAsync(100);
    coalescer.add({ players: ['late1'] });
    coalescer.add({ players: ['late2'] });
    await vi.advanceTimersByTimeAsync(149);
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
      250,
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
    await vi.advanceTimersByTimeAsync(250);
    expect(errors).toHaveLength(1);
    expect(seen.map((changes) => changes.reset)).toEqual([true, false]);
    expect([...seen[1]!.players]).toEqual(['a']);
  });
});
