import { Router } from 'express';
import { arVenueApi } from '../../../protocol/ar-venue';
import { mount } from '../../lib/http/route';
import type { VenueReviewsService } from './service';

export function arVenueRoutes(service: VenueReviewsService): Router {
  const router = Router();
  mount(router, arVenueApi.reviews, ({ query }) => service.list(query.venueId));
  mount(router, arVenueApi.createReview, ({ body, viewer }) => service.create(body, viewer));
  return router;
}
