import { z } from 'zod';
import { optionalEmail, optionalText } from './form-fields';
import { endpoint, idParams, idSchema, isoDate } from './http';
import { moderationStatusSchema } from './moderation';

export const PARTICIPATION_MESSAGES = {
  nameRequired: 'Name is required',
  contentRequired: 'Message is required',
  emailInvalid: 'Invalid email address',
  reactionRequired: 'Choose a reaction',
  failed: 'Failed to add your message.',
  notInteractive: 'This moment of the day does not take guest messages.',
  tooLong: (max: number) => `Must be at most ${max} characters`,
  eventNotFound: 'This moment of the day does not exist (it may have been removed).',
  participationNotFound: 'This message does not exist (it may have been deleted).',
  noPhotos: 'This moment of the day does not take photos.',
  /** A photo participation names a photo uploaded to this site, never a link or text. */
  photoRequired: 'Please choose the photo to share: photos are uploaded here, not linked.',
  photoNotForType: 'Only a photo participation can carry a photo.',
} as const;

/** The organizers' event form. */
export const TIMELINE_EVENT_MESSAGES = {
  titleRequired: 'Title is required',
  timeInvalid: 'Enter a time such as 15:30',
  durationInvalid: 'Duration must be between 5 and 720 minutes',
  orderInvalid: 'List every event exactly once',
  stateConflict: 'This message is already in that state.',
} as const;

/** Guests get the newest participations only; a wedding day rarely has more. */
export const PARTICIPATIONS_LIST_LIMIT = 1000;
/** The longest name a message or reaction is signed with. */
export const PARTICIPATION_NAME_MAX = 80;

export const TIMELINE_EVENT_DEFAULTS = {
  duration: 30,
  icon: 'heart',
  isInteractive: false,
  allowGuestMessages: false,
  allowPhotoUploads: false,
  sortOrder: 0,
} as const;

export const timelineCategories = ['ceremony', 'reception', 'photos', 'party', 'special'] as const;
export type TimelineCategory = (typeof timelineCategories)[number];
export const timelineIcons = [
  'heart',
  'clock',
  'users',
  'camera',
  'music',
  'utensils',
  'sparkles',
  'coffee',
  'cake',
  'party',
  'crown',
  'gift',
  'star',
] as const;
export type TimelineIcon = (typeof timelineIcons)[number];

/** A moment of the wedding day (collection `timeline_events`), as the server answers it. */
export const timelineEventSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().optional(),
  /** Local wall-clock start at the wedding's time zone, 'HH:mm' (24 h); older data may read '3:00 PM'. */
  time: z.string(),
  duration: z.number().int(),
  location: z.string().optional(),
  category: z.string(),
  icon: z.string(),
  isInteractive: z.boolean(),
  allowGuestMessages: z.boolean(),
  allowPhotoUploads: z.boolean(),
  sortOrder: z.number().int(),
  createdAt: isoDate,
});
export type TimelineEvent = z.infer<typeof timelineEventSchema>;

export interface TimelineEventView {
  id: string;
  title: string;
  time: string;
  location?: string;
  description?: string;
  category: TimelineCategory;
  icon: TimelineIcon;
  isInteractive: boolean;
  allowGuestMessages: boolean;
  allowPhotoUploads: boolean;
}

const isCategory = (value: string): value is TimelineCategory =>
  (timelineCategories as readonly string[]).includes(value);
const isIcon = (value: string): value is TimelineIcon =>
  (timelineIcons as readonly string[]).includes(value);

/** The card's view of an event: an unknown category reads as special, an unknown icon as heart. */
export function toTimelineEventView(event: TimelineEvent): TimelineEventView {
  return {
    id: event.id,
    title: event.title,
    time: event.time,
    location: event.location,
    description: event.description,
    category: isCategory(event.category) ? event.category : 'special',
    icon: isIcon(event.icon) ? event.icon : 'heart',
    isInteractive: event.isInteractive,
    allowGuestMessages: event.allowGuestMessages,
    allowPhotoUploads: event.allowPhotoUploads,
  };
}

export const participationTypes = ['message', 'photo', 'reaction'] as const;
export const participationTypeSchema = z.enum(participationTypes);
export type ParticipationType = z.infer<typeof participationTypeSchema>;

