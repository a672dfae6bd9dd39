import type { Feature } from '../../lib/feature';
import { momentsRoutes } from './routes';
import { MomentsService } from './service';
import { rebuildStats } from './stats';

/** Live wedding moments: the feed, its likes and stats, all pushed on the `moments` topic. */
export const feature: Feature = {
  name: 'moments',
  async init() {
    await rebuildStats();
  },
  routes(ctx) {
    return momentsRoutes(new MomentsService(ctx.hub, ctx.logger), ctx.config);
  },
};
