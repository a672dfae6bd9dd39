import type { Express, Request, RequestHandler, Response } from 'express';
import { ipKeyGenerator, rateLimit, type Options } from 'express-rate-limit';
import { GUEST_SIGN_IN_RATE_LIMIT } from '../../../protocol/guests';
import {
  TOO_MANY_WRITES_MESSAGE,
  type Endpoint,
  type OwnLimit,
  type WriteLimit,
} from '../../../protocol/http';
import { NEWSLETTER_MESSAGES, NEWSLETTER_RATE_LIMIT } from '../../../protocol/newsletter';
import { LOGIN_RATE_LIMIT, TOO_MANY_ATTEMPTS_MESSAGE } from '../../../protocol/organizer';
import { getViewer } from '../auth/viewer';
import type { Logger } from '../logger';
import { errorBody } from './errors';
import { createLimitStores } from './limit-store';

/** How many writes one device, and one IP address on one route, may make per window. */
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
  /** Per IP address, for writes that carry no device identity (the site always has one). */
  perIpWithoutDevice: number;
  /**
   * Writes that reach the projector (moments, guest book, timeline messages, reviews) from
   * anyone without a guest session, all together, per window: a flood spread over many devices
   * and addresses is capped all the same.
   */
  projectorWritesSiteWide: number;
  /**
   * The part of that ceiling the newest identities (issued within `probationMs`) and writes with
   * none may take together: a script minting identities cannot fill the wall's ceiling and crowd
   * out the guests who have been here a while.
   */
  projectorWritesFromNewIdentities: number;
  probationMs: number;
  /** New device identities per address: a venue's arrivals pass, a script minting does not. */
  deviceIssuance: { perMinute: number; perHour: number };
}

type Bucket = Exclude<WriteLimit, 'none'>;

/** What one write route tells the limiters about itself. */
export interface WriteRoute {
  bucket: Bucket;
  /** `METHOD /path`: per-address allowances are per route. */
  key: string;
  showsOnProjector: boolean;
}

/** The limiters of one running app; `mount` finds them through `app.locals` (installAppLimits). */
export interface AppLimits {
  guestWrite(route: WriteRoute): RequestHandler;
  /** The limiters endpoints declare as their `ownLimit`. */
  own: Record<OwnLimit, RequestHandler>;
  close(): Promise<void>;
}

const LOCALS_KEY = 'appLimits';

const refuseWrite = (_req: Request, res: Response) => {
  res.status(429).json(errorBody(TOO_MANY_WRITES_MESSAGE));
};
const refuseAttempt = (_req: Request, res: Response) => {
  res.status(429).json(errorBody(TOO_MANY_ATTEMPTS_MESSAGE));
};

/** The caller's address as Express resolved it (TRUST_PROXY decides whose word counts). */
const addressOf = (req: Request) => ipKeyGenerator(req.ip ?? req.socket.remoteAddress ?? '');
/** The device's keyed hash, not its id: limiter keys sit in Redis, where anyone with access reads them. */
const deviceOf = (res: Response) => getViewer(res).deviceKey;

/** Runs limiters one after another; the first that refuses answers. Organizers pass. */
function inOrder(chain: RequestHandler[], { organizersPass = true } = {}): RequestHandler {
  return (req, res, next) => {
    if (organizersPass && getViewer(res).organizer) return next();
    const run = (index: number): void => {
      if (index === chain.length) return next();
      void chain[index](req, res, (error?: unknown) => (error ? next(error) : run(index + 1)));
    };
    run(0);
  };
}

/**
 * Builds every limiter of the app. With a Redis URL every process counts in Redis (one key prefix
 * per limiter); while Redis is down each process counts on its own (limit-store.ts).
 */
