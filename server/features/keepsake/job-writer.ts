import type { Types, UpdateQuery } from 'mongoose';
import type { KeepsakeJob } from '../../../protocol/keepsake';
import type { Logger } from '../../lib/logger';
import type { RealtimeHub } from '../../lib/realtime/hub';
import type { BuildProgress } from './build';
import { KeepsakeJobModel, type KeepsakeJobDocument } from './model';
import { presentJob } from './present';

type KeepsakePhase = KeepsakeJob['phase'];

/** At most one progress write (and push) this often, plus one at every phase change. */
export const PROGRESS_EVERY_MS = 250;

/**
 * The one writer of a running build's document, for one holder: the progress (throttled) and the
 * final state. The lease is the job runner's (server/lib/jobs); this writer stops when the run's
 * signal says the job was taken over or the process is stopping. Writes go one after another
 * because FerretDB writes an update back as a whole document, and every write is conditional on
 * the build still being this holder's (`restarts`): one that matches nothing means another
 * process restarted it, and the build stops at its next entry.
 */
export class JobWriter implements BuildProgress {
  private lostHere = false;
  private current: KeepsakePhase = 'collecting';
  private done = 0;
  private total = 0;
  private lastWrite = 0;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly jobId: Types.ObjectId,
    private readonly holder: number,
    /** How long `leaseUntil` is set ahead at each write (what older versions read as the lease). */
    private readonly leaseMs: number,
    private readonly hub: RealtimeHub,
    private readonly logger: Logger,
    private readonly signal: AbortSignal,
  ) {}

  get lost(): boolean {
    return this.lostHere || this.signal.aborted;
  }

  get filter() {
    return { _id: this.jobId, state: 'running', restarts: this.holder };
  }

  /** Serialised conditional write; answers the stored job (and publishes it) or null when lost. */
  private enqueue(change: UpdateQuery<KeepsakeJobDocument>, final = false) {
    const run = async (): Promise<KeepsakeJobDocument | null> => {
      // A final write is still made when the process is stopping (the build did finish).
      if (this.lostHere || (!final && this.signal.aborted)) return null;
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
          this.lostHere = true;
          return null;
        }
        this.hub.publish('keepsake', 'keepsake:progress', presentJob(doc));
        return doc;
      } catch (error) {
        // The database is away: the next write tries again.
        this.logger.warn({ err: error }, 'keepsake job write failed');
        if (final) throw error;
        return null;
      }
    };
    const next = this.queue.then(run, run);
    this.queue = next.catch(() => {});
    return next;
  }

  private writeProgress() {
    this.lastWrite = Date.now();
    return this.enqueue({ $set: { phase: this.current, done: this.done, total: this.total } });
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

  /** The last write (done or failed), still conditional on holding the build. */
  finish(change: Record<string, unknown>): Promise<KeepsakeJobDocument | null> {
    return this.enqueue({ $set: change }, true);
  }

  /** Waits for the writes under way. */
  async settled(): Promise<void> {
    await this.queue;
  }
}
