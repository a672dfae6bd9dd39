import { Types } from 'mongoose';
import type { AppContext, Feature } from '../../lib/feature';
import { perApp } from '../../lib/per-app';
import { AnswersService } from './answers';
import { memberStatusesOf } from './member-statuses';
import { ensureHouseholds } from './migrate';
import { hubTellingHouseholds, myHouseholdSegments, MyHouseholdNotices } from './my-household';
import { initNotify, lastRemindedAt, notifyRoutesOf } from './notify';
import { reachSettingsOf, RsvpReportService } from './report';
import { applySpecRsvp } from './spec-rsvp';
import { householdsRoutes } from './routes';
import { HouseholdsService } from './service';
import { WeekendEventsService } from './weekend-events';

/** The feature's services, made once per app. */
const servicesOf = perApp((ctx: AppContext) => {
  // Each push to the organizers about a household also tells its members' pages (my-household).
  const notices = new MyHouseholdNotices(ctx.hub, ctx.logger);
  const hub = hubTellingHouseholds(ctx.hub, notices);
  const households = new HouseholdsService(hub);
  return {
    households,
    events: new WeekendEventsService(hub, households, (ids) => notices.changed(ids)),
    answers: new AnswersService(
      hub,
      households,
      ctx.clock,
      (ids) => notices.changed(ids),
      ctx.events,
    ),
    report: new RsvpReportService(reachSettingsOf(ctx.config), { lastRemindedAt }),
  };
});

export const feature: Feature = {
  name: 'households',
  async init(ctx) {
    await ensureHouseholds();
    const services = servicesOf(ctx);
    ctx.hub.setSegments('my-household', myHouseholdSegments(services.households));
    initNotify(ctx);
    // The guest list's status follows the household's answers (the organizers filter by it).
    ctx.events.on('households.answered', async ({ householdId }) => {
      const statuses = await memberStatusesOf(new Types.ObjectId(householdId));
      if (statuses.length) await ctx.events.emit('households.member-statuses', { statuses });
    });
    ctx.events.on('guests.deleted', ({ ids }) => services.households.removeGuests(ids));
    ctx.events.on('rsvp.saved', (saved) => applySpecRsvp(services, saved, ctx.clock()));
  },
  routes: (ctx) => householdsRoutes(servicesOf(ctx)).use(notifyRoutesOf(ctx)),
};
