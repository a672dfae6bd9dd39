import mongoose, { Schema } from 'mongoose';
import { isDuplicateKey } from '../http/errors';
import { retryWhileBusy } from '../transient-db';

/**
 * One document per AI request of a day and feature, `<feature>:<day>#<n>` for n from 0 to that
 * feature's share minus one. Taking a request is an insert under the unique _id, so of any number
 * of concurrent requests (or processes) at most `limit` succeed per day and feature, on MongoDB
 * and on FerretDB alike (whose `$inc` and findAndModify may lose or double updates under
 * concurrency). Each feature counts its own slots: a loop on one cannot spend another's share.
 */
const slotSchema = new Schema(
  {
    _id: { type: String, required: true },
    day: { type: String, required: true },
    feature: String,
    at: Date,
  },
  { collection: 'ai_request_slots', versionKey: false },
);
slotSchema.index({ day: 1, feature: 1 });
export const AiRequestSlotModel = mongoose.model('AiRequestSlot', slotSchema);

/** The UTC day a request counts against, 'YYYY-MM-DD'. */
export const budgetDay = (now: Date) => now.toISOString().slice(0, 10);

/**
 * Takes one of the day's `limit` requests of `feature`: true when one was left, false when all
 * are spent.
 */
export async function takeDailyRequest(
  limit: number,
  now = new Date(),
  feature = 'site',
): Promise<boolean> {
  const day = budgetDay(now);
  // Slots below the count are taken; starting there keeps the usual case to one insert.
  let slot = await retryWhileBusy(() => AiRequestSlotModel.countDocuments({ day, feature }));
  for (; slot < limit; slot += 1) {
    const id = `${feature}:${day}#${slot}`;
    try {
      await retryWhileBusy(() =>
        AiRequestSlotModel.collection.insertOne({ _id: id as never, day, feature, at: now }),
      );
    } catch (error) {
      if (isDuplicateKey(error)) continue;
      throw error;
    }
    // The day's first request clears the slots of earlier days (no TTL indexes on FerretDB).
    if (slot === 0) await AiRequestSlotModel.deleteMany({ day: { $lt: day } });
    return true;
  }
  return false;
}

/** Requests of `feature` taken today (for the organizers' view and tests). */
export function requestsTaken(now = new Date(), feature = 'site'): Promise<number> {
  return AiRequestSlotModel.countDocuments({ day: budgetDay(now), feature });
}
