import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import mongoose from 'mongoose';
import { failWritesOnClosedConnections } from './db-closed-socket-write';
import type { Logger } from './logger';

export interface Database {
  uri: string;
  close(): Promise<void>;
}

/**
 * Connects mongoose to MONGODB_URI, or to an embedded MongoDB whose files live in DATA_DIR/db
 * so that `npm start` works on a fresh machine and keeps its data across restarts.
 */
export async function connectDatabase(options: {
  uri?: string;
  dataDir: string;
  dbName?: string;
  logger: Logger;
  /** Emit the driver's command events (benches profile the database with them). */
  monitorCommands?: boolean;
}): Promise<Database> {
  let uri = options.uri;
  let stopEmbedded: (() => Promise<unknown>) | undefined;
  if (!uri) {
    const dbPath = path.join(options.dataDir, 'db');
    await mkdir(dbPath, { recursive: true });
    options.logger.info({ dbPath }, 'MONGODB_URI is not set: starting the embedded MongoDB');
    const { MongoMemoryServer } = await import('mongodb-memory-server');
    const embedded = await MongoMemoryServer.create({
      instance: { dbPath, storageEngine: 'wiredTiger', launchTimeout: 60_000 },
    }).catch((error: unknown) => {
      throw new Error(
        `The embedded MongoDB could not start (${error instanceof Error ? error.message : String(error)}).\n` +
          'It is downloaded once, on first use; where that is impossible, run any MongoDB (or a ' +
          'compatible server such as FerretDB) and set MONGODB_URI, e.g. MONGODB_URI=mongodb://127.0.0.1:27017/wedding',
        { cause: error },
      );
    });
    uri = embedded.getUri();
    stopEmbedded = () => embedded.stop({ doCleanup: false });
  }
  if (!failWritesOnClosedConnections()) {
    options.logger.warn(
      'the MongoDB driver changed: a write on a connection the database just closed may hang (see lib/db-closed-socket-write.ts)',
    );
  }
  mongoose.set('strictQuery', true);
  // While the database is unreachable, a request waits at most this long before it is answered
  // 503 (see lib/http/errors.ts), instead of hanging or being stored later without anyone knowing.
  mongoose.set('bufferTimeoutMS', UNAVAILABLE_AFTER_MS);
  await connectWithRetry(
    uri,
    options.dbName ?? (new URL(uri).pathname.slice(1) || 'wedding'),
    options.logger,
    options.monitorCommands ?? false,
  );
  await ensureIndexes();
  options.logger.info({ db: mongoose.connection.name }, 'database connected');
  return {
    uri,
    async close() {
      await mongoose.disconnect();
      await stopEmbedded?.();
    },
  };
}

/** How long an operation waits for an unreachable database before it fails. */
export const UNAVAILABLE_AFTER_MS = 3_000;
/** How long the first connection keeps trying: a database started alongside the app may be slower. */
const FIRST_CONNECTION_WITHIN_MS = 30_000;

async function connectWithRetry(
  uri: string,
  dbName: string,
  logger: Logger,
  monitorCommands: boolean,
): Promise<void> {
  const deadline = Date.now() + FIRST_CONNECTION_WITHIN_MS;
  for (;;) {
    try {
      await mongoose.connect(uri, {
        dbName,
        autoIndex: false,
        monitorCommands,
        serverSelectionTimeoutMS: UNAVAILABLE_AFTER_MS,
        // A database that comes back is noticed within two seconds; the driver reconnects by itself.
        heartbeatFrequencyMS: 2_000,
      });
      return;
    } catch (error) {
      if (Date.now() >= deadline) throw error;
      logger.warn({ err: error }, 'database not reachable yet; trying again');
      await mongoose.disconnect().catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  }
}

/** Creates every model's indexes (unique emails, invite codes, table numbers...) before serving. */
export async function ensureIndexes(): Promise<void> {
  for (const name of mongoose.modelNames()) {
    const model = mongoose.model(name);
    await model.createCollection().catch((error: { codeName?: string }) => {
      if (error.codeName !== 'NamespaceExists') throw error;
    });
    await model.createIndexes();
  }
}

export async function databaseIsUp(): Promise<boolean> {
  if (mongoose.connection.readyState !== 1 || !mongoose.connection.db) return false;
  const db = mongoose.connection.db;
  try {
    // A connection that has just dropped can still read as open: the ping decides, quickly.
    await Promise.race([
      db.admin().ping(),
      new Promise((_, reject) => setTimeout(() => reject(new Error('ping timed out')), 2_000).unref()),
    ]);
    return true;
  } catch {
    return false;
  }
}
