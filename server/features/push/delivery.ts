import type { Types } from 'mongoose';
import type { ContentLanguage } from '../../../protocol/localized';
import type { AnnouncementPushCounts } from '../../../protocol/push';
import { endpointCheckPerHost } from './endpoint-check';
import { insertOnce } from '../../lib/insert-once';
import type { JobContext, JobRunner } from '../../lib/jobs/runner';
import type { Logger } from '../../lib/logger';
import type { RealtimeHub } from '../../lib/realtime/hub';
import { insertEach } from '../../lib/unique-insert';
import {
  PushDeliveryModel,
  PushPlanModel,
  PushSendModel,
  PushSubscriptionModel,
  type PushDeliveryDocument,
} from './model';
import { planDeliveries, type AnnouncementToPush } from './plan';
import { REQUEST_TIMEOUT_MS, sendPush, type PushOutcome, type SenderOptions } from './sender';
import type { VapidKeys } from './vapid';

export const PUSH_JOB = 'push.announcement';
/** Pushes in flight at once in one process (one delivery job runs per process at a time). */
export const PUSH_CONCURRENCY = 50;
const CLAIM_BATCH = 100;
const COUNTS_EVERY_MS = 500;
/** A claim older than a request's time (and some) whose push has no answer: its run died. */
const ORPHAN_AFTER_MS = REQUEST_TIMEOUT_MS + 5_000;

export interface PushDeliveryOptions {
  hub: RealtimeHub;
  logger: Logger;
  leaseMs: number;
  vapid: () => Promise<VapidKeys>;
  subject: string;
  allowLoopback: boolean;
  defaultLanguage: () => Promise<ContentLanguage>;
  /** 429 and 5xx: tries and the first wait (tests shorten them). */
  retry?: Pick<SenderOptions, 'maxAttempts' | 'backoffMs'>;
}

/** Counted from the records themselves: exact whichever processes sent them. */
export async function countsOf(announcementId: string): Promise<AnnouncementPushCounts> {
  const count = (status?: string) =>
    PushDeliveryModel.countDocuments(status ? { announcementId, status } : { announcementId });
  const [total, sent, failed, removed] = await Promise.all([
    count(),
    count('sent'),
    count('failed'),
    count('removed'),
  ]);
  return { id: announcementId, total, sent, failed, removed };
}

/**
 * An announcement's pushes, as one job on the app's job runner (keyed by the announcement: one live
 * delivery each, run by one process at a time under its lease, taken over by another process when
 * this one dies). Every push is claimed in the send log before it goes out, so none is sent twice
 * by two runs; one whose run died between its claim and the push service's answer is sent again
 * with the same Topic (the push service replaces an undelivered copy, the phone's notification tag
 * collapses a delivered one).
 */
export class PushDeliveries {
  constructor(
    private readonly jobs: JobRunner,
    private readonly options: PushDeliveryOptions,
  ) {
    jobs.define<AnnouncementToPush>(PUSH_JOB, (payload, job) => this.run(payload, job), {
      concurrency: 1,
      leaseMs: options.leaseMs,
      backoffMs: 5_000,
      maxBackoffMs: 60_000,
      maxAttempts: 20,
    });
  }

  /** Starts (or finds running) the delivery of a sent announcement's pushes. */
  async start(announcement: AnnouncementToPush): Promise<void> {
    await this.jobs.enqueue(PUSH_JOB, announcement, { key: announcement.announcementId });
  }

