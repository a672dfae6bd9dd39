import mongoose, { Schema, type InferSchemaType } from 'mongoose';
import { SHOWN, storedStatus } from '../../lib/moderation-source';
import { storedPhotoFields } from '../../lib/stored-photo';
import { MADE, videoStates } from '../../lib/stored-video';
import { moderationStatuses } from '../../../protocol/moderation';
import { momentTypes } from '../../../protocol/moments';

/**
 * A file uploaded with the moment and processed by the photo pipeline (see gallery/uploads.ts):
 * what clients show, and the storage keys to delete with the moment.
 */
const momentMediaSchema = new Schema(
  {
    ...storedPhotoFields,
    animated: { type: Boolean, default: false },
    /** A video moment: its MP4 (served, under photos/); the fields above are its poster's. */
    videoKey: String,
    videoUrl: String,
    durationSeconds: Number,
  },
  { _id: false },
);

/** A video moment's film while it is not shown: being made, or refused (its author is told why). */
export { videoStates };

const momentSchema = new Schema(
  {
    guestName: { type: String, required: true },
    guestEmail: String,
    content: { type: String, required: true },
    momentType: { type: String, enum: momentTypes, default: 'text', required: true },
    /** What is shown: a link the guest gave, or the large rendition of an uploaded file. */
    mediaUrl: String,
    media: { type: momentMediaSchema, required: false },
    hashtags: { type: [String], default: [] },
    location: String,
    isPublic: { type: Boolean, default: true, required: true },
    likes: { type: Number, default: 0, min: 0, required: true },
    /**
     * Moderation: 'pending' (the organizers review first) and 'hidden' moments reach nobody but the
     * moderation queue. Moments stored before moderation existed have no status: published.
     */
    status: { type: String, enum: moderationStatuses },
    /** Unset once a video moment's film is made (and on every other moment). */
    videoState: { type: String, enum: videoStates },
    /** The held upload the job reads (gallery/video-uploads.ts), until it is made or refused. */
    videoIncomingKey: String,
    /** Size of the video uploaded: what VIDEO_MB_PER_DEVICE_HOUR counts. */
    videoBytes: Number,
    videoFailure: {
      type: new Schema(
        { code: String, message: String, params: Schema.Types.Mixed },
        { _id: false },
      ),
    },
    /** SHA-256 of the token handed to the author's device; the token itself is never stored. */
    authorTokenHash: { type: String, select: false },
    /** SHA-256 of the author's device id: lets that device list its own private moments. */
    authorDeviceHash: { type: String, select: false },
  },
  { collection: 'live_wedding_moments', versionKey: false, timestamps: true },
);
// The feed reads newest first; one index only, since every index slows the inserts guests wait on.
momentSchema.index({ createdAt: -1 });

export type MomentDocument = InferSchemaType<typeof momentSchema> & {
  _id: mongoose.Types.ObjectId;
  createdAt: Date;
  updatedAt: Date;
};
export const MomentModel = mongoose.model('LiveWeddingMoment', momentSchema);

/**
 * The filter for moments that may be shown: the one rule of every moderated kind, and a video
 * moment only once its film is made.
 */
/** The moderation half of shownMoments. */
export const SHOWN_STATUS = SHOWN;
export const shownMoments = { ...SHOWN, ...MADE };
/** A video moment not made yet (or refused): in no list, push or figure but its author's. */
export const isUnready = (videoState: string | null | undefined) =>
  (videoStates as readonly (string | null | undefined)[]).includes(videoState);
/** Whether its status keeps a moment from every list, push and figure (the queue shows it). */
export const isWithheld = (status: string | null | undefined) =>
  storedStatus({ status }) !== 'published';

/** One row per (moment, device): the unique index is what makes a like count once per device. */
const momentLikeSchema = new Schema(
  {
    momentId: { type: Schema.Types.ObjectId, required: true },
    /** The device's keyed hash (DeviceTokens.keyOf), never its id; older rows: like-keys.ts. */
    deviceId: { type: String, required: true },
  },
  {
    collection: 'moment_likes',
    versionKey: false,
    timestamps: { createdAt: true, updatedAt: false },
  },
);
momentLikeSchema.index({ momentId: 1, deviceId: 1 }, { unique: true });
export const MomentLikeModel = mongoose.model('MomentLike', momentLikeSchema);
