import mongoose, { Schema, type InferSchemaType } from 'mongoose';

const createdOnly = { createdAt: true, updatedAt: false } as const;
type WithId<T> = T & { _id: mongoose.Types.ObjectId; createdAt: Date };

/** One address on the newsletter list. */
const newsletterSubscriberSchema = new Schema(
  {
    email: { type: String, required: true, unique: true, lowercase: true, trim: true },
    /** Double opt-in: only confirmed addresses are mailed updates. */
    status: { type: String, enum: ['pending', 'confirmed'], default: 'pending', required: true },
    /** SHA-256 of the confirmation link's token (the token itself is only in the e-mail). */
    confirmTokenHash: String,
    confirmExpiresAt: Date,
    confirmedAt: Date,
    /** Random, in every message's unsubscribe link: works without signing in. */
    unsubscribeToken: { type: String, required: true },
    /** When this address was last sent a confirmation (or "already subscribed") message. */
    lastMailedAt: Date,
    /** The language of the page they subscribed from: their messages are written in it. */
    language: { type: String, enum: ['en', 'es'], default: 'en' },
  },
  { collection: 'newsletter_subscribers', versionKey: false, timestamps: createdOnly },
);
newsletterSubscriberSchema.index({ confirmTokenHash: 1 });
newsletterSubscriberSchema.index({ unsubscribeToken: 1 });
newsletterSubscriberSchema.index({ status: 1 });
export type NewsletterSubscriberDocument = WithId<
  InferSchemaType<typeof newsletterSubscriberSchema>
>;
export const NewsletterSubscriberModel = mongoose.model(
  'NewsletterSubscriber',
  newsletterSubscriberSchema,
);

/**
 * One record per subscriber and announcement, inserted (under a unique index) before the message
 * is handed to the SMTP server: a mailing resumed after a crash, or run by two processes, skips
 * every subscriber already claimed, so nobody gets the same announcement twice.
 */
const newsletterSendSchema = new Schema(
  {
    announcementId: { type: Schema.Types.ObjectId, required: true },
    subscriberId: { type: Schema.Types.ObjectId, required: true },
    status: { type: String, enum: ['claimed', 'sent', 'failed'], default: 'claimed' },
    messageId: String,
    error: String,
  },
  { collection: 'newsletter_sends', versionKey: false, timestamps: true },
);
newsletterSendSchema.index({ announcementId: 1, subscriberId: 1 }, { unique: true });
export const NewsletterSendModel = mongoose.model('NewsletterSend', newsletterSendSchema);
