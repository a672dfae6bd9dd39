import type { Types } from 'mongoose';
import type { Logger } from '../logger';
import { claimIdOf } from './claim';
import { JobClaimModel, JobModel, type JobDocument } from './model';

/**
 * A running job's hold: its claim's lease renewed on a timer (a heartbeat, so a long run is not
 * taken over). Only the claim is renewed, never the job: the job is written once per run, at its
 * end, so few writes can cross another process's on the same document. Every write of this holder goes through one queue, one after
 * another: FerretDB writes an update back as a whole document, so a renewal racing the final write
 * could undo it. A newer claim of the job means another process took it over: the hold is lost,
 * `onLost` is told, and nothing more is written.
 */
export class JobLease {
  lost = false;
  private queue: Promise<unknown> = Promise.resolve();
  private timer: NodeJS.Timeout | undefined;
  private readonly claimId: string;

  constructor(
    private readonly jobId: Types.ObjectId,
    private readonly generation: number,
    private readonly leaseMs: number,
    private readonly logger: Logger,
    private readonly onLost: () => void,
  ) {
    this.claimId = claimIdOf(jobId, generation);
    this.timer = setInterval(() => void this.renew(), Math.max(20, Math.floor(leaseMs / 3)));
    this.timer.unref();
  }

  private serial<T>(write: () => Promise<T>): Promise<T | undefined> {
    const run = async () => (this.lost ? undefined : write());
    const next = this.queue.then(run, run);
    this.queue = next.catch((error: unknown) => {
      // The database is away: the next write tries again (the lease may lapse meanwhile).
      this.logger.warn({ err: error, jobId: this.jobId.toString() }, 'job lease write failed');
    });
    return next;
  }

  private async checkStillMine(): Promise<boolean> {
    const newer = await JobClaimModel.exists({
      jobId: this.jobId,
      generation: { $gt: this.generation },
    });
    if (newer && !this.lost) {
      this.lost = true;
      this.onLost();
    }
    return !this.lost;
  }

  renew(): Promise<unknown> {
    return this.serial(async () => {
      const leaseUntil = new Date(Date.now() + this.leaseMs);
      await JobClaimModel.updateOne({ _id: this.claimId }, { $set: { leaseUntil } });
      await this.checkStillMine();
    });
  }

  /**
   * The last write of this run (done, queued again, failed), if the job is still this holder's;
   * then the claim is given back. Answers whether it was written.
   */
  async finish(change: Partial<JobDocument>): Promise<boolean> {
    clearInterval(this.timer);
    this.timer = undefined;
    const written = await this.serial(async () => {
      if (!(await this.checkStillMine())) return false;
      // Whatever generation the job shows (a whole-document write may have set it back), the
      // newest claim is this holder's: its outcome is the job's.
      const result = await JobModel.updateOne(
        { _id: this.jobId },
        { $set: { ...change, generation: this.generation, leaseUntil: null, owner: null } },
      );
      await JobClaimModel.updateOne(
        { _id: this.claimId },
        { $set: { released: true, leaseUntil: new Date() } },
      );
      return result.matchedCount === 1;
    }).catch(() => false);
    return written === true;
  }

  /**
   * Stops renewing, and writes nothing more (a run still going when its process stops): the lease
   * lapses and another process takes the job over.
   */
  async abandon(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    this.lost = true;
    await this.queue;
  }
}
