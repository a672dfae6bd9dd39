import { Router } from 'express';
import { moderationApi } from '../../../protocol/moderation';
import { mount } from '../../lib/http/route';
import { actorOf } from './actor';
import type { ModerationService } from './service';

export function moderationRoutes(service: ModerationService): Router {
  const router = Router();
  mount(router, moderationApi.queue, ({ query }) => service.queue(query));
  mount(router, moderationApi.approve, ({ params, body, req }) =>
    service.act('approve', params.kind, params.id, actorOf(req, body.by)),
  );
  mount(router, moderationApi.hide, ({ params, body, req }) =>
    service.act('hide', params.kind, params.id, actorOf(req, body.by)),
  );
  mount(router, moderationApi.remove, ({ params, body, req }) =>
    service.remove(params.kind, params.id, actorOf(req, body.by)),
  );
  mount(router, moderationApi.policy, () => service.policy());
  mount(router, moderationApi.savePolicy, ({ body, req }) => {
    const { by, ...changes } = body;
    return service.savePolicy(changes, actorOf(req, by));
  });
  mount(router, moderationApi.wall, () => service.wall());
  mount(router, moderationApi.saveWall, ({ body, req }) =>
    service.saveWall(body.paused, actorOf(req, body.by)),
  );
  mount(router, moderationApi.actions, () => service.actions());
  return router;
}
