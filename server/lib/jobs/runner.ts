import { randomBytes } from 'node:crypto';
import os from 'node:os';
import mongoose from 'mongoose';
import type { Logger } from '../logger';
import type { SweepTask } from '../sweeper';
import { claimJob, findClaimable } from './claim';
import { enqueueJob, freeKey } from './enqueue';
import { JobLease } from './lease';
import { JobClaimModel, JobModel, type JobDocument, type JobState } from './model';
import {
  backoffBefore,
  defaults,
  messageOf,
  type Definition,
  type EnqueueOptions,
  type JobHandler,
  type JobOptions,
  type JobRunnerOptions,
  type Run,
  type StoredJob,
} from './types';

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
    const queued = await enqueueJob(type, payload, options.key ?? null, runAt);
    if (queued.created) {
      const wait = runAt.getTime() - Date.now();
      if (wait <= 0) this.wake(type);
      else if (wait < this.pollMs) setTimeout(() => this.wake(type), wait).unref();
    }
    return queued;
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
    await Promise.all([...this.definitions.values()].map((d) => d.pumping));
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
        const claims = await JobClaimModel.deleteMany({ createdAt: { $lt: before } });
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
        const claimed = await claimJob(candidate, this.owner, leaseMs);
        if (!claimed) continue;
        claimedAny = true;
        const lease = new JobLease(claimed._id, claimed.generation, leaseMs, this.logger, () =>
          run.controller.abort('lost'),
        );
        const run: Run = { controller: new AbortController(), lease, done: Promise.resolve() };
        // A run that died with its process counts: past the last attempt, the job fails here.
        if ((claimed.attempts ?? 0) > maxAttempts) {
          await this.giveUp(claimed, lease, definition);
          continue;
        }
        definition.running.add(run);
        run.done = this.execute(claimed, definition, run).finally(() => {
          definition.running.delete(run);
          this.wake(type);
        });
      }
      if (!claimedAny) return;
    }
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

  private async execute(job: JobDocument, definition: Definition, run: Run): Promise<void> {
    const { handler, options } = definition;
    const context = {
      id: job._id.toString(),
      attempt: job.attempts,
      signal: run.controller.signal,
    };
    let timer: NodeJS.Timeout | undefined;
    if (options.timeoutMs)
      timer = setTimeout(() => run.controller.abort('timeout'), options.timeoutMs);
    let failure: unknown;
    let ok = false;
    try {
      await handler(job.payload, context);
      ok = true;
    } catch (error) {
      failure = error;
    } finally {
      clearTimeout(timer);
    }
    const reason: unknown = run.controller.signal.reason;
    if (reason === 'lost') {
      this.logger.warn({ jobId: context.id, type: job.type }, 'job taken over by another process');
      return run.lease.abandon();
    }
    if (ok && reason !== 'timeout') {
      if (await run.lease.finish({ state: 'done', finishedAt: new Date(), lastError: null }))
        await freeKey(job);
      return;
    }
    if (reason === 'stopping') {
      // Not its fault: queued again at once for another process, the attempt given back.
      await run.lease.finish({ state: 'queued', runAt: new Date(), attempts: job.attempts - 1 });
      return;
    }
    const lastError =
      reason === 'timeout' ? `timed out after ${options.timeoutMs} ms` : messageOf(failure);
    if (job.attempts >= options.maxAttempts) {
      this.logger.error({ jobId: context.id, type: job.type, lastError }, 'job failed for good');
      if (await run.lease.finish({ state: 'failed', finishedAt: new Date(), lastError }))
        await this.failed(job, definition, lastError);
      return;
    }
    const wait = backoffBefore(job.attempts, options.backoffMs, options.maxBackoffMs);
    this.logger.warn({ jobId: context.id, type: job.type, lastError, wait }, 'job retried later');
    await run.lease.finish({ state: 'queued', runAt: new Date(Date.now() + wait), lastError });
    if (wait < this.pollMs) setTimeout(() => this.wake(job.type), wait).unref();
  }
}
