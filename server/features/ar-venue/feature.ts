import type { Feature } from '../../lib/feature';
import { perApp } from '../../lib/per-app';
import { VenueReviewModeration } from './moderation';
import { arVenueRoutes } from './routes';
import { VenueReviewsService } from './service';

const serviceOf = perApp((ctx) => new VenueReviewsService(ctx.hub, ctx.events));

/** The AR venue page's reviews (moderated like every guest post); its markers are venue settings. */
export const feature: Feature = {
  name: 'ar-venue',
  routes: (ctx) => arVenueRoutes(serviceOf(ctx)),
  moderation: (ctx) => new VenueReviewModeration(serviceOf(ctx)),
};
