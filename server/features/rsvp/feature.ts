import type { Feature } from '../../lib/feature';
import { rsvpRoutes } from './routes';
import { dropLegacyEmailIndex, RsvpService } from './service';

export const feature: Feature = {
  name: 'rsvp',
  async init() {
    await dropLegacyEmailIndex();
  },
  routes: (ctx) => rsvpRoutes(new RsvpService(ctx.hub, ctx.events)),
};
