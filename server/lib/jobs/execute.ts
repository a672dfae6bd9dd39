import type { Logger } from '../logger';
import type { JobDocument } from './model';
import { backoffBefore, messageOf, type Definition, type Run } from './types';

/** How one run ended: recorded done, queued again later, failed for good, lost to another
 * process, or handed back because this process is stopping. */
export type RunOutcome = 'done' | 'retry' | 'failed' | 'lost' | 'stopped';

export interface RunHooks {
  logger: Logger;
  /** The job failed for good (recorded): free its key, tell the feature. */
  failed(job: JobDocument, definition: Definition, lastError: string): Promise<void>;
  /** The job is queued again, due in `waitMs`. */
  retryIn(type: string, waitMs: number): void;
  /** The job is done (recorded): free its key. */
  done(job: JobDocument): Promise<void>;
}

/** Runs a claimed job's handler once and records how it went, while the claim is still held. */
export async function execute(
  job: JobDocument,
  definition: Definition,
  run: Run,
  hooks: RunHooks,
): Promise<RunOutcome> {
  const { handler, options } = definition;
  const { logger } = hooks;
  const context = { id: job._id.toString(), attempt: job.attempts, signal: run.controller.signal };
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
    logger.warn({ jobId: context.id, type: job.type }, 'job taken over by another process');
    await run.lease.abandon();
    return 'lost';
  }
  if (ok && reason !== 'timeout') {
    if (await run.lease.finish({ state: 'done', finishedAt: new Date(), lastError: null }))
      await hooks.done(job);
    return 'done';
  }
  if (reason === 'stopping') {
    // Not its fault: queued again at once for another process, the attempt given back.
    await run.lease.finish({ state: 'queued', runAt: new Date(), attempts: job.attempts - 1 });
    return 'stopped';
  }
  const lastError =
    reason === 'timeout' ? `timed out after ${options.timeoutMs} ms` : messageOf(failure);
  if (job.attempts >= options.maxAttempts) {
    logger.error({ jobId: context.id, type: job.type, lastError }, 'job failed for good');
    if (await run.lease.finish({ state: 'failed', finishedAt: new Date(), lastError }))
      await hooks.failed(job, definition, lastError);
    return 'failed';
  }
  const wait = backoffBefore(job.attempts, options.backoffMs, options.maxBackoffMs);
  logger.warn({ jobId: context.id, type: job.type, lastError, wait }, 'job retried later');
  await run.lease.finish({ state: 'queued', runAt: new Date(Date.now() + wait), lastError });
  hooks.retryIn(job.type, wait);
  return 'retry';
}
