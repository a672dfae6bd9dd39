import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { startIsolatedApp, type IsolatedApp } from '../../test/built-app';

export const projectRoot = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * A MongoDB for a bench: MONGODB_URI when set, otherwise an embedded mongodb-memory-server. Where the
 * embedded one cannot be downloaded, says how to point the bench at a running server and exits.
 */
export async function benchMongo(): Promise<{ uri: string; stop(): Promise<void> }> {
  if (process.env.MONGODB_URI) return { uri: process.env.MONGODB_URI, stop: async () => {} };
  try {
    const { MongoMemoryServer } = await import('mongodb-memory-server');
    const server = await MongoMemoryServer.create();
    return { uri: server.getUri(), stop: async () => void (await server.stop()) };
  } catch (error) {
    console.error(
      `No MongoDB for the bench: MONGODB_URI is not set and the embedded MongoDB could not start ` +
        `(${error instanceof Error ? error.message.split('\n')[0] : String(error)}).\n` +
        'Set MONGODB_URI to a running MongoDB or FerretDB, e.g. ' +
        'MONGODB_URI=mongodb://127.0.0.1:27017/ npm run bench -- web (docs/deployment.md: "Without the embedded MongoDB").',
    );
    process.exit(1);
  }
}

/**
 * Starts the app in a process of its own, on a database of its own (dropped on stop unless
 * `keepDatabase`). `args` is what node runs: the built server by default, or e.g.
 * ['--import', 'tsx', 'server/start.ts'] as npm start runs it.
 */
export function startBenchApp(
  mongoUri: string,
  options: {
    args?: string[];
    pollMs?: number;
    dbName?: string;
    keepDatabase?: boolean;
    /** Added to the app's environment (e.g. an ADMIN_PASSWORD the bench signs in with). */
    env?: Record<string, string>;
  } = {},
): Promise<IsolatedApp> {
  return startIsolatedApp({
    root: projectRoot,
    mongoUri,
    dbPrefix: 'bench',
    ...options,
    env: { ADMIN_PASSWORD: randomBytes(12).toString('hex'), ...options.env },
  });
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The run count from a bench's first argument, with a default and a clear error. */
export function runsArg(args: string[], fallback: number): number {
  if (args[0] === undefined) return fallback;
  const runs = Number(args[0]);
  if (!Number.isInteger(runs) || runs < 1) {
    console.error(`The number of runs must be a positive integer, not '${args[0]}'.`);
    process.exit(2);
  }
  return runs;
}
