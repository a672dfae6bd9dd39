import { migrateModerationState } from '../../lib/moderation-source';
import { TimelineParticipationModel } from './model';

/**
 * Participations of the older shape kept two flags: `hidden` (taken down) and `isApproved`
 * (published when not hidden; anything else waited for review). Moved once to `status` alone,
 * same visibility.
 */
export function migrateParticipationModeration(): Promise<number> {
  const old = { $or: [{ isApproved: { $exists: true } }, { hidden: { $exists: true } }] };
  return migrateModerationState(
    TimelineParticipationModel.collection,
    ['isApproved', 'hidden'],
    [
      { where: { hidden: true }, status: 'hidden' },
      { where: { isApproved: true }, status: 'published' },
      { where: old, status: 'pending' },
    ],
  );
}
