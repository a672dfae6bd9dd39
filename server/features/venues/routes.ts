import { Router } from 'express';
import { venuesApi } from '../../../protocol/venues';
import { mount } from '../../lib/http/route';
import type { VenuesService } from './service';

export function venuesRoutes(service: VenuesService): Router {
  const router = Router();
  mount(router, venuesApi.ceremony, () => service.venue('ceremony'));
  mount(router, venuesApi.reception, () => service.venue('reception'));
  mount(router, venuesApi.parking, () => service.parking());
  mount(router, venuesApi.recommendations, ({ body }) => service.recommendations(body.guestType, body.language));
  return router;
}
