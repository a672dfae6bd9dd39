import type { FilterQuery } from 'mongoose';
import { RsvpModel, type RsvpDocument } from './model';

/**
 * RSVP answers as tests and benches of other features seed and inspect them: given before a
 * scenario starts, stored by an older version, or as a run left them. Product code of other features reads through door.ts instead.
 */

/** Writes rows straight to the collection, past the schema: answers an older version stored. */
export const seedStoredRsvpRows = async (rows: Record<string, unknown>[]): Promise<void> => {
  await RsvpModel.collection.insertMany(rows);
};

/** Forgets every answer. */
export const clearRsvps = async (): Promise<void> => {
  await RsvpModel.deleteMany({});
};

/** The stored answer matching `filter`, or null. */
export const storedRsvp = (filter: FilterQuery<RsvpDocument>) =>
  RsvpModel.findOne(filter).lean<RsvpDocument>();

/** Every stored answer. */
export const storedRsvps = () => RsvpModel.find({}).lean<RsvpDocument[]>();