export const reactionTypes = ['excited', 'love', 'tears', 'laugh'] as const;
export const reactionTypeSchema = z.enum(reactionTypes);
export type ReactionType = z.infer<typeof reactionTypeSchema>;

/** excited: party, love: heart, tears: crying, laugh: laughing. */
export const REACTION_EMOJI = {
  excited: '🎉',
  love: '❤️',
  tears: '😢',
  laugh: '😂',
} as const satisfies Record<ReactionType, string>;

/**
 * A guest's message, photo or reaction on a timeline event (collection `timeline_participation`).
 * Everyone sees these, so the guest's e-mail and guest-list id (who posted, for ownership checks)
 * are kept on the server and never answered.
 */
export const timelineParticipationSchema = z.object({
  id: z.string(),
  timelineEventId: z.string(),
  guestName: z.string(),
  participationType: participationTypeSchema,
  /** A photo's caption, a message's text, a reaction's 'Reacted with' and emoji. */
  content: z.string(),
  /**
   * A photo participation's picture, made by the photo pipeline from an upload (large rendition
   * and 480 px thumbnail, no metadata). Photo participations stored before had only text: none.
   */
  photo: z
    .object({ url: z.string(), thumbUrl: z.string(), width: z.number(), height: z.number() })
    .optional(),
  reactionType: reactionTypeSchema.optional(),
  isApproved: z.boolean(),
  createdAt: isoDate,
});
export type TimelineParticipation = z.infer<typeof timelineParticipationSchema>;

/** The organizers' view: every participation with its moderation state. */
export const moderatedParticipationSchema = timelineParticipationSchema.extend({
  status: moderationStatusSchema,
});
export type ModeratedParticipation = z.infer<typeof moderatedParticipationSchema>;

/** Pushed to everyone when a message is hidden or deleted: every screen drops it at once. */
export const participationRemovedSchema = z.object({ id: z.string(), timelineEventId: z.string() });
export type ParticipationRemoved = z.infer<typeof participationRemovedSchema>;

/** The 'Share Your Thoughts' form; the same object is the body of POST /api/timeline/:id/participate. */
export const participationFormSchema = z
  .object({
    guestName: z
      .string({ error: PARTICIPATION_MESSAGES.nameRequired })
      .trim()
      .min(1, PARTICIPATION_MESSAGES.nameRequired)
      .max(PARTICIPATION_NAME_MAX, PARTICIPATION_MESSAGES.tooLong(PARTICIPATION_NAME_MAX)),
    guestEmail: optionalEmail(PARTICIPATION_MESSAGES.emailInvalid),
    content: z
      .string({ error: PARTICIPATION_MESSAGES.contentRequired })
      .trim()
      .min(1, PARTICIPATION_MESSAGES.contentRequired)
      .max(1000, PARTICIPATION_MESSAGES.tooLong(1000)),
    participationType: participationTypeSchema.default('message'),
    reactionType: reactionTypeSchema.optional(),
    /** A photo participation's upload (POST /api/objects/upload, then the PUT): its `uploadURL`. */
    photoUploadURL: z
      .url({ protocol: /^https?$/, error: PARTICIPATION_MESSAGES.photoRequired })
      .max(2048, PARTICIPATION_MESSAGES.photoRequired)
      .optional(),
  })
  .refine((body) => body.participationType !== 'reaction' || body.reactionType !== undefined, {
    path: ['reactionType'],
    message: PARTICIPATION_MESSAGES.reactionRequired,
  });
export type ParticipationForm = z.input<typeof participationFormSchema>;
export type ParticipationBody = z.infer<typeof participationFormSchema>;

/** A quick reaction is sent as the content 'Reacted with' and the reaction's emoji. */
export function quickReactionBody(
  guestName: string,
  reactionType: ReactionType,
): ParticipationForm {
  return {
    guestName,
    content: `Reacted with ${REACTION_EMOJI[reactionType]}`,
    participationType: 'reaction',
    reactionType,
  };
}

const clockPattern = /^([01]\d|2[0-3]):[0-5]\d$/;

