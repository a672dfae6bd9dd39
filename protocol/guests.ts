import { z } from 'zod';
import { endpoint, isoDate } from './http';
import { contentLanguageSchema } from './localized';
import { defineMessages } from './messages';

export const GUEST_LOGIN_MESSAGES = defineMessages('guestLogin', {
  inviteEmail: 'Please enter a valid email address',
  inviteCodeLength: 'Invite code must be at least 6 characters',
  fieldRequired: 'This field is required',
  inviteCodeRequired: 'Invite code is required',
  /**
   * One message for every refused sign-in, so nobody learns whether the name or the code was wrong
   * (spec §8's sign-in failure text).
   */
  signInFailed: 'Authentication failed. Please check your credentials.',
});
export const INVITE_EMAIL_MESSAGE = GUEST_LOGIN_MESSAGES.inviteEmail;
export const INVITE_CODE_LENGTH_MESSAGE = GUEST_LOGIN_MESSAGES.inviteCodeLength;
export const FIELD_REQUIRED_MESSAGE = GUEST_LOGIN_MESSAGES.fieldRequired;
export const INVITE_CODE_REQUIRED_MESSAGE = GUEST_LOGIN_MESSAGES.inviteCodeRequired;
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

/** The guest session cookie set by /api/guest-auth (httpOnly; the token's hash is stored). */
export const GUEST_COOKIE = 'wedding_guest';
export const GUEST_SESSION_DAYS = 60;

export const SIGN_IN_FAILED_MESSAGE = GUEST_LOGIN_MESSAGES.signInFailed;

/**
 * Failed sign-ins allowed per 15 minutes: per device, per invite code (guessing the name for a
 * known code), and per address only at a venue-sized ceiling (everyone shares the Wi-Fi's).
 */
export const GUEST_SIGN_IN_RATE_LIMIT = {
  windowMs: 15 * 60 * 1000,
  perDevice: 10,
  perAddress: 200,
  perCode: 5,
} as const;

/** Which tab of /guest-login the identifier was typed in. */
export const identifierKinds = ['name', 'email', 'phone'] as const;
export const identifierKindSchema = z.enum(identifierKinds);
export type IdentifierKind = z.infer<typeof identifierKindSchema>;

/** POST /api/guest-auth: the form, plus the tab it was typed in (any of the three when absent). */
export const guestAuthBodySchema = guestSignInFormSchema.extend({
  identifier: guestSignInFormSchema.shape.identifier.max(200, FIELD_REQUIRED_MESSAGE),
  inviteCode: guestSignInFormSchema.shape.inviteCode.max(64, SIGN_IN_FAILED_MESSAGE),
  identifierType: identifierKindSchema.optional(),
});
export type GuestAuthBody = z.input<typeof guestAuthBodySchema>;

/** What the signed-in guest may read about themself (to fill the home page's forms). */
export const signedInGuestSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().optional(),
  /** The language stored with the guest (absent: never chosen; the wedding's default applies). */
  language: contentLanguageSchema.optional(),
});
export type SignedInGuest = z.infer<typeof signedInGuestSchema>;

/** PUT /api/guest-auth/language: the language a signed-in guest switched to. */
export const guestLanguageBodySchema = z.object({ language: contentLanguageSchema });
export type GuestLanguageBody = z.infer<typeof guestLanguageBodySchema>;

export const guestAuthResultSchema = z.object({
  success: z.literal(true),
  guest: signedInGuestSchema,
});
export type GuestAuthResult = z.infer<typeof guestAuthResultSchema>;

/** The current guest session: the guest, or null when signed out. */
export const guestAuthSessionSchema = z.object({ guest: signedInGuestSchema.nullable() });
export type GuestAuthSession = z.infer<typeof guestAuthSessionSchema>;

export const guestsApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/guest-list',
    access: 'organizer',
    response: z.array(guestStatusSchema),
  }),
};

export const guestAuthApi = {
  signIn: endpoint({
    method: 'POST',
    path: '/api/guest-auth',
    access: 'public',
    openOnInviteOnlySite: 'everyone',
    // Failed attempts back off (GUEST_SIGN_IN_RATE_LIMIT), besides the standard allowance.
    ownLimit: 'guest-sign-in',
    body: guestAuthBodySchema,
    response: guestAuthResultSchema,
  }),
  session: endpoint({
    method: 'GET',
    path: '/api/guest-auth',
    access: 'public',
    openOnInviteOnlySite: 'everyone',
    personal: true,
    response: guestAuthSessionSchema,
  }),
  signOut: endpoint({
    method: 'DELETE',
    path: '/api/guest-auth',
    access: 'public',
    openOnInviteOnlySite: 'everyone',
    response: guestAuthSessionSchema,
  }),
  /**
   * Stores the language the signed-in guest chose, so their next phone (and their text messages)
   * follow it. A guest signed in with an invite code only: an organizer has no guest record.
   */
  setLanguage: endpoint({
    method: 'PUT',
    path: '/api/guest-auth/language',
    access: 'signed-in',
    body: guestLanguageBodySchema,
    response: guestLanguageBodySchema,
  }),
};
