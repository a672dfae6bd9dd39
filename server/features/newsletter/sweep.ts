import { olderThan, type SweepTask } from '../../lib/sweeper';
import { NewsletterSubscriberModel } from './model';

/**
 * Addresses that never confirmed, once their confirmation link has been dead for `ageMs`: nobody
 * is mailed at them, and subscribing again starts afresh. Confirmed subscribers are never swept.
 */
export function pendingSubscribersSweep(ageMs: number): SweepTask {
  return {
    name: 'newsletter_subscribers.pending',
    async sweep(now) {
      const cutoff = olderThan(now, ageMs);
      const { deletedCount } = await NewsletterSubscriberModel.deleteMany({
        status: 'pending',
        $or: [
          { confirmExpiresAt: { $lt: cutoff } },
          { confirmExpiresAt: { $exists: false }, createdAt: { $lt: cutoff } },
        ],
      });
      return deletedCount;
    },
  };
}
