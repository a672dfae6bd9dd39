import { Router, type Response } from 'express';
import { ICS_FILE_NAME, calendarApi } from '../../../protocol/planning-calendar';
import { mount } from '../../lib/http/route';
import type { PlanningCalendarService } from './service';

function sendCalendar(res: Response, ics: string, attachment?: string): string {
  res.type('text/calendar; charset=utf-8').set('cache-control', 'no-store');
  if (attachment) res.attachment(attachment);
  res.send(ics);
  return ics;
}

export function planningCalendarRoutes(service: PlanningCalendarService): Router {
  const router = Router();
  mount(router, calendarApi.exportIcs, async ({ res }) =>
    sendCalendar(res, await service.ics(), ICS_FILE_NAME),
  );
  mount(router, calendarApi.feed, async ({ params, res }) =>
    sendCalendar(res, await service.feed(params.token)),
  );
  mount(router, calendarApi.list, () => service.list());
  mount(router, calendarApi.create, ({ body }) => service.create(body));
  mount(router, calendarApi.update, ({ params, body }) => service.update(params.id, body));
  mount(router, calendarApi.remove, ({ params }) => service.remove(params.id));
  mount(router, calendarApi.settings, () => service.settings());
  mount(router, calendarApi.rotateFeed, () => service.rotateFeed());
  return router;
}
