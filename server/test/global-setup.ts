import type { TestProject } from 'vitest/node';
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
 */
export default async function setup(project: TestProject) {
  const redis = await findTestRedis();
  project.provide('redisUrl', redis.url);
  project.provide('redisSkipReason', redis.skipReason);
  if (process.env.MONGODB_URI) {
    project.provide('mongoUri', process.env.MONGODB_URI);
    return;
  }
  const { MongoMemoryServer } = await import('mongodb-memory-server');
  const server = await MongoMemoryServer.create();
  project.provide('mongoUri', server.getUri());
  return async () => {
    await server.stop();
  };
}
