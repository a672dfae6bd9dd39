import { createLogger } from '../logger';
import { JobRunner, type JobRunnerOptions } from './runner';

const logger = createLogger('silent');
const made: JobRunner[] = [];
let serial = 0;

/** A runner standing for one process; tests stop every one they made (see stopAll). */
export function runnerFor(owner: string, options: Partial<JobRunnerOptions> = {}): JobRunner {
  const runner = new JobRunner({ logger, owner, pollMs: 50, stopWaitMs: 5_000, ...options });
  made.push(runner);
  return runner;
}

export async function stopAll(): Promise<void> {
  await Promise.all(made.splice(0).map((runner) => runner.stop()));
}

/** A job type no other test defines (runners of earlier tests may still be polling). */
export const freshType = (name: string) => `${name}-${(serial += 1)}`;

/** Resolves once `check` holds, asking every 20 ms (the positive event a test waits for). */
export async function until(what: string, check: () => boolean | Promise<boolean>, ms = 20_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${what}: not within ${ms} ms`);
}

/** A promise the test resolves by hand. */
export function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}
