import { olderThan, type SweepTask } from '../../lib/sweeper';
import { OrganizerSessionModel } from './model';

/** Organizer sessions expired more than `keepMs` ago (sign-in refuses them already). */
export function expiredOrganizerSessionsSweep(keepMs: number): SweepTask {
  return {
    name: 'organizer_sessions.expired',
    async sweep(now) {
      const { deletedCount } = await OrganizerSessionModel.deleteMany({
        expiresAt: { $lt: olderThan(now, keepMs) },
      });
      return deletedCount;
    },
  };
}
