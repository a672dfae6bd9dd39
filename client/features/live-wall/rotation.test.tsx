import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRotation } from './rotation';

const SECONDS = 10;
const elapse = (ms: number) => act(async () => vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the /live rotation', () => {
  it('switches screens every interval', async () => {
    const { result } = renderHook(() => useRotation(true, SECONDS));
    expect(result.current.shown).toBe('moments');
    await elapse(SECONDS * 1000);
    expect(result.current.shown).toBe('leaderboard');
    await elapse(SECONDS * 1000);
    expect(result.current.shown).toBe('moments');
  });

  it('waits for a clip playing on the wall, then gives the next screen its full time', async () => {
    const { result } = renderHook(() => useRotation(true, SECONDS));
    let release!: () => void;
    act(() => {
      release = result.current.clipHold.hold();
    });
    await elapse(3 * SECONDS * 1000);
    expect(result.current.shown).toBe('moments');

    act(() => release());
    expect(result.current.shown).toBe('leaderboard');
    // Released twice (an unmount after the end): nothing more happens.
    act(() => release());
    await elapse(SECONDS * 1000 - 1);
    expect(result.current.shown).toBe('leaderboard');
    await elapse(1);
    expect(result.current.shown).toBe('moments');
  });

  it('does not switch when a clip ends before the interval is up', async () => {
    const { result } = renderHook(() => useRotation(true, SECONDS));
    let release!: () => void;
    act(() => {
      release = result.current.clipHold.hold();
    });
    await elapse(SECONDS * 500);
    act(() => release());
    expect(result.current.shown).toBe('moments');
    await elapse(SECONDS * 500);
    expect(result.current.shown).toBe('leaderboard');
  });
});
