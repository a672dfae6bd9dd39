import type { Feature } from '../../lib/feature';
import { giftRoutes } from './routes';

export const feature: Feature = {
  name: 'gifts',
  routes: () => giftRoutes(),
};
