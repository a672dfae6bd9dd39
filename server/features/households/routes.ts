import { Router } from 'express';
import { weekendEventsApi } from '../../../protocol/household-events';
import { householdsApi } from '../../../protocol/households';
import { rsvpReportApi } from '../../../protocol/rsvp-report';
import { mount, mountFile } from '../../lib/http/route';
import type { AnswersService } from './answers';
import type { RsvpReportService } from './report';
import { MEALS_CSV_FILE_NAME } from './report-csv';
import type { HouseholdsService } from './service';
import type { WeekendEventsService } from './weekend-events';

export function householdsRoutes(services: {
  households: HouseholdsService;
  events: WeekendEventsService;
  answers: AnswersService;
  report: RsvpReportService;
}): Router {
  const { households, events, answers, report } = services;
  const router = Router();
  mount(router, householdsApi.mine, ({ viewer }) => households.mine(viewer.guestId));
  mount(router, householdsApi.nameCompanions, ({ body, viewer }) =>
    answers.nameCompanions(viewer.guestId, body),
  );
  mount(router, householdsApi.list, () => households.list());
  mount(router, householdsApi.create, ({ body }) => households.create(body.memberIds));
  mount(router, householdsApi.moveMember, ({ params, body }) =>
    households.moveMember(params.id, body.guestId),
  );
  mount(router, householdsApi.merge, ({ params, body }) =>
    households.merge(params.id, body.householdId),
  );
  mount(router, householdsApi.setCompanionsAllowed, ({ params, body }) =>
    households.setCompanionsAllowed(params.id, body.companionsAllowed),
  );
  mount(router, householdsApi.rename, ({ params, body }) =>
    households.rename(params.id, body.name),
  );
  mount(router, weekendEventsApi.list, () => events.list());
  mount(router, weekendEventsApi.create, ({ body }) => events.create(body));
  mount(router, weekendEventsApi.update, ({ params, body }) => events.update(params.id, body));
  mount(router, weekendEventsApi.mine, ({ viewer }) => answers.mine(viewer.guestId));
  mount(router, weekendEventsApi.answer, ({ params, body, viewer }) =>
    answers.answerAsGuest(viewer.guestId, params.eventId, body),
  );
  mount(router, weekendEventsApi.answerFor, ({ params, body }) =>
    answers.answerFor(params.id, body.eventId, body),
  );
  mount(router, weekendEventsApi.reopen, ({ params }) => answers.reopen(params.id));
  mount(router, weekendEventsApi.householdEvents, ({ params }) => answers.eventsFor(params.id));
  mount(router, weekendEventsApi.history, ({ params }) => answers.history(params.id));
  mount(router, weekendEventsApi.settings, () => answers.settings());
  mount(router, weekendEventsApi.setSettings, ({ body }) => answers.setSettings(body.deadline));
  mount(router, rsvpReportApi.report, () => report.report());
  mountFile(router, rsvpReportApi.mealsCsv, async ({ query, res }) => {
    const csv = await report.mealsCsv(query.lang);
    res
      .status(200)
      .type('text/csv; charset=utf-8')
      .attachment(MEALS_CSV_FILE_NAME)
      .set('cache-control', 'no-store')
      .send(csv);
  });
  return router;
}
