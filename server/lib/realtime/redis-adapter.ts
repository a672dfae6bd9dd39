import type { createClient as createRedisClient } from 'redis';
import type { Logger } from '../logger';

/**
 * Shares events between server processes through a Redis stream. The streams adapter (unlike the
 * pub/sub one) keeps Socket.IO's connection state recovery working across processes: a socket's
 * session and the stream offset it had reached are kept in Redis, so a phone that reconnects to
 * another process gets what it missed replayed.
 *
 * Every key starts with `prefix` (REDIS_KEY_PREFIX), so several sites or test runs can share a Redis.
 */
export async function createRedisAdapter(url: string, prefix: string, logger: Logger) {
  // Loaded only with a Redis: a single process (and every test) starts without it.
  const [{ createAdapter }, { createClient }] = await Promise.all([
    import('@socket.io/redis-streams-adapter'),
    import('redis'),
  ]);
  const client = createClient({ url });
  // A Redis that restarts is reconnected by the client; until then, say so instead of crashing.
  client.on('error', (error: unknown) => logger.warn({ err: error }, 'redis connection problem'));
  await client.connect();
  // 'ready' after the first one: Redis is back. Pushes published on other processes meanwhile
  // never reached this one, so the app tells its pages to refetch (app.ts).
  const recoveredListeners: (() => void)[] = [];
  client.on('ready', () => {
    logger.info('redis connection back: pages resync');
    for (const listener of recoveredListeners) listener();
  });
  return {
    onRecovered(listener: () => void) {
      recoveredListeners.push(listener);
    },
    adapter: createAdapter(publishingFailsFastWhileDown(client), {
      streamName: `${prefix}:socket.io`,
      channelPrefix: `${prefix}:socket.io`,
      sessionKeyPrefix: `${prefix}:socket.io:session:`,
    }),
    async close() {
      // quit() waits for a Redis that may be away; disconnect() drops what is queued.
      if (client.isReady) await client.quit();
      else await client.disconnect().catch(() => undefined);
    },
  };
}

type RedisClient = ReturnType<typeof createRedisClient>;

/**
 * The adapter publishes every push to the stream before delivering it on this process; while Redis
 * is away the client would queue that publish until it is back, so the guests on this very process
 * would see nothing either. Publishing now fails at once while Redis is down (the adapter then
 * delivers here, and pages on other processes resync when they reconnect); reading the stream
 * (duplicated clients) keeps waiting for Redis as before.
 */
function publishingFailsFastWhileDown(client: RedisClient): RedisClient {
  return new Proxy(client, {
    get(target, property) {
      if (property === 'xAdd') {
        return (...args: Parameters<RedisClient['xAdd']>) =>
          target.isReady
            ? target.xAdd(...args)
            : Promise.reject(new Error('Redis is unavailable: delivered on this process only'));
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function'
        ? (value as (...a: unknown[]) => unknown).bind(target)
        : value;
    },
  });
}
