import { olderThan, type SweepTask } from '../sweeper';
import { IdempotencyRecordModel, IdempotencyResponseModel } from './model';

/**
 * Keys and their answers older than `ageMs`. Keys go first: an answer is never newer than its
 * claim, so a key still kept always finds its answer (a retry long after gets a fresh write).
 */
export function idempotencySweeps(ageMs: number): SweepTask[] {
  return [
    {
      name: 'idempotency_keys',
      async sweep(now) {
        const { deletedCount } = await IdempotencyRecordModel.deleteMany({
          claimedAt: { $lt: olderThan(now, ageMs) },
        });
        return deletedCount;
      },
    },
    {
      name: 'idempotency_responses',
      async sweep(now) {
        const { deletedCount } = await IdempotencyResponseModel.deleteMany({
          createdAt: { $lt: olderThan(now, ageMs) },
        });
        return deletedCount;
      },
    },
  ];
}