export async function createAppLimits(
  settings: WriteLimitSettings,
  options: { redisUrl?: string; redisKeyPrefix?: string; logger: Logger },
): Promise<AppLimits> {
  const stores = await createLimitStores(options);
  const limiter = (name: string, limit: number, extra: Partial<Options>) =>
    rateLimit({
      windowMs: settings.windowMs,
      limit,
      standardHeaders: 'draft-8',
      legacyHeaders: false,
      // The stores never throw (they fall back to memory); this is belt and braces.
      passOnStoreError: true,
      store: stores.storeFor(name),
      identifier: name,
      handler: refuseWrite,
      keyGenerator: addressOf,
      // Which forwarded headers count is TRUST_PROXY's decision, made once in app.ts.
      validate: { xForwardedForHeader: false, trustProxy: false },
      ...extra,
    });
  const routeOf = (res: Response) => res.locals.writeRoute as WriteRoute;
  const isEstablished = (res: Response) => {
    const issuedAt = getViewer(res).deviceIssuedAt;
    return issuedAt !== undefined && Date.now() - issuedAt >= settings.probationMs;
  };

  const writeChain = (bucket: Bucket): RequestHandler[] => [
    // One phone flooding is stopped by its own allowance before it eats into the room's.
    limiter(`${bucket}:device`, settings[bucket].perDevice, {
      skip: (_req, res) => !deviceOf(res),
      keyGenerator: (_req, res) => deviceOf(res) as string,
    }),
    // A whole venue shares one address, so this allowance is for a room full of guests.
    limiter(`${bucket}:route-ip`, settings[bucket].perIp, {
      keyGenerator: (req, res) => `${routeOf(res).key}|${addressOf(req)}`,
    }),
    limiter(`${bucket}:ip-without-device`, settings.perIpWithoutDevice, {
      skip: (_req, res) => Boolean(deviceOf(res)),
    }),
    // Before the overall ceiling: a write refused here does not count against the guests' share.
    limiter(`${bucket}:projector-new-identities`, settings.projectorWritesFromNewIdentities, {
      skip: (_req, res) =>
        !routeOf(res).showsOnProjector || Boolean(getViewer(res).guestId) || isEstablished(res),
      keyGenerator: () => 'site',
      windowMs: 60_000,
    }),
    limiter(`${bucket}:projector-site-wide`, settings.projectorWritesSiteWide, {
      skip: (_req, res) => !routeOf(res).showsOnProjector || Boolean(getViewer(res).guestId),
      keyGenerator: () => 'site',
      windowMs: 60_000,
    }),
  ];
  const writeGuards: Record<Bucket, RequestHandler> = {
    standard: inOrder(writeChain('standard')),
    light: inOrder(writeChain('light')),
    ai: inOrder(writeChain('ai')),
  };

  /**
   * Failed sign-ins back off per device (one prankster's phone), per address without a device
   * (a script), and per address for everyone only at a venue-sized ceiling: a prankster never
   * locks the room out.
   */
  const failedSignIns = (
    name: string,
    limits: { windowMs: number; perDevice: number; perAddress: number },
  ) => {
    const failures = (suffix: string, limit: number, extra: Partial<Options>) =>
      limiter(`${name}:${suffix}`, limit, {
        windowMs: limits.windowMs,
        // Only failures count: a household signing in one phone after another is never held back.
        skipSuccessfulRequests: true,
        handler: refuseAttempt,
        ...extra,
      });
    return [
      failures('device', limits.perDevice, {
        skip: (_req, res) => !deviceOf(res),
        keyGenerator: (_req, res) => deviceOf(res) as string,
      }),
      failures('ip-without-device', limits.perDevice, {
        skip: (_req, res) => Boolean(deviceOf(res)),
      }),
      failures('ip', limits.perAddress, {}),
    ];
  };
  const inviteCodeOf = (req: Request): string => {
    const code: unknown = (req.body as { inviteCode?: unknown } | undefined)?.inviteCode;
    return typeof code === 'string' ? code.trim().toUpperCase().slice(0, 64) : '';
  };

  const hasDevice = (_req: Request, res: Response) => Boolean(getViewer(res).deviceId);
  const issuanceWindow = (suffix: string, windowMs: number, limit: number, skip: Options['skip']) =>
    limiter(`device-issuance:${suffix}`, limit, { windowMs, skip });
  const newsletterLimit = (name: string, limit: number, extra: Partial<Options>) =>
    limiter(name, limit, {
      windowMs: NEWSLETTER_RATE_LIMIT.windowMs,
      handler: (_req, res) => {
        res.status(429).json(errorBody(NEWSLETTER_MESSAGES.tooManyRequests));
      },
      ...extra,
    });

  return {
    guestWrite(route) {
      const guard = writeGuards[route.bucket];
      return (req, res, next) => {
        res.locals.writeRoute = route;
        guard(req, res, next);
      };
    },
    own: {
      // A phone that already holds a valid identity gets it back without drawing on these.
      'device-issuance': inOrder([
        issuanceWindow('minute', 60_000, settings.deviceIssuance.perMinute, hasDevice),
        issuanceWindow('hour', 60 * 60_000, settings.deviceIssuance.perHour, hasDevice),
      ]),
      'organizer-sign-in': inOrder(failedSignIns('organizer-login', LOGIN_RATE_LIMIT)),
      'guest-sign-in': inOrder([
        ...failedSignIns('guest-sign-in', GUEST_SIGN_IN_RATE_LIMIT),
        // Guessing the name that goes with one known code, from any number of devices.
        limiter('guest-sign-in:code', GUEST_SIGN_IN_RATE_LIMIT.perCode, {
          windowMs: GUEST_SIGN_IN_RATE_LIMIT.windowMs,
          skipSuccessfulRequests: true,
          handler: refuseAttempt,
          skip: (req) => inviteCodeOf(req) === '',
          keyGenerator: (req) => `code:${inviteCodeOf(req)}`,
        }),
      ]),
      // Each subscribe request may send an e-mail: one device, and one address, get few of them
      // (an organizer's too: it is the mail server's reputation that is guarded).
      newsletter: inOrder(
        [
          newsletterLimit('newsletter-per-device', NEWSLETTER_RATE_LIMIT.perDevice, {
            skip: (_req, res) => !getViewer(res).deviceId,
            keyGenerator: (_req, res) => `device:${deviceOf(res)}`,
          }),
          newsletterLimit('newsletter-per-ip', NEWSLETTER_RATE_LIMIT.perIp, {}),
        ],
        { organizersPass: false },
      ),
    },
    close: () => stores.close(),
  };
}

