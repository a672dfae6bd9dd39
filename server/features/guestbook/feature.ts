import type { Feature } from '../../lib/feature';
import { perApp } from '../../lib/per-app';
import { GuestBookModeration } from './moderation';
import { guestBookRoutes } from './routes';
import { GuestBookService } from './service';

const serviceOf = perApp((ctx) => new GuestBookService(ctx.hub, ctx.events));

export const feature: Feature = {
  name: 'guestbook',
  routes: (ctx) => guestBookRoutes(serviceOf(ctx)),
  moderation: (ctx) => new GuestBookModeration(serviceOf(ctx)),
};
