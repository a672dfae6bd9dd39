import type { Feature } from '../../lib/feature';
import { rsvpRoutes } from './routes';
import { RsvpService } from './service';

export const feature: Feature = {
  name: 'rsvp',
  routes: (ctx) => rsvpRoutes(new RsvpService(ctx.hub, ctx.events)),
};
