import type { AppContext, Feature } from '../../lib/feature';
import { galleryOf, mediaPipelineOf } from '../gallery/feature';
import type { LinkedImageDeps } from '../gallery/linked-image';
import { weddingRoutes } from './routes';
import { getWeddingSettings, seedWeddingSettings } from './service';
import { copyLinkedStoryMedia } from './story-media';

const linkDepsOf = (ctx: AppContext): LinkedImageDeps => ({
  storage: galleryOf(ctx).storage,
  logger: ctx.logger,
  allowLoopback: ctx.config.remoteImagesAllowLoopback,
});

export const feature: Feature = {
  name: 'wedding',
  async init(ctx) {
    if (await seedWeddingSettings())
      ctx.logger.info('wedding settings seeded with the default facts');
    // In the background, as the party's photos: a slow picture host never holds up the start.
    const copying = copyLinkedStoryMedia(linkDepsOf(ctx))
      .then(async (copied) => {
        if (!copied) return;
        ctx.logger.info({ copied }, 'story picture links copied into the store');
        // Pages already open show the stored copies, not links the CSP now refuses.
        ctx.hub.publish('wedding', 'wedding:updated', await getWeddingSettings());
      })
      .catch((error: unknown) => ctx.logger.warn({ err: error }, 'story picture links not copied'));
    return () => copying;
  },
  routes: (ctx) => weddingRoutes(ctx.hub, mediaPipelineOf(ctx), linkDepsOf(ctx)),
};
