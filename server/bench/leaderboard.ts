/**
 * `npm run bench -- leaderboard [--viewers 1000] [--players 500] [--games 1] [--seconds 10] [--timeout 600]
 *   [--viewer-threads N] [--profile-db] [--no-floor]`
 *
 * Starts the real server in a child process (against MONGODB_URI, which must be on this machine,
 * or an embedded MongoDB), connects V Socket.IO viewers subscribed to `leaderboard`, then has P
 * players (phones, each with its own device id, over HTTP) complete G trivia games each within S
 * seconds, open loop: game n starts at n × S / (P × G) whatever the others are doing (a phone plays
 * its own games one after another). A game is the page's calls: generate a set, answer each
 * question; the server checks the answers and scores the set on the last one. It prints:
 *  - p50/p95/p99/max from each score being accepted (the last answer's reply, which the server
 *    sends once the session is scored and the player's row recomputed) to each viewer holding the
 *    player's new total, over every (viewer, score);
 *  - pushes per viewer per second (mean over the run, and the most in any one second);
 *  - the server's CPU and event-loop delay during the run;
 *  - final ranks that differ from the database: each viewer ranks every player from what the
 *    pushes told it and is compared with the database's order (and rows with their sessions).
 * Target: p99 < 250 ms with at most 5 pushes a second per viewer.
 *
 * In the same run it takes two floors (leaderboard/floor.ts) and prints a summary against them:
 * the database floor (the phase's database commands replayed with the bare driver against a copy
 * of the database taken when the phase started; the time to absorb the games must be ≤ 1.3× it;
 * needs MONGODB_URI; `--no-floor` skips it) and a bare Socket.IO broadcast of a leaderboard push
 * to the same viewers (the score → viewer p99 must be ≤ the coalescing window + its p99). The child process answers a few
 * bench-only IPC messages (start and end of the measured phase, the database's standings, stop);
 * scores only ever enter through the games' endpoints.
 */
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { summarize } from './moments/clients';
import { maxPerSecond, report } from './leaderboard/report';
import { BenchPhone, type PlayedGame } from './leaderboard/players';
import { LeaderboardServer } from './leaderboard/server-control';
import { bareBroadcasts, databaseFloor, floorSummary, snapshotForFloor } from './leaderboard/floor';
import { ViewerPool } from './leaderboard/viewer-pool';
import { LEADERBOARD_PUSH_WINDOW_MS } from '../../protocol/leaderboard';
import type { FloorResult } from './support/db-floor';
import { clock } from './leaderboard/viewers';
import { countOption, parseBenchArgs, timeoutOption, type BenchOptionSpecs } from './support/cli';
import { benchDbName, benchRun } from './support/connect';
import { localMongoUri, ms, seeded, sleep } from './support/local';

const OPTIONS = {
  viewers: countOption('--viewers', 1000, 5000),
  players: countOption('--players', 500, 5000),
  games: countOption('--games', 1, 20, '--games: games per player, 1 to 20'),
  seconds: countOption('--seconds', 10, 600),
  timeoutSeconds: timeoutOption(600),
  /** Threads the viewers are spread over (each phone decodes its own pushes). */
  viewerThreads: countOption('--viewer-threads', Math.min(4, availableParallelism()), 16),
  /** Print where the server's database time went (every command, grouped by what it filters on). */
  profileDb: { flag: '--profile-db', switch: true },
  noFloor: { flag: '--no-floor', switch: true },
} satisfies BenchOptionSpecs;

/** Which player plays the n-th game: every player once per game round, in a shuffled order. */
function plan(options: { games: number; players: number }): number[] {
  const random = seeded(42);
  const order: number[] = [];
  for (let game = 0; game < options.games; game += 1) {
    order.push(...Array.from({ length: options.players }, (_, i) => i).sort(() => random() - 0.5));
  }
  return order;
}

