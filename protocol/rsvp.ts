import { z } from 'zod';
import { optionalText } from './form-fields';
import { endpoint, isoDate } from './http';
import { defineMessages } from './messages';

export const RSVP_GUESTS = { min: 1, max: 10, default: 1 } as const;

export const RSVP_MESSAGES = defineMessages('rsvp', {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  nameTooLong: 'Names must be at most 50 characters',
  emailInvalid: 'Please enter a valid email address',
  attendingRequired: 'Please tell us whether you will attend',
  guestCountWhole: 'Number of guests must be a whole number',
  guestCountMin: 'Number of guests must be at least 1',
  guestCountMax: 'Number of guests cannot be more than 10',
  dietaryTooLong: 'Dietary restrictions must be at most 500 characters',
  messageTooLong: 'Message must be at most 1000 characters',
});

/** An answer (collection `rsvps`), one per e-mail address. Organizers only: it holds contact details. */
export const rsvpSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  attending: z.boolean(),
  /** People coming, the guest included; 0 when not attending. */
  guestCount: z.number().int().min(0),
  dietaryRestrictions: z.string().optional(),
  message: z.string().optional(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type Rsvp = z.infer<typeof rsvpSchema>;

/** The guest-list row an answer was matched or linked to. */
export const rsvpGuestSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});

/**
 * An answer as the organizers' RSVPs view lists it: with the guest it is linked to, or null while
 * it waits for an organizer (or when that guest was since removed from the list).
 */
export const organizerRsvpSchema = rsvpSchema.extend({ guest: rsvpGuestSchema.nullable() });
export type OrganizerRsvp = z.infer<typeof organizerRsvpSchema>;

const requiredName = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(50, RSVP_MESSAGES.nameTooLong);

/**
 * What a guest sends. The e-mail identifies the answer (compared lower-cased), so answering again
 * changes the earlier answer. guestCount is 1 to 10 when attending; a guest who declines brings
 * nobody, so it is stored as 0 whatever was sent — head counts are then plain sums.
 */
export const rsvpBodySchema = z
  .object({
    firstName: requiredName(RSVP_MESSAGES.firstNameRequired),
    lastName: requiredName(RSVP_MESSAGES.lastNameRequired),
    email: z
      .string({ error: RSVP_MESSAGES.emailInvalid })
      .trim()
      .toLowerCase()
      .max(254, RSVP_MESSAGES.emailInvalid)
      .pipe(z.email(RSVP_MESSAGES.emailInvalid)),
    attending: z.boolean({ error: RSVP_MESSAGES.attendingRequired }),
    guestCount: z
      .number({ error: RSVP_MESSAGES.guestCountWhole })
      .int(RSVP_MESSAGES.guestCountWhole)
      .default(RSVP_GUESTS.default),
    dietaryRestrictions: optionalText(500, RSVP_MESSAGES.dietaryTooLong),
    message: optionalText(1000, RSVP_MESSAGES.messageTooLong),
  })
  .superRefine((body, ctx) => {
    if (!body.attending) return;
    if (body.guestCount < RSVP_GUESTS.min) {
      ctx.addIssue({ code: 'custom', path: ['guestCount'], message: RSVP_MESSAGES.guestCountMin });
    } else if (body.guestCount > RSVP_GUESTS.max) {
      ctx.addIssue({ code: 'custom', path: ['guestCount'], message: RSVP_MESSAGES.guestCountMax });
    }
  })
  .transform((body) => (body.attending ? body : { ...body, guestCount: 0 }));
export type RsvpBody = z.input<typeof rsvpBodySchema>;

/** `updated` is true when this answer replaced an earlier one from the same e-mail. */
export const rsvpSavedSchema = z.object({ rsvp: rsvpSchema, updated: z.boolean() });
export type RsvpSaved = z.infer<typeof rsvpSavedSchema>;

export const rsvpApi = {
  submit: endpoint({
    method: 'POST',
    path: '/api/rsvp',
    access: 'public',
    body: rsvpBodySchema,
    response: rsvpSavedSchema,
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/rsvp',
    access: 'organizer',
    /** Every answer, newest first, each with the guest it is linked to. */
    response: z.array(organizerRsvpSchema),
  }),
};
