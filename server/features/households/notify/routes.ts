import { Router } from 'express';
import { rsvpReportApi } from '../../../../protocol/rsvp-report';
import { mount } from '../../../lib/http/route';
import type { RsvpReminders } from './reminders';

/** The organizers' reminders: send to every household that has not answered, and list them. */
export function notifyRoutes(reminders: RsvpReminders): Router {
  const router = Router();
  mount(router, rsvpReportApi.sendReminders, () => reminders.send());
  mount(router, rsvpReportApi.reminders, () => reminders.list());
  return router;
}
