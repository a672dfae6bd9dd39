import type { Feature } from '../../lib/feature';
import { galleryPushesOf, mediaPipelineOf } from '../gallery/feature';
import { seedDefaultSchedule, TimelineEventsService } from './events-service';
import { timelineParticipationsOf } from './door';
import { migrateParticipationModeration } from './migrate';
import { TimelineParticipationsService } from './participations-service';
import { participationsModerationSource } from './moderation-source';
import { timelineRoutes } from './routes';

/** The wedding-day timeline: the day's events, guests' messages and reactions, pushed on `timeline`. */
export const feature: Feature = {
  name: 'timeline',
  async init(ctx) {
    // Made here, so the videos' job knows timeline photos before the runner starts.
    timelineParticipationsOf(ctx);
    await migrateParticipationModeration();
    await seedDefaultSchedule();
  },
  routes(ctx) {
    return timelineRoutes(
      new TimelineEventsService(ctx.hub, ctx.events),
      timelineParticipationsOf(ctx),
    );
  },
  moderation(ctx) {
    // Its own service without the queue's events (the Moderation tab logs its own actions).
    return participationsModerationSource(
      new TimelineParticipationsService(
        ctx.hub,
        undefined,
        mediaPipelineOf(ctx),
        galleryPushesOf(ctx),
        timelineParticipationsOf(ctx).videos,
      ),
    );
  },
};
