import mongoose, { Schema, type InferSchemaType } from 'mongoose';
import { announcementChannels } from '../../../protocol/push';
import { announcementStatuses, recipientTypes, smsStatuses } from '../../../protocol/announcements';

const createdOnly = { createdAt: true, updatedAt: false } as const;

const deliverySummarySchema = new Schema(
  {
    smsConfigured: { type: Boolean, required: true },
    recipients: { type: Number, required: true },
    sent: { type: Number, required: true },
    failed: { type: Number, required: true },
    invalidPhones: [{ _id: false, guestName: String, phone: String }],
    failures: [{ _id: false, to: String, guestName: String, reason: String }],
  },
  { _id: false },
);

const announcementSchema = new Schema(
  {
    // English, then Spanish: either may be empty, never both (protocol/announcements).
    title: { type: String, default: '' },
    titleEs: { type: String, default: '' },
    message: { type: String, default: '' },
    messageEs: { type: String, default: '' },
    recipientType: { type: String, enum: recipientTypes, default: 'all', required: true },
    /** Empty on announcements stored before channels could be chosen (present.ts: banner, sms). */
    channels: { type: [String], enum: announcementChannels, default: undefined },
    /** Changed only by conditional updates, so each transition happens once (see service.ts). */
    status: { type: String, enum: announcementStatuses, default: 'draft', required: true },
    /** When a scheduled announcement is due; the scheduler claims it then. */
    scheduledFor: { type: Date, default: null },
    /** Null while the announcement is a draft; set when it goes live. */
    sentAt: { type: Date, default: null },
    /** Text messages the provider accepted, recounted from the delivery records. */
    sentCount: { type: Number, default: 0, min: 0 },
    /**
     * While `sending`: until when the process that claimed it owns the delivery. It renews the
     * lease as it goes; once it lapses (the process died) the scheduler resumes the delivery.
     */
    leaseUntil: { type: Date, default: null },
    /** How many times a stalled delivery was taken over; names the claim of the next one. */
    resumes: { type: Number, default: 0 },
    delivery: { type: deliverySummarySchema, default: null },
  },
  { collection: 'announcements', versionKey: false, timestamps: createdOnly },
);
announcementSchema.index({ createdAt: -1 });
announcementSchema.index({ status: 1, scheduledFor: 1 });
announcementSchema.index({ status: 1, leaseUntil: 1 });
announcementSchema.index({ sentAt: -1 });

export type AnnouncementDocument = InferSchemaType<typeof announcementSchema> & {
  _id: mongoose.Types.ObjectId;
  createdAt: Date;
};
export const AnnouncementModel = mongoose.model('Announcement', announcementSchema);

/**
 * One text message per recipient of a sent announcement: written once the provider answered (sent,
 * or failed with its reason), or queued when no provider is configured (the outbox organizers
 * read). A resumed send skips the numbers that have one. The unique index makes a second record
 * for the same phone impossible.
 */
const smsOutboxSchema = new Schema(
  {
    to: { type: String, required: true },
    guestName: { type: String, default: '' },
    body: { type: String, required: true },
    announcementId: { type: Schema.Types.ObjectId, required: true },
    status: { type: String, enum: smsStatuses, default: 'queued', required: true },
    /** The provider's reason for a failed message. */
    reason: { type: String },
    /** The provider's id of a sent message (Twilio's SM… sid). */
    providerId: { type: String },
    attempts: { type: Number, default: 0 },
  },
  { collection: 'sms_outbox', versionKey: false, timestamps: createdOnly },
);
smsOutboxSchema.index({ announcementId: 1, to: 1 }, { unique: true });
smsOutboxSchema.index({ announcementId: 1, status: 1 });
smsOutboxSchema.index({ createdAt: -1 });

export type SmsOutboxDocument = InferSchemaType<typeof smsOutboxSchema> & {
  _id: mongoose.Types.ObjectId;
  createdAt: Date;
};
export const SmsOutboxModel = mongoose.model('SmsOutbox', smsOutboxSchema);

/**
 * The send log: a message is claimed here, by exactly one delivery (an insert under a unique index,
 * the one write that is exclusive on FerretDB too), before it is handed to the provider; its
 * delivery record is written once the provider answered. A claim without a delivery record is a
 * message whose fate is unknown (its process died mid-send): it is looked up at the provider
 * before anything is sent again.
 */
const smsSendSchema = new Schema(
  {
    announcementId: { type: Schema.Types.ObjectId, required: true },
    to: { type: String, required: true },
    /**
     * The text handed to the provider, in its guest's language then: a resumed delivery looks up
     * and sends this one even if the guest has switched language since.
     */
    body: { type: String },
  },
  { collection: 'sms_sends', versionKey: false, timestamps: createdOnly },
);
smsSendSchema.index({ announcementId: 1, to: 1 }, { unique: true });
export const SmsSendModel = mongoose.model('SmsSend', smsSendSchema);

/**
 * Who won a step of an announcement's life ('<id>:send', '<id>:resume:<n>'). A claim is an insert
 * under a unique index: of any number of requests or processes, exactly one succeeds, on MongoDB
 * and on FerretDB alike (whose findAndModify is not atomic under concurrency).
 */
const claimSchema = new Schema(
  { key: { type: String, required: true } },
  { collection: 'announcement_claims', versionKey: false, timestamps: createdOnly },
);
claimSchema.index({ key: 1 }, { unique: true });
export const AnnouncementClaimModel = mongoose.model('AnnouncementClaim', claimSchema);
