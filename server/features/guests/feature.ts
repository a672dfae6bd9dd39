import { Router } from 'express';
import type { Feature } from '../../lib/feature';
import { adminGuestsRoutes } from './admin-routes';
import { AdminGuestsService } from './admin-service';
import { guestsRoutes } from './routes';
import { GuestsService } from './service';
import { householdsServiceOf } from '../households/door';

export const feature: Feature = {
  name: 'guests',
  routes: (ctx) =>
    Router().use(
      guestsRoutes(new GuestsService(ctx.hub)),
      adminGuestsRoutes(new AdminGuestsService(ctx.hub, ctx.events), householdsServiceOf(ctx)),
    ),
};
