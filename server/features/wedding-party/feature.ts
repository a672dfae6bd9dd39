import type { Feature } from '../../lib/feature';
import { galleryOf } from '../gallery/feature';
import { weddingPartyRoutes } from './routes';
import { seedWeddingParty } from './service';

export const feature: Feature = {
  name: 'wedding-party',
  async init(ctx) {
    if (await seedWeddingParty()) ctx.logger.info('wedding party seeded with the default members');
  },
  routes: (ctx) =>
    weddingPartyRoutes(ctx.hub, {
      storage: galleryOf(ctx).storage,
      logger: ctx.logger,
      allowLoopback: ctx.config.remoteImagesAllowLoopback,
    }),
};
