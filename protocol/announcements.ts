import { z } from 'zod';
import { endpoint, idParams, isoDate } from './http';

export const ANNOUNCEMENT_MESSAGES = {
  titleRequired: 'Title is required',
  titleTooLong: 'Title must be at most 120 characters',
  messageRequired: 'Message is required',
  messageTooLong: 'Message must be at most 1600 characters',
  alreadySent: 'This announcement has already been sent.',
} as const;

/** Who an announcement goes to: everyone, or the guests whose RSVP has that status. */
export const recipientTypes = ['all', 'confirmed', 'declined', 'pending'] as const;
export const recipientTypeSchema = z.enum(recipientTypes, {
  error: `recipientType must be one of: ${recipientTypes.join(', ')}`,
});
export type RecipientType = z.infer<typeof recipientTypeSchema>;

/** An announcement (collection `announcements`); a draft has no sentAt. */
export const announcementSchema = z.object({
  id: z.string(),
  title: z.string(),
  message: z.string(),
  recipientType: recipientTypeSchema,
  sentAt: isoDate.nullable(),
  sentCount: z.number().int().min(0),
  createdAt: isoDate,
});
export type Announcement = z.infer<typeof announcementSchema>;

/** sentAt, sentCount and createdAt are set by the server. */
export const createAnnouncementBodySchema = z.object({
  title: z
    .string({ error: ANNOUNCEMENT_MESSAGES.titleRequired })
    .trim()
    .min(1, ANNOUNCEMENT_MESSAGES.titleRequired)
    .max(120, ANNOUNCEMENT_MESSAGES.titleTooLong),
  message: z
    .string({ error: ANNOUNCEMENT_MESSAGES.messageRequired })
    .trim()
    .min(1, ANNOUNCEMENT_MESSAGES.messageRequired)
    .max(1600, ANNOUNCEMENT_MESSAGES.messageTooLong),
  recipientType: recipientTypeSchema.default('all'),
});
export type CreateAnnouncementBody = z.input<typeof createAnnouncementBodySchema>;

export const smsStatuses = ['queued', 'sent', 'failed'] as const;
export const smsStatusSchema = z.enum(smsStatuses);
export type SmsStatus = z.infer<typeof smsStatusSchema>;

/**
 * One text message of a sent announcement (collection `sms_outbox`). Without an SMS provider the
 * messages stay `queued` here for organizers to read; a provider marks them sent or failed.
 */
export const smsOutboxEntrySchema = z.object({
  id: z.string(),
  to: z.string(),
  body: z.string(),
  announcementId: z.string(),
  status: smsStatusSchema,
  createdAt: isoDate,
});
export type SmsOutboxEntry = z.infer<typeof smsOutboxEntrySchema>;

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
  /** Sends a draft by SMS; the answer's sentCount is the number of guests reached. */
  send: endpoint({
    method: 'POST',
    path: '/api/announcements/:id/send',
    access: 'organizer',
    params: idParams,
    response: announcementSchema,
  }),
  outbox: endpoint({
    method: 'GET',
    path: '/api/announcements/outbox',
    access: 'organizer',
    response: z.array(smsOutboxEntrySchema),
  }),
};
