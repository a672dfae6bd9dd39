import { Router } from 'express';
import { rsvpLinksApi } from '../../../protocol/rsvp-links';
import { mount } from '../../lib/http/route';
import type { RsvpLinksService } from './service';

export function rsvpLinksRoutes(links: RsvpLinksService): Router {
  const router = Router();
  mount(router, rsvpLinksApi.unmatched, () => links.unmatched());
  mount(router, rsvpLinksApi.link, ({ params, body }) => links.link(params.id, body.guestId));
  mount(router, rsvpLinksApi.addGuest, ({ params }) => links.addGuest(params.id));
  return router;
}
