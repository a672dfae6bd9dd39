import { z } from 'zod';
import { endpoint, idParams, idSchema, isoDate } from './http';
import { defineMessages, withParams } from './messages';

/**
 * Households (issue 51): one invitation and its members, the guest-list rows it groups. Any member
 * signed in with their own invite code reads and answers for the whole household. Companions are
 * the people a household may bring who are not on the list (plus-ones, children): the organizers
 * allow a number, the household names them.
 */
export const HOUSEHOLD_LIMITS = { companions: 10, members: 20, name: 80 } as const;

export const HOUSEHOLD_MESSAGES = defineMessages('households', {
  notFound: 'This household is not on the guest list',
  guestNotFound: 'This guest is not on the guest list',
  noHousehold: 'Sign in with your invite code to see your invitation',
  tooManyCompanions: withParams(
    ['allowed'],
    (allowed: number) =>
      `Your invitation includes ${allowed} companion${allowed === 1 ? '' : 's'} at most`,
  ),
  companionsAllowedRange: `Companions allowed must be a whole number from 0 to ${HOUSEHOLD_LIMITS.companions}`,
  nameTooLong: `Names must be at most ${HOUSEHOLD_LIMITS.name} characters`,
  unknownCompanion: 'This companion is not part of your invitation',
  membersRequired: 'Choose at least one guest',
  tooManyMembers: `A household has at most ${HOUSEHOLD_LIMITS.members} members`,
  sameHousehold: 'A household cannot be merged into itself',
  eventNotFound: "This event is not on the weekend's schedule",
  notInvited: 'Your invitation does not include this event',
  mealNotOffered: 'This meal is not offered at this event',
  notInHousehold: 'This person is not part of your invitation',
  personTwice: 'Each person answers once per event',
  eventNameRequired: 'Give the event a name in English or Spanish',
  dateInvalid: 'Enter the date as YYYY-MM-DD',
  timeInvalid: 'Enter the time as HH:mm (24 h)',
  textTooLong: withParams(['max'], (max: number) => `Must be at most ${max} characters`),
  tooManyMeals: 'An event offers at most 12 meals',
  unknownMeal: "This meal is not one of the event's",
  deadlinePassed:
    'The RSVP deadline has passed: your answer is kept as sent. To change it, please contact the couple.',
  deadlineInvalid: 'Enter the deadline as a date and time',
  questionRequired: 'Write the question in English or Spanish',
  tooManyQuestions: 'An event asks at most 3 questions',
  unknownQuestion: "This question is not one of the event's",
  householdNameTooLong: `A household's name must be at most ${HOUSEHOLD_LIMITS.name} characters`,
  remindersNothingToSend: 'Every household has answered or was reminded in the last 3 days',
});

export const householdMemberSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});

/**
 * Someone a household brings who is not on the guest list. `name` is null until the household
 * names them: pages then word them after `guestOf` ("Guest of Ana", "Invitado de Ana").
 */
export const companionSchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  child: z.boolean(),
  guestOf: z.string(),
});
export type Companion = z.infer<typeof companionSchema>;

export const householdSchema = z.object({
  id: z.string(),
  /** The organizers' name for it ("The Garcías"); empty: pages name it after its members. */
  name: z.string(),
  members: z.array(householdMemberSchema),
  companionsAllowed: z.number().int().min(0),
  companions: z.array(companionSchema),
  /** An organizer let this household change its answers after the RSVP deadline. */
  reopened: z.boolean(),
  updatedAt: isoDate,
});
export type Household = z.infer<typeof householdSchema>;

export const householdRemovedSchema = z.object({ id: z.string() });

const companionsAllowed = z
  .number({ error: HOUSEHOLD_MESSAGES.companionsAllowedRange })
  .int(HOUSEHOLD_MESSAGES.companionsAllowedRange)
  .min(0, HOUSEHOLD_MESSAGES.companionsAllowedRange)
  .max(HOUSEHOLD_LIMITS.companions, HOUSEHOLD_MESSAGES.companionsAllowedRange);

export const companionsAllowedBodySchema = z.object({ companionsAllowed });
export const householdNameBodySchema = z.object({
  name: z.string().trim().max(HOUSEHOLD_LIMITS.name, HOUSEHOLD_MESSAGES.householdNameTooLong),
});

/** A new household of these guests, each moved out of the one they were in. */
export const createHouseholdBodySchema = z.object({
  memberIds: z
    .array(idSchema, { error: HOUSEHOLD_MESSAGES.membersRequired })
    .min(1, HOUSEHOLD_MESSAGES.membersRequired)
    .max(HOUSEHOLD_LIMITS.members, HOUSEHOLD_MESSAGES.tooManyMembers),
});
export const moveMemberBodySchema = z.object({ guestId: idSchema });
export const mergeHouseholdBodySchema = z.object({ householdId: idSchema });

/**
 * The household's companions as the guest names them, the whole list each time: an entry with an
 * `id` keeps that companion (named now or still unnamed), one without adds a companion, and one
 * left out is no longer coming. At most the number the organizers allowed.
 */
export const companionsBodySchema = z.object({
  companions: z
    .array(
      z.object({
        id: z.string().max(64).optional(),
        name: z
          .string()
          .trim()
          .max(HOUSEHOLD_LIMITS.name, HOUSEHOLD_MESSAGES.nameTooLong)
          .optional()
          .transform((name) => name || undefined),
        child: z.boolean().default(false),
      }),
    )
    .max(
      HOUSEHOLD_LIMITS.companions,
      HOUSEHOLD_MESSAGES.tooManyCompanions(HOUSEHOLD_LIMITS.companions),
    ),
});
export type CompanionsBody = z.input<typeof companionsBodySchema>;

export const householdsApi = {
  /** The signed-in guest's household: its members and companions. */
  mine: endpoint({
    method: 'GET',
    path: '/api/households/mine',
    access: 'signed-in',
    personal: true,
    response: householdSchema,
  }),
  nameCompanions: endpoint({
    method: 'PUT',
    path: '/api/households/mine/companions',
    access: 'signed-in',
    body: companionsBodySchema,
    response: householdSchema,
  }),
  /** Every household with members, each guest on the list in exactly one. */
  list: endpoint({
    method: 'GET',
    path: '/api/admin/households',
    access: 'organizer',
    response: z.array(householdSchema),
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/admin/households',
    access: 'organizer',
    status: 201,
    body: createHouseholdBodySchema,
    response: householdSchema,
  }),
  /** Moves a guest into this household (out of the one they were in). */
  moveMember: endpoint({
    method: 'POST',
    path: '/api/admin/households/:id/members',
    access: 'organizer',
    params: idParams,
    body: moveMemberBodySchema,
    response: householdSchema,
  }),
  /** Moves every member and companion of `householdId` into this household. */
  merge: endpoint({
    method: 'POST',
    path: '/api/admin/households/:id/merge',
    access: 'organizer',
    params: idParams,
    body: mergeHouseholdBodySchema,
    response: householdSchema,
  }),
  setCompanionsAllowed: endpoint({
    method: 'PUT',
    path: '/api/admin/households/:id/companions-allowed',
    access: 'organizer',
    params: idParams,
    body: companionsAllowedBodySchema,
    response: householdSchema,
  }),
  rename: endpoint({
    method: 'PUT',
    path: '/api/admin/households/:id/name',
    access: 'organizer',
    params: idParams,
    body: householdNameBodySchema,
    response: householdSchema,
  }),
};
