import type { Feature } from '../../lib/feature';
import { ensureHouseholds } from './migrate';
import { householdsRoutes } from './routes';
import { HouseholdsService } from './service';

export const feature: Feature = {
  name: 'households',
  async init(ctx) {
    await ensureHouseholds();
    const service = new HouseholdsService(ctx.hub);
    ctx.events.on('guests.deleted', ({ ids }) => service.removeGuests(ids));
  },
  routes: (ctx) => householdsRoutes(new HouseholdsService(ctx.hub)),
};
