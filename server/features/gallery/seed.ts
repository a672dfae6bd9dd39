import { GalleryPhotoModel } from './model';

/**
 * Gallery photos as tests and benches of other features seed them (records whose files the
 * caller wrote to storage itself). Product code of other features reads through door.ts instead.
 */

/** Records one gallery photo (the schema fills in the defaults); answers its id. */
export const seedGalleryPhoto = async (fields: Record<string, unknown>): Promise<string> =>
  (await GalleryPhotoModel.create(fields))._id.toString();

/** Records many gallery photos at once, through the schema (a bench's volume). */
export const seedGalleryPhotos = async (rows: object[]): Promise<void> => {
  await GalleryPhotoModel.insertMany(rows);
};
