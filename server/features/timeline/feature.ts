import type { AppContext, Feature } from '../../lib/feature';
import { galleryOf } from '../gallery/feature';
import type { MomentMediaPipeline } from '../moments/service';
import { seedDefaultSchedule, TimelineEventsService } from './events-service';
import { TimelineParticipationsService } from './participations-service';
import { timelineRoutes } from './routes';

/** A photo participation's picture takes the gallery's upload path: one pipeline for every picture. */
function mediaOf(ctx: AppContext): MomentMediaPipeline {
  // Looked up when used: the moderation source is also built from a bare context.
  return {
    accept: (uploadURL, viewer, record) => galleryOf(ctx).uploads.accept(uploadURL, viewer, record),
    removeFiles: (keys) => galleryOf(ctx).storage.remove(keys),
  };
}

/** The wedding-day timeline: the day's events, guests' messages and reactions, pushed on `timeline`. */
export const feature: Feature = {
  name: 'timeline',
  async init() {
    await seedDefaultSchedule();
  },
  routes(ctx) {
    return timelineRoutes(
      new TimelineEventsService(ctx.hub, ctx.events),
      new TimelineParticipationsService(ctx.hub, ctx.events, mediaOf(ctx)),
    );
  },
  moderation(ctx) {
    return new TimelineParticipationsService(ctx.hub, undefined, mediaOf(ctx)).moderationSource();
  },
};
