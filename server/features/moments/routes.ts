import { Router, type Request } from 'express';
import { AUTHOR_TOKEN_HEADER, liveWallApi, momentsApi } from '../../../protocol/moments';
import type { Config } from '../../config';
import { mount } from '../../lib/http/route';
import { actorOf } from '../moderation/actor';
import type { MomentsService } from './service';

function authorToken(req: Request): string | undefined {
  const value = req.get(AUTHOR_TOKEN_HEADER);
  return value && value.length <= 200 ? value : undefined;
}

/**
 * The address printed as a QR code on the projector: PUBLIC_URL when the site has one, otherwise
 * the address the projector itself used to reach the site (fine on a venue's LAN).
 */
function publicUrlOf(req: Request, config: Config): string {
  return config.publicUrl ?? `${req.protocol}://${req.get('host') ?? 'localhost'}`;
}

export function momentsRoutes(service: MomentsService, config: Config): Router {
  const router = Router();
  mount(router, momentsApi.list, ({ viewer }) => service.list(viewer));
  mount(router, momentsApi.stats, ({ viewer }) => service.statsFor(viewer));
  mount(router, momentsApi.create, ({ body, viewer, idempotencyKey }) =>
    service.create(body, viewer, idempotencyKey),
  );
  mount(router, momentsApi.like, ({ params, viewer, idempotencyKey }) =>
    service.like(params.id, viewer, idempotencyKey),
  );
  mount(router, momentsApi.remove, ({ params, viewer, req }) =>
    service.remove(params.id, viewer, authorToken(req), actorOf(req)),
  );
  mount(router, liveWallApi.config, ({ req }) => ({ publicUrl: publicUrlOf(req, config) }));
  return router;
}
