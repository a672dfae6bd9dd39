import type { Feature } from '../index';
import { venuesRoutes } from './routes';
import { VenuesService } from './service';

export const feature: Feature = {
  name: 'venues',
  routes: () => venuesRoutes(new VenuesService()),
};
