/**
 * The server under test for `npm run bench -- leaderboard`: the real app (Express, MongoDB, the
 * games with their scoring, the realtime hub, the leaderboard feature with its coalesced pushes) in
 * a process of its own, so that its CPU and event loop are measured alone. Players reach it over
 * HTTP like phones; the IPC channel only starts and ends the measured phase, reads the database's
 * standings and stops it.
 */
import { randomBytes } from 'node:crypto';
import { createHistogram, performance } from 'node:perf_hooks';
import mongoose from 'mongoose';
import { TRIVIA_SET_SIZE } from '../../../protocol/game-content';
import { compareEntries } from '../../../protocol/leaderboard';
import { createServer } from '../../app';
import { storedSessionScores } from '../../features/games/seed';
import { storedLeaderboardRows } from '../../features/leaderboard/seed';
import { topicRoom } from '../../../protocol/events';
import type { LeaderboardResponse, LeaderboardUpdate } from '../../../protocol/leaderboard';
import { recordCommands, tagRequestsWithGame } from '../support/db-floor';
import { profileCommands, type MonitoredClient } from '../support/db-profile';
import * as child from '../support/server-child';
import type { BenchReply, BenchRequest, DatabaseStanding } from './ipc';

const reply = (message: BenchReply) => process.send?.(message);

async function standings(): Promise<DatabaseStanding[]> {
  const [rows, sessions] = await Promise.all([
    storedLeaderboardRows({ hidden: { $ne: true } }),
    storedSessionScores(),
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
    .map((entry) => ({
      id: entry.id,
      totalScore: entry.totalScore,
      sessionsTotal: sums.get(entry.id) ?? 0,
    }));
}

async function main(): Promise<void> {
  const config = child.benchConfig({
    ADMIN_PASSWORD: randomBytes(16).toString('hex'),
    // Each phone keeps a guest's own allowance (one player, then a generate and an answer per
    // question for each of its games); the room's, the identities' and the projector's ceilings
    // are raised by benchConfig: 500 new phones scoring within 10 s is the load measured.
    // generate-trivia is in the AI bucket, whose per-address allowance is its own.
    AI_LIMIT_PER_IP: '1000000',
    WRITE_LIMIT_PER_DEVICE: String(
      Math.max(20, 1 + (TRIVIA_SET_SIZE + 1) * Number(process.env.BENCH_GAMES_PER_PLAYER ?? 1)),
    ),
  });
  const logger = child.benchLogger();
  const database = await child.benchDatabase(
    logger,
    Boolean(process.env.BENCH_PROFILE_DB || process.env.BENCH_FLOOR_FILE),
  );
  const client = mongoose.connection.getClient() as unknown as MonitoredClient;
  const profile = process.env.BENCH_PROFILE_DB ? profileCommands(client) : undefined;
  // The database floor: the phase's commands, each with the game that sent it, for the replay.
  const floorFile = process.env.BENCH_FLOOR_FILE;
  const recorder = floorFile ? recordCommands(client) : undefined;
  const server = await createServer({ config, logger });
  if (recorder) tagRequestsWithGame(server.httpServer);
  const port = await child.listenOnLoopback(server);

  /**
   * A bare broadcast: the board as it stands, with one player's total set to `total`, emitted
   * straight to the topic's room (no game, no database, no coalescing), the shape and size of a
   * real push. Answers when it was emitted.
   */
  let board: LeaderboardResponse | undefined;
  const bareBroadcast = async (playerId: string, total: number) => {
    board ??= (await (
      await fetch(`http://127.0.0.1:${port}/api/games/leaderboard`)
    ).json()) as LeaderboardResponse;
    const entry = board.leaderboard.find((row) => row.id === playerId) ?? board.leaderboard[0]!;
    const update: LeaderboardUpdate = {
      ...board,
      changed: [{ ...entry, id: playerId, totalScore: total, rank: 1 }],
      changedTruncated: false,
      removed: [],
      reset: false,
      at: new Date().toISOString(),
    };
    const at = performance.timeOrigin + performance.now();
    server.io.to(topicRoom('leaderboard')).emit('leaderboard:updated', update);
    return at;
  };

  // A score is accepted once 'game.scored' is handled (the leaderboard recomputed the row and
  // queued its push): the instant the bench measures each viewer's wait from.
  const emit = server.events.emit.bind(server.events);
  server.events.emit = async (name, event) => {
    await emit(name, event);
    if (name === 'game.scored') {
      reply({
        type: 'accepted',
        sessionId: (event as { sessionId: string }).sessionId,
        at: performance.timeOrigin + performance.now(),
      });
    }
  };

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
        profile?.take();
        recorder?.start();
        phase = { cpu: process.cpuUsage(), startedAt: performance.now() };
        lastTick = performance.now();
        reply({ type: 'phase-started' });
        break;
      case 'phase-end': {
        const cpu = phase ? process.cpuUsage(phase.cpu) : { user: 0, system: 0 };
        const wall = phase ? performance.now() - phase.startedAt : 0;
        phase = undefined;
        const recorded = recorder && floorFile ? recorder.save(floorFile) : undefined;
        reply({
          type: 'phase-ended',
          recorded,
          figures: {
            cpuPercent: wall ? ((cpu.user + cpu.system) / 1000 / wall) * 100 : 0,
            eventLoopDelayP50Ms: delay.count ? delay.percentile(50) / 1000 : 0,
            eventLoopDelayP99Ms: delay.count ? delay.percentile(99) / 1000 : 0,
            eventLoopDelayMaxMs: delay.count ? delay.max / 1000 : 0,
            commands: profile?.take(),
          },
        });
        break;
      }
      case 'bare-broadcast':
        void bareBroadcast(request.playerId, request.total).then((at) =>
          reply({ type: 'bare-sent', at }),
        );
        break;
      case 'standings':
        void standings().then((list) => reply({ type: 'standings', standings: list }));
        break;
      case 'stop':
        void child.stopAndExit(server, database);
        break;
    }
  });
  reply({ type: 'ready', port });
}

child.runBenchChild(main, reply);
