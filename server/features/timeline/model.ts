import mongoose, { Schema, type InferSchemaType } from 'mongoose';
import { storedPhotoFields } from '../../lib/stored-photo';
import { storedVideoFields } from '../../lib/stored-video';
import { moderationStatuses } from '../../../protocol/moderation';
import {
  participationTypes,
  reactionTypes,
  TIMELINE_EVENT_DEFAULTS,
} from '../../../protocol/timeline';

const createdOnly = { createdAt: true, updatedAt: false } as const;

const timelineEventSchema = new Schema(
  {
    /** English; '' on an event written in Spanish only (the form needs one of the two). */
    title: { type: String, default: '' },
    titleEs: String,
    description: String,
    descriptionEs: String,
    /** Local wall-clock time at the wedding, 'HH:mm' (older data: '3:00 PM'). */
    time: { type: String, required: true },
    duration: { type: Number, default: TIMELINE_EVENT_DEFAULTS.duration },
    location: String,
    locationEs: String,
    category: { type: String, default: 'special' },
    icon: { type: String, default: TIMELINE_EVENT_DEFAULTS.icon },
    isInteractive: { type: Boolean, default: TIMELINE_EVENT_DEFAULTS.isInteractive },
    allowGuestMessages: { type: Boolean, default: TIMELINE_EVENT_DEFAULTS.allowGuestMessages },
    allowPhotoUploads: { type: Boolean, default: TIMELINE_EVENT_DEFAULTS.allowPhotoUploads },
    /** Phones with notifications on are reminded before it starts (push/reminders.ts). */
    remind: { type: Boolean, default: TIMELINE_EVENT_DEFAULTS.remind },
    sortOrder: { type: Number, default: TIMELINE_EVENT_DEFAULTS.sortOrder },
  },
  { collection: 'timeline_events', versionKey: false, timestamps: createdOnly },
);
timelineEventSchema.index({ sortOrder: 1 });

export type TimelineEventDocument = InferSchemaType<typeof timelineEventSchema> & {
  _id: mongoose.Types.ObjectId;
  createdAt: Date;
};
export const TimelineEventModel = mongoose.model('TimelineEvent', timelineEventSchema);

const timelineParticipationSchema = new Schema(
  {
    timelineEventId: { type: Schema.Types.ObjectId, required: true },
    guestId: { type: String, default: null },
    guestName: { type: String, required: true },
    /** Kept for the couple; never part of a public answer. */
    guestEmail: String,
    participationType: { type: String, enum: participationTypes, required: true },
    content: { type: String, required: true },
    reactionType: { type: String, enum: reactionTypes },
    /** A photo participation's picture, made by the photo pipeline (see gallery/uploads.ts). */
    photo: {
      type: new Schema(
        { url: { type: String, required: true }, ...storedPhotoFields },
        { _id: false },
      ),
      required: false,
    },
    /**
     * Moderation, in the one shape of server/lib/moderation-source.ts: none means published.
     * Rows of the older shape (`isApproved` and `hidden`) are moved at start (migrate.ts).
     */
    status: { type: String, enum: moderationStatuses },
    /** A video photo: `photo` is then its poster (gallery/video-posts.ts). */
    ...storedVideoFields,
  },
  { collection: 'timeline_participation', versionKey: false, timestamps: createdOnly },
);
timelineParticipationSchema.index({ timelineEventId: 1, createdAt: -1 });

export type TimelineParticipationDocument = InferSchemaType<typeof timelineParticipationSchema> & {
  _id: mongoose.Types.ObjectId;
  createdAt: Date;
};
export const TimelineParticipationModel = mongoose.model(
  'TimelineParticipation',
  timelineParticipationSchema,
);

/**
 * One marker per seeding job (`_id` 'default-schedule'): the default day is written once, by the
 * process that inserts the marker first, and never again (an organizer may delete every event).
 */
const timelineSeedSchema = new Schema(
  { _id: { type: String, required: true } },
  { collection: 'timeline_seed', versionKey: false, timestamps: createdOnly },
);
export const TimelineSeedModel = mongoose.model('TimelineSeed', timelineSeedSchema);
