import { z } from 'zod';
import { endpoint, isoDate } from './http';
import { defineMessages } from './messages';
import { postVideoSchema } from './post-video';

/**
 * What guests post that organizers may review. Each kind is owned by its feature (moments,
 * guest book, timeline messages, photos, profiles, venue reviews); the moderation feature only
 * gathers them in one queue.
 */
export const moderationKinds = [
  'moments',
  'guestbook',
  'timeline',
  'photos',
  'profiles',
  'reviews',
] as const;
export const moderationKindSchema = z.enum(moderationKinds);
export type ModerationKind = z.infer<typeof moderationKindSchema>;

/** Per kind: publish at once (the default, as before) or keep new posts until approved. */
export const moderationModes = ['publish', 'review'] as const;
export const moderationModeSchema = z.enum(moderationModes);
export type ModerationMode = z.infer<typeof moderationModeSchema>;

export const moderationPolicySchema = z.object({
  moments: moderationModeSchema,
  guestbook: moderationModeSchema,
  timeline: moderationModeSchema,
  photos: moderationModeSchema,
  profiles: moderationModeSchema,
  reviews: moderationModeSchema,
});
export type ModerationPolicy = z.infer<typeof moderationPolicySchema>;

export const defaultModerationPolicy: ModerationPolicy = {
  moments: 'publish',
  guestbook: 'publish',
  timeline: 'publish',
  photos: 'publish',
  profiles: 'publish',
  reviews: 'publish',
};

/** pending: waiting for review (never sent to guests); published: shown; hidden: taken down. */
export const moderationStatuses = ['pending', 'published', 'hidden'] as const;
export const moderationStatusSchema = z.enum(moderationStatuses);
export type ModerationStatus = z.infer<typeof moderationStatusSchema>;

/** Where an item shows once published, so the organizer knows what a removal takes down. */
export const moderationPlaces = [
  'home',
  'live',
  'timeline',
  'gallery',
  'guests',
  'venues',
] as const;
export const moderationPlaceSchema = z.enum(moderationPlaces);

/** One post in the organizers' queue, whatever its kind. */
export const moderationItemSchema = z.object({
  kind: moderationKindSchema,
  id: z.string(),
  authorName: z.string(),
  text: z.string().optional(),
  /** A photo or video, shown as a thumbnail in the queue (a video's poster). */
  mediaUrl: z.string().optional(),
  /** A guest's video: the organizer plays it before deciding (served while not hidden). */
  video: postVideoSchema.optional(),
  status: moderationStatusSchema,
  shownOn: z.array(moderationPlaceSchema),
  createdAt: isoDate,
});
export type ModerationItem = z.infer<typeof moderationItemSchema>;

/** The excerpt of an item kept in the action log (the item itself may be gone by then). */
export const EXCERPT_MAX_LENGTH = 80;
/** The queue answers at most this many items (newest first, across kinds). */
export const MODERATION_QUEUE_LIMIT = 200;
export const MODERATION_LOG_LIMIT = 200;
/** The name an organizer may give for the action log (organizers share one password). */
export const ORGANIZER_NAME_MAX_LENGTH = 60;

export const MODERATION_MESSAGES = defineMessages('moderation', {
  unknownKind: 'Nothing of this kind can be moderated yet.',
  notFound: 'This item does not exist (it may have been deleted).',
  alreadyPublished: 'This item is already published.',
  alreadyHidden: 'This item is already hidden.',
  changedMeanwhile: 'Another organizer changed this item just now. Please try again.',
  emptyPolicy:
    'Name at least one kind to change: moments, guestbook, timeline, photos, profiles or reviews.',
});

/** What an organizer did: to an item, to the policy, or to the wall. */
export const moderationActionTypes = [
  'approve',
  'hide',
  'delete',
  'policy',
  'pause-wall',
  'resume-wall',
] as const;
export const moderationActionTypeSchema = z.enum(moderationActionTypes);
export type ModerationActionType = z.infer<typeof moderationActionTypeSchema>;

/**
 * Who acted. Organizers share one password, so the session (a short, stable label derived from
 * its cookie, never the cookie itself) and the browser tell organizers apart; the name is the
 * one the organizer chose to give in the Moderation tab, when they did.
 */
export const moderationActorSchema = z.object({
  session: z.string(),
  device: z.string().optional(),
  name: z.string().optional(),
});
export type ModerationActor = z.infer<typeof moderationActorSchema>;

