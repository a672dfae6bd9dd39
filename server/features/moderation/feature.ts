import type { Feature } from '../../lib/feature';
import { moderationRoutes } from './routes';
import { ModerationService } from './service';

/**
 * One review queue over what guests post (every feature that declares `moderation`), the
 * per-kind policy, the projector wall's pause and the action log; organizers only, but for the
 * wall's state, which the projector reads.
 */
export const feature: Feature = {
  name: 'moderation',
  routes: (ctx) => moderationRoutes(new ModerationService(ctx)),
};
