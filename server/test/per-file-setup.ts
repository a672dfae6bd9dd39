import { randomBytes } from 'node:crypto';
import mongoose from 'mongoose';
import { afterAll, beforeAll, inject } from 'vitest';
import { connectDatabase } from '../lib/db';
import { createLogger } from '../lib/logger';

const dbName = `test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;

beforeAll(async () => {
  process.env.NODE_ENV = 'test';
  await connectDatabase({ uri: inject('mongoUri'), dataDir: '/nonexistent', dbName, logger: createLogger('silent') });
});

afterAll(async () => {
  await mongoose.connection.db?.dropDatabase().catch(() => undefined);
  await mongoose.disconnect();
});
