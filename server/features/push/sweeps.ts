import { Types, type Collection } from 'mongoose';
import { olderThan, type SweepTask } from '../../lib/sweeper';
import { PushDeliveryModel, PushOutcomeModel, PushPlanModel, PushSendModel } from './model';

/**
 * What a delivery leaves behind, swept `ageMs` after it was planned: its records, their outcomes,
 * its send log and its plan (announcements' and reminders' alike). Long after a delivery ends:
 * within that age a resumed announcement or a re-planned reminder finds its plan and sends nothing
 * twice, and past it a reminder's time (and any push's TTL) is long gone. A record, its outcome
 * and its claim share the record's `_id`, made when it was planned: swept by it (the `_id` index
 * every collection has, rather than one more index each push would write to).
 */
export function deliveryRecordsSweeps(ageMs: number): SweepTask[] {
  const sweep = (
    name: string,
    collection: Collection,
    filter: (cutoff: Date) => Record<string, unknown>,
  ): SweepTask => ({
    name,
    async sweep(now) {
      const { deletedCount } = await collection.deleteMany(filter(olderThan(now, ageMs)));
      return deletedCount;
    },
  });
  const byId = (cutoff: Date) => ({
    _id: { $lt: Types.ObjectId.createFromTime(Math.floor(cutoff.getTime() / 1000)) },
  });
  return [
    sweep('push_deliveries.old', PushDeliveryModel.collection, byId),
    sweep('push_outcomes.old', PushOutcomeModel.collection, byId),
    sweep('push_send_log.old', PushSendModel.collection, byId),
    sweep('push_plans.old', PushPlanModel.collection, (cutoff) => ({ createdAt: { $lt: cutoff } })),
  ];
}
