import { existsSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import compression from 'compression';
import express from 'express';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import { RESYNC_EVENT, SERVER_STOPPING_EVENT } from '../protocol/events';
import { adminGuestsApi } from '../protocol/admin-guests';
import { healthApi } from '../protocol/health';
import { MAP_TILE_ORIGIN } from '../protocol/outside-hosts';
import { isPagePath } from '../protocol/pages';
import type { Config } from './config';
import { loadFeatures } from './features';
import type { AppContext } from './lib/feature';
import { attachViewer, organizerAccessRoutes } from './features/organizer-access/routes';
import { OrganizerAccessService } from './features/organizer-access/service';
import { socketIdentity } from './features/organizer-access/socket-identity';
import { guestAuthRoutes, readGuestToken } from './features/guest-auth/routes';
import { GuestAuthService } from './features/guest-auth/service';
import { GuestsService } from './features/guests/service';
import { refuseCrossSiteWrites } from './lib/http/same-origin';
import { guardOrganizerEndpoints } from './lib/http/organizer-guard';
import { allEndpoints } from '../protocol/contract';
import {
  inviteOnlyTopicGate,
  requireInvitedGuestForReads,
  requireInvitedGuestForWrites,
} from './features/wedding/site-access';
import {
  attachProjector,
  projectorLinkRoutes,
  readProjectorToken,
} from './features/projector-links/routes';
import { ProjectorLinksService } from './features/projector-links/service';
import { FirstScreenPage } from './features/wedding/first-screen';
import { DeviceTokens } from './lib/auth/device-token';
import { deviceIdentityRoutes } from './features/device-identity/routes';
import { DeviceIdentityService } from './features/device-identity/service';
import { identitiesIssuedSince, keyStoredClaims } from './features/device-identity/upgrade';
import { keyStoredLikes } from './features/moments/like-keys';
import { databaseIsUp, ensureIndexes } from './lib/db';
import { DomainEvents } from './lib/domain-events';
import { ModerationSources } from './lib/moderation-source';
import { apiNotFound, errorHandler } from './lib/http/errors';
import { createAppLimits, installAppLimits } from './lib/http/rate-limit';
import { mount } from './lib/http/route';
import { logSafeRequest, type Logger } from './lib/logger';
import { createRedisAdapter } from './lib/realtime/redis-adapter';
import { createRealtime } from './lib/realtime/hub';
import { socketOriginCheck } from './lib/realtime/origin';
import { trackRequestsInFlight } from './lib/in-flight';
import { Sweeper } from './lib/sweeper';
import { idempotencySweeps } from './lib/idempotency/sweep';
import { expiredOrganizerSessionsSweep } from './features/organizer-access/sweep';
import { expiredGuestSessionsSweep } from './features/guest-auth/sweep';
import { expiredProjectorSessionsSweep } from './features/projector-links/sweep';
import { closedDeviceClaimsSweep } from './features/device-identity/sweep';

export interface AppOptions {
  config: Config;
  logger: Logger;
  /** Folder of the built client; when absent (dev, API tests) only the API is served. */
  clientDir?: string;
  /** See AppContext.clock; the real clock unless a test sets one. */
  clock?: () => Date;
}

/**
 * Files of the built client at fixed names that change with each release (the PWA's; the worker's
 * imported script is scripts/sw-first-visit-plugin.ts's).
 */
const ALWAYS_REVALIDATED = new Set([
  'sw.js',
  'sw-first-visit.js',
  'manifest.webmanifest',
  'index.html',
]);

/** Phones told that this process is stopping reconnect at random within this window. */
const RECONNECT_SPREAD_MS = 2_000;

/** Builds the whole server (Express app, HTTP server, Socket.IO) on an already-connected database. */
export async function createServer({
  config,
  logger,
  clientDir,
  clock = () => new Date(),
}: AppOptions) {
  const app = express();
  const httpServer = http.createServer(app);
  const requests = trackRequestsInFlight(httpServer);

  const redis = config.redisUrl
    ? await createRedisAdapter(config.redisUrl, config.redisKeyPrefix, logger)
    : undefined;
  const { io, hub } = createRealtime(httpServer, {
    logger,
    // In production too (hub.ts says what it costs).
    checkPayloads: true,
    ...socketIdentity(() => ({ access, guestAuth })),
    // Handshakes only start once the server listens, after the services below exist.
    deviceKeyOf: (value) => {
      const device = deviceTokens.verify(value);
      return device ? deviceTokens.keyOf(device.id) : undefined;
    },
    resolveProjector: (cookieHeader) => projectors.resolve(readProjectorToken(cookieHeader)),
    topicGate: inviteOnlyTopicGate,
    refuseRequest: socketOriginCheck(config),
    adapter: redis?.adapter,
  });
  redis?.onRecovered(() => io.local.emit(RESYNC_EVENT, { refetchWithinMs: RECONNECT_SPREAD_MS }));
  // After the hub: a new ADMIN_PASSWORD closes the organizer sockets of the other processes.
  const access = new OrganizerAccessService(hub, logger);
  await access.init({ adminPassword: config.adminPassword, sessionSecret: config.sessionSecret });
  const deviceTokens = new DeviceTokens((value) => access.tokens.hash(value));
  const projectors = new ProjectorLinksService(access.tokens, hub);

  const guestAuth = new GuestAuthService(access.tokens, new GuestsService(hub), hub, logger);
  const events = new DomainEvents((error, name) =>
    logger.error({ err: error, event: name }, 'domain event listener failed'),
  );
  // A guest deleted from the list, or given a new code, is signed out everywhere at once.
  events.on('guests.deleted', ({ ids }) => guestAuth.endSessionsOf(ids));
  events.on('guests.code-changed', ({ ids }) => guestAuth.endSessionsOf(ids));
  const ctx: AppContext = {
    config,
    logger,
    hub,
    events,
    moderation: new ModerationSources(),
    clock,
  };
  const features = await loadFeatures();
  const sweeper = new Sweeper(logger);
  const ages = config.sweep;
  sweeper.register(
    ...idempotencySweeps(ages.idempotencyKeysMs),
    expiredOrganizerSessionsSweep(ages.expiredSessionsMs),
    expiredGuestSessionsSweep(ages.expiredSessionsMs),
    expiredProjectorSessionsSweep(ages.expiredSessionsMs),
    closedDeviceClaimsSweep(config.deviceClaimWindowMs),
  );
  for (const feature of features) {
    const source = feature.moderation?.(ctx);
    if (source) ctx.moderation.register(source);
    sweeper.register(...(feature.sweeps?.(ctx) ?? []));
  }
  await ensureIndexes();
  // Before the likes lose their raw ids: the previous release's raw issued ids date the upgrade.
  const identitiesIssued = await identitiesIssuedSince();
  await keyStoredLikes((id) => deviceTokens.keyOf(id));
  await keyStoredClaims((id) => deviceTokens.keyOf(id));
  const stops: (() => Promise<void>)[] = [() => sweeper.stop()];
  for (const feature of features) {
    const stop = await feature.init?.(ctx);
    if (stop) stops.push(stop);
  }

  const limits = await createAppLimits(config.writeLimits, {
    redisUrl: config.redisUrl,
    redisKeyPrefix: config.redisKeyPrefix,
    logger,
  });
  installAppLimits(app, limits);
  app.disable('x-powered-by');
  // Whose X-Forwarded-For / -Proto count: nobody's unless TRUST_PROXY names the proxy.
  app.set('trust proxy', config.trustProxy);
  app.locals.httpsPublicUrl = config.publicUrl?.startsWith('https://') === true;
  // The CSP names the site, its photo store when that is elsewhere (uploads go to the address
  // browsers use for it, S3_PUBLIC_ENDPOINT; photos show from the public URL) and
  // protocol/outside-hosts.ts's few hosts: never any host.
  const siteOrigin = config.publicUrl ? new URL(config.publicUrl).origin : undefined;
  const photoOrigins = [
    ...new Set(
      [config.s3?.publicEndpoint, config.s3?.publicUrl].flatMap((url) =>
        url ? [new URL(url).origin] : [],
      ),
    ),
  ].filter((origin) => origin !== siteOrigin);
  // 'self' covers the site's own WebSocket in current browsers; the public address names it too.
  const socketOrigins = siteOrigin ? [siteOrigin.replace(/^http/, 'ws')] : [];
  const hasClient = Boolean(clientDir && existsSync(path.join(clientDir, 'index.html')));
  // The home page's first screen, in the HTML; its inline boot script is allowed by its hash.
  const firstScreen = clientDir && hasClient ? FirstScreenPage.load(clientDir) : null;
  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          'script-src': ["'self'", ...(firstScreen?.scriptHashes() ?? [])],
          'img-src': ["'self'", 'data:', 'blob:', MAP_TILE_ORIGIN, ...photoOrigins],
          'media-src': ["'self'", 'blob:', ...photoOrigins],
          'connect-src': ["'self'", ...socketOrigins, MAP_TILE_ORIGIN, ...photoOrigins],
          'worker-src': ["'self'", 'blob:'],
          'style-src': ["'self'", "'unsafe-inline'"],
          // Guests reach the site over plain http on a LAN or localhost too.
          'upgrade-insecure-requests': null,
        },
      },
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.use(compression());
  app.use(
    pinoHttp({
      logger,
      autoLogging: { ignore: (req) => req.url === '/api/health' },
      customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'info'),
      serializers: { req: logSafeRequest },
    }),
  );
  const jsonBody = express.json({ limit: '100kb' });
  // The guest-list import parses its own, larger body, and only once the caller is an organizer.
  app.use('/api', (req, res, next) =>
    req.method === 'POST' && req.originalUrl.split('?')[0] === adminGuestsApi.import.path
      ? next()
      : jsonBody(req, res, next),
  );
  app.use('/api', refuseCrossSiteWrites(config));
  app.use(
    '/api',
    attachViewer(
      access,
      (cookieHeader) => guestAuth.resolve(readGuestToken(cookieHeader)),
      deviceTokens,
    ),
  );
  app.use('/api', attachProjector(projectors));

  const apiRouter = express.Router();
  mount(apiRouter, healthApi.health, async () => {
    const up = await databaseIsUp();
    return {
      status: up ? 'ok' : 'degraded',
      db: up ? 'up' : 'down',
      instance: config.instanceId,
    } as const;
  });
  app.use(guardOrganizerEndpoints(allEndpoints));
  app.use('/api', requireInvitedGuestForWrites());
  app.use(requireInvitedGuestForReads(allEndpoints));
  app.use(apiRouter);
  app.use(organizerAccessRoutes(access));
  app.use(guestAuthRoutes(guestAuth));
  app.use(
    deviceIdentityRoutes(
      new DeviceIdentityService(deviceTokens, identitiesIssued, config.deviceClaimWindowMs),
      deviceTokens,
    ),
  );
  app.use(projectorLinkRoutes(projectors));
  for (const feature of features) app.use(feature.routes(ctx));
  app.use('/api', apiNotFound);

  if (clientDir && hasClient) {
    app.use(
      '/assets',
      express.static(path.join(clientDir, 'assets'), {
        immutable: true,
        maxAge: '1y',
        fallthrough: false,
      }),
    );
    app.use(
      express.static(clientDir, {
        index: false,
        maxAge: '1h',
        setHeaders: (res, filePath) => {
          // A browser must see a new service worker or manifest at once, never an hour later.
          if (ALWAYS_REVALIDATED.has(path.basename(filePath))) {
            res.setHeader('Cache-Control', 'no-cache');
          }
        },
      }),
    );
    if (firstScreen) {
      app.get('/', async (req, res) => {
        res.setHeader('Cache-Control', 'no-cache');
        let page: string;
        try {
          page = await firstScreen.render(
            {
              acceptLanguage: req.headers['accept-language'],
              cookie: req.headers.cookie,
            },
            clock(),
          );
        } catch (error) {
          // The database away: the plain shell still starts the app, which says so itself.
          logger.warn({ err: error }, 'first screen not filled; serving the shell');
          res.sendFile(path.join(clientDir, 'index.html'));
          return;
        }
        res.type('html').send(page);
      });
    }
    // The client router shows every page, and its own 404 page for any other path: that one is
    // answered with status 404 (protocol/pages.ts is the router's list of pages).
    app.get('/{*path}', (req, res) => {
      res.setHeader('Cache-Control', 'no-cache');
      if (!isPagePath(req.path)) res.status(404);
      res.sendFile(path.join(clientDir, 'index.html'));
    });
  }
  app.use(errorHandler(logger));
  sweeper.start(config.sweep.intervalMs);

  return {
    app,
    httpServer,
    io,
    hub,
    /** In-process domain events (tests and the bench emit what another feature would). */
    events,
    /** Removes what piles up, on its own timer; tests run it with `runOnce(now)`. */
    sweeper,
    /**
     * Stops gracefully: no new connections; every socket told to reconnect elsewhere; requests
     * already in flight (a guest's write) finish within `drainMs`; then the sockets close (their
     * sessions kept for recovery, in Redis when there is one) and so does everything else.
     */
    async close({ drainMs = 0 }: { drainMs?: number } = {}) {
      await Promise.all(stops.map((stop) => stop()));
      const closed = new Promise<void>((resolve) => httpServer.close(() => resolve()));
      io.local.emit(SERVER_STOPPING_EVENT, { reconnectWithinMs: RECONNECT_SPREAD_MS });
      await requests.settled(drainMs);
      // Its own promise waits for the HTTP server's 'close', which `closed` already awaits.
      void io.close();
      httpServer.closeAllConnections();
      await closed;
      await redis?.close();
      await limits.close();
    },
  };
}

export type WeddingServer = Awaited<ReturnType<typeof createServer>>;
