import { createHash } from 'node:crypto';
import { isValidObjectId } from 'mongoose';
import type { GalleryPhoto } from '../../../protocol/gallery';
import { SHOWN } from '../../lib/moderation-source';
import { MADE } from '../../lib/stored-video';
import type { LegacyKeySource } from './legacy-originals';
import { GalleryPhotoModel, type GalleryPhotoDocument } from './model';

/**
 * The gallery's door: what other features read of its photos (the keepsake, "my posts", identity
 * checks), so none reaches into its model. A photo is shown when published (moderation-source.ts).
 */
export type GalleryPhotoRecord = GalleryPhotoDocument;
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** What guests may see: published, and a video only once it is made. */
export const SHOWN_PHOTOS = { ...SHOWN, ...MADE } as const;

/** The shown photos, oldest first, one at a time (only `fields` are read). */
export function shownPhotos(
  fields: Record<string, 1>,
): AsyncIterable<GalleryPhotoRecord> & { close(): Promise<void> } {
  return GalleryPhotoModel.find(SHOWN_PHOTOS)
    .sort({ createdAt: 1, _id: 1 })
    .select(fields)
    .lean<GalleryPhotoRecord>()
    .cursor() as unknown as AsyncIterable<GalleryPhotoRecord> & { close(): Promise<void> };
}

const ownShown = (deviceId: string) => ({ ...SHOWN_PHOTOS, uploaderDeviceHash: sha256(deviceId) });

export function countOwnPhotos(deviceId: string): Promise<number> {
  return GalleryPhotoModel.countDocuments(ownShown(deviceId));
}

/** The shown photos this device shared, oldest first. */
export function ownPhotos(deviceId: string): Promise<GalleryPhotoRecord[]> {
  return GalleryPhotoModel.find(ownShown(deviceId))
    .sort({ createdAt: 1, _id: 1 })
    .lean<GalleryPhotoRecord[]>();
}

/** Whether the phone with this (legacy) id shared a photo before `before`. */
export async function deviceSharedPhotoBefore(legacyId: string, before: Date): Promise<boolean> {
  const found = await GalleryPhotoModel.exists({
    uploaderDeviceHash: sha256(legacyId),
    createdAt: { $lt: before },
  });
  return found !== null;
}

/** Where a gallery photo keeps its keys, for the move of old public originals. */
export const photoLegacyKeys: LegacyKeySource = {
  find: (filter) => GalleryPhotoModel.find(filter).lean<Record<string, unknown>[]>(),
  updateOne: async (filter, update) =>
    (await GalleryPhotoModel.updateOne(filter, update)).modifiedCount,
};

/**
 * How a post whose picture also shows in the gallery (a timeline photo message) tells the
 * gallery's screens: at once, or, while the gallery waits for its reveal, as one more waiting.
 */
export interface GalleryPushes {
  shown(photo: GalleryPhoto): Promise<void>;
  removed(id: string): Promise<void>;
}

/**
 * The display rendition (large) of each of these photos the gallery shows, by id: a photo not
 * shown (hidden, waiting, removed), a video, or a made-up id is left out. The live quiz's
 * pictures are read through this.
 */
export async function shownPictureUrls(ids: string[]): Promise<Map<string, string>> {
  const valid = [...new Set(ids)].filter((id) => isValidObjectId(id));
  if (valid.length === 0) return new Map();
  const docs = await GalleryPhotoModel.find({
    ...SHOWN_PHOTOS,
    _id: { $in: valid },
    video: { $exists: false },
    url: { $ne: '' },
  })
    .select({ url: 1 })
    .lean<{ _id: unknown; url: string }[]>();
  return new Map(docs.map((doc) => [String(doc._id), doc.url]));
}
