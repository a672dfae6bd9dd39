import mongoose, { Schema, type InferSchemaType } from 'mongoose';
import { CALENDAR_REMINDER_DEFAULTS } from '../../../protocol/planning';

const createdOnly = { createdAt: true, updatedAt: false } as const;
type WithId<T> = T & { _id: mongoose.Types.ObjectId; createdAt: Date };

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

const vendorSchema = new Schema(
  {
    name: { type: String, required: true },
    category: { type: String, required: true },
    contactName: String,
    phone: String,
    email: String,
    icon: String,
  },
  { collection: 'vendors', versionKey: false },
);
export type VendorDocument = InferSchemaType<typeof vendorSchema> & {
  _id: mongoose.Types.ObjectId;
};
export const VendorModel = mongoose.model('Vendor', vendorSchema);

const calendarEventSchema = new Schema(
  {
    title: { type: String, required: true },
    description: String,
    date: { type: Date, required: true },
    location: String,
    category: String,
    reminderEnabled: { type: Boolean, default: CALENDAR_REMINDER_DEFAULTS.reminderEnabled },
    /** Hours before the event. */
    reminderTime: { type: Number, default: CALENDAR_REMINDER_DEFAULTS.reminderTime },
  },
  { collection: 'calendar_events', versionKey: false, timestamps: createdOnly },
);
calendarEventSchema.index({ date: 1 });
export type CalendarEventDocument = WithId<InferSchemaType<typeof calendarEventSchema>>;
export const CalendarEventModel = mongoose.model('CalendarEvent', calendarEventSchema);

const guestProfileSchema = new Schema(
  {
    name: { type: String, required: true },
    email: String,
    bio: String,
    interests: { type: [String], default: [] },
    relationship: String,
    funFact: String,
    lookingForward: String,
    icebreaker: String,
    avatar: String,
    isApproved: { type: Boolean, default: true },
    /** The guest-list guest (invite-code sign-in) whose profile this is: one each. */
    guestId: { type: Schema.Types.ObjectId },
    /** Taken down by an organizer: shown to nobody but organizers (and its guest, as hidden). */
    isHidden: { type: Boolean, default: false },
    /** The avatar's stored files, deleted when it is replaced or the profile removed. */
    avatarKeys: { type: [String], default: undefined },
  },
  { collection: 'guest_profiles', versionKey: false, timestamps: createdOnly },
);
guestProfileSchema.index({ guestId: 1 }, { unique: true });
export type GuestProfileDocument = WithId<InferSchemaType<typeof guestProfileSchema>>;
export const GuestProfileModel = mongoose.model('GuestProfile', guestProfileSchema);
