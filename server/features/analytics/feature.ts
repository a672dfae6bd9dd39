import type { Feature } from '../../lib/feature';
import { analyticsRoutes } from './routes';

/**
 * The organizers' analytics snapshot. It stores nothing and publishes nothing: the dashboard
 * refetches it when the topics that carry the underlying changes push (see useAnalytics).
 */
export const feature: Feature = {
  name: 'analytics',
  routes: () => analyticsRoutes(),
};