export default async function bench(args: string[]): Promise<void> {
  const options = parseBenchArgs(args, OPTIONS);
  const mongoUri = localMongoUri();
  const run = benchRun('leaderboard', options.timeoutSeconds);
  const dbName = benchDbName('leaderboard');
  const floorFile =
    !options.noFloor && mongoUri ? path.join(run.dataDir, 'commands.ejson') : undefined;
  const env = run.env(dbName, mongoUri, {
    ...(floorFile ? { BENCH_FLOOR_FILE: floorFile } : {}),
    BENCH_GAMES_PER_PLAYER: String(options.games),
    ...(options.profileDb ? { BENCH_PROFILE_DB: '1' } : {}),
  });
  let server: LeaderboardServer | undefined;
  try {
    const started = await LeaderboardServer.start(env);
    server = started.server;
    run.watch(server.child);
    const url = `http://127.0.0.1:${started.port}`;
    const random = seeded(7);
    const phones = Array.from(
      { length: options.players },
      (_, i) => new BenchPhone(url, `Player ${i + 1}`, random),
    );
    // Every phone saves its player first, as the page does before its first game.
    const playerIds: string[] = [];
    for (let start = 0; start < phones.length; start += 50) {
      const ids = await Promise.all(
        phones.slice(start, start + 50).map((phone) => phone.savePlayer()),
      );
      playerIds.push(...ids);
    }
    const viewers = await ViewerPool.start(url, playerIds, options.viewers, options.viewerThreads);
    const order = plan(options);
    console.log(
      `leaderboard bench: ${options.viewers} viewers, ${options.players} players × ${options.games} trivia game(s) ` +
        `= ${order.length} scores within ${options.seconds} s (open loop, over HTTP); database ${mongoUri ? 'MONGODB_URI' : 'embedded MongoDB'}`,
    );

    const played: (PlayedGame & { player: number; total: number; startedAt: number })[] = [];
    const failures: string[] = [];
    const totals = new Array<number>(options.players).fill(0);
    const phoneBusy = phones.map(() => Promise.resolve());
    let finished = 0;

    const floorDb = floorFile && mongoUri ? await snapshotForFloor(mongoUri, dbName) : undefined;
    await server.ask({ type: 'phase-start' }, 'phase-started');
    const startedAt = clock();
    const gameOffsets: number[] = [];
    const interval = (options.seconds * 1000) / order.length;
    for (let seq = 0; seq < order.length; seq += 1) {
      const wait = startedAt + seq * interval - clock();
      if (wait > 0) await sleep(wait);
      const player = order[seq]!;
      const scheduledAt = clock();
      gameOffsets[seq] = scheduledAt - startedAt;
      // A phone plays one game at a time; the next game of that phone waits for the last one.
      phoneBusy[player] = phoneBusy[player]!.then(async () => {
        try {
          const game = await phones[player]!.playTrivia(seq);
          totals[player]! += game.score;
          played.push({ ...game, player, total: totals[player]!, startedAt: scheduledAt });
        } catch (error) {
          failures.push(error instanceof Error ? error.message : String(error));
        } finally {
          finished += 1;
        }
      });
    }
    const lastStartedAt = clock();
    // Until every game is scored and every viewer holds every player's total, or 60 s after that.
    const allHeld = async () =>
      played.length + failures.length === order.length && (await viewers.allHold(totals));
    while (finished < order.length && clock() < lastStartedAt + options.timeoutSeconds * 1000)
      await sleep(250);
    const deadline = clock() + 60_000;
    while (clock() < deadline && !(await allHeld())) await sleep(250);
    const { figures, recorded } = await server.ask({ type: 'phase-end' }, 'phase-ended');
    const endedAt = clock();
    await sleep(1000);
    if (failures.length)
      console.log(
        `\n${failures.length} games failed (left out of the figures); the first: ${failures[0]}`,
      );
    if (!played.length) throw new Error('no game was scored');

    const acceptedAt = (game: PlayedGame) => server!.acceptedAt.get(game.sessionId) ?? Number.NaN;
    const { latencies, neverHeld } = await viewers.latencies(
      played.map((game) => ({
        player: game.player,
        total: game.total,
        acceptedAt: acceptedAt(game),
      })),
    );
    const latency = summarize(latencies.sort());
    const pushLog = await viewers.pushes();
    const acceptance = summarize(
      Float64Array.from(played.map((game) => acceptedAt(game) - game.sentAt)).sort(),
    );
    const wholeGame = summarize(
      Float64Array.from(played.map((game) => game.repliedAt - game.startedAt)).sort(),
    );
    const lastAccepted = Math.max(...played.map(acceptedAt));
    const delivery = summarize(Float64Array.from(pushLog.deliveries).sort());
    console.log(
      `\nlast answer sent → accepted (answers checked, session scored, row recomputed): p50 ${ms(acceptance.p50)}, ` +
        `p95 ${ms(acceptance.p95)}, p99 ${ms(acceptance.p99)}\n` +
        `whole game (scheduled start → reply to the last answer; generate + every answer): p50 ${ms(wholeGame.p50)}, p99 ${ms(wholeGame.p99)}; ` +
        `last game accepted ${((lastAccepted - startedAt) / 1000).toFixed(1)} s after the first started; ` +
        `points scored: ${played.reduce((sum, game) => sum + game.score, 0)}`,
    );
    console.log(
      `push built on the server → viewer holds it (the delivery part of the wait, 1 ms clock): p50 ${ms(delivery.p50)}, ` +
        `p95 ${ms(delivery.p95)}, p99 ${ms(delivery.p99)}, max ${ms(delivery.max)}`,
    );

    const { standings } = await server.ask({ type: 'standings' }, 'standings');
    const databaseOrder = standings.map((standing) => standing.id);
    const { rankMismatches, totalMismatches } = await viewers.check(databaseOrder, standings);
    const rowsOff = standings.filter(
      (standing) => standing.totalScore !== standing.sessionsTotal,
    ).length;

    const runSeconds = (endedAt - startedAt) / 1000;
    const pushes = pushLog.counts;
    const meanPushes = pushes.reduce((a, b) => a + b, 0) / pushes.length;
    const activeSeconds = pushLog.firstViewerPushes.length
      ? (pushLog.firstViewerPushes.at(-1)! - startedAt) / 1000
      : runSeconds;
    report(
      options.viewers,
      played.length,
      latency,
      neverHeld,
      figures,
      {
        perSecond: meanPushes / activeSeconds,
        most: maxPerSecond(pushLog.firstViewerPushes),
        total: meanPushes,
      },
      { rankMismatches, totalMismatches, rowsOff, players: standings.length },
    );

    const bare = await bareBroadcasts(server, viewers, playerIds[0]!);
    console.log(
      `\nbare broadcast of a leaderboard push → viewer holds it (20 pushes to the same viewers): p50 ${ms(bare.latency.p50)}, ` +
        `p99 ${ms(bare.latency.p99)}, max ${ms(bare.latency.max)}; never held: ${bare.neverHeld}`,
    );
    await viewers.close();
    let floor: FloorResult | undefined;
    if (floorFile && floorDb && mongoUri && recorded !== undefined) {
      floor = await databaseFloor({
        mongoUri,
        floorDb,
        file: floorFile,
        appStartedAt: startedAt,
        gameOffsets,
      });
    }
    console.log(
      floorSummary({
        absorbMs: lastAccepted - startedAt,
        floor,
        scoreP99: latency.p99,
        bareP99: bare.latency.p99,
        windowMs: LEADERBOARD_PUSH_WINDOW_MS,
      }),
    );
  } finally {
    await server?.stop();
    run.finish();
  }
}
