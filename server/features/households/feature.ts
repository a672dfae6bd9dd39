import type { AppContext, Feature } from '../../lib/feature';
import { perApp } from '../../lib/per-app';
import { AnswersService } from './answers';
import { ensureHouseholds } from './migrate';
import { initNotify, notifyRoutesOf } from './notify';
import { applySpecRsvp } from './spec-rsvp';
import { householdsRoutes } from './routes';
import { HouseholdsService } from './service';
import { WeekendEventsService } from './weekend-events';

/** The feature's services, made once per app. */
const servicesOf = perApp((ctx: AppContext) => {
  const households = new HouseholdsService(ctx.hub);
  return {
    households,
    events: new WeekendEventsService(ctx.hub, households),
    answers: new AnswersService(ctx.hub, households, ctx.clock, ctx.events),
  };
});

export const feature: Feature = {
  name: 'households',
  async init(ctx) {
    await ensureHouseholds();
    const services = servicesOf(ctx);
    initNotify(ctx);
    ctx.events.on('guests.deleted', ({ ids }) => services.households.removeGuests(ids));
    ctx.events.on('rsvp.saved', (saved) => applySpecRsvp(services, saved, ctx.clock()));
  },
  routes: (ctx) => householdsRoutes(servicesOf(ctx)).use(notifyRoutesOf(ctx)),
};
