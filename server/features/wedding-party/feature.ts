import type { Feature } from '../../lib/feature';
import { weddingPartyRoutes } from './routes';
import { seedWeddingParty } from './service';

export const feature: Feature = {
  name: 'wedding-party',
  async init(ctx) {
    if (await seedWeddingParty()) ctx.logger.info('wedding party seeded with the default members');
  },
  routes: (ctx) => weddingPartyRoutes(ctx.hub),
};
