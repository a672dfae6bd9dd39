/**
 * The leaderboard bench's floors, taken in the same run as the app's figures:
 *  - the database floor: the commands the app sent while absorbing the games, replayed with the
 *    bare driver against a copy of the app's database (support/db-floor.ts);
 *  - a bare Socket.IO broadcast of a leaderboard push to the same viewers (no game, no database,
 *    no coalescing), timed as the scores are: from the emit to each viewer holding the new total.
 */
import { MongoClient } from 'mongodb';
import { summarize } from '../moments/clients';
import { copyDatabase, replayCommands, type FloorResult } from '../support/db-floor';
import { ms, sleep } from '../support/local';
import type { LeaderboardServer } from './server-control';
import type { ViewerPool } from './viewer-pool';

/** A copy of the app's database as the measured phase starts, for the replay. */
export async function snapshotForFloor(mongoUri: string, appDb: string): Promise<string> {
  const floorDb = `${appDb}_floor`;
  const client = await MongoClient.connect(mongoUri);
  try {
    await client.db(floorDb).dropDatabase();
    await copyDatabase(client, appDb, floorDb);
  } finally {
    await client.close();
  }
  return floorDb;
}

export async function databaseFloor(options: {
  mongoUri: string;
  floorDb: string;
  file: string;
  appStartedAt: number;
  /** Per game (the order's index): its scheduled start, in ms after the app's phase started. */
  gameOffsets: number[];
}): Promise<FloorResult> {
  const client = await MongoClient.connect(options.mongoUri);
  try {
    return await replayCommands(
      client,
      options.floorDb,
      options.file,
      options.appStartedAt,
      (game) => options.gameOffsets[game] ?? 0,
    );
  } finally {
    await client
      .db(options.floorDb)
      .dropDatabase()
      .catch(() => undefined);
    await client.close();
  }
}

/** `count` bare broadcasts, 250 ms apart, each raising the first player's total: p50/p99 to every viewer. */
export async function bareBroadcasts(
  server: LeaderboardServer,
  viewers: ViewerPool,
  playerId: string,
  count = 20,
) {
  const games = [];
  for (let k = 0; k < count; k += 1) {
    const total = 1_000_000 + k;
    const { at } = await server.ask({ type: 'bare-broadcast', playerId, total }, 'bare-sent');
    games.push({ player: 0, total, acceptedAt: at });
    await sleep(250);
  }
  await sleep(2000);
  const { latencies, neverHeld } = await viewers.latencies(games);
  return { latency: summarize(latencies.sort()), neverHeld };
}

/** The summary block: each figure, its floor, the ratio or difference, the target, met or not. */
export function floorSummary(figures: {
  absorbMs: number;
  floor?: FloorResult;
  scoreP99: number;
  bareP99: number;
  windowMs: number;
}): string {
  const { absorbMs, floor, scoreP99, bareP99, windowMs } = figures;
  const lines = ['', 'summary (compare within this run; absolute figures are this machine’s):'];
  if (floor) {
    const ratio = absorbMs / floor.ms;
    lines.push(
      `  time to absorb the games (first scheduled → last accepted): ${ms(absorbMs)}; database floor ` +
        `(${floor.commands} commands replayed by the bare driver, ${floor.ofGames} of them tied to their game, ` +
        `at most ${floor.atOnce} at once as in the app, ` +
        `${floor.failed} refused as in the app): ${ms(floor.ms)}; ` +
        `ratio ${ratio.toFixed(2)}×; target ≤ 1.3×: ${ratio <= 1.3 ? 'met' : 'NOT met'}`,
    );
  } else lines.push('  database floor: not measured (it needs MONGODB_URI)');
  const ceiling = windowMs + bareP99;
  lines.push(
    `  score accepted → viewer p99: ${ms(scoreP99)}; floor: coalescing window ${windowMs} ms + bare broadcast p99 ` +
      `${ms(bareP99)} = ${ms(ceiling)}; target ≤ floor: ${scoreP99 <= ceiling ? 'met' : 'NOT met'}`,
  );
  return lines.join('\n');
}
