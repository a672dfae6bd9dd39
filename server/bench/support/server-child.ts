/**
 * The app as a bench's child process runs it (moments/ and leaderboard/server-process.ts): the
 * production configuration on loopback with the bench's overrides, the database the bench named
 * (BENCH_MONGODB_URI, BENCH_DB_NAME, BENCH_DATA_DIR), listening on a free port; and its end, on the
 * bench's 'stop' or when it fails to start.
 */
import type { AddressInfo } from 'node:net';
import mongoose from 'mongoose';
import { createServer } from '../../app';
import { loadConfig } from '../../config';
import { connectDatabase, type Database } from '../../lib/db';
import { createLogger } from '../../lib/logger';

type BenchedServer = Awaited<ReturnType<typeof createServer>>;

/** The configuration: production, quiet, on loopback, with what the bench raises or sets. */
export const benchConfig = (overrides: Record<string, string | undefined>) =>
  loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    PORT: '0',
    HOST: '127.0.0.1',
    ...overrides,
  });

export const benchLogger = () => createLogger('warn');

/** The database the bench named for this run. */
export const benchDatabase = (logger: ReturnType<typeof createLogger>, monitorCommands = false) =>
  connectDatabase({
    uri: process.env.BENCH_MONGODB_URI,
    dataDir: process.env.BENCH_DATA_DIR ?? '/nonexistent',
    dbName: process.env.BENCH_DB_NAME,
    logger,
    monitorCommands,
  });

/** Listens on a free port of 127.0.0.1; answers the port. */
export async function listenOnLoopback(server: BenchedServer): Promise<number> {
  await new Promise<void>((resolve) => server.httpServer.listen(0, '127.0.0.1', resolve));
  return (server.httpServer.address() as AddressInfo).port;
}

/** The bench's 'stop': closes the app, drops the run's database and exits. */
export async function stopAndExit(server: BenchedServer, database: Database): Promise<never> {
  await server.close();
  await mongoose.connection.db?.dropDatabase().catch(() => undefined);
  await database.close();
  process.exit(0);
}

/** Runs the process's main; a failure is told to the bench (with its stack) before exiting. */
export function runBenchChild(
  main: () => Promise<void>,
  reply: (message: { type: 'failed'; message: string }) => void,
): void {
  // The bench going away (even killed) must not leave this server running.
  process.on('disconnect', () => process.exit(0));
  main().catch((error: unknown) => {
    reply({
      type: 'failed',
      message: error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
    process.exit(1);
  });
}