/** An organizer's new or edited event; the same object is the body of create and update. */
export const timelineEventFormSchema = z.object({
  title: z
    .string({ error: TIMELINE_EVENT_MESSAGES.titleRequired })
    .trim()
    .min(1, TIMELINE_EVENT_MESSAGES.titleRequired)
    .max(120, PARTICIPATION_MESSAGES.tooLong(120)),
  description: optionalText(1000, PARTICIPATION_MESSAGES.tooLong(1000)),
  time: z
    .string({ error: TIMELINE_EVENT_MESSAGES.timeInvalid })
    .regex(clockPattern, TIMELINE_EVENT_MESSAGES.timeInvalid),
  duration: z.coerce
    .number({ error: TIMELINE_EVENT_MESSAGES.durationInvalid })
    .int(TIMELINE_EVENT_MESSAGES.durationInvalid)
    .min(5, TIMELINE_EVENT_MESSAGES.durationInvalid)
    .max(720, TIMELINE_EVENT_MESSAGES.durationInvalid)
    .default(TIMELINE_EVENT_DEFAULTS.duration),
  location: optionalText(200, PARTICIPATION_MESSAGES.tooLong(200)),
  category: z.enum(timelineCategories).default('special'),
  icon: z.enum(timelineIcons).default(TIMELINE_EVENT_DEFAULTS.icon),
  isInteractive: z.boolean().default(TIMELINE_EVENT_DEFAULTS.isInteractive),
  allowGuestMessages: z.boolean().default(TIMELINE_EVENT_DEFAULTS.allowGuestMessages),
  allowPhotoUploads: z.boolean().default(TIMELINE_EVENT_DEFAULTS.allowPhotoUploads),
});
export type TimelineEventForm = z.input<typeof timelineEventFormSchema>;
export type TimelineEventBody = z.infer<typeof timelineEventFormSchema>;

/** The new order of the day: every event's id, exactly once. */
export const timelineOrderSchema = z.object({
  ids: z.array(idSchema).max(200),
});

export const timelineApi = {
  events: endpoint({
    method: 'GET',
    path: '/api/timeline/events',
    access: 'public',
    response: z.array(timelineEventSchema),
  }),
  participations: endpoint({
    method: 'GET',
    path: '/api/timeline/participations',
    access: 'public',
    response: z.array(timelineParticipationSchema),
  }),
  participate: endpoint({
    method: 'POST',
    path: '/api/timeline/:id/participate',
    access: 'public',
    params: idParams,
    body: participationFormSchema,
    response: timelineParticipationSchema,
    status: 201,
    idempotent: true,
    showsOnProjector: true,
  }),
  createEvent: endpoint({
    method: 'POST',
    path: '/api/timeline/events',
    access: 'organizer',
    body: timelineEventFormSchema,
    response: timelineEventSchema,
    status: 201,
  }),
  updateEvent: endpoint({
    method: 'PUT',
    path: '/api/timeline/events/:id',
    access: 'organizer',
    params: idParams,
    body: timelineEventFormSchema,
    response: timelineEventSchema,
  }),
  deleteEvent: endpoint({
    method: 'DELETE',
    path: '/api/timeline/events/:id',
    access: 'organizer',
    params: idParams,
    response: z.object({ id: z.string() }),
  }),
  reorderEvents: endpoint({
    method: 'PUT',
    path: '/api/timeline/order',
    access: 'organizer',
    body: timelineOrderSchema,
    response: z.array(timelineEventSchema),
  }),
  moderation: endpoint({
    method: 'GET',
    path: '/api/timeline/moderation',
    access: 'organizer',
    response: z.array(moderatedParticipationSchema),
  }),
  approve: endpoint({
    method: 'POST',
    path: '/api/timeline/participations/:id/approve',
    access: 'organizer',
    params: idParams,
    response: moderatedParticipationSchema,
  }),
  hide: endpoint({
    method: 'POST',
    path: '/api/timeline/participations/:id/hide',
    access: 'organizer',
    params: idParams,
    response: moderatedParticipationSchema,
  }),
  removeParticipation: endpoint({
    method: 'DELETE',
    path: '/api/timeline/participations/:id',
    access: 'organizer',
    params: idParams,
    response: z.object({ id: z.string() }),
  }),
};
