import { z } from 'zod';
import { endpoint, idParams, isoDate } from './http';
import {
  MOMENT_MEDIA_MESSAGES,
  momentMediaSchema,
  momentVideoFailureSchema,
  UPLOADABLE_MOMENT_TYPES,
} from './moment-media';

export const MOMENT_MISSING_INFO =
  'Missing Information: Please enter your name and share your moment.';

/**
 * Header carrying the secret handed back once, as `authorToken`, when a moment is created. The
 * author's device keeps it and sends it with DELETE; the server stores only its SHA-256 hash.
 */
export const AUTHOR_TOKEN_HEADER = 'x-author-token';

/** `recentMoments` counts the moments created in the last hour: "what is happening now" at a party. */
export const RECENT_MOMENTS_WINDOW_MS = 60 * 60 * 1000;

/** The feed answers the newest moments only; a wedding rarely has more, and pages stay light. */
export const MOMENTS_LIST_LIMIT = 200;

/** The feed and the wall refetch this often only while the live connection is down. */
export const MOMENTS_FALLBACK_POLL_MS = 10_000;

export const HASHTAG_MAX_LENGTH = 50;
export const HASHTAGS_MAX_COUNT = 20;

export const momentTypes = ['text', 'photo', 'video', 'gif'] as const;
export const momentTypeSchema = z.enum(momentTypes, {
  error: `momentType must be one of ${momentTypes.join(', ')}`,
});
export type MomentType = z.infer<typeof momentTypeSchema>;

export {
  MOMENT_MEDIA_MESSAGES,
  momentMediaSchema,
  momentVideoFailureSchema,
  momentVideoSchema,
  UPLOADABLE_MOMENT_TYPES,
  type MomentMedia,
  type MomentVideo,
} from './moment-media';

/**
 * A stored moment as clients see it (collection `live_wedding_moments`). `guestEmail` is only
 * ever answered to organizers. `media` is there when the file was uploaded (moments that give a
 * link, and moments stored before uploads, have only `mediaUrl`).
 */
