import { z } from 'zod';
import { endpoint, isoDate } from './http';

/**
 * What the organizers read of the households' answers (issue 51), recomputed from the answers and
 * pushed live: per event, who comes (adults and children), who declined and who has not answered;
 * the meals as the caterer counts them; the dietary notes per person; the households still to
 * answer and the reminders sent to them. Confirmations and reminders reach a household by e-mail
 * (where mail is configured), text message (where SMS is) and push (where a member's phone has it on).
 */
export const RSVP_REMINDER_GAP_DAYS = 3;

export const rsvpChannels = ['email', 'sms', 'push'] as const;
export type RsvpChannel = (typeof rsvpChannels)[number];

/** One person, named as pages show them: a companion not named yet is "Guest of Ana". */
export const reportPersonSchema = z.object({
  personId: z.string(),
  householdId: z.string(),
  /** Null for a companion not named yet: pages word them after `guestOf`. */
  name: z.string().nullable(),
  guestOf: z.string().nullable(),
  child: z.boolean(),
});
export type ReportPerson = z.infer<typeof reportPersonSchema>;

export const mealCountSchema = z.object({
  mealId: z.string(),
  name: z.string(),
  nameEs: z.string(),
  children: z.boolean(),
  count: z.number().int(),
});

export const eventReportSchema = z.object({
  eventId: z.string(),
  name: z.string(),
  nameEs: z.string(),
  date: z.string(),
  time: z.string(),
  place: z.string(),
  /** People invited: every member and companion of the invited households. */
  invited: z.number().int(),
  attending: z.object({ adults: z.number().int(), children: z.number().int() }),
  declined: z.number().int(),
  notAnswered: z.number().int(),
  /** Every meal the event offers, in its order, with how many chose it. */
  meals: z.array(mealCountSchema),
  /** Attending without a meal chosen, where the event offers meals. */
  mealNotChosen: z.number().int(),
  /** Who chose what, for the caterer's sheet: attending people only. */
  people: z.array(
    reportPersonSchema.extend({ mealId: z.string().nullable(), dietary: z.string() }),
  ),
  /** The households' answers to the event's questions (a song request), non-empty ones. */
  questionAnswers: z.array(
    z.object({ questionId: z.string(), householdId: z.string(), answer: z.string() }),
  ),
});
export type EventReport = z.infer<typeof eventReportSchema>;

/** A person's dietary note, once per person with the events they attend. */
export const dietaryNoteSchema = reportPersonSchema.extend({
  note: z.string(),
  eventIds: z.array(z.string()),
});

export const unansweredHouseholdSchema = z.object({
  householdId: z.string(),
  /** The household's name, or its members' names when it has none. */
  name: z.string(),
  /** The invited events it has not answered for everyone. */
  eventIds: z.array(z.string()),
  lastRemindedAt: isoDate.nullable(),
  /** How a reminder would reach it now. */
  reachableBy: z.array(z.enum(rsvpChannels)),
});
export type UnansweredHousehold = z.infer<typeof unansweredHouseholdSchema>;

export const rsvpReportSchema = z.object({
  events: z.array(eventReportSchema),
  dietary: z.array(dietaryNoteSchema),
  unanswered: z.array(unansweredHouseholdSchema),
});
export type RsvpReport = z.infer<typeof rsvpReportSchema>;

export const channelOutcomeSchema = z.object({
  channel: z.enum(rsvpChannels),
  /** `queued`: not sent yet (a provider is slow or not configured yet). */
  outcome: z.enum(['sent', 'failed', 'queued']),
  /** Where it went, masked (a***@mail.com, ••• 4321), or the device count for push. */
  to: z.string(),
});

/** One reminder to one household: when, and whom it reached. */
export const reminderSchema = z.object({
  id: z.string(),
  householdId: z.string(),
  name: z.string(),
  at: isoDate,
  channels: z.array(channelOutcomeSchema),
});
export type Reminder = z.infer<typeof reminderSchema>;

export const sendRemindersResultSchema = z.object({
  /** The households reminded now (their deliveries run in the background). */
  reminded: z.array(z.object({ householdId: z.string(), name: z.string() })),
  /** Not answered, but reminded within the last 3 days or with no way to reach them. */
  skipped: z.array(
    z.object({
      householdId: z.string(),
      name: z.string(),
      reason: z.enum(['recently-reminded', 'unreachable']),
    }),
  ),
});

export const mealsCsvQuerySchema = z.object({ lang: z.enum(['en', 'es']).default('en') });

export const rsvpReportApi = {
  report: endpoint({
    method: 'GET',
    path: '/api/admin/rsvp-report',
    access: 'organizer',
    response: rsvpReportSchema,
  }),
  /**
   * text/csv with a UTF-8 byte-order mark, for the caterer: one row per attending person per event
   * (event, date, person, household, child, meal, dietary note), column titles in `lang`.
   */
  mealsCsv: endpoint({
    method: 'GET',
    path: '/api/admin/rsvp-report/meals.csv',
    access: 'organizer',
    query: mealsCsvQuerySchema,
    response: z.unknown(),
    file: true,
  }),
  /** Reminds every household that has not answered, each at most once every 3 days. */
  sendReminders: endpoint({
    method: 'POST',
    path: '/api/admin/rsvp-reminders',
    access: 'organizer',
    response: sendRemindersResultSchema,
  }),
  /** The reminders sent, newest first, each with whom it reached. */
  reminders: endpoint({
    method: 'GET',
    path: '/api/admin/rsvp-reminders',
    access: 'organizer',
    response: z.array(reminderSchema),
  }),
};
