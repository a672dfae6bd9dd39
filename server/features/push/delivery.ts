import type { ContentLanguage } from '../../../protocol/localized';
import type { AnnouncementPushCounts } from '../../../protocol/push';
import { endpointCheckPerHost } from './endpoint-check';
import { insertOnce } from '../../lib/insert-once';
import type { JobContext, JobRunner } from '../../lib/jobs/runner';
import type { Logger } from '../../lib/logger';
import type { RealtimeHub } from '../../lib/realtime/hub';
import { countsOf, LiveCounts, throttled } from './delivery-counts';
import { outcomeBatcher, type DeliveryOutcome, type WriteBatcher } from './delivery-outcomes';
import { DeliveryQueue, markUsed, orphansOf } from './delivery-queue';
import {
  PushPlanModel,
  PushSendModel,
  PushSubscriptionModel,
  type PushDeliveryDocument,
} from './model';
import { planAnnouncement, type AnnouncementToPush } from './plan';
import {
  REQUEST_TIMEOUT_MS,
  sendPush,
  vapidAuthorizations,
  type PushOutcome,
  type SenderOptions,
} from './sender';
import type { VapidKeys } from './vapid';
import { loadWebPush } from './web-push';

export const PUSH_JOB = 'push.announcement';
/** Pushes in flight at once in one process (one delivery job runs per process at a time). */
export const PUSH_CONCURRENCY = 50;
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

/** One delivery: an announcement's pushes, or a reminder's. */
export interface PushBatch {
  /** Its records' key: the announcement's id, or `reminder:<event id>:<start ISO>`. */
  key: string;
  /** Names it at the push service (a repeat replaces an undelivered copy): ≤ 32 URL-safe chars. */
  topic: string;
  /**
   * Writes its delivery records; run once (marked in push_plans). Answers them when it wrote them
   * all (planDeliveries), so they are sent without being read back.
   */
  plan: () => Promise<PushDeliveryDocument[] | undefined>;
  /** How long a push service keeps it, asked as each push goes; 0 or less: too late, not sent. */
  ttlSeconds?: () => number;
  /** The organizers' live counts (announcements only). */
  publishCounts?: boolean;
}

