import mongoose, { Schema } from 'mongoose';

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
