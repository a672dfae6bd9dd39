import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { bundleServerForTests } from './app-bundle';
import { findTestRedis } from './redis-probe';

declare module 'vitest' {
  export interface ProvidedContext {
    mongoUri: string;
  }
}

/**
 * Every test run gets a real MongoDB: MONGODB_URI when set (CI passes FerretDB there), otherwise a
 * throw-away mongodb-memory-server. Each test file then works in a database of its own. The tests
 * that need Redis get REDIS_TEST_URL or redis://127.0.0.1:6379 when it answers (server/test/redis.ts).
 * The server project's tests that start the app as a process get this run's bundle of the server
 * (app-bundle.ts), made again when watch mode reruns tests after a change.
 */
export default async function setup(project: TestProject) {
  const teardowns: (() => void | Promise<void>)[] = [];
  const redis = await findTestRedis();
  project.provide('redisUrl', redis.url);
  project.provide('redisSkipReason', redis.skipReason);
  project.provide('appProcessArgs', []);
  if (project.name === 'server') {
    const root = fileURLToPath(new URL('../..', import.meta.url));
    let bundle = await bundleServerForTests(root);
    project.provide('appProcessArgs', bundle.args);
    project.onTestsRerun(async () => {
      bundle.remove();
      bundle = await bundleServerForTests(root);
      project.provide('appProcessArgs', bundle.args);
    });
    teardowns.push(() => bundle.remove());
  }
  if (process.env.MONGODB_URI) {
    project.provide('mongoUri', process.env.MONGODB_URI);
  } else {
    const { MongoMemoryServer } = await import('mongodb-memory-server');
    const server = await MongoMemoryServer.create();
    project.provide('mongoUri', server.getUri());
    teardowns.push(() => server.stop().then(() => undefined));
  }
  return async () => {
    for (const teardown of teardowns) await teardown();
  };
}
