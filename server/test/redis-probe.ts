import { createClient } from 'redis';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The Redis the tests that need one use; empty when none answered. */
    redisUrl: string;
    /** Why those tests are skipped; empty when they run. */
    redisSkipReason: string;
  }
}

/** Where a laptop's Redis answers when nothing else is said (REDIS_TEST_URL overrides it). */
export const DEFAULT_TEST_REDIS_URL = 'redis://127.0.0.1:6379';

/** CI (E2E_REQUIRED=1, or REDIS_REQUIRED=1 from .ci/run) fails without Redis instead of skipping. */
export const redisRequired = () =>
  process.env.REDIS_REQUIRED === '1' || process.env.E2E_REQUIRED === '1';

/** Answers why the Redis at `url` cannot be used, or '' when it answers PING. */
export async function redisUnreachable(url: string): Promise<string> {
  const client = createClient({
    url,
    socket: { connectTimeout: 1_500, reconnectStrategy: false },
  });
  let failure = '';
  client.on('error', (error: Error) => (failure ||= error.message));
  try {
    await client.connect();
    await client.ping();
    return '';
  } catch (error) {
    return `no Redis answered at ${url} (${failure || (error as Error).message})`;
  } finally {
    await client.disconnect().catch(() => undefined);
  }
}

/**
 * For the global setup: the Redis the tests use, REDIS_TEST_URL or the default, when it answers a
 * PING; otherwise the reason the Redis tests are skipped (or a failure when Redis is required).
 */
export async function findTestRedis(): Promise<{ url: string; skipReason: string }> {
  const url = process.env.REDIS_TEST_URL || DEFAULT_TEST_REDIS_URL;
  const reason = await redisUnreachable(url);
  if (!reason) return { url, skipReason: '' };
  if (redisRequired()) {
    throw new Error(
      `Redis tests are required (REDIS_REQUIRED=1 or E2E_REQUIRED=1) but cannot run: ${reason}`,
    );
  }
  console.warn(`Redis tests skipped: ${reason}`);
  return { url: '', skipReason: reason };
}
