import type { Feature } from '../../lib/feature';
import { perApp } from '../../lib/per-app';
import { mediaPipelineOf, registerVideoKind, videoPostsOf } from '../gallery/feature';
import { migrateGuestBookModeration } from './migrate';
import { GuestBookModeration } from './moderation';
import { guestBookRoutes } from './routes';
import { GuestBookService } from './service';
import { guestBookVideos, type GuestBookVideos } from './videos';

const serviceOf = perApp((ctx) => {
  // An entry's photo takes the gallery's upload path: one pipeline for every picture; a video,
  // the videos' one lifecycle.
  const videos: GuestBookVideos = registerVideoKind(
    ctx,
    'guestbook',
    guestBookVideos(videoPostsOf(ctx), (doc) => service.announce(doc)),
  );
  const service = new GuestBookService(
    ctx.hub,
    ctx.events,
    ctx.logger,
    mediaPipelineOf(ctx),
    videos,
  );
  return service;
});

export const feature: Feature = {
  name: 'guestbook',
  async init(ctx) {
    // Made here, so the videos' job knows entries before the runner starts.
    serviceOf(ctx);
    await migrateGuestBookModeration();
  },
  routes: (ctx) => guestBookRoutes(serviceOf(ctx)),
  moderation: (ctx) => new GuestBookModeration(serviceOf(ctx)),
};
