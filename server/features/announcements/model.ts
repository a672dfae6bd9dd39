import mongoose, { Schema, type InferSchemaType } from 'mongoose';
import { recipientTypes, smsStatuses } from '../../../protocol/announcements';

const createdOnly = { createdAt: true, updatedAt: false } as const;

const announcementSchema = new Schema(
  {
    title: { type: String, required: true },
    message: { type: String, required: true },
    recipientType: { type: String, enum: recipientTypes, default: 'all', required: true },
    /** Null while the announcement is a draft. */
    sentAt: { type: Date, default: null },
    sentCount: { type: Number, default: 0, min: 0 },
  },
  { collection: 'announcements', versionKey: false, timestamps: createdOnly },
);
announcementSchema.index({ createdAt: -1 });

export type AnnouncementDocument = InferSchemaType<typeof announcementSchema> & {
  _id: mongoose.Types.ObjectId;
  createdAt: Date;
};
export const AnnouncementModel = mongoose.model('Announcement', announcementSchema);

/** Text messages of sent announcements, the embedded SMS default that organizers can read. */
const smsOutboxSchema = new Schema(
  {
    to: { type: String, required: true },
    body: { type: String, required: true },
    announcementId: { type: Schema.Types.ObjectId, required: true },
    status: { type: String, enum: smsStatuses, default: 'queued', required: true },
  },
  { collection: 'sms_outbox', versionKey: false, timestamps: createdOnly },
);
smsOutboxSchema.index({ announcementId: 1 });
smsOutboxSchema.index({ createdAt: -1 });

export type SmsOutboxDocument = InferSchemaType<typeof smsOutboxSchema> & {
  _id: mongoose.Types.ObjectId;
  createdAt: Date;
};
export const SmsOutboxModel = mongoose.model('SmsOutbox', smsOutboxSchema);
