import type { Express, Request, RequestHandler, Response } from 'express';
import { MemoryStore, rateLimit, type Store } from 'express-rate-limit';
import { RedisStore } from 'rate-limit-redis';
import { createClient } from 'redis';
import { TOO_MANY_WRITES_MESSAGE, type ErrorBody, type WriteLimit } from '../../../protocol/http';
import { getViewer } from '../auth/viewer';
import type { Logger } from '../logger';

/** How many writes one device, and one IP address, may make per window in one allowance. */
export interface WriteAllowance {
  perDevice: number;
  perIp: number;
}

export interface WriteLimitSettings {
  windowMs: number;
  standard: WriteAllowance;
  light: WriteAllowance;
  /** Calls that run the AI endpoint (or its built-in stand-in): a speech, a translation. */
  ai: WriteAllowance;
  /** Per IP address, for writes that carry no device id (the site always sends one; scripts may not). */
  perIpWithoutDevice: number;
}

type Bucket = Exclude<WriteLimit, 'none'>;

/** The limiters of one running app, one set per allowance; mount() runs them on guest writes. */
export interface WriteLimits {
  guard(bucket: Bucket): RequestHandler;
  close(): Promise<void>;
}

const LOCALS_KEY = 'writeLimits';

function refuse(_req: Request, res: Response) {
  res.status(429).json({ message: TOO_MANY_WRITES_MESSAGE } satisfies ErrorBody);
}

/**
 * Builds the limiters. With a Redis URL every process counts in Redis (one key prefix per
 * allowance and key kind), so a guest cannot get N times the allowance from N processes; a Redis
 * that stops answering lets writes through rather than locking every guest out mid-wedding.
 */
export async function createWriteLimits(
  settings: WriteLimitSettings,
  {
    redisUrl,
    redisKeyPrefix = 'wedding',
    logger,
  }: { redisUrl?: string; redisKeyPrefix?: string; logger: Logger },
): Promise<WriteLimits> {
  const redis = redisUrl ? createClient({ url: redisUrl }) : undefined;
  if (redis) {
    redis.on('error', (error: unknown) =>
      logger.warn({ err: error }, 'rate limit store: Redis error'),
    );
    await redis.connect();
  }
  const memoryStores: MemoryStore[] = [];
  const storeFor = (prefix: string): Store => {
    if (redis) {
      return new RedisStore({
        prefix: `${redisKeyPrefix}:write-limit:${prefix}:`,
        sendCommand: (...args: string[]) => redis.sendCommand(args),
      });
    }
    const store = new MemoryStore();
    memoryStores.push(store);
    return store;
  };
  const limiter = (prefix: string, limit: number, options: Parameters<typeof rateLimit>[0]) =>
    rateLimit({
      windowMs: settings.windowMs,
      limit,
      standardHeaders: 'draft-8',
      legacyHeaders: false,
      passOnStoreError: true,
      store: storeFor(prefix),
      handler: refuse,
      ...options,
    });
  const deviceOf = (res: Response) => getViewer(res).deviceId;

  const build = (bucket: Bucket): RequestHandler[] => [
    // One phone flooding is stopped by its own allowance before it eats into the room's.
    limiter(`${bucket}:device`, settings[bucket].perDevice, {
      identifier: `${bucket}-device`,
      skip: (_req, res) => !deviceOf(res),
      keyGenerator: (_req, res) => deviceOf(res) as string,
    }),
    // A whole venue shares one Wi-Fi address, so this allowance is for a room full of guests.
    limiter(`${bucket}:ip`, settings[bucket].perIp, { identifier: `${bucket}-ip` }),
    limiter(`${bucket}:ip-without-device`, settings.perIpWithoutDevice, {
      identifier: `${bucket}-ip-without-device`,
      skip: (_req, res) => Boolean(deviceOf(res)),
    }),
  ];
  const inOrder =
    (chain: RequestHandler[]): RequestHandler =>
    (req, res, next) => {
      if (getViewer(res).organizer) return next();
      const run = (index: number): void => {
        if (index === chain.length) return next();
        void chain[index](req, res, (error?: unknown) => (error ? next(error) : run(index + 1)));
      };
      run(0);
    };
  const guards: Record<Bucket, RequestHandler> = {
    standard: inOrder(build('standard')),
    light: inOrder(build('light')),
    ai: inOrder(build('ai')),
  };

  return {
    guard: (bucket) => guards[bucket],
    async close() {
      for (const store of memoryStores) store.shutdown();
      await redis?.quit();
    },
  };
}

/** Makes an app's limiters the ones mount() uses for every route of that app. */
export function installWriteLimits(app: Express, limits: WriteLimits): void {
  app.locals[LOCALS_KEY] = limits;
}

/**
 * The middleware that limits one endpoint's guest writes: it finds the limiters of the app the
 * request arrived at (a route mounted on an app without them, as in a bare router test, is not
 * limited).
 */
export function guestWriteLimit(bucket: Bucket): RequestHandler {
  return (req, res, next) => {
    const limits = req.app.locals[LOCALS_KEY] as WriteLimits | undefined;
    if (!limits) return next();
    return limits.guard(bucket)(req, res, next);
  };
}
