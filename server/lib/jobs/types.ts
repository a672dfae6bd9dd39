import os from 'node:os';
import type { Logger } from '../logger';
import type { JobLease } from './lease';
import type { JobState } from './model';

export interface JobOptions<Payload = unknown> {
  /** Jobs of this type running at once in this process (default: one per core). */
  concurrency?: number;
  /** Runs before the job is marked failed, its last error kept (default 5). */
  maxAttempts?: number;
  /** The wait before the second run; doubled for each later one (default 1 s). */
  backoffMs?: number;
  /** The longest wait between two runs (default 10 min). */
  maxBackoffMs?: number;
  /** How long a claim holds without a renewal (renewed every third of it; default 30 s). */
  leaseMs?: number;
  /** A run longer than this is aborted and counts as failed (default: none). */
  timeoutMs?: number;
  /**
   * Told once when the job fails for good (its last run failed, or its process died on every
   * attempt), so the feature can mark what it was building as failed.
   */
  onFailed?: (payload: Payload, lastError: string) => Promise<void>;
}

export interface JobContext {
  id: string;
  /** 1 for the first run. */
  attempt: number;
  /**
   * Aborted when the run must stop: another process took the job over (`lost`), the runner is
   * stopping (`stopping`) or the run took longer than `timeoutMs` (`timeout`).
   */
  signal: AbortSignal;
}

export type JobHandler<Payload> = (payload: Payload, context: JobContext) => Promise<void>;

export interface EnqueueOptions {
  /** One queued or running job per key and type: a second enqueue answers the first. */
  key?: string;
  /** Not before (default: now). */
  runAt?: Date;
}

export interface StoredJob {
  id: string;
  type: string;
  key: string | null;
  state: JobState;
  attempts: number;
  runAt: Date;
  lastError: string | null;
  payload: unknown;
}

export interface JobRunnerOptions {
  logger: Logger;
  /** Names this process in the claims it holds (default: host, pid and a random part). */
  owner?: string;
  /** How often the database is asked for jobs due or left by other processes (default 2 s). */
  pollMs?: number;
  /** How long stop() waits for running jobs before leaving them to their lease (default 10 s). */
  stopWaitMs?: number;
  /** Finished jobs (and old claims) are swept after this long (default 7 days). */
  keepFinishedMs?: number;
}

export type Definition = {
  handler: JobHandler<unknown>;
  options: Required<Omit<JobOptions, 'timeoutMs' | 'onFailed'>> &
    Pick<JobOptions, 'timeoutMs' | 'onFailed'>;
  running: Set<Run>;
  pumping: Promise<void> | undefined;
  again: boolean;
};

export type Run = {
  jobId: string;
  controller: AbortController;
  done: Promise<void>;
  lease: JobLease;
};

export const defaults = (options: JobOptions) => ({
  concurrency: options.concurrency ?? os.availableParallelism(),
  maxAttempts: options.maxAttempts ?? 5,
  backoffMs: options.backoffMs ?? 1_000,
  maxBackoffMs: options.maxBackoffMs ?? 600_000,
  leaseMs: options.leaseMs ?? 30_000,
  timeoutMs: options.timeoutMs,
  onFailed: options.onFailed,
});

export const messageOf = (error: unknown) =>
  error instanceof Error ? error.message : String(error ?? 'unknown error');

/** The wait before run `attempt + 1`: backoff doubled per run, capped. */
export const backoffBefore = (attempt: number, base: number, max: number) =>
  Math.min(max, base * 2 ** Math.max(0, attempt - 1));
