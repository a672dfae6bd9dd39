import {
  MemoryStore,
  type ClientRateLimitInfo,
  type Options,
  type Store,
} from 'express-rate-limit';
import type { Logger } from '../logger';

/** A Redis command that has not answered by then is treated as Redis being down. */
export const REDIS_LIMIT_TIMEOUT_MS = 300;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Redis did not answer within ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * Counts in Redis, shared by every process, and in this process's memory while Redis is down:
 * limits keep holding (per process) through an outage instead of opening for an attacker or
 * closing on every guest, and no request waits on a Redis that does not answer.
 */
class SharedStoreWithLocalFallback implements Store {
  readonly localKeys = false;
  private options?: Options;
  private lastReload = 0;

  constructor(
    private readonly shared: Store,
    private readonly local: MemoryStore,
    private readonly onFallback: (error: unknown) => void,
    readonly prefix: string,
  ) {}

  init(options: Options): void {
    this.options = options;
    this.local.init(options);
    this.loadScripts();
  }

  /** RedisStore loads its scripts once; a load that failed (Redis down) is tried again later. */
  private loadScripts(): void {
    if (!this.options) return;
    this.lastReload = Date.now();
    void Promise.resolve(this.shared.init?.(this.options)).catch(this.onFallback);
  }

  private async either<T>(shared: () => Promise<T> | T, local: () => Promise<T> | T): Promise<T> {
    try {
      return await shared();
    } catch (error) {
      this.onFallback(error);
      if (Date.now() - this.lastReload > 5_000) this.loadScripts();
      return local();
    }
  }

  increment(key: string): Promise<ClientRateLimitInfo> {
    return this.either(
      () => this.shared.increment(key),
      () => this.local.increment(key),
    );
  }

  decrement(key: string): Promise<void> {
    return this.either(
      () => this.shared.decrement(key),
      () => this.local.decrement(key),
    );
  }

  async resetKey(key: string): Promise<void> {
    this.local.resetKey(key);
    await this.either(
      () => this.shared.resetKey(key),
      () => undefined,
    );
  }

  shutdown(): void {
    this.local.shutdown();
  }
}

export interface LimitStores {
  storeFor(name: string): Store;
  close(): Promise<void>;
}

/** The counters of one running app: in Redis when it has one (every process shares them). */
export async function createLimitStores({
  redisUrl,
  redisKeyPrefix = 'wedding',
  logger,
}: {
  redisUrl?: string;
  redisKeyPrefix?: string;
  logger: Logger;
}): Promise<LimitStores> {
  // Loaded only with a Redis: a single process (and every test) starts without it.
  const shared = redisUrl
    ? await Promise.all([import('redis'), import('rate-limit-redis')])
    : undefined;
  const RedisStore = shared?.[1].RedisStore;
  const redis = redisUrl
    ? shared![0].createClient({
        url: redisUrl,
        // Commands fail at once while disconnected instead of queueing behind the reconnection.
        disableOfflineQueue: true,
        socket: { reconnectStrategy: (retries) => Math.min(200 * 2 ** retries, 5_000) },
      })
    : undefined;
  let lastWarning = 0;
  const warn = (error: unknown) => {
    // One line every 10 s, not one per request, while Redis is away.
    if (Date.now() - lastWarning < 10_000) return;
    lastWarning = Date.now();
    logger.warn({ err: error }, 'rate limits: Redis unavailable, counting in this process');
  };
  if (redis) {
    redis.on('error', warn);
    await redis.connect();
  }
  const memoryStores: MemoryStore[] = [];
  return {
    storeFor(name) {
      const local = new MemoryStore();
      memoryStores.push(local);
      if (!redis || !RedisStore) return local;
      const prefix = `${redisKeyPrefix}:write-limit:${name}:`;
      const counts = new RedisStore({
        prefix,
        sendCommand: (...args: string[]) =>
          withTimeout(redis.sendCommand(args), REDIS_LIMIT_TIMEOUT_MS),
      });
      return new SharedStoreWithLocalFallback(counts, local, warn, prefix);
    },
    async close() {
      for (const store of memoryStores) store.shutdown();
      // quit() waits for a Redis that is away (a shutdown during an outage hung until killed);
      // disconnect() drops the connection at once.
      if (redis?.isReady) await redis.quit().catch(() => undefined);
      else if (redis?.isOpen) await redis.disconnect().catch(() => undefined);
    },
  };
}
