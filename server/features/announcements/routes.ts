import { Router } from 'express';
import { announcementsApi, noticesApi } from '../../../protocol/announcements';
import { mount } from '../../lib/http/route';
import type { AnnouncementsService } from './service';

export function announcementsRoutes(service: AnnouncementsService): Router {
  const router = Router();
  mount(router, announcementsApi.list, () => service.list());
  mount(router, announcementsApi.reach, ({ query }) => service.reach(query.recipientType));
  mount(router, announcementsApi.outbox, ({ query }) => service.outbox(query));
  mount(router, announcementsApi.create, ({ body }) => service.create(body));
  mount(router, announcementsApi.update, ({ params, body }) => service.update(params.id, body));
  mount(router, announcementsApi.remove, ({ params }) => service.remove(params.id));
  mount(router, announcementsApi.send, ({ params }) => service.send(params.id));
  mount(router, announcementsApi.retryFailed, ({ params }) => service.retryFailed(params.id));
  mount(router, noticesApi.list, ({ viewer }) => service.listFor(viewer));
  return router;
}
