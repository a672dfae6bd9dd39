import type { Feature } from '../../lib/feature';
import { arVenueRoutes } from './routes';
import { VenueReviewsService } from './service';

/** The AR venue page's reviews; its markers are part of the wedding's venue settings. */
export const feature: Feature = {
  name: 'ar-venue',
  routes: (ctx) => arVenueRoutes(new VenueReviewsService(ctx.hub)),
};
