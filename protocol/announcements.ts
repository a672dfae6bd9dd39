import { z } from 'zod';
import { endpoint, idParams, idSchema, isoDate } from './http';
import { pickVersion, requireOneVersion, type ContentLanguage } from './localized';
import { smsBodyOf } from './sms';
import { defineMessages } from './messages';
import { DEFAULT_ANNOUNCEMENT_CHANNELS, announcementChannelSchema } from './push';

export const ANNOUNCEMENT_MESSAGES = defineMessages('announcement', {
  titleRequired: 'Title is required',
  titleTooLong: 'Title must be at most 120 characters',
  messageRequired: 'Message is required',
  messageTooLong: 'Message must be at most 1600 characters',
  alreadySent: 'This announcement has already been sent.',
  notFound: 'This announcement does not exist (it may have been deleted).',
  notEditable: 'This announcement has already been sent and can no longer be changed.',
  scheduleInPast: 'Choose a time in the future to schedule the announcement.',
  createFailed: 'Failed to create announcement. Please try again.',
  sendFailed: 'Failed to send announcement. Please try again.',
  notSentYet: 'This announcement has not been sent yet: there is nothing to retry.',
  noProvider: 'No SMS provider is configured: text messages cannot be retried.',
});

/** Who an announcement goes to: everyone, or the guests whose RSVP has that status. */
export const recipientTypes = ['all', 'confirmed', 'declined', 'pending'] as const;
export const recipientTypeSchema = z.enum(recipientTypes, {
  error: `recipientType must be one of: ${recipientTypes.join(', ')}`,
});
export type RecipientType = z.infer<typeof recipientTypeSchema>;

/**
 * draft → (scheduled →) sending → sent. `sending` is already live for guests (sentAt is set): the
 * text messages are still going out. Only draft and scheduled announcements can change.
 */
export const announcementStatuses = ['draft', 'scheduled', 'sending', 'sent'] as const;
export const announcementStatusSchema = z.enum(announcementStatuses);
export type AnnouncementStatus = z.infer<typeof announcementStatusSchema>;

export const smsStatuses = ['queued', 'sent', 'failed'] as const;
export const smsStatusSchema = z.enum(smsStatuses);
export type SmsStatus = z.infer<typeof smsStatusSchema>;

/** What happened to the text messages of a sent announcement; organizers only. */
export const deliverySummarySchema = z.object({
  /** False when no SMS provider is configured: the announcement went live, no text was sent. */
  smsConfigured: z.boolean(),
  /** Guests with a valid phone whose RSVP matches the recipient type. */
  recipients: z.number().int().min(0),
  sent: z.number().int().min(0),
  failed: z.number().int().min(0),
  /** Guests whose phone could not be read as a number: nobody texted them. */
  invalidPhones: z.array(z.object({ guestName: z.string(), phone: z.string() })),
  /** The provider's reasons for the failed messages (the first 50). */
  failures: z.array(z.object({ to: z.string(), guestName: z.string(), reason: z.string() })),
});
export type DeliverySummary = z.infer<typeof deliverySummarySchema>;

/** An announcement (collection `announcements`) as organizers see it; a draft has no sentAt. */
export const announcementSchema = z.object({
  id: z.string(),
  /** English; `titleEs`/`messageEs` are the Spanish versions (protocol/localized). Either may be ''. */
  title: z.string(),
  titleEs: z.string(),
  message: z.string(),
  messageEs: z.string(),
  recipientType: recipientTypeSchema,
  /** Where it goes out: the open pages' banner, phones with notifications on, text messages. */
  channels: z.array(announcementChannelSchema),
  status: announcementStatusSchema,
  /** When a scheduled announcement goes out by itself. */
  scheduledFor: isoDate.nullable(),
  sentAt: isoDate.nullable(),
  /** How many text messages the SMS provider accepted. */
  sentCount: z.number().int().min(0),
  delivery: deliverySummarySchema.nullable(),
  createdAt: isoDate,
});
export type Announcement = z.infer<typeof announcementSchema>;

/**
 * What guests see of a sent announcement: never drafts, recipients or delivery details. Both
 * languages travel, so a page shows its own and switches without asking again.
 */
export const publicAnnouncementSchema = z.object({
  id: z.string(),
  title: z.string(),
  titleEs: z.string(),
  message: z.string(),
  messageEs: z.string(),
  sentAt: isoDate,
});
export type PublicAnnouncement = z.infer<typeof publicAnnouncementSchema>;

// Each version alone may be blank (the other language carries it); the pair may not (below).
const titleField = z
  .string({ error: ANNOUNCEMENT_MESSAGES.titleRequired })
  .trim()
  .max(120, ANNOUNCEMENT_MESSAGES.titleTooLong)
  .default('');
const messageField = z
  .string({ error: ANNOUNCEMENT_MESSAGES.messageRequired })
  .trim()
  .max(1600, ANNOUNCEMENT_MESSAGES.messageTooLong)
  .default('');

/**
 * sentAt, sentCount and createdAt are set by the server; scheduledFor (optional) schedules it.
 * Title and message are each required in at least one language; the Spanish ones have the same
 * limits and messages, reported at their own path.
 */
