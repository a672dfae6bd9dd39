import { PUSH_RECORDS_KEEP_DAYS, PUSH_SUBSCRIPTION_KEEP_DAYS } from '../../../protocol/push';
import type { AppContext, Feature } from '../../lib/feature';
import { loadOnce } from '../../lib/load-once';
import { perApp } from '../../lib/per-app';
import { getWeddingSettings } from '../wedding/service';
import { PushDeliveries } from './delivery';
import { PushReminders } from './reminders';
import { pushRoutes } from './routes';
import { deliveryRecordsSweeps } from './sweeps';
import { PushSubscriptions, unusedSubscriptionsSweep } from './subscriptions';
import { vapidKeys, vapidSubject } from './vapid';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The app's VAPID keys: configured, else read (or generated and stored) once per app. */
const keysOf = perApp((ctx) => loadOnce(() => vapidKeys(ctx.config.push.vapid)));
const subscriptionsOf = perApp(
  (ctx) => new PushSubscriptions(ctx.config.push.allowLoopbackEndpoints),
);

/** One per app: other features send through it too (door.ts, `guestPusherFor`). */
export const deliveriesOf = perApp((ctx: AppContext): PushDeliveries => {
  return new PushDeliveries(ctx.jobs, {
    hub: ctx.hub,
    logger: ctx.logger,
    leaseMs: ctx.config.push.leaseMs,
    vapid: keysOf(ctx),
    subject: vapidSubject(ctx.config.push.subject, ctx.config.publicUrl),
    allowLoopback: ctx.config.push.allowLoopbackEndpoints,
    defaultLanguage: async () => (await getWeddingSettings()).defaultLanguage,
  });
});

/**
 * Web Push: phones that turned notifications on get the announcements sent with the push channel
 * and the reminders of the timeline events organizers marked, in their guest's language, each once
 * (docs/push.md).
 */
export const feature: Feature = {
  name: 'push',
  async init(ctx) {
    // Made (or read) at start, so the first phone asking for the key does not wait for it.
    await keysOf(ctx)();
    const deliveries = deliveriesOf(ctx);
    const subscriptions = subscriptionsOf(ctx);
    const reminders = new PushReminders(ctx.jobs, deliveries, ctx.logger, ctx.config.push.leaseMs);
    // Every process plans at start (one job per event and start, whoever enqueues first).
    await reminders.planAll();
    ctx.events.on('timeline.changed', () => reminders.planAll());
    ctx.events.on('wedding.clock-changed', () => reminders.planAll());
    ctx.events.on('announcement.sent', async (sent) => {
      if (!sent.channels?.includes('push')) return;
      await deliveries.start({
        announcementId: sent.announcementId,
        recipientType: sent.recipientType,
        texts: sent.texts ?? { title: sent.title, message: sent.message },
      });
    });
    ctx.events.on('guests.deleted', ({ ids }) => subscriptions.removeForGuests(ids).then(() => {}));
    ctx.events.on('guests.code-changed', ({ ids }) =>
      subscriptions.removeForGuests(ids).then(() => {}),
    );
    ctx.events.on('guest.signed-out', ({ guestId, deviceId }) =>
      subscriptions.removeOnSignOut(guestId, deviceId).then(() => {}),
    );
  },
  sweeps: () => [
    unusedSubscriptionsSweep(PUSH_SUBSCRIPTION_KEEP_DAYS * DAY_MS),
    ...deliveryRecordsSweeps(PUSH_RECORDS_KEEP_DAYS * DAY_MS),
  ],
  routes(ctx) {
    return pushRoutes(subscriptionsOf(ctx), keysOf(ctx));
  },
};
