import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { openPage, organizerCookieOn, startAppProcesses, type AppProcess } from './app-process';
import type { TestSocket } from './harness';
import { dropRedisKeys, testRedisUrl } from './redis';

export interface TwoProcesses {
  /** The process an organizer's screen talks to. */
  readonly a: AppProcess;
  /** The other process, where guests' pages are open. */
  readonly b: AppProcess;
  /** The organizer's session cookie, signed in on A (valid on both). */
  readonly organizer: string;
  /** A page open on `process`, disconnected when the processes stop. */
  pageOn(process: AppProcess, options?: Parameters<typeof openPage>[1]): Promise<TestSocket>;
}

/**
 * Two app processes sharing the database and Redis, as behind a load balancer, started before the
 * describe's tests and stopped after them with the pages opened on them. They use this run's own
 * Redis keys (`test_<name>_…`, dropped at the end): a push from another run sharing the Redis would
 * otherwise reach these sockets and spoil the negatives. `env` is both processes' (one DATA_DIR,
 * for a job one process takes up from the other's upload). Read the answer inside tests and hooks.
 */
export function useTwoProcesses(name: string, env: Record<string, string> = {}): TwoProcesses {
  const redisUrl = testRedisUrl();
  const keyPrefix = `test_${name}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  let processes: [AppProcess, AppProcess] | undefined;
  let organizer: string | undefined;
  const pages: TestSocket[] = [];
  beforeAll(async () => {
    processes = (await startAppProcesses(2, {
      ...env,
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: keyPrefix,
    })) as [AppProcess, AppProcess];
    organizer = await organizerCookieOn(processes[0].url);
  }, 120_000);
  afterAll(async () => {
    for (const page of pages) page.disconnect();
    await Promise.all(processes?.map((process) => process.stop()) ?? []);
    await dropRedisKeys(redisUrl, keyPrefix);
  });
  const started = () => {
    if (!processes || !organizer) throw new Error('the processes are not started yet');
    return { processes, organizer };
  };
  return {
    get a() {
      return started().processes[0];
    },
    get b() {
      return started().processes[1];
    },
    get organizer() {
      return started().organizer;
    },
    async pageOn(process, options) {
      const page = await openPage(process.url, options);
      pages.push(page);
      return page;
    },
  };
}
