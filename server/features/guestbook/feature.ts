import type { Feature } from '../../lib/feature';
import { perApp } from '../../lib/per-app';
import { mediaPipelineOf } from '../gallery/feature';
import { migrateGuestBookModeration } from './migrate';
import { GuestBookModeration } from './moderation';
import { guestBookRoutes } from './routes';
import { GuestBookService } from './service';

const serviceOf = perApp((ctx) => {
  // An entry's photo takes the gallery's upload path: one pipeline for every picture.
  return new GuestBookService(ctx.hub, ctx.events, ctx.logger, mediaPipelineOf(ctx));
});

export const feature: Feature = {
  name: 'guestbook',
  async init() {
    await migrateGuestBookModeration();
  },
  routes: (ctx) => guestBookRoutes(serviceOf(ctx)),
  moderation: (ctx) => new GuestBookModeration(serviceOf(ctx)),
};