/** Makes an app's limiters the ones its routes use. */
export function installAppLimits(app: Express, limits: AppLimits): void {
  app.locals[LOCALS_KEY] = limits;
}

/**
 * One of the app's limiters, found on the app the request arrived at (a route mounted on an app
 * without them, as in a bare router test, is not limited).
 */
export function appLimit(pick: (limits: AppLimits) => RequestHandler): RequestHandler {
  return (req, res, next) => {
    const limits = req.app.locals[LOCALS_KEY] as AppLimits | undefined;
    if (!limits) return next();
    return pick(limits)(req, res, next);
  };
}

/**
 * The allowance an endpoint's writes draw from when it declares none: reads none; the quiz host's
 * actions the light one (a host taps next, pause, resume for a whole evening: a real host never
 * meets it, a leaked link scripted in a loop does); other writes the standard one.
 */
function defaultBucket(endpoint: Endpoint): WriteLimit {
  if (endpoint.method === 'GET') return 'none';
  return endpoint.access === 'quiz-host' ? 'light' : 'standard';
}

/**
 * The limiters an endpoint declares, in order: its own (a sign-in's, the newsletter's), then the
 * allowance its guest writes draw from (reads only when they declare one). Organizers' endpoints
 * are never limited, nor is an organizer anywhere (a quiz host link's session is).
 */
export function limitsOf(endpoint: Endpoint): RequestHandler[] {
  if (endpoint.access === 'organizer') return [];
  const own = endpoint.ownLimit;
  const bucket = endpoint.writeLimit ?? defaultBucket(endpoint);
  const route: WriteRoute | undefined =
    bucket === 'none'
      ? undefined
      : {
          bucket,
          key: `${endpoint.method} ${endpoint.path}`,
          showsOnProjector: endpoint.showsOnProjector === true,
        };
  return [
    ...(own ? [appLimit((limits) => limits.own[own])] : []),
    ...(route ? [appLimit((limits) => limits.guestWrite(route))] : []),
  ];
}
