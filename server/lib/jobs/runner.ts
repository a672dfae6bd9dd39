import { randomBytes } from 'node:crypto';
import os from 'node:os';
import mongoose from 'mongoose';
import type { Logger } from '../logger';
import type { SweepTask } from '../sweeper';
import { claimJob, findClaimable } from './claim';
import { enqueueJob, freeKey } from './enqueue';
import { execute, type RunOutcome } from './execute';
import { JobLease } from './lease';
import { JobClaimModel, JobModel, type JobDocument, type JobState } from './model';
import {
  defaults,
  type Definition,
  type EnqueueOptions,
  type JobHandler,
  type JobOptions,
  type JobRunnerOptions,
  type Run,
  type StoredJob,
} from './types';

export type { RunOutcome } from './execute';
export type {
  EnqueueOptions,
  JobContext,
  JobHandler,
  JobOptions,
  JobRunnerOptions,
  StoredJob,
} from './types';

/**
 * The app's one runner of background jobs, stored in MongoDB (`jobs`), each run by one process at a
 * time under a renewed lease, retried with backoff, taken over when its process died. See
 * docs/architecture.md, "Background jobs".
 */
export class JobRunner {
  readonly owner: string;
  private readonly definitions = new Map<string, Definition>();
  private readonly logger: Logger;
  private readonly pollMs: number;
  private readonly stopWaitMs: number;
  private readonly keepFinishedMs: number;
  private timer: NodeJS.Timeout | undefined;
  private started = false;
  private stopping = false;

