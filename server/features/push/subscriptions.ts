import { isValidObjectId } from 'mongoose';
import {
  PUSH_MESSAGES,
  PUSH_SUBSCRIPTIONS_PER_DEVICE,
  type PushSubscriptionBody,
} from '../../../protocol/push';
import { badRequest, conflict, isUniqueViolation, notFound } from '../../lib/http/errors';
import { olderThan, type SweepTask } from '../../lib/sweeper';
import { endpointAllowed } from './endpoint-check';
import { PushSubscriptionModel } from './model';

/** Who stores a subscription: the device identity, and the guest signed in there (if any). */
export interface Subscriber {
  deviceId?: string;
  guestId?: string;
}

/**
 * The phones that turned notifications on. Every write keeps the rules: one record per endpoint,
 * owned by one device; at most PUSH_SUBSCRIPTIONS_PER_DEVICE per device (the oldest go); nothing
 * stored for an endpoint the server may not call.
 */
export class PushSubscriptions {
  constructor(private readonly allowLoopback: boolean) {}

  async subscribe(who: Subscriber, body: PushSubscriptionBody): Promise<void> {
    const deviceId = who.deviceId;
    if (!deviceId) throw badRequest(PUSH_MESSAGES.deviceRequired);
    if (!(await endpointAllowed(body.endpoint, this.allowLoopback)))
      throw badRequest(PUSH_MESSAGES.endpointRefused);
    const now = new Date();
    const fields = {
      p256dh: body.keys.p256dh,
      auth: body.keys.auth,
      guestId: who.guestId && isValidObjectId(who.guestId) ? who.guestId : null,
      language: body.language ?? null,
      expirationTime: body.expirationTime ? new Date(body.expirationTime) : null,
      lastUsedAt: now,
    };
    // Only this device's own record is updated: an endpoint is the phone's secret, and another
    // device presenting it is refused rather than taking the subscription over.
    const updated = await PushSubscriptionModel.updateOne(
      { endpoint: body.endpoint, deviceId },
      { $set: fields },
    );
    if (updated.matchedCount === 0) {
      try {
        await PushSubscriptionModel.create({ endpoint: body.endpoint, deviceId, ...fields });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        const owner = await PushSubscriptionModel.findOne({ endpoint: body.endpoint }).lean();
        if (owner?.deviceId !== deviceId) throw conflict(PUSH_MESSAGES.otherDevice);
        // The same device subscribing twice at once: the other request stored it.
        await PushSubscriptionModel.updateOne({ _id: owner._id }, { $set: fields });
      }
    }
    await this.keepNewest(deviceId);
  }

  /** Drops a device's subscriptions beyond the newest PUSH_SUBSCRIPTIONS_PER_DEVICE. */
  private async keepNewest(deviceId: string): Promise<void> {
    const extra = await PushSubscriptionModel.find({ deviceId })
      .sort({ updatedAt: -1, _id: -1 })
      .skip(PUSH_SUBSCRIPTIONS_PER_DEVICE)
      .select({ _id: 1 })
      .lean();
    if (extra.length)
      await PushSubscriptionModel.deleteMany({ _id: { $in: extra.map((doc) => doc._id) } });
  }

  async unsubscribe(who: Subscriber, endpoint: string): Promise<void> {
    if (!who.deviceId) throw badRequest(PUSH_MESSAGES.deviceRequired);
    const { deletedCount } = await PushSubscriptionModel.deleteOne({
      endpoint,
      deviceId: who.deviceId,
    });
    if (!deletedCount) throw notFound(PUSH_MESSAGES.notFound);
  }

  /** Guests deleted from the list or given a new code: their phones stop getting pushes. */
  async removeForGuests(guestIds: string[]): Promise<number> {
    if (!guestIds.length) return 0;
    const { deletedCount } = await PushSubscriptionModel.deleteMany({ guestId: { $in: guestIds } });
    return deletedCount;
  }

  /** A guest signed out on a device: that device's subscriptions in their name go. */
  async removeOnSignOut(guestId: string, deviceId?: string): Promise<number> {
    const { deletedCount } = await PushSubscriptionModel.deleteMany(
      deviceId ? { guestId, deviceId } : { guestId },
    );
    return deletedCount;
  }

  /** The push service said the subscription is gone (404, 410). */
  async removeGone(endpoint: string): Promise<void> {
    await PushSubscriptionModel.deleteOne({ endpoint });
  }
}

/** Subscriptions neither renewed nor sent to for `ageMs` (a phone long gone) are swept. */
export function unusedSubscriptionsSweep(ageMs: number): SweepTask {
  return {
    name: 'push_subscriptions.unused',
    async sweep(now) {
      const { deletedCount } = await PushSubscriptionModel.deleteMany({
        lastUsedAt: { $lt: olderThan(now, ageMs) },
      });
      return deletedCount;
    },
  };
}
