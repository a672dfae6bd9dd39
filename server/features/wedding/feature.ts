import type { Feature } from '../../lib/feature';
import { mediaPipelineOf } from '../gallery/feature';
import { copyLinksInBackground, linkedImageDepsOf } from '../gallery/links-at-start';
import { weddingRoutes } from './routes';
import { getWeddingSettings, seedWeddingSettings } from './service';
import { copyLinkedStoryMedia } from './story-media';

export const feature: Feature = {
  name: 'wedding',
  async init(ctx) {
    if (await seedWeddingSettings())
      ctx.logger.info('wedding settings seeded with the default facts');
    return copyLinksInBackground(ctx, 'story picture links', copyLinkedStoryMedia, async () =>
      ctx.hub.publish('wedding', 'wedding:updated', await getWeddingSettings()),
    );
  },
  routes: (ctx) =>
    weddingRoutes(ctx.hub, mediaPipelineOf(ctx), linkedImageDepsOf(ctx), ctx.events),
};
