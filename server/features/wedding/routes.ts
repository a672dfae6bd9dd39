import { Router } from 'express';
import { siteAccessApi } from '../../../protocol/site-access';
import { weddingApi } from '../../../protocol/wedding';
import { weddingEditApi } from '../../../protocol/wedding-edit';
import type { LinkedImageDeps } from '../gallery/linked-image';
import { mount } from '../../lib/http/route';
import type { DomainEvents } from '../../lib/domain-events';
import type { RealtimeHub } from '../../lib/realtime/hub';
import { getWeddingSettings, updateWeddingSettings } from './service';
import { setSiteAccess } from './site-access';
import type { VenueMedia } from './venue-photos';

export function weddingRoutes(
  hub: RealtimeHub,
  media: VenueMedia,
  links: LinkedImageDeps,
  events: DomainEvents,
): Router {
  const router = Router();
  mount(router, weddingApi.settings, () => getWeddingSettings());
  mount(router, siteAccessApi.update, async ({ body }) => ({
    mode: await setSiteAccess(body.mode, hub),
  }));
  mount(router, weddingEditApi.settings, ({ body, viewer }) =>
    updateWeddingSettings(body, hub, viewer, media, links, events),
  );
  return router;
}
