import { Router } from 'express';
import { rsvpApi } from '../../../protocol/rsvp';
import { mount } from '../../lib/http/route';
import type { RsvpService } from './service';

export function rsvpRoutes(service: RsvpService): Router {
  const router = Router();
  mount(router, rsvpApi.submit, ({ body, viewer }) => service.submit(body, viewer.guestId));
  mount(router, rsvpApi.list, () => service.list());
  return router;
}
