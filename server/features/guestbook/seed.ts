import { GuestBookEntryModel } from './model';

/**
 * Guest book entries as tests and benches of other features seed and inspect them: signed before
 * a scenario starts, stored by an older version, or as a run left them.
 * Product code of other features reads through door.ts instead.
 */

/** Signs the guest book once (the schema fills in the defaults); answers the entry's id. */
export const seedGuestBookEntry = async (fields: Record<string, unknown>): Promise<string> =>
  (await GuestBookEntryModel.create(fields))._id.toString();

/** Signs many entries at once, through the schema (a bench's volume). */
export const seedGuestBookEntries = async (rows: object[]): Promise<void> => {
  await GuestBookEntryModel.insertMany(rows);
};

/** Writes rows straight to the collection, past the schema: entries an older version stored. */
export const seedStoredGuestBookRows = async (rows: Record<string, unknown>[]): Promise<void> => {
  await GuestBookEntryModel.collection.insertMany(rows);
};

/** The rows matching `filter` exactly as stored, every field the collection holds. */
export const storedGuestBookRows = (filter: Record<string, unknown>) =>
  GuestBookEntryModel.collection.find(filter).toArray();

/** How many stored entries match `filter`. */
export const countGuestBookEntries = (filter: Record<string, unknown> = {}) =>
  GuestBookEntryModel.countDocuments(filter);

/** Empties the guest book. */
export const clearGuestBook = async (): Promise<void> => {
  await GuestBookEntryModel.deleteMany({});
};
