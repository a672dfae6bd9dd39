import type { Types } from 'mongoose';
import { insertEach } from '../../lib/unique-insert';
import {
  PushDeliveryModel,
  PushOutcomeModel,
  PushSendModel,
  PushSubscriptionModel,
  type PushDeliveryDocument,
} from './model';

/**
 * The first claim: one push per lane, so the first pushes go out at once. The rest are claimed in
 * batches of at most CLAIM_BATCH while the first go (one insert into the send log each: FerretDB
 * writes one at a time, and the lanes' outcomes wait behind a claim being written).
 */
const FIRST_CLAIM = 50;
const CLAIM_BATCH = 1000;
/** The next batch is claimed while this many of the last are still to go. */
const REFILL_BELOW = 50;
/** A subscription's `lastUsedAt` is moved on at most once in this time (see markUsed). */
export const MARK_USED_EVERY_MS = 24 * 60 * 60 * 1000;

/**
 * Hands the lanes a delivery's records (keyed by announcement or reminder): the ones its plan just
 * wrote, else all of them read once (one read: FerretDB scans the whole collection for each).
 * They are claimed in batches in the send log, the next batch while the lanes still have pushes of
 * the last (so they never wait for the database between batches). A record claimed by another run,
 * now or before (one with an outcome was claimed too), is not handed out here: orphansOf finds one
 * whose run died once its claim is old enough.
 */
export class DeliveryQueue {
  private records: PushDeliveryDocument[] | undefined;
  private batch: PushDeliveryDocument[] = [];
  private done = false;
  /** No record was claimed by another run: nothing can be left for orphansOf. */
  private allMine = true;
  private filling: Promise<void> | undefined;
  private failure: { error: unknown } | undefined;
  private claims = 0;

  constructor(
    private readonly key: string,
    private readonly signal: AbortSignal,
    planned?: PushDeliveryDocument[],
  ) {
    this.records = planned && [...planned];
  }

  async next(): Promise<PushDeliveryDocument | undefined> {
    if (this.batch.length < REFILL_BELOW) this.refill();
    while (!this.batch.length && !this.done && !this.signal.aborted) {
      if (this.failure) throw this.failure.error;
      this.refill();
      await this.filling;
    }
    if (this.failure) throw this.failure.error;
    return this.signal.aborted ? undefined : this.batch.shift();
  }

  /** Every record was handed out, none claimed before: no push of this delivery is left over. */
  get claimedAll(): boolean {
    return this.done && this.allMine && !this.batch.length && !this.signal.aborted;
  }

  /** Starts claiming the next batch unless one is being claimed, or all were. */
  private refill(): void {
    if (this.done || this.failure || this.signal.aborted) return;
    // A failed write is thrown to the lanes by next(), never left unhandled.
    this.filling ??= this.fill()
      .catch((error: unknown) => void (this.failure = { error }))
      .finally(() => (this.filling = undefined));
  }

  private async fill(): Promise<void> {
    this.records ??= await PushDeliveryModel.find({ announcementId: this.key })
      .sort({ _id: 1 })
      .lean<PushDeliveryDocument[]>();
    const found = this.records.splice(0, this.claims++ ? CLAIM_BATCH : FIRST_CLAIM);
    // Only the pushes this run claims go out here; one claimed by another run is that run's.
    const claimed = await insertEach(
      PushSendModel.collection,
      found.map((d) => ({ _id: d._id, createdAt: new Date() })),
    );
    if (!claimed.every(Boolean)) this.allMine = false;
    this.batch.push(...found.filter((_, n) => claimed[n]));
    // Done once the last batch is handed over (not before: the lanes would stop early).
    if (!this.records.length) this.done = true;
  }
}

/**
 * The subscriptions a delivery reached were in use: the sweep counts from here. One update at the
 * end rather than one per push, and only of those not marked within MARK_USED_EVERY_MS (FerretDB
 * spends milliseconds on each updated document; on the day, announcement after announcement goes
 * to the same phones, and a day sooner or later does not matter to a 60-day sweep).
 */
export async function markUsed(key: string, now = new Date()): Promise<void> {
  const sent = await PushOutcomeModel.find({ announcementId: key, status: 'sent' })
    .select({ subscriptionId: 1 })
    .lean<{ subscriptionId: Types.ObjectId }[]>();
  if (sent.length)
    await PushSubscriptionModel.updateMany(
      {
        _id: { $in: sent.map((d) => d.subscriptionId) },
        lastUsedAt: { $lt: new Date(now.getTime() - MARK_USED_EVERY_MS) },
      },
      { $set: { lastUsedAt: now } },
    );
}

/**
 * A delivery's records without an outcome (all claimed by earlier runs once this run's queue is
 * done), with their claims' age.
 */
export async function orphansOf(key: string) {
  const [records, outcomes] = await Promise.all([
    PushDeliveryModel.find({ announcementId: key }).select({ _id: 1 }).lean(),
    PushOutcomeModel.find({ announcementId: key }).select({ _id: 1 }).lean(),
  ]);
  const decided = new Set(outcomes.map((outcome) => outcome._id.toString()));
  const left = records.flatMap((r) => (decided.has(r._id.toString()) ? [] : [r._id]));
  if (!left.length) return [];
  const [queued, claims] = await Promise.all([
    PushDeliveryModel.find({ _id: { $in: left } })
      .sort({ _id: 1 })
      .lean<PushDeliveryDocument[]>(),
    PushSendModel.find({ _id: { $in: left } }).lean(),
  ]);
  const claimedAt = new Map(claims.map((c) => [c._id.toString(), c.createdAt.getTime()]));
  return queued.map((delivery) => ({
    delivery,
    // Unclaimed (a claim lost with its process before the insert answered): at once.
    claimedAt: claimedAt.get(delivery._id.toString()) ?? 0,
  }));
}
