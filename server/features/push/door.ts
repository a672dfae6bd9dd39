import type { RecipientType } from '../../../protocol/announcements';
import type { ContentLanguage } from '../../../protocol/localized';
import type { AnnouncementPushCounts, PushPayload } from '../../../protocol/push';
import type { AppContext } from '../../lib/feature';
import type { JobContext } from '../../lib/jobs/runner';
import type { PushDeliveries } from './delivery';
import { countsOf } from './delivery-counts';
import { deliveriesOf } from './feature';
import { PushSubscriptionModel, type PushSubscriptionDocument } from './model';
import { fittedPayload, planDeliveries, subscriptionsFor } from './plan';

/** What other features may read of push: how many phones an announcement would reach now. */
export async function pushPhonesFor(recipientType: RecipientType): Promise<number> {
  return (await subscriptionsFor(recipientType)).length;
}

/** Which of these guests have a phone with push on (a subscription stored while signed in). */
export async function guestIdsWithPush(guestIds: string[]): Promise<Set<string>> {
  return new Set((await pushDevicesOfGuests(guestIds)).keys());
}

/** How many subscribed phones each of these guests has now (guests without any are left out). */
export async function pushDevicesOfGuests(guestIds: string[]): Promise<Map<string, number>> {
  if (guestIds.length === 0) return new Map();
  const subscriptions = await PushSubscriptionModel.find({ guestId: { $in: guestIds } })
    .select({ guestId: 1 })
    .lean<{ guestId: string }[]>();
  const counts = new Map<string, number>();
  for (const { guestId } of subscriptions) counts.set(guestId, (counts.get(guestId) ?? 0) + 1);
  return counts;
}

/** A push to some guests' phones, each phone in its guest's language. */
export interface GuestPush {
  /** Its delivery records' key (unique to this push: a resumed job finds them). */
  key: string;
  /** Names it at the push service (≤ 32 URL-safe characters): a repeat replaces an undelivered one. */
  topic: string;
  guestIds: string[];
  message: (language: ContentLanguage) => PushPayload;
}

export interface GuestPusher {
  /** Sends from inside the caller's job (exactly once per phone across retries); the counts. */
  send(push: GuestPush, job: JobContext): Promise<AnnouncementPushCounts>;
}

/** Pushes to chosen guests through these deliveries (the app's, or a test's second process). */
export function guestPusherOf(deliveries: PushDeliveries): GuestPusher {
  return {
    async send(push, job) {
      await deliveries.deliver(
        {
          key: push.key,
          topic: push.topic,
          plan: async () =>
            planDeliveries(
              push.key,
              await PushSubscriptionModel.find({
                guestId: { $in: push.guestIds },
              }).lean<PushSubscriptionDocument[]>(),
              (language) => fittedPayload(push.message(language)),
              await deliveries.defaultLanguage(),
            ),
        },
        job,
      );
      return countsOf(push.key);
    },
  };
}

/** The app's pusher to chosen guests. */
export const guestPusherFor = (ctx: AppContext): GuestPusher => guestPusherOf(deliveriesOf(ctx));
