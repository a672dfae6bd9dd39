import { z } from 'zod';
import { isoDate } from './http';

/**
 * The home-page guest session is created on the device only (no server call): anyone who types a
 * first name becomes an authenticated guest. Its email lives at this fixed domain so that other
 * features can treat guests and invited people alike.
 */
export const GUEST_EMAIL_DOMAIN = 'guest.wedding.local';

export const NAME_REQUIRED_TITLE = 'Name Required';
export const NAME_REQUIRED_MESSAGE = 'Please enter your first name to continue';

/** The first-name form of the welcome dialog: required, not blank after trimming, no other bound. */
export const guestNameFormSchema = z.object({
  firstName: z.string({ error: NAME_REQUIRED_MESSAGE }).trim().min(1, NAME_REQUIRED_MESSAGE),
});
export type GuestNameForm = z.input<typeof guestNameFormSchema>;

export const guestSessionSchema = z.object({
  id: z.string().regex(/^guest-\d+$/),
  firstName: z.string().trim().min(1),
  lastName: z.literal(''),
  email: z.string().endsWith(`@${GUEST_EMAIL_DOMAIN}`),
  isAuthenticated: z.literal(true),
  lastLoginAt: isoDate,
});
export type GuestSession = z.infer<typeof guestSessionSchema>;

/** The lowercase first name at the guest domain; inner spaces become dots so it stays one token. */
export function guestEmailFor(firstName: string): string {
  return `${firstName.trim().toLowerCase().replace(/\s+/g, '.')}@${GUEST_EMAIL_DOMAIN}`;
}

/** Builds the session for a first name, or throws the form's validation error. */
export function createGuestSession(firstName: string, now: Date = new Date()): GuestSession {
  const { firstName: name } = guestNameFormSchema.parse({ firstName });
  return guestSessionSchema.parse({
    id: `guest-${now.getTime()}`,
    firstName: name,
    lastName: '',
    email: guestEmailFor(name),
    isAuthenticated: true,
    lastLoginAt: now.toISOString(),
  });
}
