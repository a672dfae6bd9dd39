/** The Redis a bench's processes share (on this machine only), and its clean-up after the run. */
import { createClient } from 'redis';

/** REDIS_URL or the usual local one; a Redis elsewhere is refused. */
export function localRedisUrl(): string {
  const url = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  if (!/^redis:\/\/(?:[^@/]*@)?(127\.0\.0\.1|localhost)(:\d+)?(\/\d*)?$/.test(url))
    throw new Error(`REDIS_URL must point to this machine (127.0.0.1) for the bench, not ${url}`);
  return url;
}

/** Removes the streams and sessions the bench left in Redis under its key prefix. */
export async function clearRedis(url: string, prefix: string): Promise<void> {
  const redis = createClient({ url });
  await redis.connect();
  for await (const keys of redis.scanIterator({ MATCH: `${prefix}:*` })) {
    if (keys.length) await redis.del(keys);
  }
  await redis.quit();
}
