import { SmsSendError } from './provider';

export interface RetryPolicy {
  /** Attempts in all, the first included. */
  attempts: number;
  /** Delay before the second attempt; it doubles each time (with jitter), capped at maxDelayMs. */
  baseDelayMs: number;
  maxDelayMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { attempts: 4, baseDelayMs: 500, maxDelayMs: 8_000 };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `attempt` until it succeeds, a failure is final, or the attempts run out. */
export async function withRetry<T>(
  attempt: () => Promise<T>,
  policy: RetryPolicy,
): Promise<
  { ok: true; value: T; attempts: number } | { ok: false; error: SmsSendError; attempts: number }
> {
  for (let n = 1; ; n++) {
    try {
      return { ok: true, value: await attempt(), attempts: n };
    } catch (error) {
      const failure = error instanceof SmsSendError ? error : new SmsSendError(String(error), true);
      if (!failure.transient || n >= policy.attempts)
        return { ok: false, error: failure, attempts: n };
      const delay = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (n - 1));
      await sleep(delay / 2 + Math.random() * (delay / 2));
    }
  }
}

/** Calls `work` on every item with at most `limit` calls in flight at once. */
export async function forEachBounded<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}
