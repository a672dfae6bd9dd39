import type { Feature } from '../../lib/feature';
import { guestsRoutes } from './routes';
import { GuestsService } from './service';

export const feature: Feature = {
  name: 'guests',
  routes: (ctx) => guestsRoutes(new GuestsService(ctx.hub)),
};
