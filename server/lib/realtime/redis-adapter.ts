import { createAdapter } from '@socket.io/redis-streams-adapter';
import { createClient } from 'redis';
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
  const client = createClient({ url });
  // A Redis that restarts is reconnected by the client; until then, say so instead of crashing.
  client.on('error', (error: unknown) => logger.warn({ err: error }, 'redis connection problem'));
  await client.connect();
  return {
    adapter: createAdapter(client, {
      streamName: `${prefix}:socket.io`,
      channelPrefix: `${prefix}:socket.io`,
      sessionKeyPrefix: `${prefix}:socket.io:session:`,
    }),
    async close() {
      await client.quit();
    },
  };
}
