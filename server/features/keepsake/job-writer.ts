import type { Types, UpdateQuery } from 'mongoose';
import type { KeepsakeJob } from '../../../protocol/keepsake';
import type { Logger } from '../../lib/logger';
import type { RealtimeHub } from '../../lib/realtime/hub';
import type { BuildProgress } from './build';

type KeepsakePhase = KeepsakeJob['phase'];
import { KeepsakeJobModel, type KeepsakeJobDocument } from './model';
import { presentJob } from './present';

/** At most one progress write (and push) this often, plus one at every phase change. */
export const PROGRESS_EVERY_MS = 250;

/**
 * The one writer of a running job's document, for one holder: the lease renewed on a timer, the
 * progress (throttled) and the final state. Writes go one after another because FerretDB writes an
 * update back as a whole document: a renewal racing a progress write could undo it. Every write is
 * conditional on the job still being this holder's (`restarts`); one that matches nothing means
 * another process took the build over, and the build stops at its next entry.
 */
export class JobWriter implements BuildProgress {
  lost = false;
  private current: KeepsakePhase = 'collecting';
  private done = 0;
  private total = 0;
  private lastWrite = 0;
  private queue: Promise<unknown> = Promise.resolve();
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly jobId: Types.ObjectId,
    private readonly holder: number,
    private readonly leaseMs: number,
    private readonly hub: RealtimeHub,
    private readonly logger: Logger,
  ) {
    this.timer = setInterval(() => void this.enqueue({}), Math.max(50, Math.floor(leaseMs / 3)));
    this.timer.unref();
  }

  get filter() {
    return { _id: this.jobId, state: 'running', restarts: this.holder };
  }

  /** Serialised conditional write; answers the stored job (and publishes it) or null when lost. */
  private enqueue(change: UpdateQuery<KeepsakeJobDocument>, publish = false) {
    const run = async (): Promise<KeepsakeJobDocument | null> => {
      if (this.lost) return null;
      const $set = { ...(change.$set ?? {}), leaseUntil: new Date(Date.now() + this.leaseMs) };
      try {
        const doc = await KeepsakeJobModel.findOneAndUpdate(
          this.filter,
          { ...change, $set },
          { new: true },
        )
          .lean<KeepsakeJobDocument>()
          .exec();
        if (!doc) {
          this.lost = true;
          return null;
        }
        if (publish) this.hub.publish('keepsake', 'keepsake:progress', presentJob(doc));
        return doc;
      } catch (error) {
        // The database is away: the next write tries again (the lease may lapse meanwhile).
        this.logger.warn({ err: error }, 'keepsake job write failed');
        return null;
      }
    };
    const next = this.queue.then(run, run);
    this.queue = next;
    return next;
  }

  private writeProgress() {
    this.lastWrite = Date.now();
    return this.enqueue(
      { $set: { phase: this.current, done: this.done, total: this.total } },
      true,
    );
  }

  async phase(phase: KeepsakePhase, total: number): Promise<void> {
    this.current = phase;
    this.done = 0;
    this.total = total;
    await this.writeProgress();
  }

  step(): void {
    this.done += 1;
    if (this.total < this.done) this.total = this.done;
    if (Date.now() - this.lastWrite >= PROGRESS_EVERY_MS) void this.writeProgress();
  }

  /** The last write (done or failed), still conditional on holding the job; stops the lease. */
  async finish(change: Record<string, unknown>): Promise<KeepsakeJobDocument | null> {
    clearInterval(this.timer);
    return this.enqueue({ $set: change }, true);
  }

  /** Stops renewing without a final write (the process is closing or lost the job). */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.queue.catch(() => {});
  }

  /** Marks the writer lost: the build stops at its next entry (used when the app closes). */
  abandon(): void {
    this.lost = true;
  }
}
