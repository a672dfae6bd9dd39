import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    mongoUri: string;
  }
}

/**
 * Every test run gets a real MongoDB: MONGODB_URI when set (CI passes FerretDB there), otherwise a
 * throw-away mongodb-memory-server. Each test file then works in a database of its own.
 */
export default async function setup(project: TestProject) {
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
