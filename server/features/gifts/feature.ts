import type { Feature } from '../index';
import { giftRoutes } from './routes';

export const feature: Feature = {
  name: 'gifts',
  routes: () => giftRoutes(),
};
