import { z } from 'zod';
import { postVideoSchema, videoFailureSchema } from './post-video';
import { FIELD_MESSAGES, optionalEmail } from './form-fields';
import { endpoint, idParams, idSchema, isoDate } from './http';
import { moderationStatusSchema } from './moderation';
import { timelineEventFormSchema, timelineEventSchema } from './timeline-events';
import { defineMessages } from './messages';

// The day's events (their texts in both languages) live in timeline-events.ts; this file keeps the
// guests' participations and the routes, and re-exports the events so callers import one module.
export * from './timeline-events';

export const PARTICIPATION_MESSAGES = defineMessages('participation', {
  nameRequired: 'Name is required',
  contentRequired: 'Message is required',
  emailInvalid: 'Invalid email address',
  reactionRequired: 'Choose a reaction',
  failed: 'Failed to add your message.',
  notInteractive: 'This moment of the day does not take guest messages.',
  tooLong: FIELD_MESSAGES.tooLong,
  eventNotFound: 'This moment of the day does not exist (it may have been removed).',
  participationNotFound: 'This message does not exist (it may have been deleted).',
  noPhotos: 'This moment of the day does not take photos.',
  /** A photo participation names a photo uploaded to this site, never a link or text. */
  photoRequired: 'Please choose the photo to share: photos are uploaded here, not linked.',
  photoNotForType: 'Only a photo participation can carry a photo.',
});

/** Guests get the newest participations only; a wedding day rarely has more. */
export const PARTICIPATIONS_LIST_LIMIT = 1000;
/** The longest name a message or reaction is signed with. */
export const PARTICIPATION_NAME_MAX = 80;

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
    .object({
      url: z.string(),
      thumbUrl: z.string(),
      width: z.number(),
      height: z.number(),
      /** A video message: `url`/`thumbUrl` are its poster's renditions, this its MP4. */
      video: postVideoSchema.optional(),
    })
    .optional(),
  /** Only ever answered to its author's device: still being made, or not made (and why). */
  processing: z.literal(true).optional(),
  videoFailure: videoFailureSchema.optional(),
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

/** The new order of the day: every event's id, exactly once. */
export const timelineOrderSchema = z.object({
  ids: z.array(idSchema).max(200),
});

export const timelineApi = {
  events: endpoint({
    method: 'GET',
    path: '/api/timeline/events',
    access: 'public',
    openOnInviteOnlySite: 'projector-screens',
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
