import { olderThan, type SweepTask } from '../../lib/sweeper';
import { ProjectorSessionModel } from './model';

/** Projector sessions expired more than `keepMs` ago (their cookie opens nothing any more). */
export function expiredProjectorSessionsSweep(keepMs: number): SweepTask {
  return {
    name: 'projector_sessions.expired',
    async sweep(now) {
      const { deletedCount } = await ProjectorSessionModel.deleteMany({
        expiresAt: { $lt: olderThan(now, keepMs) },
      });
      return deletedCount;
    },
  };
}
