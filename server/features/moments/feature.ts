import type { Feature } from '../../lib/feature';
import { perApp } from '../../lib/per-app';
import { mediaPipelineOf, videoPipelineOf } from '../gallery/feature';
import { currentVideoLimits } from '../media-settings/door';
import { MomentsModeration } from './moderation';
import { momentsRoutes } from './routes';
import { MomentsService } from './service';
import { rebuildStats } from './stats';
import { VideoMoments } from './video-moments';

const serviceOf = perApp((ctx) => {
  // Photo and GIF moments take the gallery's upload path: one pipeline for every picture.
  const service = new MomentsService(ctx.hub, ctx.logger, ctx.events, mediaPipelineOf(ctx));
  // Videos take the gallery's video accept path, then the job runner; once made, a video moment
  // is published by the service as any other moment is.
  service.videos = new VideoMoments(
    videoPipelineOf(ctx),
    ctx.jobs,
    ctx.logger,
    () => currentVideoLimits(ctx.config),
    (doc, awaitingReview) => service.publishCreated(doc, awaitingReview),
  );
  return service;
});

/** Live wedding moments: the feed, its likes and stats, all pushed on the `moments` topic. */
export const feature: Feature = {
  name: 'moments',
  async init(ctx) {
    serviceOf(ctx).videos?.defineJob();
    await rebuildStats();
  },
  routes(ctx) {
    return momentsRoutes(serviceOf(ctx), ctx.config);
  },
  moderation: (ctx) => new MomentsModeration(serviceOf(ctx)),
};
