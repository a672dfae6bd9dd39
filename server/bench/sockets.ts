/**
 * `npm run bench -- sockets [--clients 1000,5000] [--broadcasts 40] [--rate 4] [--per-thread 1000]
 *   [--timeout 900]`
 *
 * One server process (the real app, NODE_ENV=production, started with --expose-gc) holding idle
 * Socket.IO clients subscribed to `moments`, the clients in worker threads on the same machine
 * (at most --per-thread each). For each size, in ascending order and keeping the clients already
 * connected, it:
 *  - reads the server's memory after two full collections before any client connects and again
 *    once all N are connected and subscribed: the difference divided by N is the memory a socket
 *    costs (RSS, and the JS heap plus external buffers);
 *  - emits `--broadcasts` moment-shaped events to the topic's room at `--rate` per second and times
 *    every delivery from the emit request to its arrival at each client (the fan-out).
 * It prints a summary: KB per socket at the largest size against 20 KB, and the fan-out p99 at the
 * largest size against the smallest (target ≤ 5.5× for 5000 against 1000).
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { summarize, type LatencySummary } from './moments/clients';
import type { ServerMemory } from './moments/ipc';
import { ServerProcess } from './moments/server-control';
import { ClientThreads } from './sockets/threads';
import {
  countOption,
  parseBenchArgs,
  timeoutOption,
  rateOption,
  type BenchOptions,
  type BenchOptionSpecs,
} from './support/cli';
import { benchDbName, benchRun } from './support/connect';
import { localMongoUri } from './support/local';

const OPTIONS = {
  clients: {
    flag: '--clients',
    default: [1000, 5000],
    list: true,
    min: 1,
    max: 10_000,
    whole: true,
    range: '--clients: whole numbers from 1 to 10000',
  },
  broadcasts: countOption('--broadcasts', 40, 1000, '--broadcasts: from 1 to 1000'),
  rate: rateOption(4, 100, '', Number.MIN_VALUE),
  perThread: countOption('--per-thread', 1000, 5000, '--per-thread: from 1 to 5000'),
  timeoutSeconds: timeoutOption(900),
} satisfies BenchOptionSpecs;

type Options = BenchOptions<typeof OPTIONS>;

const KB_TARGET = 20;
const FAN_OUT_TARGET = 5.5;

function parseOptions(args: string[]): Options {
  const options = parseBenchArgs(args, OPTIONS);
  options.clients = [...new Set(options.clients)].sort((a, b) => a - b);
  return options;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const wallNow = () => performance.timeOrigin + performance.now();
const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : 'n/a');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

interface SizeResult {
  clients: number;
  before: ServerMemory;
  after: ServerMemory;
  deliveries: LatencySummary;
  /** Per broadcast, when its last client got it. */
  lastClient: LatencySummary;
  lost: number;
}

/** Emits the broadcasts at a fixed rate and collects every client's arrival times. */
async function fanOut(
  server: ServerProcess,
  threads: ClientThreads,
  phase: string,
  options: Options,
): Promise<Pick<SizeResult, 'deliveries' | 'lastClient' | 'lost'>> {
  await threads.startPhase(phase, options.broadcasts);
  const sentAt = new Float64Array(options.broadcasts);
  const started = performance.now();
  for (let seq = 0; seq < options.broadcasts; seq += 1) {
    const wait = started + (seq * 1000) / options.rate - performance.now();
    if (wait > 0) await sleep(wait);
    sentAt[seq] = wallNow();
    server.send({ type: 'broadcast', content: `${phase}#${seq}` });
  }
  // Whatever has not arrived 15 s after the last emit is lost.
  const deadline = performance.now() + 15_000;
  let arrivals = await threads.arrivals();
  while (arrivals.some((part) => part.some(Number.isNaN)) && performance.now() < deadline) {
    await sleep(500);
    arrivals = await threads.arrivals();
  }
  const latencies: number[] = [];
  const last = new Float64Array(options.broadcasts);
  let lost = 0;
  for (const part of arrivals) {
    const clients = part.length / options.broadcasts;
    for (let seq = 0; seq < options.broadcasts; seq += 1)
      for (let client = 0; client < clients; client += 1) {
        const at = part[seq * clients + client];
        if (Number.isNaN(at)) lost += 1;
        else {
          latencies.push(at - sentAt[seq]);
          last[seq] = Math.max(last[seq], at - sentAt[seq]);
        }
      }
  }
  return {
    deliveries: summarize(Float64Array.from(latencies).sort()),
    lastClient: summarize(last.sort()),
    lost,
  };
}

