/**
 * The server under test for `npm run bench -- leaderboard`: the real app (Express, MongoDB, the
 * realtime hub, the leaderboard feature with its coalesced pushes) in a process of its own. The
 * games' scoring endpoints are not on this branch, so scores come over this bench-only IPC channel:
 * the session is written and 'game.scored' emitted in the app, as the games feature does after its
 * own write. Nothing here is reachable over HTTP.
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { createHistogram, performance } from 'node:perf_hooks';
import mongoose from 'mongoose';
import { compareEntries } from '../../../protocol/leaderboard';
import { createServer } from '../../app';
import { loadConfig } from '../../config';
import { GameSessionModel } from '../../features/games/model';
import { GameLeaderboardModel } from '../../features/leaderboard/model';
import { connectDatabase } from '../../lib/db';
import { createLogger } from '../../lib/logger';
import type { BenchReply, BenchRequest, DatabaseStanding } from './ipc';

const reply = (message: BenchReply) => process.send?.(message);

/** FerretDB on SQLite answers 'database is locked' under a burst of writes: try again, as a client would. */
async function withRetries<T>(write: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await write();
    } catch (error) {
      if (attempt >= 5 || !/database is locked|SQLITE_BUSY/.test(String(error))) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
    }
  }
}
const now = () => performance.timeOrigin + performance.now();

async function standings(): Promise<DatabaseStanding[]> {
  const [rows, sessions] = await Promise.all([
    GameLeaderboardModel.find({ hidden: { $ne: true } }).lean(),
    GameSessionModel.find({}, { playerId: 1, score: 1 }).lean(),
  ]);
  const sums = new Map<string, number>();
  for (const session of sessions) {
    const id = session.playerId.toString();
    sums.set(id, (sums.get(id) ?? 0) + session.score);
  }
  return rows
    .map((row) => ({
      id: row.playerId.toString(),
      playerName: row.playerName,
      nameTag: null,
      totalScore: row.totalScore ?? 0,
      gamesCompleted: row.gamesCompleted ?? 0,
      lastPlayedAt: row.lastPlayedAt.toISOString(),
    }))
    .sort(compareEntries('totalScore'))
    .map((entry) => ({ id: entry.id, totalScore: entry.totalScore, sessionsTotal: sums.get(entry.id) ?? 0 }));
}

async function main(): Promise<void> {
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    PORT: '0',
    HOST: '127.0.0.1',
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

  // Event-loop delay, sampled every 10 ms during the measured phase: how late each tick ran.
  const tickMs = 10;
  let delay = createHistogram();
  let phase: { cpu: NodeJS.CpuUsage; startedAt: number } | undefined;
  let lastTick = performance.now();
  setInterval(() => {
    const at = performance.now();
    const lateUs = Math.max(1, Math.round((at - lastTick - tickMs) * 1000));
    lastTick = at;
    if (phase) delay.record(lateUs);
  }, tickMs).unref();

  process.on('message', (request: BenchRequest) => {
    switch (request.type) {
      case 'phase-start':
        delay = createHistogram();
        phase = { cpu: process.cpuUsage(), startedAt: performance.now() };
        lastTick = performance.now();
        reply({ type: 'phase-started' });
        break;
      case 'phase-end': {
        const cpu = phase ? process.cpuUsage(phase.cpu) : { user: 0, system: 0 };
        const wall = phase ? performance.now() - phase.startedAt : 0;
        phase = undefined;
        reply({
          type: 'phase-ended',
          figures: {
            cpuPercent: wall ? ((cpu.user + cpu.system) / 1000 / wall) * 100 : 0,
            eventLoopDelayP50Ms: delay.count ? delay.percentile(50) / 1000 : 0,
            eventLoopDelayP99Ms: delay.count ? delay.percentile(99) / 1000 : 0,
            eventLoopDelayMaxMs: delay.count ? delay.max / 1000 : 0,
          },
        });
        break;
      }
      case 'score':
        void (async () => {
          try {
            const at = new Date();
            const session = await withRetries(() => GameSessionModel.create({
              gameType: 'trivia',
              playerId: new mongoose.Types.ObjectId(request.playerId),
              playerName: request.playerName,
              score: request.points,
              completed: true,
              completedAt: at,
              scoredAt: at,
            }));
            await server.events.emit('game.scored', {
              playerId: request.playerId,
              sessionId: String(session._id),
              gameType: 'trivia',
            });
            reply({ type: 'scored', seq: request.seq, acceptedAt: now() });
          } catch (error) {
            reply({ type: 'score-failed', seq: request.seq, message: String(error) });
          }
        })();
        break;
      case 'standings':
        void standings().then((list) => reply({ type: 'standings', standings: list }));
        break;
      case 'stop':
        void (async () => {
          await server.close();
          await mongoose.connection.db?.dropDatabase().catch(() => undefined);
          await database.close();
          process.exit(0);
        })();
        break;
    }
  });
  reply({ type: 'ready', port: (server.httpServer.address() as AddressInfo).port });
  process.on('disconnect', () => process.exit(0));
}

main().catch((error: unknown) => {
  reply({ type: 'failed', message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  process.exit(1);
});
