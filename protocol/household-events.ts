import { z } from 'zod';
import { HOUSEHOLD_MESSAGES } from './households';
import { endpoint, idParams, idSchema, isoDate } from './http';
import { requireOneVersion } from './localized';

/**
 * The weekend's events that take answers (welcome drinks, ceremony, reception, brunch): a model
 * of their own, apart from the wedding day's timeline. Each invites some households; a household
 * sees and answers only those, one answer per person (member or companion) per event.
 */
export const WEEKEND_LIMITS = {
  meals: 12,
  questions: 3,
  answer: 300,
  name: 120,
  details: 2000,
  place: 200,
  note: 300,
} as const;

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, HOUSEHOLD_MESSAGES.textTooLong(max))
    .optional()
    .transform((value) => value ?? '');

/** A meal an event offers; `children`: the children's option. */
export const mealSchema = z.object({
  id: z.string(),
  name: z.string(),
  nameEs: z.string(),
  description: z.string(),
  descriptionEs: z.string(),
  children: z.boolean(),
});
export type Meal = z.infer<typeof mealSchema>;

/** A question an event asks each household (a song request, a free question). */
export const eventQuestionSchema = z.object({
  id: z.string(),
  prompt: z.string(),
  promptEs: z.string(),
});
export type EventQuestion = z.infer<typeof eventQuestionSchema>;

/** What a household sees of an event it is invited to. */
export const weekendEventSchema = z.object({
  id: z.string(),
  name: z.string(),
  nameEs: z.string(),
  details: z.string(),
  detailsEs: z.string(),
  /** The day and wall-clock start on the wedding's time zone. */
  date: z.string(),
  time: z.string(),
  place: z.string(),
  meals: z.array(mealSchema),
  questions: z.array(eventQuestionSchema),
  /** The seating chart is this event's (its place cards show this event's meals); one at most. */
  seated: z.boolean(),
});
export type WeekendEvent = z.infer<typeof weekendEventSchema>;

/** As organizers list it: with the households invited. */
export const organizerWeekendEventSchema = weekendEventSchema.extend({
  householdIds: z.array(z.string()),
  updatedAt: isoDate,
});
export type OrganizerWeekendEvent = z.infer<typeof organizerWeekendEventSchema>;

const mealBodySchema = z
  .object({
    /** Present: the meal kept (answers choosing it stay valid); absent: a new meal. */
    id: z.string().max(64).optional(),
    name: text(WEEKEND_LIMITS.name),
    nameEs: text(WEEKEND_LIMITS.name),
    description: text(WEEKEND_LIMITS.details),
    descriptionEs: text(WEEKEND_LIMITS.details),
    children: z.boolean().default(false),
  })
  .superRefine(requireOneVersion('name', HOUSEHOLD_MESSAGES.eventNameRequired));

const questionBodySchema = z
  .object({
    /** Present: the question kept (its answers stay); absent: a new question. */
    id: z.string().max(64).optional(),
    prompt: text(WEEKEND_LIMITS.name),
    promptEs: text(WEEKEND_LIMITS.name),
  })
  .superRefine(requireOneVersion('prompt', HOUSEHOLD_MESSAGES.questionRequired));

export const weekendEventBodySchema = z
  .object({
    name: text(WEEKEND_LIMITS.name),
    nameEs: text(WEEKEND_LIMITS.name),
    details: text(WEEKEND_LIMITS.details),
    detailsEs: text(WEEKEND_LIMITS.details),
    date: z
      .string()
      .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, HOUSEHOLD_MESSAGES.dateInvalid),
    time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, HOUSEHOLD_MESSAGES.timeInvalid),
    place: text(WEEKEND_LIMITS.place),
    meals: z
      .array(mealBodySchema)
      .max(WEEKEND_LIMITS.meals, HOUSEHOLD_MESSAGES.tooManyMeals)
      .default([]),
    questions: z
      .array(questionBodySchema)
      .max(WEEKEND_LIMITS.questions, HOUSEHOLD_MESSAGES.tooManyQuestions)
      .default([]),
    seated: z.boolean().default(false),
    householdIds: z.array(idSchema).max(5000).default([]),
  })
  .superRefine(requireOneVersion('name', HOUSEHOLD_MESSAGES.eventNameRequired));
export type WeekendEventBody = z.input<typeof weekendEventBodySchema>;

/** One person's answer to one event; a person declining has no meal. */
export const personAnswerSchema = z.object({
  personId: z.string(),
  attending: z.boolean(),
  mealId: z.string().nullable(),
  dietary: z.string(),
});
export type PersonAnswer = z.infer<typeof personAnswerSchema>;

/** The household's answer to one of the event's questions. */
export const questionAnswerSchema = z.object({ questionId: z.string(), answer: z.string() });
export type QuestionAnswer = z.infer<typeof questionAnswerSchema>;

