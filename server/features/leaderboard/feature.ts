import type { AppContext, Feature } from '../../lib/feature';
import { leaderboardRoutes } from './routes';
import { LeaderboardService } from './service';

/** One service per app (tests start several apps in one process). */
const services = new WeakMap<AppContext, LeaderboardService>();
function serviceOf(ctx: AppContext): LeaderboardService {
  let service = services.get(ctx);
  if (!service) services.set(
      ctx,
      (service = new LeaderboardService(ctx.hub, ctx.logger, {
        severalProcesses: Boolean(ctx.config.redisUrl),
      })),
    );
  return service;
}

/**
 * The games' leaderboard: rows recomputed from scored sessions ('game.scored' from the games
 * feature), coalesced pushes on the `leaderboard` topic, the organizers' podium, rounds and
 * hidden players, and what the reception's `/live` screen shows.
 */
export const feature: Feature = {
  name: 'leaderboard',
  init(ctx) {
    const service = serviceOf(ctx);
    ctx.events.on('game.scored', ({ playerId, sessionId }) => service.onScored(playerId, sessionId));
    return Promise.resolve();
  },
  routes(ctx) {
    return leaderboardRoutes(serviceOf(ctx));
  },
};
