import { migrateModerationState } from '../../lib/moderation-source';
import { GuestBookEntryModel } from './model';

/**
 * Entries of the older shape kept `isApproved` beside `status`: approved meant published, else
 * `status` told hidden from pending. Moved once to `status` alone, same visibility.
 */
export function migrateGuestBookModeration(): Promise<number> {
  return migrateModerationState(
    GuestBookEntryModel.collection,
    ['isApproved'],
    [
      { where: { isApproved: true }, status: 'published' },
      { where: { isApproved: false, status: 'hidden' }, status: 'hidden' },
      { where: { isApproved: false }, status: 'pending' },
      // Neither true nor false (never written by this site): as statusOf read it, published.
      { where: { isApproved: { $exists: true } }, status: 'published' },
    ],
  );
}
