import { GuestProfileModel, type GuestProfileDocument } from './model';

/**
 * Guest profiles as tests of other features seed and inspect them: made before a scenario starts,
 * stored by an older version, or as a run left them. Product code of other features reads through door.ts instead.
 */

/** Stores one profile (the schema fills in the defaults); answers its id. */
export const seedGuestProfile = async (fields: Record<string, unknown>): Promise<string> =>
  (await GuestProfileModel.create(fields))._id.toString();

/** Writes rows straight to the collection, past the schema: profiles an older version stored. */
export const seedStoredGuestProfileRows = async (
  rows: Record<string, unknown>[],
): Promise<void> => {
  await GuestProfileModel.collection.insertMany(rows);
};

/** The stored profile with this id, or null. */
export const storedGuestProfileById = (id: string) =>
  GuestProfileModel.findById(id).lean<GuestProfileDocument>();

/** The profiles matching `filter` exactly as stored, every field the collection holds. */
export const storedGuestProfileRows = (filter: Record<string, unknown>) =>
  GuestProfileModel.collection.find(filter).toArray();
