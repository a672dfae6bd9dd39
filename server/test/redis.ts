import { createClient } from 'redis';
import { inject } from 'vitest';
import { describeUnless } from './describe-unless';
import './redis-probe';

/** The Redis these tests use; '' when the global setup found none (the tests are then skipped). */
export const testRedisUrl = (): string => inject('redisUrl');

/**
 * A describe block for tests that need Redis: skipped, with the reason in its title, when the
 * global setup found none (it fails the run instead when Redis is required).
 */
export function describeWithRedis(name: string, body: () => void): void {
  describeUnless(inject('redisSkipReason'), name, body);
}

/** Deletes every key under `${prefix}:`, what one test file's processes wrote to the shared Redis. */
export async function dropRedisKeys(url: string, prefix: string): Promise<void> {
  if (!url) return;
  const redis = createClient({ url });
  await redis.connect();
  for await (const keys of redis.scanIterator({ MATCH: `${prefix}:*` })) {
    if (keys.length) await redis.del(keys);
  }
  await redis.quit();
}