/** One line of the action log (collection `moderation_actions`). */
export const moderationActionSchema = z.object({
  id: z.string(),
  at: isoDate,
  by: moderationActorSchema,
  action: moderationActionTypeSchema,
  kind: moderationKindSchema.optional(),
  itemId: z.string().optional(),
  excerpt: z.string().optional(),
  /** For 'policy': the kinds changed, e.g. 'moments: review'. */
  detail: z.string().optional(),
});
export type ModerationAction = z.infer<typeof moderationActionSchema>;

/**
 * The projector wall's pause. While paused, `/live` keeps what it shows and adds nothing new;
 * removals (hide, delete) still take effect at once; on resume it catches up.
 */
export const wallStateSchema = z.object({
  paused: z.boolean(),
  since: isoDate.optional(),
});
export type WallState = z.infer<typeof wallStateSchema>;

export const moderationItemRemovedSchema = z.object({ kind: moderationKindSchema, id: z.string() });
export type ModerationItemRemoved = z.infer<typeof moderationItemRemovedSchema>;

const organizerName = z
  .string({ error: 'by must be text' })
  .trim()
  .max(ORGANIZER_NAME_MAX_LENGTH, `by must be at most ${ORGANIZER_NAME_MAX_LENGTH} characters`)
  .optional()
  .transform((value) => value || undefined);

/** Every organizer action may carry the name the organizer gave, for the log. */
export const moderationActBodySchema = z.object({ by: organizerName });

export const queueStatusSchema = z.enum([...moderationStatuses, 'all']);
export type QueueStatus = z.infer<typeof queueStatusSchema>;

export const moderationQueueQuerySchema = z.object({
  kind: moderationKindSchema.optional(),
  status: queueStatusSchema.default('pending'),
});

export const moderationQueueSchema = z.object({
  items: z.array(moderationItemSchema),
  /** The kinds that have a source today (timeline and photos join when their features do). */
  kinds: z.array(moderationKindSchema),
});
export type ModerationQueue = z.infer<typeof moderationQueueSchema>;

export const moderationItemParams = z.object({
  kind: moderationKindSchema,
  id: z.string().regex(/^[a-f0-9]{24}$/i, 'Invalid id'),
});

export const savePolicyBodySchema = moderationPolicySchema
  .partial()
  .extend({ by: organizerName })
  .refine(
    (body) => moderationKinds.some((kind) => body[kind] !== undefined),
    MODERATION_MESSAGES.emptyPolicy,
  );

export const saveWallBodySchema = z.object({
  paused: z.boolean({ error: 'paused must be true or false' }),
  by: organizerName,
});

export const moderationApi = {
  /** Newest first across kinds; pending only unless `status` says otherwise. */
  queue: endpoint({
    method: 'GET',
    path: '/api/moderation/queue',
    access: 'organizer',
    query: moderationQueueQuerySchema,
    response: moderationQueueSchema,
  }),
  /** Publishes a pending (or hidden) item: guests get it live. */
  approve: endpoint({
    method: 'POST',
    path: '/api/moderation/items/:kind/:id/approve',
    access: 'organizer',
    params: moderationItemParams,
    body: moderationActBodySchema,
    response: moderationItemSchema,
  }),
  /** Takes an item down from every screen, keeping it for the organizers. */
  hide: endpoint({
    method: 'POST',
    path: '/api/moderation/items/:kind/:id/hide',
    access: 'organizer',
    params: moderationItemParams,
    body: moderationActBodySchema,
    response: moderationItemSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/moderation/items/:kind/:id',
    access: 'organizer',
    params: moderationItemParams,
    body: moderationActBodySchema,
    response: moderationItemRemovedSchema,
  }),
  policy: endpoint({
    method: 'GET',
    path: '/api/moderation/policy',
    access: 'organizer',
    response: moderationPolicySchema,
  }),
  savePolicy: endpoint({
    method: 'PUT',
    path: '/api/moderation/policy',
    access: 'organizer',
    body: savePolicyBodySchema,
    response: moderationPolicySchema,
  }),
  /** Public: the projector reads it. */
  wall: endpoint({
    method: 'GET',
    path: '/api/moderation/wall',
    access: 'public',
    openOnInviteOnlySite: 'projector-screens',
    response: wallStateSchema,
  }),
  saveWall: endpoint({
    method: 'PUT',
    path: '/api/moderation/wall',
    access: 'organizer',
    body: saveWallBodySchema,
    response: wallStateSchema,
  }),
  /** The action log, newest first. */
  actions: endpoint({
    method: 'GET',
    path: '/api/moderation/actions',
    access: 'organizer',
    response: z.array(moderationActionSchema),
  }),
};
