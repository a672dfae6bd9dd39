import type { Collection } from 'mongoose';
import { olderThan, type SweepTask } from '../../lib/sweeper';
import { PushDeliveryModel, PushOutcomeModel, PushPlanModel, PushSendModel } from './model';

/**
 * What a delivery leaves behind, swept `ageMs` after it was written: its records, their outcomes,
 * its send log and its plan (announcements' and reminders' alike). Long after a delivery ends: within that age
 * a resumed announcement or a re-planned reminder finds its plan and sends nothing twice, and past
 * it a reminder's time (and any push's TTL) is long gone.
 */
export function deliveryRecordsSweeps(ageMs: number): SweepTask[] {
  const byAge = (name: string, collection: Collection): SweepTask => ({
    name,
    async sweep(now) {
      const { deletedCount } = await collection.deleteMany({
        createdAt: { $lt: olderThan(now, ageMs) },
      });
      return deletedCount;
    },
  });
  return [
    byAge('push_deliveries.old', PushDeliveryModel.collection),
    byAge('push_outcomes.old', PushOutcomeModel.collection),
    byAge('push_sends.old', PushSendModel.collection),
    byAge('push_plans.old', PushPlanModel.collection),
  ];
}
