import type { RecipientType } from '../../../protocol/announcements';
import { PushSubscriptionModel } from './model';
import { subscriptionsFor } from './plan';

/** What other features may read of push: how many phones an announcement would reach now. */
export async function pushPhonesFor(recipientType: RecipientType): Promise<number> {
  return (await subscriptionsFor(recipientType)).length;
}

/** Which of these guests have a phone with push on (a subscription stored while signed in). */
export async function guestIdsWithPush(guestIds: string[]): Promise<Set<string>> {
  if (guestIds.length === 0) return new Set();
  const found = await PushSubscriptionModel.distinct('guestId', { guestId: { $in: guestIds } });
  return new Set(found.filter((id): id is string => typeof id === 'string'));
}
