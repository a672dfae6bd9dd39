import type { FilterQuery, UpdateQuery } from 'mongoose';
import { Types } from 'mongoose';
import { MomentLikeModel, MomentModel, type MomentDocument } from './model';

/**
 * Live moments and their likes as tests and benches of other features seed and inspect them:
 * shared before a scenario starts, stored by an older version, or as a run left them.
 * Product code of other features reads through door.ts instead.
 */

/** Shares one moment (the schema fills in the defaults); answers its id. */
export const seedMoment = async (fields: Record<string, unknown>): Promise<string> =>
  (await MomentModel.create(fields))._id.toString();

/** Shares many moments at once, through the schema (a bench's volume). */
export const seedMoments = async (rows: object[]): Promise<void> => {
  await MomentModel.insertMany(rows);
};

/** Writes rows straight to the collection, past the schema: moments an older version stored. */
export const seedStoredMomentRows = async (rows: Record<string, unknown>[]): Promise<void> => {
  await MomentModel.collection.insertMany(rows);
};

/**
 * A like as an older server stored it (the device's id as it was, at `createdAt`), counted on its
 * moment as the like route counts it.
 */
export async function seedStoredLike(momentId: string, deviceId: string, createdAt: Date) {
  await MomentLikeModel.collection.insertOne({
    momentId: new Types.ObjectId(momentId),
    deviceId,
    createdAt,
  });
  await MomentModel.updateOne({ _id: momentId }, { $inc: { likes: 1 } });
}

/** The stored moment with this id, or null. */
export const storedMomentById = (id: string) => MomentModel.findById(id).lean<MomentDocument>();

/** The stored moments matching `filter`, with only the `fields` asked for when given. */
export const storedMoments = (filter: FilterQuery<MomentDocument>, fields?: Record<string, 1>) =>
  MomentModel.find(filter, fields).lean<MomentDocument[]>();

/** Changes a stored moment behind the app's back, as an older version or another process would. */
export const changeStoredMoment = async (id: string, update: UpdateQuery<MomentDocument>) => {
  await MomentModel.updateOne({ _id: id }, update);
};

/** The stored likes matching `filter`. */
export const storedLikes = (filter: Record<string, unknown>) => MomentLikeModel.find(filter).lean();

/** How many stored likes match `filter`. */
export const countStoredLikes = (filter: Record<string, unknown>) =>
  MomentLikeModel.countDocuments(filter);
