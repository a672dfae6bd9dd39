import type { z } from 'zod';
import { RSVP_GUESTS, rsvpBodySchema, type RsvpBody } from '../../../protocol/rsvp';

/** What the RSVP form hands over once its fields pass the protocol's rules. */
export type RsvpFormOutput = z.output<typeof rsvpBodySchema>;

/** A blank answer: one guest, nothing else chosen yet. */
export const emptyRsvp: Partial<RsvpBody> = {
  firstName: '',
  lastName: '',
  email: '',
  guestCount: RSVP_GUESTS.default,
  dietaryRestrictions: '',
  message: '',
};
