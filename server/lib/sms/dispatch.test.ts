import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withRetry } from './dispatch';
import { SmsSendError } from './provider';

const POLICY = { attempts: 4, baseDelayMs: 100, maxDelayMs: 250 };

beforeEach(() => {
  vi.useFakeTimers();
  // The jitter at its top: each wait is the whole backoff delay.
  vi.spyOn(Math, 'random').mockReturnValue(1);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

/** An attempt that fails transiently every time, counting its calls. */
function alwaysBusy() {
  const calls = { count: 0 };
  const attempt = () => {
    calls.count += 1;
    return Promise.reject(new SmsSendError('429: Too Many Requests', true));
  };
  return { calls, attempt };
}

describe('sending with retries', () => {
  it('waits longer before each retry (doubling, capped), then gives up with the last reason', async () => {
    const { calls, attempt } = alwaysBusy();
    const result = withRetry(attempt, POLICY);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.count).toBe(1);
    // 100 ms before the second attempt, 200 before the third, 250 (the cap) before the fourth.
    for (const [wait, attemptsAfter] of [
      [100, 2],
      [200, 3],
      [250, 4],
    ] as const) {
      await vi.advanceTimersByTimeAsync(wait - 1);
      expect(calls.count).toBe(attemptsAfter - 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(calls.count).toBe(attemptsAfter);
    }
    expect(await result).toMatchObject({
      ok: false,
      attempts: 4,
      error: { reason: '429: Too Many Requests', transient: true },
    });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls.count).toBe(4);
  });

  it('does not retry a final refusal', async () => {
    let calls = 0;
    const result = await withRetry(() => {
      calls += 1;
      return Promise.reject(new SmsSendError('400 (21614): not a mobile number', false));
    }, POLICY);
    expect(result).toMatchObject({ ok: false, attempts: 1 });
    expect(calls).toBe(1);
  });

  it('answers the first success and how many attempts it took', async () => {
    let calls = 0;
    const result = withRetry(() => {
      calls += 1;
      return calls < 3
        ? Promise.reject(new SmsSendError('503: Service Unavailable', true))
        : Promise.resolve({ providerId: 'SM1' });
    }, POLICY);
    await vi.advanceTimersByTimeAsync(300);
    expect(await result).toEqual({ ok: true, value: { providerId: 'SM1' }, attempts: 3 });
  });
});
