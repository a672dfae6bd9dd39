/**
 * `npm run bench -- leaderboard [--viewers 1000] [--players 500] [--games 1] [--seconds 10] [--timeout 600]`
 *
 * Starts the real server in a child process (against MONGODB_URI, which must be on this machine,
 * or an embedded MongoDB), connects V Socket.IO viewers subscribed to `leaderboard`, then has P
 * players complete G games each within S seconds, open loop (each score is sent on its schedule
 * whatever the previous ones are doing). Scores enter as the games feature enters them (session
 * written, then 'game.scored' emitted in the server) through a bench-only IPC channel, because the
 * games' scoring endpoints are not on this branch. It prints:
 *  - p50/p95/p99/max from each score being accepted (the player's row written) to each viewer
 *    holding the player's new total, over every (viewer, score);
 *  - pushes per viewer per second (mean over the run, and the most in any one second);
 *  - the server's CPU and event-loop delay during the run;
 *  - final ranks that differ from the database: each viewer ranks every player from what the
 *    pushes told it and is compared with the database's order (and rows with their sessions).
 * Target: p99 < 250 ms with at most 5 pushes a second per viewer.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { summarize } from './moments/clients';
import type { ServerFigures } from './leaderboard/ipc';
import { LeaderboardServer } from './leaderboard/server-control';
import { ViewerStates, clock, connectViewers } from './leaderboard/viewers';

interface Options {
  viewers: number;
  players: number;
  games: number;
  seconds: number;
  timeoutSeconds: number;
}

const USAGE = 'use --viewers 1000 --players 500 --games 1 --seconds 10 --timeout 600';

function parseOptions(args: string[]): Options {
  const options: Options = { viewers: 1000, players: 500, games: 1, seconds: 10, timeoutSeconds: 600 };
  for (let i = 0; i < args.length; i += 2) {
    const [name, value = ''] = [args[i], args[i + 1]];
    const number = Number(value);
    if (name === '--viewers') options.viewers = number;
    else if (name === '--players') options.players = number;
    else if (name === '--games') options.games = number;
    else if (name === '--seconds') options.seconds = number;
    else if (name === '--timeout') options.timeoutSeconds = number;
    else throw new Error(`unknown option ${name}; ${USAGE}`);
  }
  const valid = (n: number, max: number) => Number.isInteger(n) && n > 0 && n <= max;
  if (!valid(options.viewers, 5000)) throw new Error('--viewers: a whole number from 1 to 5000');
  if (!valid(options.players, 5000)) throw new Error('--players: a whole number from 1 to 5000');
  if (!valid(options.games, 20)) throw new Error('--games: games per player, 1 to 20');
  if (!valid(options.seconds, 600)) throw new Error('--seconds: 1 to 600');
  if (!valid(options.timeoutSeconds, 3600)) throw new Error('--timeout: seconds, up to 3600');
  return options;
}

/** The bench must only ever load this machine: a remote database is refused. */
function localMongoUri(): string | undefined {
  const uri = process.env.MONGODB_URI;
  if (!uri) return undefined;
  const hosts = /^mongodb:\/\/(?:[^@/]*@)?([^/?]+)/.exec(uri)?.[1];
  const local = hosts?.split(',').every((host) => /^(127\.0\.0\.1|localhost|\[::1\])(:\d+)?$/.test(host));
  if (!local) throw new Error(`MONGODB_URI must point to this machine (127.0.0.1) for the bench, not ${uri}`);
  return uri;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : 'n/a');

/** A fixed plan: who scores when, and how many points (the same every run). */
function plan(options: Options) {
  const playerIds = Array.from({ length: options.players }, () => randomBytes(12).toString('hex'));
  let seed = 42;
  const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
  const totals = new Array<number>(options.players).fill(0);
  const scores: { player: number; points: number; total: number }[] = [];
  for (let game = 0; game < options.games; game += 1) {
    const order = playerIds.map((_, i) => i).sort(() => random() - 0.5);
    for (const player of order) {
      const points = 10 * (1 + Math.floor(random() * 10));
      totals[player]! += points;
      scores.push({ player, points, total: totals[player]! });
    }
  }
  return { playerIds, scores };
}

/** The most pushes that arrived within any one second. */
function maxPerSecond(times: number[]): number {
  let most = 0;
  let start = 0;
  for (let end = 0; end < times.length; end += 1) {
    while (times[end]! - times[start]! >= 1000) start += 1;
    most = Math.max(most, end - start + 1);
  }
  return most;
}

