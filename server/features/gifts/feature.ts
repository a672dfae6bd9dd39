import type { Feature } from '../../lib/feature';
import { giftRoutes } from './routes';
import { GiftsService } from './service';

/** Gifts: guests record theirs from the home page; organizers track them on the Gifts tab. */
export const feature: Feature = {
  name: 'gifts',
  routes: (ctx) => giftRoutes(new GiftsService(ctx.hub)),
};
