import type { AppContext, Feature } from '../../lib/feature';
import { galleryOf } from '../gallery/feature';
import { copyLinkedPartyPhotos, type PartyPhotoDeps } from './photos';
import { weddingPartyRoutes } from './routes';
import { listWeddingParty, seedWeddingParty } from './service';

const photoDepsOf = (ctx: AppContext): PartyPhotoDeps => ({
  storage: galleryOf(ctx).storage,
  logger: ctx.logger,
  allowLoopback: ctx.config.remoteImagesAllowLoopback,
});

export const feature: Feature = {
  name: 'wedding-party',
  async init(ctx) {
    if (await seedWeddingParty()) ctx.logger.info('wedding party seeded with the default members');
    // In the background: a slow photo host never holds up the start.
    const copying = copyLinkedPartyPhotos(photoDepsOf(ctx))
      .then(async (copied) => {
        if (!copied) return;
        ctx.logger.info({ copied }, 'wedding-party photo links copied into the store');
        // Pages already open show the stored copies, not links the CSP now refuses.
        ctx.hub.publish('wedding', 'wedding:party-updated', await listWeddingParty());
      })
      .catch((error: unknown) =>
        ctx.logger.warn({ err: error }, 'wedding-party photo links not copied'),
      );
    return () => copying;
  },
  routes: (ctx) => weddingPartyRoutes(ctx.hub, photoDepsOf(ctx)),
};
