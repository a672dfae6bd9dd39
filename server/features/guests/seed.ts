import type { FilterQuery } from 'mongoose';
import { GuestModel, type GuestDocument } from './model';

/**
 * Guests as tests and benches of other features seed and inspect them: on the list before a
 * scenario starts, as an older version stored them, or as a run left them. Product code of other
 * features reads through door.ts instead.
 */

/** One guest as the organizers' list would hold them; the schema fills in the defaults. */
export type GuestSeed = Partial<Omit<GuestDocument, '_id' | 'createdAt' | 'updatedAt'>> & {
  firstName: string;
  email: string;
  inviteCode: string;
};

/** Puts guests on the list; answers their ids, in order. */
export async function seedGuests(guests: GuestSeed[]): Promise<string[]> {
  const stored = await GuestModel.insertMany(guests);
  return stored.map((guest) => guest._id.toString());
}

/** Puts one guest on the list; answers their id. */
export const seedGuest = async (guest: GuestSeed): Promise<string> =>
  (await seedGuests([guest]))[0]!;

/** Writes rows straight to the collection, past the schema: a list kept by an older version. */
export const seedStoredGuestRows = async (rows: Record<string, unknown>[]): Promise<void> => {
  await GuestModel.collection.insertMany(rows);
};

/** Empties the guest list. */
export const clearGuests = async (): Promise<void> => {
  await GuestModel.deleteMany({});
};

/** The stored guest matching `filter`, as the database holds it, or null. */
export const storedGuest = (filter: FilterQuery<GuestDocument>) =>
  GuestModel.findOne(filter).lean<GuestDocument>();

/** The stored guest with this id, or null. */
export const storedGuestById = (id: string) => storedGuest({ _id: id });

/** Changes stored guests behind the app's back, as another process or an older version would. */
export const changeStoredGuests = async (
  filter: FilterQuery<GuestDocument>,
  fields: Partial<GuestDocument>,
): Promise<void> => {
  await GuestModel.updateMany(filter, { $set: fields });
};

/** Every stored guest. */
export const storedGuests = () => GuestModel.find({}).lean<GuestDocument[]>();
