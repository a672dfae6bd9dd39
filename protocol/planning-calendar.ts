import { z } from 'zod';
import { endpoint, idParams, isoDate } from './http';
import { calendarEventBodySchema, calendarEventSchema } from './planning';
import { defineMessages } from './messages';

export const CALENDAR_MESSAGES = defineMessages('calendar', {
  notFound: 'This calendar event does not exist (it may have been deleted).',
  feedNotFound: 'No calendar here.',
  dateRequired: 'Choose the date and time of the event',
  dateInvalid: 'Enter a valid date and time',
});

/** Suggested categories for planning events. */
export const CALENDAR_CATEGORY_SUGGESTIONS = [
  'Appointment',
  'Tasting',
  'Fitting',
  'Payment',
  'Deadline',
  'Rehearsal',
  'Meeting',
] as const;

export const reminderStatuses = ['pending', 'sending', 'sent', 'failed', 'skipped'] as const;
export const reminderStatusSchema = z.enum(reminderStatuses);
export type ReminderStatus = z.infer<typeof reminderStatusSchema>;

/** Where an event's reminder stands; null when its reminder is off. */
export const reminderStateSchema = z.object({
  status: reminderStatusSchema,
  dueAt: isoDate,
  sentAt: isoDate.optional(),
});
export type ReminderState = z.infer<typeof reminderStateSchema>;

/** A calendar event as organizers see it: the data model's fields and its reminder's state. */
export const plannedEventSchema = calendarEventSchema.extend({
  reminder: reminderStateSchema.nullable(),
});
export type PlannedEvent = z.infer<typeof plannedEventSchema>;

export const plannedEventInputSchema = calendarEventBodySchema.extend({
  date: z
    .string({ error: CALENDAR_MESSAGES.dateRequired })
    .trim()
    .min(1, CALENDAR_MESSAGES.dateRequired)
    .pipe(z.iso.datetime({ offset: true, error: CALENDAR_MESSAGES.dateInvalid })),
});
export type PlannedEventInput = z.input<typeof plannedEventInputSchema>;

export const plannedEventDeletedSchema = z.object({ id: z.string() });

/** What the Planning tab shows about delivery and the subscribable feed. */
export const calendarSettingsSchema = z.object({
  /** The secret address of the feed (path; the client puts its own origin in front). */
  feedPath: z.string(),
  email: z.object({ configured: z.boolean(), recipients: z.number().int() }),
  sms: z.object({ configured: z.boolean(), recipients: z.number().int() }),
});
export type CalendarSettings = z.infer<typeof calendarSettingsSchema>;

export const ICS_FILE_NAME = 'wedding-planning.ics';
export const FEED_TOKEN_PATTERN = /^[A-Za-z0-9_-]{32,64}$/;

export const calendarApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/calendar-events',
    access: 'organizer',
    response: z.array(plannedEventSchema),
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/calendar-events',
    access: 'organizer',
    body: plannedEventInputSchema,
    response: plannedEventSchema,
    status: 201,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/calendar-events/:id',
    access: 'organizer',
    params: idParams,
    body: plannedEventInputSchema,
    response: plannedEventSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/calendar-events/:id',
    access: 'organizer',
    params: idParams,
    response: plannedEventDeletedSchema,
  }),
  /** text/calendar: every event, for a one-off import. */
  exportIcs: endpoint({
    method: 'GET',
    path: '/api/calendar-events/export.ics',
    access: 'organizer',
    response: z.string(),
  }),
  settings: endpoint({
    method: 'GET',
    path: '/api/planning-calendar/settings',
    access: 'organizer',
    response: calendarSettingsSchema,
  }),
  /** A new secret feed address; the old one answers 404 from then on. */
  rotateFeed: endpoint({
    method: 'POST',
    path: '/api/planning-calendar/feed-token',
    access: 'organizer',
    response: calendarSettingsSchema,
  }),
  /** The subscribable feed (text/calendar): public, but 404 without the current token. */
  feed: endpoint({
    method: 'GET',
    path: '/api/calendar-feed/:token',
    access: 'public',
    openOnInviteOnlySite: 'everyone',
    params: z.object({ token: z.string().max(80) }),
    response: z.string(),
  }),
};
