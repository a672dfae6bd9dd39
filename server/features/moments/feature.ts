import type { Feature } from '../../lib/feature';
import { perApp } from '../../lib/per-app';
import { mediaPipelineOf } from '../gallery/feature';
import { MomentsModeration } from './moderation';
import { momentsRoutes } from './routes';
import { MomentsService } from './service';
import { rebuildStats } from './stats';

const serviceOf = perApp((ctx) => {
  // Photo and GIF moments take the gallery's upload path: one pipeline for every picture.
  return new MomentsService(ctx.hub, ctx.logger, ctx.events, mediaPipelineOf(ctx));
});

/** Live wedding moments: the feed, its likes and stats, all pushed on the `moments` topic. */
export const feature: Feature = {
  name: 'moments',
  async init() {
    await rebuildStats();
  },
  routes(ctx) {
    return momentsRoutes(serviceOf(ctx), ctx.config);
  },
  moderation: (ctx) => new MomentsModeration(serviceOf(ctx)),
};
