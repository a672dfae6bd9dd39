import { z } from 'zod';
import { postVideoSchema, videoFailureSchema } from './post-video';
import { optionalEmail } from './form-fields';
import { UPLOAD_MESSAGES } from './gallery';
import { endpoint, isoDate } from './http';
import { defineMessages } from './messages';

export const GUESTBOOK_MESSAGES = defineMessages('guestbook', {
  nameTooShort: 'Name must be at least 2 characters',
  nameTooLong: 'Name must be less than 50 characters',
  emailInvalid: 'Please enter a valid email',
  messageTooShort: 'Message must be at least 10 characters',
  messageTooLong: 'Message must be less than 1000 characters',
  photoUrlInvalid: 'Please enter a valid photo URL (starting with http:// or https://)',
  photoNotFromThisSite: UPLOAD_MESSAGES.notFromThisSite,
  photoUploadInvalid: 'photoUploadURL must be the upload URL of your photo',
});

export const GUESTBOOK_NAME = { min: 2, max: 50 } as const;
export const GUESTBOOK_MESSAGE = { min: 10, max: 1000 } as const;
/** The list answer holds at most this many entries, newest first. */
export const GUESTBOOK_LIST_LIMIT = 1000;
/** While the live connection is down the list is refetched this often. */
export const GUESTBOOK_FALLBACK_POLL_MS = 10_000;

/**
 * A guest book entry as everyone sees it (collection `guest_book_entries`). The e-mail a guest may
 * leave is stored but never shown: the list and its live pushes are public. `photoUrl` is the
 * large rendition of a photo uploaded with the entry (entries stored while links were taken keep
 * theirs in the database, never shown).
 */
export const guestBookEntrySchema = z.object({
  id: z.string(),
  guestName: z.string(),
  message: z.string(),
  photoUrl: z.string().optional(),
  /** A video left with the entry (`photoUrl` is then its poster). */
  video: postVideoSchema.optional(),
  /** Only ever answered to its author's device: still being made, or not made (and why). */
  processing: z.literal(true).optional(),
  videoFailure: videoFailureSchema.optional(),
  isApproved: z.boolean(),
  createdAt: isoDate,
});
export type GuestBookEntry = z.infer<typeof guestBookEntrySchema>;

export const guestBookEntryRemovedSchema = z.object({ id: z.string() });
export type GuestBookEntryRemoved = z.infer<typeof guestBookEntryRemovedSchema>;

/**
 * What a guest writes. Lengths count after trimming. isApproved is not accepted from guests:
 * entries start approved, or pending when the organizers review the guest book first.
 */
export const createGuestBookEntryBodySchema = z.object({
  guestName: z
    .string({ error: GUESTBOOK_MESSAGES.nameTooShort })
    .trim()
    .min(GUESTBOOK_NAME.min, GUESTBOOK_MESSAGES.nameTooShort)
    .max(GUESTBOOK_NAME.max, GUESTBOOK_MESSAGES.nameTooLong),
  email: optionalEmail(GUESTBOOK_MESSAGES.emailInvalid),
  message: z
    .string({ error: GUESTBOOK_MESSAGES.messageTooShort })
    .trim()
    .min(GUESTBOOK_MESSAGE.min, GUESTBOOK_MESSAGES.messageTooShort)
    .max(GUESTBOOK_MESSAGE.max, GUESTBOOK_MESSAGES.messageTooLong),
  /**
   * No longer accepted: a link could name any picture on the web, fetched by every screen that
   * shows the entry. A photo is uploaded (photoUploadURL) and goes through the photo pipeline.
   */
  photoUrl: z
    .string({ error: GUESTBOOK_MESSAGES.photoNotFromThisSite })
    .trim()
    .max(0, GUESTBOOK_MESSAGES.photoNotFromThisSite)
    .optional()
    .transform(() => undefined),
  /**
   * The `uploadURL` a device got from POST /api/objects/upload and PUT its photo to: the server
   * checks and processes it as for the gallery (upright, no metadata, WebP renditions).
   */
  photoUploadURL: z
    .url({ protocol: /^https?$/, error: GUESTBOOK_MESSAGES.photoUploadInvalid })
    .max(2048, GUESTBOOK_MESSAGES.photoUploadInvalid)
    .optional(),
});
export type CreateGuestBookEntryBody = z.input<typeof createGuestBookEntryBodySchema>;

/** How many different people signed: names compared trimmed and lower-cased. */
export function uniqueGuestCount(entries: readonly { guestName: string }[]): number {
  const names = new Set<string>();
  for (const entry of entries) {
    const name = entry.guestName.trim().toLowerCase();
    if (name) names.add(name);
  }
  return names.size;
}

export const guestbookApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/guest-book',
    access: 'public',
    response: z.array(guestBookEntrySchema),
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/guest-book',
    access: 'public',
    body: createGuestBookEntryBodySchema,
    response: guestBookEntrySchema,
    status: 201,
    idempotent: true,
    showsOnProjector: true,
  }),
};