/**
 * An announcement's pushes, as one job on the app's job runner (keyed by the announcement: one live
 * delivery each, run by one process at a time under its lease, taken over by another process when
 * this one dies; a reminder's job, reminders.ts, delivers through `deliver` the same way). Every push is claimed in the send log before it goes out, so none is sent twice
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
    await this.deliver(
      {
        key: announcement.announcementId,
        topic: announcement.announcementId,
        plan: async () => planAnnouncement(announcement, await this.options.defaultLanguage()),
        publishCounts: true,
      },
      job,
    );
  }

  /** The wedding's default language: a phone nobody's language is known for gets it. */
  defaultLanguage(): Promise<ContentLanguage> {
    return this.options.defaultLanguage();
  }

  /**
   * Sends a batch's pushes from inside its job (the announcement's, or a reminder's): plans it
   * once, then sends what is queued, claimed push by push in the send log, and what an earlier run
   * left claimed without an answer once that run is surely dead.
   */
  async deliver(batch: PushBatch, job: JobContext): Promise<void> {
    const { key, topic } = batch;
    // Loaded while the delivery plans (its failure is met where it is awaited).
    const webpush = loadWebPush();
    webpush.catch(() => undefined);
    let planned: PushDeliveryDocument[] | undefined;
    if (!(await PushPlanModel.exists({ _id: key }))) {
      // Too late before anything was written (the server was down): nothing is planned.
      if (batch.ttlSeconds && batch.ttlSeconds() <= 0) return;
      planned = await batch.plan();
      await insertOnce(PushPlanModel.collection, key, {});
    }
    const vapid = await this.options.vapid();
    const sender: SenderOptions = {
      vapid,
      subject: this.options.subject,
      allowLoopback: this.options.allowLoopback,
      allowed: endpointCheckPerHost(this.options.allowLoopback),
      authorization: vapidAuthorizations(await webpush, vapid, this.options.subject),
      signal: job.signal,
      ...this.options.retry,
    };
    // Planned here: nothing answered yet, no read needed.
    const counts = !batch.publishCounts
      ? undefined
      : planned
        ? LiveCounts.planned(key, planned.length)
        : await LiveCounts.read(key);
    const publish = counts
      ? throttled(COUNTS_EVERY_MS, () => this.publish(counts.current))
      : () => {};
    // Each lane awaits its own outcome's write before its next push (at most PUSH_CONCURRENCY
    // pushes are ever sent and unrecorded), written together with the other lanes'.
    const outcomes = outcomeBatcher();
    const sendAll = async (queue: { next(): Promise<PushDeliveryDocument | undefined> }) => {
      const lane = async () => {
        for (let next = await queue.next(); next; next = await queue.next()) {
          const ttlSeconds = batch.ttlSeconds?.();
          const outcome: PushOutcome =
            ttlSeconds !== undefined && ttlSeconds <= 0
              ? { status: 'failed', attempts: 0, reason: 'expired' }
              : await sendPush({ ...next, topic, ttlSeconds }, sender);
          if (await this.record(outcomes, next, outcome)) counts?.add(outcome.status);
          publish();
        }
      };
      await Promise.all(Array.from({ length: PUSH_CONCURRENCY }, lane));
    };
    const queue = new DeliveryQueue(key, job.signal, planned);
    await sendAll(queue);
    // Left without an outcome: claimed by an earlier run (none when this run claimed every
    // record). One that lost the job but lives finishes its pushes in flight within a request's
    // time; past that, its run is dead and they go again.
    const leftOver = () => (queue.claimedAll ? Promise.resolve([]) : orphansOf(key));
    for (let left = await leftOver(); left.length && !job.signal.aborted;) {
      const now = Date.now();
      const due = left.filter((orphan) => now - orphan.claimedAt >= ORPHAN_AFTER_MS);
      if (due.length) {
        this.options.logger.warn(
          { key, pushes: due.length },
          'pushes of an interrupted delivery sent again',
        );
        const pending = due.map((orphan) => orphan.delivery);
        // Claimed again by this run: a later run waits for these as it would for any.
        await PushSendModel.collection.updateMany(
          { _id: { $in: pending.map((d) => d._id) } },
          { $set: { createdAt: new Date() } },
        );
        await sendAll({
          next: () => Promise.resolve(job.signal.aborted ? undefined : pending.shift()),
        });
      } else {
        const oldest = Math.min(...left.map((orphan) => orphan.claimedAt));
        await wait(ORPHAN_AFTER_MS - (now - oldest), job.signal);
      }
      left = await orphansOf(key);
    }
    // Read again from the records: exact, whatever else recorded outcomes meanwhile.
    if (batch.publishCounts) this.publish(await countsOf(key));
    await markUsed(key);
    if (job.signal.aborted) throw new Error('push delivery stopped');
  }

  /** Records a push's outcome; answers whether this run's was the one written. */
  private async record(
    outcomes: WriteBatcher<DeliveryOutcome, boolean>,
    delivery: PushDeliveryDocument,
    outcome: PushOutcome,
  ): Promise<boolean> {
    const written = await outcomes.add({ delivery, outcome });
    if (outcome.status === 'removed')
      await PushSubscriptionModel.deleteOne({ _id: delivery.subscriptionId });
    if (outcome.status !== 'sent')
      this.options.logger.warn(
        { key: delivery.announcementId, status: outcome.status, reason: outcome.reason },
        'push not delivered',
      );
    return written === true;
  }

  private publish(counts: AnnouncementPushCounts): void {
    this.options.hub.publish('announcements', 'announcement:push', counts);
  }
}

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });
