import type { Feature } from '../../lib/feature';
import { copyLinksInBackground, linkedImageDepsOf } from '../gallery/links-at-start';
import { copyLinkedPartyPhotos } from './photos';
import { weddingPartyRoutes } from './routes';
import { listWeddingParty, seedWeddingParty } from './service';

export const feature: Feature = {
  name: 'wedding-party',
  async init(ctx) {
    if (await seedWeddingParty()) ctx.logger.info('wedding party seeded with the default members');
    return copyLinksInBackground(
      ctx,
      'wedding-party photo links',
      copyLinkedPartyPhotos,
      async () => ctx.hub.publish('wedding', 'wedding:party-updated', await listWeddingParty()),
    );
  },
  routes: (ctx) => weddingPartyRoutes(ctx.hub, linkedImageDepsOf(ctx)),
};