export default async function bench(args: string[]): Promise<void> {
  const options = parseOptions(args);
  const mongoUri = localMongoUri();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'leaderboard-bench-'));
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    BENCH_DB_NAME: `bench_leaderboard_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`,
    BENCH_DATA_DIR: dataDir,
    ...(mongoUri ? { BENCH_MONGODB_URI: mongoUri } : {}),
  };
  let server: LeaderboardServer | undefined;
  const watchdog = setTimeout(() => {
    console.error(`leaderboard bench: stopped after ${options.timeoutSeconds} s`);
    server?.child.kill('SIGKILL');
    process.exit(1);
  }, options.timeoutSeconds * 1000);
  watchdog.unref();

  try {
    const started = await LeaderboardServer.start(env);
    server = started.server;
    const { playerIds, scores } = plan(options);
    const states = new ViewerStates(playerIds, options.viewers, scores);
    const viewers = await connectViewers(`http://127.0.0.1:${started.port}`, states);
    console.log(
      `leaderboard bench: ${options.viewers} viewers, ${options.players} players × ${options.games} game(s) ` +
        `= ${scores.length} scores within ${options.seconds} s (open loop); database ${mongoUri ? 'MONGODB_URI' : 'embedded MongoDB'}`,
    );

    const acceptedAt = new Float64Array(scores.length).fill(Number.NaN);
    const sentAt = new Float64Array(scores.length).fill(Number.NaN);
    const failures: string[] = [];
    server.onScore = (reply) => {
      if (reply.type === 'scored') acceptedAt[reply.seq] = reply.acceptedAt;
      else failures.push(reply.message);
    };

    await server.ask({ type: 'phase-start' }, 'phase-started');
    const startedAt = clock();
    const interval = (options.seconds * 1000) / scores.length;
    for (let seq = 0; seq < scores.length; seq += 1) {
      const wait = startedAt + seq * interval - clock();
      if (wait > 0) await sleep(wait);
      const score = scores[seq]!;
      sentAt[seq] = clock();
      server.send({
        type: 'score',
        seq,
        playerId: playerIds[score.player]!,
        playerName: `Player ${score.player + 1}`,
        points: score.points,
      });
    }
    // Until every viewer holds every score's total, or 60 s after the last score.
    const deadline = clock() + 60_000;
    const allHeld = () => states.heldAt.every((at) => !Number.isNaN(at));
    while (clock() < deadline && !(acceptedAt.every((at) => !Number.isNaN(at)) && allHeld())) await sleep(100);
    const { figures } = await server.ask({ type: 'phase-end' }, 'phase-ended');
    const endedAt = clock();
    await sleep(1000);
    if (failures.length) throw new Error(`${failures.length} scores failed: ${failures[0]}`);

    const latencies: number[] = [];
    let neverHeld = 0;
    for (let viewer = 0; viewer < options.viewers; viewer += 1) {
      for (let seq = 0; seq < scores.length; seq += 1) {
        const held = states.heldAt[viewer * scores.length + seq]!;
        if (Number.isNaN(held) || Number.isNaN(acceptedAt[seq]!)) neverHeld += 1;
        // A later score of the same player may have landed first: that viewer held the total at once.
        else latencies.push(Math.max(0, held - acceptedAt[seq]!));
      }
    }
    const latency = summarize(Float64Array.from(latencies).sort());
    const acceptance = summarize(
      Float64Array.from(acceptedAt.map((at, seq) => at - sentAt[seq]!).filter((v) => !Number.isNaN(v))).sort(),
    );
    const lastAccepted = Math.max(...acceptedAt.filter((at) => !Number.isNaN(at)));
    console.log(
      `\nscore sent → accepted (session written, row recomputed): p50 ${ms(acceptance.p50)}, p95 ${ms(acceptance.p95)}, ` +
        `p99 ${ms(acceptance.p99)}; last score accepted ${((lastAccepted - startedAt) / 1000).toFixed(1)} s after the first was sent`,
    );

    const { standings } = await server.ask({ type: 'standings' }, 'standings');
    const databaseOrder = standings.map((standing) => standing.id);
    let rankMismatches = 0;
    let totalMismatches = 0;
    for (let viewer = 0; viewer < options.viewers; viewer += 1) {
      const ranking = states.ranking(viewer);
      for (let i = 0; i < Math.max(ranking.length, databaseOrder.length); i += 1)
        if (ranking[i] !== databaseOrder[i]) rankMismatches += 1;
      for (const standing of standings)
        if (states.totalOf(viewer, standing.id) !== standing.totalScore) totalMismatches += 1;
    }
    const rowsOff = standings.filter((standing) => standing.totalScore !== standing.sessionsTotal).length;

    const runSeconds = (endedAt - startedAt) / 1000;
    const pushes = Array.from(states.pushCounts);
    const meanPushes = pushes.reduce((a, b) => a + b, 0) / pushes.length;
    const activeSeconds = states.firstViewerPushes.length
      ? (states.firstViewerPushes.at(-1)! - startedAt) / 1000
      : runSeconds;
    report(options, scores.length, latency, neverHeld, figures, {
      perSecond: meanPushes / activeSeconds,
      most: maxPerSecond(states.firstViewerPushes),
      total: meanPushes,
    }, { rankMismatches, totalMismatches, rowsOff, players: standings.length });
    viewers.close();
  } finally {
    clearTimeout(watchdog);
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function report(
  options: Options,
  scoreCount: number,
  latency: ReturnType<typeof summarize>,
  neverHeld: number,
  figures: ServerFigures,
  pushes: { perSecond: number; most: number; total: number },
  check: { rankMismatches: number; totalMismatches: number; rowsOff: number; players: number },
): void {
  console.log(
    [
      '',
      `score accepted → viewer holds the new total (${options.viewers} viewers × ${scoreCount} scores):`,
      `  p50 ${ms(latency.p50)}, p95 ${ms(latency.p95)}, p99 ${ms(latency.p99)}, max ${ms(latency.max)}; never held: ${neverHeld}`,
      `pushes per viewer: ${pushes.total.toFixed(0)} in all, ${pushes.perSecond.toFixed(2)}/s on average, at most ${pushes.most} in any one second`,
      `server: CPU ${figures.cpuPercent.toFixed(0)} % of one core; event-loop delay p50 ${ms(figures.eventLoopDelayP50Ms)}, p99 ${ms(figures.eventLoopDelayP99Ms)}, max ${ms(figures.eventLoopDelayMaxMs)}`,
      `final ranks that differ from the database: ${check.rankMismatches} (over ${options.viewers} viewers × ${check.players} players); ` +
        `totals that differ: ${check.totalMismatches}; rows that differ from their sessions: ${check.rowsOff}`,
      `target: p99 < 250 ms and at most 5 pushes a second per viewer → ${
        latency.p99 < 250 && pushes.most <= 5 && check.rankMismatches === 0 ? 'met' : 'NOT met'
      }; load average ${loadavg()
        .map((load) => load.toFixed(2))
        .join(' ')}`,
    ].join('\n'),
  );
}