function sizeReport(result: SizeResult): string {
  const n = result.clients;
  const per = (pick: (memory: ServerMemory) => number) =>
    kb((pick(result.after) - pick(result.before)) / n);
  const d = result.deliveries;
  return [
    `N = ${n} idle sockets (server counts ${result.after.sockets})`,
    `  server memory per socket: RSS ${per((m) => m.rss)}, heap ${per((m) => m.heapUsed)}, ` +
      `external ${per((m) => m.external)} (RSS ${kb(result.before.rss)} before, ${kb(result.after.rss)} with them` +
      `${result.after.collected ? ', after full collections' : ', no --expose-gc'})`,
    `  fan-out of one moment to all ${n}: p50 ${ms(d.p50)}, p95 ${ms(d.p95)}, p99 ${ms(d.p99)}, max ${ms(d.max)}, ` +
      `lost ${result.lost}; last client reached p50 ${ms(result.lastClient.p50)}, p99 ${ms(result.lastClient.p99)}`,
  ].join('\n');
}

function summary(results: SizeResult[]): string {
  const largest = results[results.length - 1];
  const smallest = results[0];
  // The larger of the two readings: RSS can grow less than the heap when the heap had room.
  const delta = (pick: (memory: ServerMemory) => number) =>
    (pick(largest.after) - pick(largest.before)) / largest.clients / 1024;
  const perSocketKb = Math.max(
    delta((m) => m.rss),
    delta((m) => m.heapUsed + m.external),
  );
  const lines = [
    'summary (compare ratios within this run; absolute figures are this machine’s):',
    `  memory per socket at ${largest.clients}: ${perSocketKb.toFixed(1)} KB (the larger of RSS and heap + external); target ≤ ${KB_TARGET} KB: ` +
      (perSocketKb <= KB_TARGET ? 'met' : 'NOT met'),
  ];
  if (results.length > 1) {
    const ratio = largest.deliveries.p99 / smallest.deliveries.p99;
    lines.push(
      `  fan-out p99 to ${largest.clients}: ${ms(largest.deliveries.p99)}; floor (p99 to ${smallest.clients}, same run): ` +
        `${ms(smallest.deliveries.p99)}; ratio ${ratio.toFixed(2)}×; target ≤ ${FAN_OUT_TARGET}×: ` +
        (ratio <= FAN_OUT_TARGET ? 'met' : 'NOT met'),
    );
  }
  lines.push(
    `  load average ${loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}`,
  );
  return lines.join('\n');
}

export default async function bench(args: string[]): Promise<void> {
  const options = parseOptions(args);
  const mongoUri = localMongoUri();
  const run = benchRun('sockets', options.timeoutSeconds);
  let server: ServerProcess | undefined;
  const threads = new ClientThreads();
  try {
    const env = run.env(benchDbName('sockets'), mongoUri);
    const started = await ServerProcess.start(env, ['--expose-gc']);
    server = started.server;
    run.watch(server.child);
    const url = `http://127.0.0.1:${started.port}`;
    console.log(
      `sockets bench: idle sockets ${options.clients.join(', ')} on one server process, clients in threads of ` +
        `at most ${options.perThread}; ${options.broadcasts} broadcasts at ${options.rate}/s for each size`,
    );
    // Warm the server (JIT, first handshakes) with a few sockets that then leave.
    await threads.add(url, 50, options.perThread);
    await fanOut(server, threads, 'warmup', { ...options, broadcasts: 5 });
    await threads.closeAll();
    await waitForSockets(server, 0);
    const before = await server.memory();

    const results: SizeResult[] = [];
    for (const clients of options.clients) {
      await threads.add(url, clients - threads.clients, options.perThread);
      await waitForSockets(server, clients);
      await sleep(2000); // handshakes' garbage and buffers settle
      const after = await server.memory();
      const fan = await fanOut(server, threads, `fan-${clients}`, options);
      const result = { clients, before, after, ...fan };
      results.push(result);
      console.log(`\n${sizeReport(result)}`);
    }
    console.log(`\n${summary(results)}\n\nsockets bench done.`);
  } finally {
    await threads.closeAll();
    await server?.stop();
    run.finish();
  }
}

/** Waits until the server holds exactly `count` connections (after a join or a leave). */
async function waitForSockets(server: ServerProcess, count: number): Promise<void> {
  const deadline = performance.now() + 60_000;
  for (;;) {
    const { sockets } = await server.memory();
    if (sockets === count) return;
    if (performance.now() > deadline)
      throw new Error(`the server holds ${sockets} sockets, not ${count}`);
    await sleep(250);
  }
}
