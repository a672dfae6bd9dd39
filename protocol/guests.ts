import { z } from 'zod';
import { endpoint, isoDate } from './http';

export const INVITE_EMAIL_MESSAGE = 'Please enter a valid email address';
export const INVITE_CODE_LENGTH_MESSAGE = 'Invite code must be at least 6 characters';
export const FIELD_REQUIRED_MESSAGE = 'This field is required';
export const INVITE_CODE_REQUIRED_MESSAGE = 'Invite code is required';
export const INVITE_CODE_MIN_LENGTH = 6;

/** Invite codes are upper case as typed, so a code matches whatever case the guest used. */
const inviteCode = (message: string) => z.string({ error: message }).trim().toUpperCase();

/** An invited person (collection `guest_list`); email and inviteCode are unique. Organizers only. */
export const guestSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.email(),
  phone: z.string().optional(),
  isAuthenticated: z.boolean(),
  lastLoginAt: isoDate.optional(),
  inviteCode: z.string(),
  createdAt: isoDate,
});
export type Guest = z.infer<typeof guestSchema>;

/** One row of the guest sign-in status page (/guest-admin): who has signed in, and when last. */
export const guestStatusSchema = guestSchema.pick({
  id: true,
  firstName: true,
  lastName: true,
  isAuthenticated: true,
  lastLoginAt: true,
});
export type GuestStatus = z.infer<typeof guestStatusSchema>;

/** The invite login: an e-mail address and the code from the invitation. */
export const inviteLoginBodySchema = z.object({
  email: z
    .string({ error: INVITE_EMAIL_MESSAGE })
    .trim()
    .toLowerCase()
    .pipe(z.email(INVITE_EMAIL_MESSAGE)),
  inviteCode: inviteCode(INVITE_CODE_LENGTH_MESSAGE).min(
    INVITE_CODE_MIN_LENGTH,
    INVITE_CODE_LENGTH_MESSAGE,
  ),
});
export type InviteLoginBody = z.input<typeof inviteLoginBodySchema>;

/** The /guest-login form: a name, e-mail or phone (by tab) and the invite code. */
export const guestSignInFormSchema = z.object({
  identifier: z.string({ error: FIELD_REQUIRED_MESSAGE }).trim().min(1, FIELD_REQUIRED_MESSAGE),
  inviteCode: inviteCode(INVITE_CODE_REQUIRED_MESSAGE).min(1, INVITE_CODE_REQUIRED_MESSAGE),
});
export type GuestSignInForm = z.input<typeof guestSignInFormSchema>;

export const guestsApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/guest-list',
    access: 'organizer',
    response: z.array(guestStatusSchema),
  }),
};
