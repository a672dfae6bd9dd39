import { ANNOUNCEMENT_MESSAGES } from '../../../protocol/announcements';
import { notFound } from '../../lib/http/errors';
import type { JobContext, JobRunner } from '../../lib/jobs/runner';
import { deliver, type DeliveryOptions } from './delivery';
import { AnnouncementModel, type AnnouncementDocument } from './model';
import { presentAnnouncement } from './present';
import type { Recipient } from './recipients';

export const DELIVERY_JOB = 'announcement.deliver';

/** A delivery job: the announcement, and for a retry the recipients to text again. */
type DeliveryPayload = { announcementId: string; only?: Recipient[] };

/**
 * Deliveries run on the app's job runner (server/lib/jobs): one process at a time, under its
 * renewed lease, resumed by another process when this one dies. A delivery that left messages
 * undecided runs again a little later, as long as it takes (the scheduler hands back one whose
 * job gave up). The job's key is the announcement: one live delivery per announcement.
 */
export class DeliveryJobs {
  constructor(
    private readonly jobs: JobRunner,
    private readonly options: DeliveryOptions,
    leaseMs: number,
    private readonly onSent: (sent: AnnouncementDocument) => void,
  ) {
    jobs.define<DeliveryPayload>(DELIVERY_JOB, (payload, job) => this.run(payload, job), {
      leaseMs,
      backoffMs: 5_000,
      maxBackoffMs: 60_000,
      maxAttempts: 50,
    });
  }

  private async run(payload: DeliveryPayload, job: JobContext): Promise<void> {
    const claimed = await AnnouncementModel.findOne({
      _id: payload.announcementId,
      status: 'sending',
    }).lean<AnnouncementDocument>();
    // Finished by an earlier run whose job was not marked done: nothing left to send.
    if (!claimed) return;
    const sent = await deliver(claimed, this.options, job.signal, payload.only);
    if (sent) this.onSent(sent);
    else if (!job.signal.aborted) throw new Error('some text messages are undecided');
  }

  /**
   * Runs a claimed announcement's delivery in this process now, the caller waiting for its first
   * run; answers whether it ran (false: a live job already delivers it) and the announcement as
   * stored after it.
   */
  async deliverNow(claimed: AnnouncementDocument, only?: Recipient[]) {
    const id = claimed._id.toString();
    const payload: DeliveryPayload = { announcementId: id, ...(only ? { only } : {}) };
    const ran = await this.jobs.run(DELIVERY_JOB, payload, { key: id });
    const stored = await AnnouncementModel.findById(id).lean<AnnouncementDocument>();
    if (!stored) throw notFound(ANNOUNCEMENT_MESSAGES.notFound);
    return { ran: ran.created, announcement: presentAnnouncement(stored) };
  }
}
