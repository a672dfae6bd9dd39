import type { Types } from 'mongoose';
import { RsvpModel, type RsvpDocument } from './model';

/**
 * The RSVPs' door: what the guest-list links and analytics read of the answers (and the one mark
 * a link leaves on an answer), so none reaches into the RSVPs' model.
 */
export type RsvpRecord = RsvpDocument & { guestId?: Types.ObjectId | null };

export function findRsvp(id: string): Promise<RsvpRecord | null> {
  return RsvpModel.findById(id).lean<RsvpRecord>();
}

/** Answers matched to nobody on the guest list, newest first. */
export function unmatchedRsvps(): Promise<RsvpRecord[]> {
  return RsvpModel.find({ guestId: null }).sort({ createdAt: -1, _id: -1 }).lean<RsvpRecord[]>();
}

/** Marks the answer as the guest's; its updatedAt keeps telling when it was last answered. */
export async function markRsvpLinked(
  rsvpId: Types.ObjectId,
  guestId: Types.ObjectId,
): Promise<void> {
  await RsvpModel.updateOne({ _id: rsvpId }, { $set: { guestId } }, { timestamps: false });
}

/** Every answer's attendance and dates, for the organizers' figures. */
export function rsvpFacts<T>(): Promise<T[]> {
  return RsvpModel.find({}, { _id: 0, attending: 1, createdAt: 1, updatedAt: 1 }).lean<T[]>();
}
