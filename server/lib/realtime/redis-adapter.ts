import { createAdapter } from '@socket.io/redis-streams-adapter';
import { createClient } from 'redis';

/**
 * Shares events between server processes through a Redis stream. The streams adapter (unlike the
 * pub/sub one) keeps Socket.IO's connection state recovery working across processes.
 */
export async function createRedisAdapter(url: string) {
  const client = createClient({ url });
  await client.connect();
  return {
    adapter: createAdapter(client),
    async close() {
      await client.quit();
    },
  };
}
