/**
 * The server under test for `npm run bench -- moments`: the real app (Express, validation, MongoDB,
 * the realtime hub) in a process of its own, so that its CPU and event-loop delay are measured
 * apart from the bench's clients. It also offers the bare broadcast the figures are compared with.
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import mongoose from 'mongoose';
import { topicRoom } from '../../../protocol/events';
import type { Moment } from '../../../protocol/moments';
import { createServer } from '../../app';
import { loadConfig } from '../../config';
import { connectDatabase } from '../../lib/db';
import { createLogger } from '../../lib/logger';
import type { BenchReply, BenchRequest } from './ipc';

const reply = (message: BenchReply) => process.send?.(message);

async function main(): Promise<void> {
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    PORT: '0',
    HOST: '127.0.0.1',
    // Nobody signs in during the bench; a given password keeps a generated one from being printed.
    ADMIN_PASSWORD: randomBytes(16).toString('hex'),
  });
  const logger = createLogger('warn');
  const database = await connectDatabase({
    uri: process.env.BENCH_MONGODB_URI,
    dataDir: process.env.BENCH_DATA_DIR ?? '/nonexistent',
    dbName: process.env.BENCH_DB_NAME,
    logger,
  });
  const server = await createServer({ config, logger });
  await new Promise<void>((resolve) => server.httpServer.listen(0, '127.0.0.1', resolve));

  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  let cpuAtStart = process.cpuUsage();
  let startedAt = performance.now();
  let seq = 0;

  process.on('message', (request: BenchRequest) => {
    switch (request.type) {
      case 'phase-start':
        delay.reset();
        cpuAtStart = process.cpuUsage();
        startedAt = performance.now();
        reply({ type: 'phase-started' });
        break;
      case 'phase-end': {
        const cpu = process.cpuUsage(cpuAtStart);
        const cpuMs = (cpu.user + cpu.system) / 1000;
        reply({
          type: 'phase-ended',
          figures: {
            cpuMs,
            cpuPercent: (cpuMs / (performance.now() - startedAt)) * 100,
            eventLoopDelayP99Ms: delay.percentile(99) / 1e6,
            eventLoopDelayMaxMs: delay.max / 1e6,
          },
        });
        break;
      }
      case 'broadcast': {
        seq += 1;
        const now = new Date().toISOString();
        // The same event, room and payload shape as a shared moment, so only the work before it differs.
        const payload: Moment = {
          id: seq.toString(16).padStart(24, '0'),
          guestName: 'Bench guest',
          content: request.content,
          momentType: 'text',
          hashtags: ['bench'],
          isPublic: true,
          likes: 0,
          createdAt: now,
          updatedAt: now,
        };
        server.io.to(topicRoom('moments')).emit('moment:created', payload);
        break;
      }
      case 'stop':
        void (async () => {
          delay.disable();
          await server.close();
          await mongoose.connection.db?.dropDatabase().catch(() => undefined);
          await database.close();
          process.exit(0);
        })();
        break;
    }
  });
  reply({ type: 'ready', port: (server.httpServer.address() as AddressInfo).port });
  // The bench going away (even killed) must not leave this server running.
  process.on('disconnect', () => process.exit(0));
}

main().catch((error: unknown) => {
  reply({
    type: 'failed',
    message: error instanceof Error ? (error.stack ?? error.message) : String(error),
  });
  process.exit(1);
});
