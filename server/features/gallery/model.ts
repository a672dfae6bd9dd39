import mongoose, { Schema, type InferSchemaType } from 'mongoose';
import { GUEST_PHOTO_DEFAULTS } from '../../../protocol/gallery';
import { moderationStatuses } from '../../../protocol/moderation';
import { storedVideoFields } from '../../lib/stored-video';

const galleryPhotoSchema = new Schema(
  {
    /**
     * Public address of the large rendition (absent while hidden: its files are removed); empty
     * while a video is made (its poster becomes it).
     */
    url: { type: String, default: '' },
    thumbUrl: { type: String, default: '' },
    width: { type: Number, default: 0 },
    height: { type: Number, default: 0 },
    caption: { type: String, default: GUEST_PHOTO_DEFAULTS.caption },
    uploaderName: { type: String, default: GUEST_PHOTO_DEFAULTS.guestName },
    /**
     * Moderation, in the one shape of server/lib/moderation-source.ts (pending: waiting for an
     * organizer; published: on every screen; hidden: taken down). Always written here.
     */
    status: { type: String, enum: moderationStatuses, default: 'published' },
    /** Storage keys: the kept original (no metadata) and the two renditions. */
    originalKey: { type: String, default: '' },
    thumbKey: { type: String, default: '' },
    largeKey: { type: String, default: '' },
    originalBytes: { type: Number, default: 0 },
    uploaderDeviceHash: { type: String, select: false },
    /** A guest's video: the fields above are its poster's (video-posts.ts). */
    ...storedVideoFields,
  },
  {
    collection: 'gallery_photos',
    versionKey: false,
    timestamps: { createdAt: true, updatedAt: false },
  },
);
galleryPhotoSchema.index({ createdAt: -1 });
galleryPhotoSchema.index({ status: 1, createdAt: -1 });

export type GalleryPhotoDocument = InferSchemaType<typeof galleryPhotoSchema> & {
  _id: mongoose.Types.ObjectId;
  createdAt: Date;
};
export const GalleryPhotoModel = mongoose.model('GalleryPhoto', galleryPhotoSchema);

/**
 * One presigned upload: the key the server chose, who asked (device hash), the type and size the
 * URL was signed for. Claimed once by its confirmation (a conditional update), then deleted.
 */
const photoUploadSchema = new Schema(
  {
    key: { type: String, required: true, unique: true },
    deviceHash: { type: String, required: true },
    contentType: { type: String, required: true },
    size: { type: Number, required: true },
    expiresAt: { type: Date, required: true },
    /**
     * issued: parts or the file may arrive; joining: a multipart completion is joining the parts;
     * claimed: its confirmation is checking the file.
     */
    state: { type: String, enum: ['issued', 'joining', 'claimed'], default: 'issued' },
    /** A multipart upload's id at the store and its part size, until its parts are joined. */
    uploadId: { type: String },
    partSize: { type: Number },
    fileName: { type: String },
  },
  {
    collection: 'photo_uploads',
    versionKey: false,
    timestamps: { createdAt: true, updatedAt: false },
  },
);
photoUploadSchema.index({ expiresAt: 1 });

export type PhotoUploadDocument = InferSchemaType<typeof photoUploadSchema> & {
  _id: mongoose.Types.ObjectId;
};
export const PhotoUploadModel = mongoose.model('PhotoUpload', photoUploadSchema);

/**
 * The reveal (one document, `_id: 'current'`): until `revealAt` guests see only their own photos;
 * `announcedRevealAt` is the reveal time some process has already announced, so of several
 * processes whose timers fire only one pushes the gallery open.
 */
const gallerySettingsSchema = new Schema(
  {
    _id: { type: String, required: true },
    revealAt: { type: Date, default: null },
    shotsPerGuest: { type: Number, default: null },
    announcedRevealAt: { type: Date, default: null },
  },
  { collection: 'gallery_settings', versionKey: false },
);
export const GallerySettingsModel = mongoose.model('GallerySettings', gallerySettingsSchema);

/**
 * The video each device shared (of every kind of post), one row per accepted upload: what
 * VIDEO_MB_PER_DEVICE_HOUR counts over the last hour (video-posts.ts). Rows older than the hour
 * are deleted as the device shares again.
 */
const videoShareSchema = new Schema(
  {
    deviceHash: { type: String, required: true },
    uploadKey: { type: String, required: true },
    bytes: { type: Number, required: true },
  },
  {
    collection: 'video_shares',
    versionKey: false,
    timestamps: { createdAt: true, updatedAt: false },
  },
);
videoShareSchema.index({ deviceHash: 1, createdAt: -1 });
export const VideoShareModel = mongoose.model('VideoShare', videoShareSchema);