  private async run(announcement: AnnouncementToPush, job: JobContext): Promise<void> {
    const { announcementId } = announcement;
    if (!(await PushPlanModel.exists({ _id: announcementId }))) {
      await planDeliveries(announcement, await this.options.defaultLanguage());
      await insertOnce(PushPlanModel.collection, announcementId, {});
    }
    const sender: SenderOptions = {
      vapid: await this.options.vapid(),
      subject: this.options.subject,
      allowLoopback: this.options.allowLoopback,
      allowed: endpointCheckPerHost(this.options.allowLoopback),
      signal: job.signal,
      ...this.options.retry,
    };
    const publish = throttled(COUNTS_EVERY_MS, () => this.publishCounts(announcementId));
    const sendAll = async (queue: { next(): Promise<PushDeliveryDocument | undefined> }) => {
      const lane = async () => {
        for (let next = await queue.next(); next; next = await queue.next()) {
          await this.record(next, await sendPush({ ...next, topic: announcementId }, sender));
          publish();
        }
      };
      await Promise.all(Array.from({ length: PUSH_CONCURRENCY }, lane));
    };
    await sendAll(new DeliveryQueue(announcementId, job.signal));
    // Left queued: claimed by an earlier run. One that lost the job but lives finishes its pushes
    // in flight within a request's time; past that, its run is dead and they go again.
    for (let left = await orphansOf(announcementId); left.length && !job.signal.aborted;) {
      const now = Date.now();
      const due = left.filter((orphan) => now - orphan.claimedAt >= ORPHAN_AFTER_MS);
      if (due.length) {
        this.options.logger.warn(
          { announcementId, pushes: due.length },
          'pushes of an interrupted delivery sent again',
        );
        const pending = due.map((orphan) => orphan.delivery);
        // Claimed again by this run: a later run waits for these as it would for any.
        await PushSendModel.collection.updateMany(
          { deliveryId: { $in: pending.map((d) => d._id) } },
          { $set: { createdAt: new Date() } },
        );
        await sendAll({
          next: () => Promise.resolve(job.signal.aborted ? undefined : pending.shift()),
        });
      } else {
        const oldest = Math.min(...left.map((orphan) => orphan.claimedAt));
        await wait(ORPHAN_AFTER_MS - (now - oldest), job.signal);
      }
      left = await orphansOf(announcementId);
    }
    await markUsed(announcementId);
    await this.publishCounts(announcementId);
    if (job.signal.aborted) throw new Error('push delivery stopped');
  }

  private async record(delivery: PushDeliveryDocument, outcome: PushOutcome): Promise<void> {
    await PushDeliveryModel.updateOne(
      { _id: delivery._id, status: 'queued' },
      {
        $set: {
          status: outcome.status,
          attempts: outcome.attempts,
          ...(outcome.status === 'sent' ? {} : { reason: outcome.reason }),
        },
      },
    );
    if (outcome.status === 'removed')
      await PushSubscriptionModel.deleteOne({ _id: delivery.subscriptionId });
    if (outcome.status !== 'sent')
      this.options.logger.warn(
        { announcementId: delivery.announcementId, status: outcome.status, reason: outcome.reason },
        'push not delivered',
      );
  }

  private async publishCounts(announcementId: string): Promise<void> {
    this.options.hub.publish('announcements', 'announcement:push', await countsOf(announcementId));
  }
}

/**
 * Hands the lanes the announcement's queued deliveries, claimed in batches. A delivery claimed
 * before this run started (a run that died mid-send) is handed out again: this run holds the job.
 */
class DeliveryQueue {
  private batch: PushDeliveryDocument[] = [];
  private after: Types.ObjectId | null = null;
  private done = false;
  private filling: Promise<void> | undefined;

  constructor(
    private readonly announcementId: string,
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
      announcementId: this.announcementId,
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
 * The subscriptions an announcement reached were in use: the sweep counts from here. One update
 * at the end rather than one per push (FerretDB spends milliseconds on each updated document).
 */
async function markUsed(announcementId: string): Promise<void> {
  const sent = await PushDeliveryModel.find({ announcementId, status: 'sent' })
    .select({ subscriptionId: 1 })
    .lean<{ subscriptionId: Types.ObjectId }[]>();
  if (sent.length)
    await PushSubscriptionModel.updateMany(
      { _id: { $in: sent.map((d) => d.subscriptionId) } },
      { $set: { lastUsedAt: new Date() } },
    );
}

/** The queued deliveries of an announcement (all claimed by earlier runs), with their claims' age. */
async function orphansOf(announcementId: string) {
  const queued = await PushDeliveryModel.find({ announcementId, status: 'queued' })
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

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

/** Runs `task` at most once per `ms` (trailing), never two at once. */
function throttled(ms: number, task: () => Promise<void>): () => void {
  let timer: NodeJS.Timeout | undefined;
  return () => {
    timer ??= setTimeout(() => {
      void task()
        .catch(() => undefined)
        .finally(() => (timer = undefined));
    }, ms);
  };
}