export const createAnnouncementBodySchema = z
  .object({
    title: titleField,
    titleEs: titleField,
    message: messageField,
    messageEs: messageField,
    recipientType: recipientTypeSchema.default('all'),
    channels: z
      .array(announcementChannelSchema)
      .min(1)
      .transform((list) => [...new Set(list)])
      .default(DEFAULT_ANNOUNCEMENT_CHANNELS),
    scheduledFor: isoDate.nullable().optional(),
  })
  .superRefine(requireOneVersion('title', ANNOUNCEMENT_MESSAGES.titleRequired))
  .superRefine(requireOneVersion('message', ANNOUNCEMENT_MESSAGES.messageRequired));
export type CreateAnnouncementBody = z.input<typeof createAnnouncementBodySchema>;
export type ValidAnnouncementBody = z.output<typeof createAnnouncementBodySchema>;

/** Editing a draft sends the whole form again; scheduledFor null (or absent) makes it a draft. */
export const updateAnnouncementBodySchema = createAnnouncementBodySchema;

/**
 * One text message of a sent announcement (collection `sms_outbox`), one per recipient and
 * announcement (unique). Without an SMS provider the messages stay `queued` here for organizers
 * to read; the provider's answer marks them sent or failed (with its reason).
 */
export const smsOutboxEntrySchema = z.object({
  id: z.string(),
  to: z.string(),
  guestName: z.string(),
  body: z.string(),
  announcementId: z.string(),
  status: smsStatusSchema,
  reason: z.string().optional(),
  createdAt: isoDate,
});
export type SmsOutboxEntry = z.infer<typeof smsOutboxEntrySchema>;

/** An announcement's texts in both languages, as stored and as the composer holds them. */
export interface AnnouncementTexts {
  title: string;
  titleEs?: string | null;
  message: string;
  messageEs?: string | null;
}

/**
 * The text message of an announcement in one language: its title, then its message, each in that
 * language or, where that version is empty, the other one (a guest never gets a blank line).
 */
export function smsBodyIn(texts: AnnouncementTexts, language: ContentLanguage): string {
  return smsBodyOf(
    pickVersion(texts.title, texts.titleEs, language).text,
    pickVersion(texts.message, texts.messageEs, language).text,
  );
}

export const outboxQuerySchema = z.object({ announcementId: idSchema.optional() });

/** Topic payload when an announcement is deleted (organizers only). */
export const announcementDeletedSchema = z.object({ id: z.string() });

export const reachQuerySchema = z.object({ recipientType: recipientTypeSchema.default('all') });

/**
 * Whom an announcement would reach if sent now, by channel: the dashboard shows it before sending.
 */
export const announcementReachSchema = z.object({
  recipientType: recipientTypeSchema,
  /** Guests' pages open now that would show the banner (organizers' screens left out). */
  openPages: z.number().int().min(0),
  /** Phones with notifications on that would get the push. */
  pushPhones: z.number().int().min(0),
  /** Text messages it would send (distinct valid numbers of matching guests). */
  textMessages: z.number().int().min(0),
  /** False without an SMS provider: the text messages would only be written to the outbox. */
  smsConfigured: z.boolean(),
  /**
   * A targeted announcement: only guests signed in with an invite code have an RSVP status, so
   * other guests' pages and phones are not among those counted.
   */
  signedInGuestsOnly: z.boolean(),
});
export type AnnouncementReach = z.infer<typeof announcementReachSchema>;

export const announcementsApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/announcements',
    access: 'organizer',
    response: z.array(announcementSchema),
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/announcements',
    access: 'organizer',
    body: createAnnouncementBodySchema,
    response: announcementSchema,
    status: 201,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/announcements/:id',
    access: 'organizer',
    params: idParams,
    body: updateAnnouncementBodySchema,
    response: announcementSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/announcements/:id',
    access: 'organizer',
    params: idParams,
    response: announcementDeletedSchema,
  }),
  /**
   * Sends a draft now, once: a second send answers 409. The answer's sentCount is the number of
   * text messages the provider accepted; `delivery` says what else happened.
   */
  send: endpoint({
    method: 'POST',
    path: '/api/announcements/:id/send',
    access: 'organizer',
    params: idParams,
    response: announcementSchema,
  }),
  /** Whom an announcement to these recipients would reach now, by channel. */
  reach: endpoint({
    method: 'GET',
    path: '/api/announcements/reach',
    access: 'organizer',
    query: reachQuerySchema,
    response: announcementReachSchema,
  }),
  /** The text messages, newest first: of one announcement when `announcementId` is given. */
  outbox: endpoint({
    method: 'GET',
    path: '/api/announcements/outbox',
    access: 'organizer',
    query: outboxQuerySchema,
    response: z.array(smsOutboxEntrySchema),
  }),
  /**
   * Sends the failed text messages of a sent announcement again, and only those: a message that
   * went out is never sent twice, a guest added since is not texted, and a retry while one is
   * running sends nothing more. Answers the announcement with its recounted delivery.
   */
  retryFailed: endpoint({
    method: 'POST',
    path: '/api/announcements/:id/retry',
    access: 'organizer',
    params: idParams,
    response: announcementSchema,
  }),
};

/** What guests may read: the sent announcements addressed to them (the home list and banner). */
export const noticesApi = {
  /** Sent announcements this viewer is a recipient of, newest first. */
  list: endpoint({
    method: 'GET',
    path: '/api/notices',
    access: 'public',
    openOnInviteOnlySite: 'projector-screens',
    personal: true,
    response: z.array(publicAnnouncementSchema),
  }),
};
