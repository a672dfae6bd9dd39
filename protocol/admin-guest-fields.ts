import { z } from 'zod';
import { FIELD_MESSAGES } from './form-fields';
import { isoDate } from './http';
import { contentLanguageSchema } from './localized';
import { defineMessages } from './messages';
import { RSVP_GUESTS } from './rsvp';

export const ADMIN_GUEST_MESSAGES = defineMessages('adminGuest', {
  nameMin: 'Name must be at least 2 characters',
  emailInvalid: 'Invalid email address',
  tooLong: FIELD_MESSAGES.tooLong,
});

/** Answers of the guest-list endpoints that a person reads (409s, refused imports). */
export const GUEST_LIST_ERRORS = defineMessages('guestList', {
  duplicateEmail: 'A guest with this e-mail address is already on the list.',
  notFound: 'That guest is not on the list.',
  tooManyRows: 'The file has too many rows: at most 5000 guests can be imported at once.',
  duplicateInFile: 'This e-mail address appears more than once in the file.',
});

export const rsvpStatuses = ['pending', 'confirmed', 'declined'] as const;
export const rsvpStatusSchema = z.enum(rsvpStatuses);
export type RsvpStatus = z.infer<typeof rsvpStatusSchema>;

export const guestCategories = ['family', 'friends', 'colleagues', 'extended-family'] as const;
export const guestCategorySchema = z.enum(guestCategories);
export type GuestCategory = z.infer<typeof guestCategorySchema>;

/** Which side of the couple invited the guest (the assistant personalises with it). */
export const guestSides = ['bride', 'groom', 'both'] as const;
export const guestSideSchema = z.enum(guestSides);
export type GuestSide = z.infer<typeof guestSideSchema>;

/**
 * Invite codes: 8 upper-case characters with no look-alikes (no 0/O, 1/I/L), so a code read off a
 * printed card is typed right the first time.
 */
export const INVITE_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const INVITE_CODE_GENERATED_LENGTH = 8;

/** The largest party one invitation brings (an RSVP counts at most this many guests). */
export const MAX_PARTY_SIZE = RSVP_GUESTS.max;

/**
 * How many people a guest-list row stands for, the guest included: the party size of their RSVP,
 * else (rows no answer sized) the guest plus their plus one. Every head count adds these.
 */
export function partySizeOf(guest: {
  partySize?: number | null;
  plusOne?: boolean | null;
}): number {
  return guest.partySize ?? (guest.plusOne ? 2 : 1);
}

/** A row of the admin guest list. `name` is first and last name joined, as the table shows it. */
export const adminGuestSchema = z.object({
  id: z.string(),
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().optional(),
  rsvpStatus: rsvpStatusSchema,
  plusOne: z.boolean(),
  /** People coming with this invitation, the guest included (see partySizeOf). */
  partySize: z.number().int().min(1).max(MAX_PARTY_SIZE),
  dietaryRestrictions: z.string().optional(),
  tableAssignment: z.string().optional(),
  category: guestCategorySchema,
  side: guestSideSchema.optional(),
  travelingFrom: z.string().optional(),
  accessibilityNeeds: z.string().optional(),
  /** The guest's language (their text messages); absent: the wedding's default language. */
  language: contentLanguageSchema.optional(),
  invitationSent: z.boolean(),
  inviteCode: z.string(),
  isAuthenticated: z.boolean(),
  lastLoginAt: isoDate.optional(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type AdminGuest = z.infer<typeof adminGuestSchema>;

/** A guest's name as the dialogs and the import take it. */
export const guestName = z
  .string({ error: ADMIN_GUEST_MESSAGES.nameMin })
  .trim()
  .min(2, ADMIN_GUEST_MESSAGES.nameMin)
  .max(100, ADMIN_GUEST_MESSAGES.tooLong(100));

export const guestEmail = z
  .string({ error: ADMIN_GUEST_MESSAGES.emailInvalid })
  .trim()
  .toLowerCase()
  .max(254, ADMIN_GUEST_MESSAGES.emailInvalid)
  .pipe(z.email(ADMIN_GUEST_MESSAGES.emailInvalid));
