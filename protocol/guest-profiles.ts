import { z } from 'zod';
import { endpoint, idParams, isoDate } from './http';
import { moderationStatusSchema } from './moderation';
import { guestProfileBodySchema, profileAnswerFields } from './planning';
import { defineMessages } from './messages';

export const GUEST_PROFILE_MESSAGES = defineMessages('guestProfile', {
  signInFirst: 'Sign in with your invite code to meet the other guests.',
  saveFirst: 'Save your profile first, then add a photo.',
  notFound: 'This profile does not exist (it may have been deleted).',
});

/** The directory answers at most this many profiles (a wedding has a few hundred guests). */
export const GUEST_PROFILE_LIST_LIMIT = 500;

/**
 * A profile as other guests see it: only what its guest chose to share. Never an e-mail address,
 * a guest-list id or a moderation flag.
 */
export const guestProfileSchema = z.object({
  id: z.string(),
  name: z.string(),
  ...profileAnswerFields,
  /** The processed photo (a 480 px rendition), never the uploaded file. */
  avatarUrl: z.string().optional(),
  createdAt: isoDate,
});
export type GuestProfile = z.infer<typeof guestProfileSchema>;

/** The signed-in guest's own profile, with whether others can see it yet. */
export const myGuestProfileSchema = guestProfileSchema.extend({ status: moderationStatusSchema });
export type MyGuestProfile = z.infer<typeof myGuestProfileSchema>;

/** What a guest writes: no e-mail (never shown) and no avatar address (uploaded instead). */
export const guestProfileWriteSchema = guestProfileBodySchema.omit({ email: true, avatar: true });
export type GuestProfileWrite = z.input<typeof guestProfileWriteSchema>;

export const guestProfileRemovedSchema = z.object({ id: z.string() });

/**
 * All for guests signed in with an invite code. Organizers pass the contract's check: they read
 * the directory, and the service answers them 401 for a profile of their own (they have none).
 */
export const guestProfilesApi = {
  /** The directory, for signed-in guests (and organizers); `interest` narrows it. */
  list: endpoint({
    method: 'GET',
    path: '/api/guest-profiles',
    access: 'signed-in',
    signInMessage: GUEST_PROFILE_MESSAGES.signInFirst,
    personal: true,
    query: z.object({ interest: z.string().trim().max(60).optional() }),
    response: z.array(guestProfileSchema),
  }),
  mine: endpoint({
    method: 'GET',
    path: '/api/guest-profiles/me',
    access: 'signed-in',
    signInMessage: GUEST_PROFILE_MESSAGES.signInFirst,
    personal: true,
    response: z.object({ profile: myGuestProfileSchema.nullable() }),
  }),
  save: endpoint({
    method: 'PUT',
    path: '/api/guest-profiles/me',
    access: 'signed-in',
    signInMessage: GUEST_PROFILE_MESSAGES.signInFirst,
    body: guestProfileWriteSchema,
    response: myGuestProfileSchema,
  }),
  /** Confirms an upload from POST /api/objects/upload as the profile's photo. */
  setAvatar: endpoint({
    method: 'PUT',
    path: '/api/guest-profiles/me/avatar',
    access: 'signed-in',
    signInMessage: GUEST_PROFILE_MESSAGES.signInFirst,
    body: z.object({ photoURL: z.url() }),
    response: myGuestProfileSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/guest-profiles/me',
    access: 'signed-in',
    signInMessage: GUEST_PROFILE_MESSAGES.signInFirst,
    response: z.object({ profile: z.null() }),
  }),
  /** One profile as other guests see it (organizers review through the moderation queue). */
  get: endpoint({
    method: 'GET',
    path: '/api/guest-profiles/:id',
    access: 'signed-in',
    signInMessage: GUEST_PROFILE_MESSAGES.signInFirst,
    personal: true,
    params: idParams,
    response: guestProfileSchema,
  }),
} as const;
