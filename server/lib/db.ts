import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import mongoose from 'mongoose';
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
  mongoose.set('strictQuery', true);
  await mongoose.connect(uri, {
    dbName: options.dbName ?? (new URL(uri).pathname.slice(1) || 'wedding'),
    autoIndex: false,
    serverSelectionTimeoutMS: 15_000,
  });
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
  try {
    await mongoose.connection.db.admin().ping();
    return true;
  } catch {
    return false;
  }
}
