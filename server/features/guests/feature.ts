import { Router } from 'express';
import type { AppContext, Feature } from '../../lib/feature';
import { perApp } from '../../lib/per-app';
import { adminGuestsRoutes } from './admin-routes';
import { AdminGuestsService } from './admin-service';
import { guestsRoutes } from './routes';
import { GuestsService } from './service';
import { householdsServiceOf } from '../households/door';

const adminGuestsOf = perApp((ctx: AppContext) => new AdminGuestsService(ctx.hub, ctx.events));

export const feature: Feature = {
  name: 'guests',
  async init(ctx) {
    ctx.events.on('households.member-statuses', ({ statuses }) =>
      adminGuestsOf(ctx).applyStatuses(statuses),
    );
  },
  routes: (ctx) =>
    Router().use(
      guestsRoutes(new GuestsService(ctx.hub)),
      adminGuestsRoutes(adminGuestsOf(ctx), householdsServiceOf(ctx)),
    ),
};
