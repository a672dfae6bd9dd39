import { migrateModerationState } from '../../lib/moderation-source';
import { GuestProfileModel } from './model';

/**
 * Profiles of the older shape kept two flags: `isHidden` (taken down) and `isApproved`
 * (published when not hidden; anything else waited for review). Moved once to `status` alone,
 * same visibility.
 */
export function migrateProfileModeration(): Promise<number> {
  const old = { $or: [{ isApproved: { $exists: true } }, { isHidden: { $exists: true } }] };
  return migrateModerationState(
    GuestProfileModel.collection,
    ['isApproved', 'isHidden'],
    [
      { where: { isHidden: true }, status: 'hidden' },
      { where: { isApproved: true }, status: 'published' },
      { where: old, status: 'pending' },
    ],
  );
}
