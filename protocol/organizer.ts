import { z } from 'zod';
import { endpoint, isoDate } from './http';
import { defineMessages } from './messages';

export const ORGANIZER_COOKIE = 'wedding_organizer';
export const ORGANIZER_SESSION_DAYS = 30;
/**
 * Failed organizer sign-ins per 15 minutes: per device, and per address only at a ceiling a
 * venue's shared Wi-Fi never reaches by honest typos (one prankster cannot lock organizers out).
 */
export const LOGIN_RATE_LIMIT = {
  windowMs: 15 * 60 * 1000,
  perDevice: 10,
  perAddress: 100,
} as const;

export const ACCESS_DENIED_TITLE = 'Access Denied';
export const ORGANIZER_MESSAGES = defineMessages('organizer', {
  passwordRequired: 'Password is required',
  accessDenied: 'Incorrect password.',
  tooManyAttempts: 'Too many sign-in attempts. Please wait 15 minutes and try again.',
});
export const ACCESS_DENIED_MESSAGE = ORGANIZER_MESSAGES.accessDenied;
export const TOO_MANY_ATTEMPTS_MESSAGE = ORGANIZER_MESSAGES.tooManyAttempts;

export const organizerLoginBodySchema = z.object({
  password: z
    .string({ error: ORGANIZER_MESSAGES.passwordRequired })
    .min(1, ORGANIZER_MESSAGES.passwordRequired)
    .max(200),
});

export const organizerSessionSchema = z.object({
  organizer: z.boolean(),
  expiresAt: isoDate.optional(),
});
export type OrganizerSession = z.infer<typeof organizerSessionSchema>;

export const organizerApi = {
  login: endpoint({
    method: 'POST',
    path: '/api/admin/session',
    access: 'public',
    openOnInviteOnlySite: 'everyone',
    // Failed attempts back off on their own, stricter limiter (LOGIN_RATE_LIMIT).
    writeLimit: 'none',
    ownLimit: 'organizer-sign-in',
    body: organizerLoginBodySchema,
    response: organizerSessionSchema,
  }),
  session: endpoint({
    method: 'GET',
    path: '/api/admin/session',
    access: 'public',
    openOnInviteOnlySite: 'everyone',
    personal: true,
    response: organizerSessionSchema,
  }),
  logout: endpoint({
    method: 'DELETE',
    path: '/api/admin/session',
    access: 'public',
    openOnInviteOnlySite: 'everyone',
    // Signing out only forgets a session; it stores nothing a flood could fill.
    writeLimit: 'none',
    response: organizerSessionSchema,
  }),
};
