/**
 * `npm run bench -- moments [--clients 100,1000] [--moments 100] [--rate 5] [--rounds 4]
 *   [--processes 1|2] [--timeout 600] [--profile]`
 *
 * Starts the real server in a child process (against MONGODB_URI, which must be on this machine,
 * or an embedded MongoDB), connects N Socket.IO clients over WebSocket subscribed to `moments`,
 * then, for each N and with the same clients:
 *  - shares M moments over REST at a fixed rate (open loop: a slow answer does not delay the next
 *    request) and measures, for every client and every moment, the time from sending the POST to
 *    the arrival of its `moment:created`;
 *  - emits M moment-shaped events straight to the topic's room at the same rate (no HTTP, no
 *    validation, no database) and measures the same way.
 * The two alternate in rounds, so that whatever else the machine is doing weighs on both alike.
 * It prints latency percentiles, events lost, the server's CPU and event-loop delay for both, and
 * the ratio between them.
 *
 * `--processes 2` also starts two more server processes sharing a database and a Redis (REDIS_URL,
 * default redis://127.0.0.1:6379, on this machine only), as behind a load balancer, with N more
 * clients spread over them (every other client on each) and the requests sent to the first. Its
 * rounds alternate with the one-process rounds, and it prints the deliveries to the clients on the
 * other process next to the one-process run. Everything targets 127.0.0.1; the run stops by itself.
 * The two processes reach Redis through a loopback TCP proxy: after the rounds the bench times
 * shares with Redis up, then with the proxy stopped (Redis away), against the 2 s promise.
 *
 * Every table is followed by the promise a guest is given: a moment on every wall within a second
 * (the p99 from POST to each client, with the bare broadcast as its floor). Then, on the one
 * process, each of up to 20 moments is liked once, 5 a second, and every like is timed from its
 * POST to its new count on each of up to 100 pages, against the promise of 2 s.
 *
 * `--profile` runs V8's sampling profiler in the server during the phases (not while clients
 * connect) and prints, for moments and bare broadcasts apart, the top 10 functions and packages by
 * self time: where the server CPU a moment costs over a bare broadcast goes.
 */
import { ALL_CLIENTS, measure, type ClientGroup } from './moments/measure';
import { measureInsertFloor } from './moments/insert-floor';
import { LIKE_PROMISE_MS, measureLikes } from './moments/likes';
import { crossProcessLine, profileReport, report } from './moments/report';
import { REDIS_OUTAGE_ANSWER_PROMISE_MS, measureRedisOutage } from './moments/redis-outage';
import { ServerProcess } from './moments/server-control';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy';
import {
  countOption,
  parseBenchArgs,
  timeoutOption,
  rateOption,
  type BenchOptionSpecs,
} from './support/cli';
import { benchDbName, benchRun } from './support/connect';
import { localMongoUri, ms } from './support/local';
import { clearRedis, localRedisUrl } from './support/redis';

const OPTIONS = {
  clients: {
    flag: '--clients',
    default: [100, 1000],
    list: true,
    min: 1,
    max: 5000,
    whole: true,
    range: '--clients: whole numbers from 1 to 5000',
  },
  moments: countOption('--moments', 100, 10_000),
  rate: rateOption(5, 500, 'moments', Number.MIN_VALUE),
  rounds: countOption('--rounds', 4, 10_000),
  processes: countOption('--processes', 1, 2, '--processes: 1 or 2'),
  timeoutSeconds: timeoutOption(600),
  profile: { flag: '--profile', switch: true },
} satisfies BenchOptionSpecs;

function parseOptions(args: string[]) {
  const options = parseBenchArgs(args, OPTIONS);
  if (options.rounds > options.moments)
    throw new Error('--rounds: from 1 to the number of moments');
  return options;
}

const benchName = () => benchDbName('moments');

/** Half the clients (even indexes) on the process the requests go to, half on the other. */
const SPREAD_GROUPS: ClientGroup[] = [
  { name: 'same process', includes: (client) => client % 2 === 0 },
  { name: 'other process', includes: (client) => client % 2 === 1 },
];

