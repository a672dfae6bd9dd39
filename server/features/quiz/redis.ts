import type { createClient } from 'redis';
import type { Logger } from '../../lib/logger';

export interface QuizRedis {
  client: ReturnType<typeof createClient>;
  key(name: string): string;
  close(): Promise<void>;
}

/** The quiz's own Redis connection (the clock's lease, the phones' round trips), when configured. */
export async function connectQuizRedis(
  url: string,
  prefix: string,
  logger: Logger,
): Promise<QuizRedis> {
  const { createClient } = await import('redis');
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: { reconnectStrategy: (retries) => Math.min(200 * 2 ** retries, 5_000) },
  });
  client.on('error', (error: unknown) => logger.warn({ err: error }, 'quiz: redis problem'));
  await client.connect();
  return {
    client,
    key: (name) => `${prefix}:quiz:${name}`,
    async close() {
      if (client.isReady) await client.quit().catch(() => undefined);
      else if (client.isOpen) await client.disconnect().catch(() => undefined);
    },
  };
}
