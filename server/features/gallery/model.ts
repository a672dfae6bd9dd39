import mongoose, { Schema, type InferSchemaType } from 'mongoose';
import { GUEST_PHOTO_DEFAULTS } from '../../../protocol/gallery';

const galleryPhotoSchema = new Schema(
  {
    url: { type: String, required: true },
    caption: { type: String, default: GUEST_PHOTO_DEFAULTS.caption },
    uploaderName: { type: String, default: GUEST_PHOTO_DEFAULTS.guestName },
  },
  {
    collection: 'gallery_photos',
    versionKey: false,
    timestamps: { createdAt: true, updatedAt: false },
  },
);
galleryPhotoSchema.index({ createdAt: -1 });

export type GalleryPhotoDocument = InferSchemaType<typeof galleryPhotoSchema> & {
  _id: mongoose.Types.ObjectId;
  createdAt: Date;
};
export const GalleryPhotoModel = mongoose.model('GalleryPhoto', galleryPhotoSchema);