  constructor(options: JobRunnerOptions) {
    this.logger = options.logger;
    this.owner =
      options.owner ?? `${os.hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
    this.pollMs = options.pollMs ?? 2_000;
    this.stopWaitMs = options.stopWaitMs ?? 10_000;
    this.keepFinishedMs = options.keepFinishedMs ?? 7 * 24 * 3_600_000;
  }

  define<Payload>(
    type: string,
    handler: JobHandler<Payload>,
    options: JobOptions<Payload> = {},
  ): void {
    if (this.definitions.has(type)) throw new Error(`Two job handlers for ${type}`);
    this.definitions.set(type, {
      handler: handler as JobHandler<unknown>,
      options: defaults(options as JobOptions),
      running: new Set(),
      pumping: undefined,
      again: false,
    });
    if (this.started) this.wake(type);
  }

  /** Stores a job; this process looks for it at once (others at their next poll). */
  async enqueue<Payload>(
    type: string,
    payload: Payload,
    options: EnqueueOptions = {},
  ): Promise<{ id: string; created: boolean }> {
    const runAt = options.runAt ?? new Date();
    const { id, created } = await enqueueJob(type, payload, options.key ?? null, runAt);
    if (created) {
      const wait = runAt.getTime() - Date.now();
      if (wait <= 0) this.wake(type);
      else if (wait < this.pollMs) setTimeout(() => this.wake(type), wait).unref();
    }
    return { id, created };
  }

  /**
   * Stores a job and runs it here at once, for a caller that waits for its first run (a request
   * that answers once its work is done). The job is written already claimed by this process, so no
   * other runner starts it meanwhile; a failed run is retried like any other, by whichever process.
   * With a key held by a live job, nothing runs (`created` false).
   */
  async run<Payload>(
    type: string,
    payload: Payload,
    options: Pick<EnqueueOptions, 'key'> = {},
  ): Promise<{ id: string; created: boolean; outcome?: RunOutcome }> {
    const definition = this.definitions.get(type);
    if (!definition) throw new Error(`No job handler for ${type}`);
    if (this.stopping) return this.enqueue(type, payload, options);
    const claimedBy = { owner: this.owner, leaseMs: definition.options.leaseMs };
    const queued = await enqueueJob(type, payload, options.key ?? null, new Date(), claimedBy);
    if (!queued.job) return { id: queued.id, created: false };
    if (this.stopping) {
      // Stopped meanwhile: left queued for another process (or this one's next start).
      await this.leaseOf(queued.job, definition.options.leaseMs).finish({
        state: 'queued',
        attempts: 0,
      });
      return { id: queued.id, created: true };
    }
    return { ...queued, outcome: await this.startRun(queued.job, definition) };
  }

  /** A job as stored, or null. */
  async get(id: string): Promise<StoredJob | null> {
    if (!mongoose.isValidObjectId(id)) return null;
    const doc = await JobModel.findById(id).lean<JobDocument>();
    if (!doc) return null;
    return {
      id: doc._id.toString(),
      type: doc.type,
      key: doc.key ?? null,
      state: doc.state as JobState,
      attempts: doc.attempts ?? 0,
      runAt: doc.runAt,
      lastError: doc.lastError ?? null,
      payload: doc.payload,
    };
  }

  start(): void {
    if (this.started || this.stopping) return;
    this.started = true;
    const tick = () => {
      for (const type of this.definitions.keys()) this.wake(type);
      this.timer = setTimeout(tick, this.pollMs);
      this.timer.unref();
    };
    tick();
  }

  /**
   * No job starts after this. Running jobs are told to stop (their signal aborts) and awaited up
   * to `stopWaitMs`: one that returns in time is recorded (done, or queued again at once for
   * another process, its attempt given back); one that does not keeps its claim until the lease
   * lapses, so it never runs twice at once.
   */
  async stop(): Promise<void> {
    this.stopping = true;
    clearTimeout(this.timer);
    // A claim under way ends first, so every run is in the list below.
    await Promise.all([...this.definitions.values()].map((d) => d.pumping));
    const runs = [...this.definitions.values()].flatMap((d) => [...d.running]);
    for (const run of runs) run.controller.abort('stopping');
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, this.stopWaitMs);
      timer.unref();
    });
    await Promise.race([Promise.all(runs.map((run) => run.done)), waited]);
    clearTimeout(timer);
    // Left running: no more renewals, so another process takes them once the lease lapses.
    await Promise.all(runs.map((run) => run.lease.abandon()));
  }

  /** Resolves once no job of this runner is running (tests). */
  async idle(): Promise<void> {
    for (;;) {
      const runs = [...this.definitions.values()].flatMap((d) => [...d.running]);
      const pumps = [...this.definitions.values()].map((d) => d.pumping).filter(Boolean);
      if (runs.length === 0 && pumps.length === 0) return;
      await Promise.all([...runs.map((run) => run.done), ...pumps]);
    }
  }

  /** Removes finished jobs and old claims (FerretDB has no TTL index). */
  sweepTask(): SweepTask {
    return {
      name: 'finished jobs',
      sweep: async (now) => {
        const before = new Date(now.getTime() - this.keepFinishedMs);
        const jobs = await JobModel.deleteMany({
          state: { $in: ['done', 'failed'] },
          finishedAt: { $lt: before },
        });
        // A claim still renewed is never old, however long ago its run began.
        const claims = await JobClaimModel.deleteMany({
          createdAt: { $lt: before },
          leaseUntil: { $lt: before },
        });
        return jobs.deletedCount + claims.deletedCount;
      },
    };
  }

  private wake(type: string): void {
    const definition = this.definitions.get(type);
    if (!definition || !this.started || this.stopping) return;
    if (definition.pumping) {
      definition.again = true;
      return;
    }
    definition.pumping = this.pump(type, definition)
      .catch((error: unknown) => this.logger.warn({ err: error, type }, 'job claim failed'))
      .finally(() => {
        definition.pumping = undefined;
        if (definition.again) {
          definition.again = false;
          this.wake(type);
        }
      });
  }

  /** Claims due jobs while this type has free slots. */
  private async pump(type: string, definition: Definition): Promise<void> {
    const { concurrency, leaseMs, maxAttempts } = definition.options;
    for (;;) {
      const free = concurrency - definition.running.size;
      if (free <= 0 || this.stopping) return;
      const candidates = await findClaimable(type, new Date(), free * 2);
      let claimedAny = false;
      for (const candidate of candidates) {
        if (this.stopping || definition.running.size >= concurrency) return;
        // Its own run, found lapsed (a renewal was slow): this process runs it still.
        if ([...definition.running].some((run) => run.jobId === candidate._id.toString())) continue;
        const claimed = await claimJob(candidate, this.owner, leaseMs);
        if (!claimed) continue;
        if (this.stopping) {
          // Claimed as the runner began to stop: handed back at once, the attempt with it.
          const handBack = { state: 'queued' as const, runAt: new Date() };
          await this.leaseOf(claimed, leaseMs).finish({
            ...handBack,
            attempts: claimed.attempts - 1,
          });
          return;
        }
        claimedAny = true;
        // A run that died with its process counts: past the last attempt, the job fails here.
        if ((claimed.attempts ?? 0) > maxAttempts) {
          await this.giveUp(claimed, this.leaseOf(claimed, leaseMs), definition);
          continue;
        }
        void this.startRun(claimed, definition);
      }
      if (!claimedAny) return;
    }
  }

  private leaseOf(job: JobDocument, leaseMs: number, onLost = () => {}) {
    return new JobLease(job._id, job.generation, leaseMs, this.logger, onLost);
  }

  /** Runs a job this process holds; answers how the run ended. */
  private startRun(job: JobDocument, definition: Definition): Promise<RunOutcome> {
    const controller = new AbortController();
    const lease = this.leaseOf(job, definition.options.leaseMs, () => controller.abort('lost'));
    const run: Run = { jobId: job._id.toString(), controller, lease, done: Promise.resolve() };
    definition.running.add(run);
    const outcome = execute(job, definition, run, {
      logger: this.logger,
      failed: (failedJob, def, lastError) => this.failed(failedJob, def, lastError),
      done: (doneJob) => freeKey(doneJob),
      retryIn: (type, wait) => {
        if (wait < this.pollMs) setTimeout(() => this.wake(type), wait).unref();
      },
    }).finally(() => {
      definition.running.delete(run);
      this.wake(job.type);
    });
    run.done = outcome.then(() => undefined);
    return outcome;
  }

  private async giveUp(job: JobDocument, lease: JobLease, definition: Definition): Promise<void> {
    const lastError = job.lastError ?? 'its process stopped on every attempt';
    const failed = { state: 'failed' as const, finishedAt: new Date(), attempts: job.attempts - 1 };
    if (await lease.finish({ ...failed, lastError })) await this.failed(job, definition, lastError);
  }

  private async failed(job: JobDocument, definition: Definition, lastError: string) {
    await freeKey(job);
    await definition.options
      .onFailed?.(job.payload, lastError)
      .catch((error: unknown) =>
        this.logger.error({ err: error, jobId: job._id.toString() }, 'job onFailed failed'),
      );
  }
}
