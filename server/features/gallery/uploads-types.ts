import type { Types } from 'mongoose';
import type { AddedPhoto } from '../../../protocol/gallery';
import type { GalleryPhotoDocument } from './model';

export interface ConfirmInput {
  photoURL: string;
  guestName: string;
  caption: string;
}

/**
 * An upload once checked and processed: its files in storage (the metadata-free original and the
 * two renditions) and what they show. The caller records it (a gallery photo, a moment).
 */
export interface StoredMedia {
  id: Types.ObjectId;
  originalKey: string;
  thumbKey: string;
  largeKey: string;
  /** The large rendition (animated WebP for an animated GIF) and the thumbnail. */
  url: string;
  thumbUrl: string;
  width: number;
  height: number;
  animated: boolean;
  originalBytes: number;
  uploaderDeviceHash: string;
}

/** What a confirmed upload becomes once checked: the stored photo document. */
export type RecordPhoto<T = AddedPhoto> = (
  fields: Omit<GalleryPhotoDocument, '_id' | 'createdAt' | 'status' | 'uploaderDeviceHash'> & {
    _id: Types.ObjectId;
    uploaderDeviceHash?: string;
  },
) => Promise<T>;

export interface UploadSettings {
  /** Links a device may hold that are not yet confirmed, discarded or expired. */
  openPerDevice: number;
  /** Files under incoming/ older than this are deleted, whatever their record says. */
  incomingMaxAgeMs: number;
}
