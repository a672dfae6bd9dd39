import http from 'node:http';
import compression from 'compression';
import express from 'express';
import { pinoHttp } from 'pino-http';
import { RESYNC_EVENT, SERVER_STOPPING_EVENT } from '../protocol/events';
import { healthApi } from '../protocol/health';
import type { Config } from './config';
import { loadFeatures } from './features';
import type { AppContext } from './lib/feature';
import { organizerAccessRoutes } from './features/organizer-access/routes';
import { OrganizerAccessService } from './features/organizer-access/service';
import { guestAuthRoutes } from './features/guest-auth/routes';
import { GuestAuthService } from './features/guest-auth/service';
import { GuestsService } from './features/guests/service';
import { refuseCrossSiteWrites } from './lib/http/same-origin';
import { allEndpoints } from '../protocol/contract';
import { inviteOnlyTopicGate, siteIsInviteOnly } from './features/wedding/site-access';
import { projectorLinkRoutes } from './features/projector-links/routes';
import { ProjectorLinksService } from './features/projector-links/service';
import { quizHostLinkRoutes } from './features/quiz-authoring/host-link-routes';
import { expiredQuizHostSessionsSweep, quizHostLinks } from './features/quiz-authoring/host-links';
import { FirstScreenPage } from './features/wedding/first-screen';
import { DeviceTokens } from './lib/auth/device-token';
import { ViewerResolver } from './lib/auth/resolve-viewer';
import { deviceIdentityRoutes } from './features/device-identity/routes';
import { DeviceIdentityService } from './features/device-identity/service';
import { identitiesIssuedSince, keyStoredClaims } from './features/device-identity/upgrade';
import { keyStoredLikes } from './features/moments/like-keys';
import { databaseIsUp, ensureIndexes } from './lib/db';
import { DomainEvents } from './lib/domain-events';
import { ModerationSources } from './lib/moderation-source';
import { apiNotFound, errorHandler } from './lib/http/errors';
import { createAppLimits, installAppLimits } from './lib/http/rate-limit';
import { installInviteOnlyCheck, mount } from './lib/http/route';
import { jsonBodies } from './lib/http/json-body';
import { securityHeaders } from './lib/http/security-headers';
import { isBuiltClient, serveClient } from './lib/http/client-files';
import { logSafeRequest, type Logger } from './lib/logger';
import { createRedisAdapter } from './lib/realtime/redis-adapter';
import { createRealtime } from './lib/realtime/hub';
import { socketOriginCheck } from './lib/realtime/origin';
import { trackRequestsInFlight } from './lib/in-flight';
import { Sweeper } from './lib/sweeper';
import { JobRunner } from './lib/jobs/runner';
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

/** Phones told that this process is stopping reconnect at random within this window. */
const RECONNECT_SPREAD_MS = 2_000;

/** Builds the whole server (Express app, HTTP server, Socket.IO) on an already-connected database. */
export async function createServer(options: AppOptions) {
  const { config, logger, clock = () => new Date() } = options;
  const app = express();
  const httpServer = http.createServer(app);
  const requests = trackRequestsInFlight(httpServer);

  const redis = config.redisUrl
    ? await createRedisAdapter(config.redisUrl, config.redisKeyPrefix, logger)
    : undefined;
  // Who is asking, for every request and every socket handshake (bound below, once the services
  // exist: handshakes only start once the server listens).
  const viewers = new ViewerResolver();
  const { io, hub } = createRealtime(httpServer, {
    logger,
    // In production too: about 1 µs against 1 ms for a moment to 200 sockets
    // (server/bench/moments/payload-check.ts).
    checkPayloads: true,
    identify: (credentials) => viewers.socket(credentials),
    sessionIsLive: viewers.sessionIsLive,
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
  const quizHosts = quizHostLinks(access.tokens, hub);

  const guestAuth = new GuestAuthService(access.tokens, new GuestsService(hub), hub, logger);
  viewers.bind({
    organizers: access,
    guests: guestAuth,
    projectors,
    quizHosts,
    devices: deviceTokens,
  });
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
    jobs: new JobRunner({ logger }),
  };
  const features = await loadFeatures();
  const sweeper = new Sweeper(logger);
  const ages = config.sweep;
  sweeper.register(
    ...idempotencySweeps(ages.idempotencyKeysMs),
    expiredOrganizerSessionsSweep(ages.expiredSessionsMs),
    expiredGuestSessionsSweep(ages.expiredSessionsMs),
    expiredProjectorSessionsSweep(ages.expiredSessionsMs),
    expiredQuizHostSessionsSweep(ages.expiredSessionsMs),
    closedDeviceClaimsSweep(config.deviceClaimWindowMs),
    ctx.jobs.sweepTask(),
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
  // Once every feature has defined its job types; stopped before the features' own loops.
  ctx.jobs.start();
  stops.unshift(() => ctx.jobs.stop());

  const limits = await createAppLimits(config.writeLimits, {
    redisUrl: config.redisUrl,
    redisKeyPrefix: config.redisKeyPrefix,
    logger,
  });
  installAppLimits(app, limits);
  installInviteOnlyCheck(app, siteIsInviteOnly);
  app.disable('x-powered-by');
  // Whose X-Forwarded-For / -Proto count: nobody's unless TRUST_PROXY names the proxy.
  app.set('trust proxy', config.trustProxy);
  app.locals.httpsPublicUrl = config.publicUrl?.startsWith('https://') === true;
  const clientDir = isBuiltClient(options.clientDir) ? options.clientDir : undefined;
  // The home page's first screen, in the HTML; its inline boot script is allowed by its hash.
  const firstScreen = clientDir ? FirstScreenPage.load(clientDir) : null;
  app.use(securityHeaders(config, firstScreen?.scriptHashes() ?? []));
  app.use(compression());
  app.use(
    pinoHttp({
      logger,
      autoLogging: { ignore: (req) => req.url === '/api/health' },
      customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'info'),
      serializers: { req: logSafeRequest },
    }),
  );
  app.use(jsonBodies(allEndpoints));
  app.use('/api', refuseCrossSiteWrites(config));
  app.use('/api', viewers.http());

  // Every route is an endpoint of the contract, mounted by lib/http/route.ts's `mount`, which
  // enforces its access, an invite-only site's gate and its limits.
  const apiRouter = express.Router();
  mount(apiRouter, healthApi.health, async () => {
    const up = await databaseIsUp();
    return {
      status: up ? 'ok' : 'degraded',
      db: up ? 'up' : 'down',
      instance: config.instanceId,
    } as const;
  });
  app.use(apiRouter);
  app.use(organizerAccessRoutes(access));
  app.use(guestAuthRoutes(guestAuth, events));
  app.use(
    deviceIdentityRoutes(
      new DeviceIdentityService(deviceTokens, identitiesIssued, config.deviceClaimWindowMs),
    ),
  );
  app.use(projectorLinkRoutes(projectors));
  app.use(quizHostLinkRoutes(quizHosts));
  for (const feature of features) app.use(feature.routes(ctx));
  app.use('/api', apiNotFound);
  if (clientDir) serveClient(app, { clientDir, firstScreen, clock, logger });
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
      // Running jobs finish, or are handed back, while the features and the database are up.
      await stops[0]();
      await Promise.all(stops.slice(1).map((stop) => stop()));
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
