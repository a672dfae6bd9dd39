import type { Feature } from '../../lib/feature';
import { venuesRoutes } from './routes';
import { VenuesService } from './service';

export const feature: Feature = {
  name: 'venues',
  routes: () => venuesRoutes(new VenuesService()),
};