export const momentSchema = z.object({
  id: z.string(),
  guestName: z.string(),
  guestEmail: z.string().optional(),
  content: z.string(),
  momentType: momentTypeSchema,
  mediaUrl: z.string().optional(),
  media: momentMediaSchema.optional(),
  /**
   * A video moment whose film is still being made, or that could not be made (`videoFailure`):
   * only ever answered to its author's device (its list and its create answer); nobody else
   * learns of it until it is ready and pushed as `moment:created`.
   */
  processing: z.literal(true).optional(),
  videoFailure: momentVideoFailureSchema.optional(),
  hashtags: z.array(z.string()),
  location: z.string().optional(),
  isPublic: z.boolean(),
  likes: z.number().int().min(0),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type Moment = z.infer<typeof momentSchema>;

/** Trims, drops leading '#', removes empties and duplicates (case-insensitive, first spelling kept). */
export function normalizeHashtags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim().replace(/^#+/, '').trim();
    const key = tag.toLowerCase();
    if (!tag || seen.has(key)) continue;
    seen.add(key);
    result.push(tag);
  }
  return result;
}

/** The longest name a moment is signed with. */
export const MOMENT_GUEST_NAME_MAX = 80;

const requiredText = (field: string, max: number) =>
  z
    .string({ error: MOMENT_MISSING_INFO })
    .trim()
    .min(1, MOMENT_MISSING_INFO)
    .max(max, `${field} must be at most ${max} characters`);

const optionalText = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .max(max, `${field} must be at most ${max} characters`)
    .optional()
    .transform((value) => (value ? value : undefined));

export const createMomentBodySchema = z
  .object(
    {
      guestName: requiredText('guestName', MOMENT_GUEST_NAME_MAX),
      guestEmail: z
        .union([z.email('guestEmail must be a valid email address'), z.literal('')], {
          error: 'guestEmail must be a valid email address',
        })
        .optional()
        .transform((value) => (value ? value : undefined)),
      content: requiredText('content', 2000),
      momentType: momentTypeSchema.default('text'),
      /**
       * No longer accepted: a link could name any picture or video on the web, and every screen
       * showing the moment would fetch it (telling that site each viewer's address). A moment's
       * file is an upload (mediaUploadURL); a link is refused with MOMENT_MEDIA_MESSAGES.notFromThisSite.
       */
      mediaUrl: z
        .string({ error: MOMENT_MEDIA_MESSAGES.notFromThisSite })
        .trim()
        .max(0, MOMENT_MEDIA_MESSAGES.notFromThisSite)
        .optional()
        .transform(() => undefined),
      /**
       * The `uploadURL` a device got from POST /api/objects/upload (or a multipart upload, for a
       * video) and sent its file to: the server checks and processes that file as for the
       * gallery, and `mediaUrl` becomes its large rendition (a video's: its poster's).
       */
      mediaUploadURL: z
        .url({ protocol: /^https?$/, error: 'mediaUploadURL must be the upload URL of your file' })
        .max(2048, 'mediaUploadURL must be at most 2048 characters')
        .optional(),
      hashtags: z
        .array(
          z
            .string({ error: 'hashtags must be a list of words' })
            .max(
              HASHTAG_MAX_LENGTH,
              `Each hashtag must be at most ${HASHTAG_MAX_LENGTH} characters`,
            ),
          { error: 'hashtags must be a list of words' },
        )
        .max(HASHTAGS_MAX_COUNT, `hashtags: at most ${HASHTAGS_MAX_COUNT} allowed`)
        .default([])
        .transform(normalizeHashtags),
      location: optionalText('location', 200),
      isPublic: z.boolean({ error: 'isPublic must be true or false' }).default(true),
    },
    { error: 'The request body must be a JSON object' },
  )
  .superRefine((body, ctx) => {
    const uploadable = (UPLOADABLE_MOMENT_TYPES as readonly string[]).includes(body.momentType);
    if (body.mediaUploadURL && !uploadable) {
      ctx.addIssue({
        code: 'custom',
        path: ['mediaUploadURL'],
        message: MOMENT_MEDIA_MESSAGES.uploadNotForType,
      });
    } else if (!body.mediaUploadURL && body.momentType !== 'text') {
      ctx.addIssue({
        code: 'custom',
        path: ['mediaUploadURL'],
        message: uploadable
          ? MOMENT_MEDIA_MESSAGES.uploadRequired
          : MOMENT_MEDIA_MESSAGES.uploadNotForType,
      });
    }
  });
export type CreateMomentBody = z.input<typeof createMomentBodySchema>;
export type ValidMomentBody = z.output<typeof createMomentBodySchema>;

/**
 * The create answer carries the author's delete token once; only its hash is stored.
 * `awaitingReview`: the organizers review moments first, so nobody else sees it until approved.
 */
export const createdMomentSchema = momentSchema.extend({
  authorToken: z.string(),
  awaitingReview: z.literal(true).optional(),
});
export type CreatedMoment = z.infer<typeof createdMomentSchema>;

export const momentLikedSchema = z.object({ id: z.string(), likes: z.number().int().min(0) });
export type MomentLiked = z.infer<typeof momentLikedSchema>;
export const momentDeletedSchema = z.object({ id: z.string() });
export type MomentDeleted = z.infer<typeof momentDeletedSchema>;

/**
 * `recentMoments` counts moments created in the last RECENT_MOMENTS_WINDOW_MS. Guests see public
 * moments only; organizers see every moment.
 */
export const momentStatsSchema = z.object({
  totalMoments: z.number().int(),
  totalLikes: z.number().int(),
  recentMoments: z.number().int(),
  momentsByType: z.record(z.string(), z.number().int()),
});
export type MomentStats = z.infer<typeof momentStatsSchema>;

export const momentsApi = {
  /** Newest first, at most MOMENTS_LIST_LIMIT. */
  list: endpoint({
    method: 'GET',
    path: '/api/live-wedding-moments',
    access: 'public',
    openOnInviteOnlySite: 'projector-screens',
    personal: true,
    response: z.array(momentSchema),
  }),
  stats: endpoint({
    method: 'GET',
    path: '/api/live-wedding-moments/stats',
    access: 'public',
    openOnInviteOnlySite: 'projector-screens',
    personal: true,
    response: momentStatsSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/live-wedding-moments',
    access: 'public',
    body: createMomentBodySchema,
    response: createdMomentSchema,
    status: 201,
    idempotent: true,
    showsOnProjector: true,
  }),
  /** Needs the device id header; a second like from the same device answers the current count. */
  like: endpoint({
    method: 'POST',
    path: '/api/live-wedding-moments/:id/like',
    access: 'public',
    params: idParams,
    writeLimit: 'light',
    response: momentLikedSchema,
    idempotent: true,
  }),
  /** Allowed with the moment's AUTHOR_TOKEN_HEADER or an organizer session; 403 otherwise. */
  remove: endpoint({
    method: 'DELETE',
    path: '/api/live-wedding-moments/:id',
    access: 'public',
    params: idParams,
    response: momentDeletedSchema,
  }),
};

/** What the reception projector needs beyond the moments: the address guests should open. */
export const liveWallConfigSchema = z.object({ publicUrl: z.url() });
export type LiveWallConfig = z.infer<typeof liveWallConfigSchema>;

export const liveWallApi = {
  config: endpoint({
    method: 'GET',
    path: '/api/live-wall/config',
    access: 'public',
    openOnInviteOnlySite: 'projector-screens',
    response: liveWallConfigSchema,
  }),
};