export default async function bench(args: string[]): Promise<void> {
  const options = parseOptions(args);
  const mongoUri = localMongoUri();
  const redisUrl = options.processes === 2 ? localRedisUrl() : undefined;
  const redisPrefix = benchName();
  // The two processes reach Redis through this proxy, so that the bench can take Redis away.
  let redisProxy: TcpProxy | undefined;
  if (redisUrl) {
    const target = new URL(redisUrl);
    redisProxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
  }
  const sharedRedisUrl = redisProxy ? `redis://127.0.0.1:${redisProxy.port}` : undefined;
  const run = benchRun('moments', options.timeoutSeconds);
  const envFor = (dbName: string, shared: boolean): NodeJS.ProcessEnv =>
    run.env(dbName, mongoUri, {
      ...(options.profile ? { BENCH_PROFILE: '1' } : {}),
      ...(shared && sharedRedisUrl
        ? { BENCH_REDIS_URL: sharedRedisUrl, BENCH_REDIS_PREFIX: redisPrefix }
        : {}),
    });

  const started: ServerProcess[] = [];
  const startServer = async (env: NodeJS.ProcessEnv) => {
    const { server, port } = await ServerProcess.start(env);
    started.push(server);
    run.watch(server.child);
    return { process: server, url: `http://127.0.0.1:${port}` };
  };

  try {
    const single = [await startServer(envFor(benchName(), false))];
    const sharedDb = benchName();
    // One after the other: the first start seeds the shared database.
    const spread = [];
    if (options.processes === 2) {
      spread.push(await startServer(envFor(sharedDb, true)));
      spread.push(await startServer(envFor(sharedDb, true)));
    }
    console.log(
      `moments bench: ${options.moments} moments and ${options.moments} bare broadcasts at ${options.rate}/s, ` +
        `in ${options.rounds} alternating rounds; clients ${options.clients.join(', ')}; ` +
        `database ${mongoUri ? 'MONGODB_URI' : 'embedded MongoDB'}` +
        (redisUrl ? `; two processes sharing the Redis at ${redisUrl}` : ''),
    );

    const comparisons: string[] = [];
    for (const clientCount of options.clients) {
      const configurations = [{ servers: single, groups: ALL_CLIENTS }];
      if (spread.length) configurations.push({ servers: spread, groups: SPREAD_GROUPS });
      const [one, two] = await measure({
        configurations,
        clientCount,
        moments: options.moments,
        rate: options.rate,
        rounds: options.rounds,
      });
      console.log(`\n${report(`N = ${clientCount} clients, one process`, one)}`);
      if (mongoUri) {
        const floor = await measureInsertFloor(mongoUri, benchName(), {
          count: Math.min(options.moments, 50),
          rate: options.rate,
        });
        const bare = [...one.bare.groups.values()][0].latency;
        console.log(
          `database floor (bare driver, one moment-shaped insert at a time, ${floor.count} inserts): ` +
            `p50 ${ms(floor.p50)}, p99 ${ms(floor.p99)}; bare broadcast + one insert: ` +
            `p50 ${ms(bare.p50 + floor.p50)} = ${((bare.p50 + floor.p50) / bare.p50).toFixed(2)}× the bare broadcast, ` +
            `p99 ${ms(bare.p99 + floor.p99)} = ${((bare.p99 + floor.p99) / bare.p99).toFixed(2)}× (target for moments: 1.15×)`,
        );
      }
      if (options.profile) console.log(`\n${profileReport(one)}`);
      if (!two) continue;
      console.log(
        `\n${report(`N = ${clientCount} clients over two processes, requests to the first`, two)}`,
      );
      const other = two.moments.groups.get('other process');
      const alone = one.moments.groups.get('');
      if (other && alone)
        comparisons.push(crossProcessLine(clientCount, alone.latency, other.latency));
    }
    if (comparisons.length) {
      console.log('\nmoments to the clients on the other process, against one process:');
      for (const line of comparisons) console.log(line);
    }
    const likePages = Math.min(100, Math.max(...options.clients));
    const likeCount = Math.min(options.moments, 20);
    const likes = await measureLikes(single[0]!.url, likePages, likeCount, options.rate);
    console.log(
      `\na like on every page within ${LIKE_PROMISE_MS} ms (${likeCount} likes, ${likePages} pages): ` +
        `p50 ${ms(likes.latency.p50)}, p99 ${ms(likes.latency.p99)}, max ${ms(likes.latency.max)}, ` +
        `lost ${likes.lost} (${likes.lost === 0 && likes.latency.p99 <= LIKE_PROMISE_MS ? 'met' : 'NOT met'} at p99)`,
    );
    if (redisProxy && spread[0]) {
      const count = Math.min(options.moments, 20);
      const { up, away } = await measureRedisOutage(redisProxy, spread[0].url, count);
      const met = away.max <= REDIS_OUTAGE_ANSWER_PROMISE_MS ? 'met' : 'NOT met';
      console.log(
        `\nshares answered while Redis is away (${count}, one after the other, two processes): ` +
          `p50 ${ms(away.p50)}, p99 ${ms(away.p99)}, max ${ms(away.max)} ` +
          `(promise: every one within ${REDIS_OUTAGE_ANSWER_PROMISE_MS} ms, ${met}); ` +
          `floor, the same shares with Redis up: p50 ${ms(up.p50)}, p99 ${ms(up.p99)}, max ${ms(up.max)}`,
      );
    }
    console.log('\nmoments bench done.');
  } finally {
    await Promise.all(started.map((server) => server.stop()));
    await redisProxy?.stop();
    if (redisUrl) await clearRedis(redisUrl, redisPrefix).catch(() => undefined);
    run.finish();
  }
}
