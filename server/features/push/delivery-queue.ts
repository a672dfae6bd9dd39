import type { Types } from 'mongoose';
import { insertEach } from '../../lib/unique-insert';
import {
  PushDeliveryModel,
  PushSendModel,
  PushSubscriptionModel,
  type PushDeliveryDocument,
} from './model';

const CLAIM_BATCH = 100;

/**
 * Hands the lanes a delivery's queued records (keyed by announcement or reminder), claimed in
 * batches. A record claimed before this run started (a run that died mid-send) is not handed out
 * here: orphansOf finds it once its claim is old enough.
 */
export class DeliveryQueue {
  private batch: PushDeliveryDocument[] = [];
  private after: Types.ObjectId | null = null;
  private done = false;
  private filling: Promise<void> | undefined;

  constructor(
    private readonly key: string,
    private readonly signal: AbortSignal,
  ) {}

  async next(): Promise<PushDeliveryDocument | undefined> {
    while (!this.batch.length && !this.done && !this.signal.aborted) {
      this.filling ??= this.fill().finally(() => (this.filling = undefined));
      await this.filling;
    }
    return this.signal.aborted ? undefined : this.batch.shift();
  }

  private async fill(): Promise<void> {
    const found = await PushDeliveryModel.find({
      announcementId: this.key,
      status: 'queued',
      ...(this.after ? { _id: { $gt: this.after } } : {}),
    })
      .sort({ _id: 1 })
      .limit(CLAIM_BATCH)
      .lean<PushDeliveryDocument[]>();
    if (!found.length) {
      this.done = true;
      return;
    }
    this.after = found.at(-1)!._id;
    // Only the pushes this run claims go out here; one claimed by another run is that run's.
    const claimed = await insertEach(
      PushSendModel.collection,
      found.map((d) => ({ deliveryId: d._id, createdAt: new Date() })),
    );
    this.batch.push(...found.filter((_, n) => claimed[n]));
  }
}

/**
 * The subscriptions a delivery reached were in use: the sweep counts from here. One update at the
 * end rather than one per push (FerretDB spends milliseconds on each updated document).
 */
export async function markUsed(key: string): Promise<void> {
  const sent = await PushDeliveryModel.find({ announcementId: key, status: 'sent' })
    .select({ subscriptionId: 1 })
    .lean<{ subscriptionId: Types.ObjectId }[]>();
  if (sent.length)
    await PushSubscriptionModel.updateMany(
      { _id: { $in: sent.map((d) => d.subscriptionId) } },
      { $set: { lastUsedAt: new Date() } },
    );
}

/** A delivery's queued records (all claimed by earlier runs), with their claims' age. */
export async function orphansOf(key: string) {
  const queued = await PushDeliveryModel.find({ announcementId: key, status: 'queued' })
    .sort({ _id: 1 })
    .lean<PushDeliveryDocument[]>();
  if (!queued.length) return [];
  const claims = await PushSendModel.find({ deliveryId: { $in: queued.map((d) => d._id) } }).lean();
  const claimedAt = new Map(claims.map((c) => [c.deliveryId.toString(), c.createdAt.getTime()]));
  return queued.map((delivery) => ({
    delivery,
    // Unclaimed (a claim lost with its process before the insert answered): at once.
    claimedAt: claimedAt.get(delivery._id.toString()) ?? 0,
  }));
}
