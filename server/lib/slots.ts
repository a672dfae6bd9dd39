import mongoose, { Schema } from 'mongoose';
import { isDuplicateKey } from './http/errors';
import { retryWhileBusy } from './transient-db';

/**
 * Counted allowances that hold across processes: "at most `limit` of these per period" (AI
 * requests a day per feature, newsletter subscriptions an hour). One document per use,
 * `<scope>:<period>#<n>` for n from 0 to the limit minus one; taking one is an insert under the
 * unique _id, so of any number of concurrent takers at most `limit` succeed, on MongoDB and on
 * FerretDB alike (whose `$inc` and findAndModify may lose or double updates under concurrency).
 */
const slotSchema = new Schema(
  {
    _id: { type: String, required: true },
    scope: { type: String, required: true },
    period: { type: String, required: true },
    at: Date,
  },
  // The AI budget's collection from before other scopes used it: its old slots are cleared here.
  { collection: 'ai_request_slots', versionKey: false },
);
slotSchema.index({ scope: 1, period: 1 });
export const SlotModel = mongoose.model('UsageSlot', slotSchema);

/**
 * Takes one of the `limit` uses of `scope` in `period` (a string that sorts in time order, such as
 * '2026-06-20' or '2026-06-20T18'): true when one was left, false when all are taken.
 */
export async function takeSlot(
  scope: string,
  period: string,
  limit: number,
  now = new Date(),
): Promise<boolean> {
  // Slots below the count are taken; starting there keeps the usual case to one insert.
  let slot = await retryWhileBusy(() => SlotModel.countDocuments({ scope, period }));
  for (; slot < limit; slot += 1) {
    const id = `${scope}:${period}#${slot}`;
    try {
      await retryWhileBusy(() =>
        SlotModel.collection.insertOne({ _id: id as never, scope, period, at: now }),
      );
    } catch (error) {
      if (isDuplicateKey(error)) continue;
      throw error;
    }
    // A period's first use clears the scope's earlier periods (no TTL indexes on FerretDB), and
    // slots written before scopes existed.
    if (slot === 0)
      await SlotModel.deleteMany({
        $or: [{ scope, period: { $lt: period } }, { scope: { $exists: false } }],
      });
    return true;
  }
  return false;
}

/** Uses of `scope` taken in `period`. */
export function slotsTaken(scope: string, period: string): Promise<number> {
  return SlotModel.countDocuments({ scope, period });
}
