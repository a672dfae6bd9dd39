import { olderThan, type SweepTask } from '../../lib/sweeper';
import { GuestSessionModel } from './model';

/** Guest sessions expired more than `keepMs` ago (they no longer sign anyone in). */
export function expiredGuestSessionsSweep(keepMs: number): SweepTask {
  return {
    name: 'guest_sessions.expired',
    async sweep(now) {
      const { deletedCount } = await GuestSessionModel.deleteMany({
        expiresAt: { $lt: olderThan(now, keepMs) },
      });
      return deletedCount;
    },
  };
}