export const householdEventSchema = z.object({
  event: weekendEventSchema,
  answers: z.array(personAnswerSchema),
  questionAnswers: z.array(questionAnswerSchema),
});
export type HouseholdEvent = z.infer<typeof householdEventSchema>;

/** Pushed to organizers after a household's answers to an event changed. */
export const householdAnswersSchema = z.object({
  householdId: z.string(),
  eventId: z.string(),
  answers: z.array(personAnswerSchema),
});

export const eventAnswersBodySchema = z.object({
  answers: z
    .array(
      z.object({
        personId: z.string().min(1).max(64),
        attending: z.boolean(),
        mealId: z.string().max(64).optional(),
        dietary: text(WEEKEND_LIMITS.note),
      }),
    )
    .min(1)
    .max(40),
  /** The household's answers to the event's questions; an empty answer clears it. */
  questionAnswers: z
    .array(
      z.object({
        questionId: z.string().min(1).max(64),
        answer: text(WEEKEND_LIMITS.answer),
      }),
    )
    .max(WEEKEND_LIMITS.questions)
    .default([]),
});
export type EventAnswersBody = z.input<typeof eventAnswersBodySchema>;

/** What a household's page shows: its events, and whether answers can still change. */
export const myEventsSchema = z.object({
  /** The RSVP deadline; null: none set. */
  deadline: isoDate.nullable(),
  /** False once the deadline passed, unless an organizer reopened this household. */
  canChange: z.boolean(),
  events: z.array(householdEventSchema),
});
export type MyEvents = z.infer<typeof myEventsSchema>;

export const changedBySchema = z.object({
  kind: z.enum(['guest', 'organizer']),
  /** The member who made it, for a guest's change. */
  guestId: z.string().optional(),
});

/** One change to a household, newest first in its history. */
export const historyEntrySchema = z.object({
  id: z.string(),
  what: z.enum(['answers', 'companions', 'reopened']),
  eventId: z.string().nullable(),
  by: changedBySchema,
  /** The answers as this change left them (answers only). */
  answers: z.array(personAnswerSchema).nullable(),
  at: isoDate,
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

export const rsvpSettingsSchema = z.object({ deadline: isoDate.nullable() });
export const rsvpSettingsBodySchema = z.object({
  deadline: z.iso.datetime({ offset: true, error: HOUSEHOLD_MESSAGES.deadlineInvalid }).nullable(),
});

export const eventParams = z.object({ eventId: idSchema });
/** An organizer's answers for a household: the event is named in the body. */
export const organizerAnswersBodySchema = eventAnswersBodySchema.extend({ eventId: idSchema });

export const weekendEventsApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/weekend-events',
    access: 'organizer',
    response: z.array(organizerWeekendEventSchema),
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/admin/weekend-events',
    access: 'organizer',
    status: 201,
    body: weekendEventBodySchema,
    response: organizerWeekendEventSchema,
  }),
  /** The whole event, its meals and the households invited. */
  update: endpoint({
    method: 'PUT',
    path: '/api/admin/weekend-events/:id',
    access: 'organizer',
    params: idParams,
    body: weekendEventBodySchema,
    response: organizerWeekendEventSchema,
  }),
  /** The signed-in guest's household's events, each with its people's answers. */
  mine: endpoint({
    method: 'GET',
    path: '/api/households/mine/events',
    access: 'signed-in',
    personal: true,
    response: myEventsSchema,
  }),
  answer: endpoint({
    method: 'PUT',
    path: '/api/households/mine/events/:eventId',
    access: 'signed-in',
    params: eventParams,
    body: eventAnswersBodySchema,
    response: householdEventSchema,
  }),
  /** An organizer answers for a household (a phone call from grandma), deadline or not. */
  answerFor: endpoint({
    method: 'PUT',
    path: '/api/admin/households/:id/answers',
    access: 'organizer',
    params: idParams,
    body: organizerAnswersBodySchema,
    response: householdEventSchema,
  }),
  /** Lets one household change its answers again after the deadline. */
  reopen: endpoint({
    method: 'POST',
    path: '/api/admin/households/:id/reopen',
    access: 'organizer',
    params: idParams,
    response: z.object({ reopened: z.literal(true) }),
  }),
  /** A household's invited events with its people's answers, as its own page reads them. */
  householdEvents: endpoint({
    method: 'GET',
    path: '/api/admin/households/:id/events',
    access: 'organizer',
    params: idParams,
    response: myEventsSchema,
  }),
  history: endpoint({
    method: 'GET',
    path: '/api/admin/households/:id/history',
    access: 'organizer',
    params: idParams,
    response: z.array(historyEntrySchema),
  }),
  settings: endpoint({
    method: 'GET',
    path: '/api/admin/rsvp-settings',
    access: 'organizer',
    response: rsvpSettingsSchema,
  }),
  setSettings: endpoint({
    method: 'PUT',
    path: '/api/admin/rsvp-settings',
    access: 'organizer',
    body: rsvpSettingsBodySchema,
    response: rsvpSettingsSchema,
  }),
};
