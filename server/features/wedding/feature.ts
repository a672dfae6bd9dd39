import type { Feature } from '../../lib/feature';
import { mediaPipelineOf } from '../gallery/feature';
import { weddingRoutes } from './routes';
import { seedWeddingSettings } from './service';

export const feature: Feature = {
  name: 'wedding',
  async init(ctx) {
    if (await seedWeddingSettings())
      ctx.logger.info('wedding settings seeded with the default facts');
  },
  routes: (ctx) => weddingRoutes(ctx.hub, mediaPipelineOf(ctx)),
};
