import type { Types } from 'mongoose';
import type { LegacyKeySource } from '../gallery/legacy-originals';
import { MomentLikeModel, MomentModel, shownMoments, type MomentDocument } from './model';
import { sha256 } from './visibility';

/**
 * The moments' door: what other features read of them (the keepsake, translation, analytics,
 * identity checks, the move of old originals), so none reaches into the moments' model. "Shown"
 * is the one rule of moderation-source.ts: published, or stored before moderation existed.
 */
export type MomentRecord = MomentDocument;

/** Public moments anyone may see, oldest first, one at a time (only `fields` are read). */
export function shownPublicMoments(fields: Record<string, 1>): AsyncIterable<MomentRecord> {
  return MomentModel.find({ ...shownMoments, isPublic: true })
    .sort({ createdAt: 1, _id: 1 })
    .select(fields)
    .lean<MomentRecord>()
    .cursor() as unknown as AsyncIterable<MomentRecord>;
}

/** The text of a public moment guests can see, or undefined. */
export async function shownMomentText(id: Types.ObjectId): Promise<string | undefined> {
  const doc = await MomentModel.findOne(
    { _id: id, isPublic: true, ...shownMoments },
    { content: 1 },
  ).lean();
  return doc?.content;
}

/** The filter of the shown moments (public or private) this device posted; its own, in "my posts". */
export const ownShownMoments = (deviceId: string) => ({
  ...shownMoments,
  authorDeviceHash: sha256(deviceId),
});

export function countOwnMoments(deviceId: string): Promise<number> {
  return MomentModel.countDocuments(ownShownMoments(deviceId));
}

/** This device's shown moments, oldest first. */
export function ownMoments(deviceId: string): Promise<MomentRecord[]> {
  return MomentModel.find(ownShownMoments(deviceId))
    .sort({ createdAt: 1, _id: 1 })
    .lean<MomentRecord[]>();
}

/** When each moment posted since `since` was posted (any status: activity, not content). */
export async function momentsPostedSince(since: Date): Promise<Date[]> {
  const docs = await MomentModel.find(
    { createdAt: { $gte: since } },
    { createdAt: 1, _id: 0 },
  ).lean<{ createdAt: Date }[]>();
  return docs.map((doc) => doc.createdAt);
}

/** Whether a phone liked (raw id or keyed `key`) or posted (hashed id) a moment before `before`. */
export async function deviceUsedMomentsBefore(
  legacyId: string,
  key: string,
  before: Date,
): Promise<boolean> {
  const old = { createdAt: { $lt: before } };
  const found = await Promise.all([
    MomentLikeModel.exists({ deviceId: { $in: [legacyId, key] }, ...old }),
    MomentModel.exists({ authorDeviceHash: sha256(legacyId), ...old }),
  ]);
  return found.some(Boolean);
}

/** The earliest like kept under a raw issued id (the identity upgrade's trace), if any. */
export async function earliestRawLike(rawIdPattern: RegExp): Promise<Date | undefined> {
  const like = await MomentLikeModel.findOne(
    { deviceId: { $regex: rawIdPattern.source }, createdAt: { $exists: true } },
    { createdAt: 1 },
  )
    .sort({ createdAt: 1 })
    .lean<{ createdAt: Date }>();
  return like?.createdAt;
}

/** Where a moment keeps its picture's keys, for the move of old public originals. */
export const momentLegacyKeys: LegacyKeySource = {
  find: (filter) => MomentModel.find(filter).lean<Record<string, unknown>[]>(),
  updateOne: async (filter, update) => (await MomentModel.updateOne(filter, update)).modifiedCount,
};
