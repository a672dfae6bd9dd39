/**
 * `npm run bench -- moments [--clients 100,1000] [--moments 100] [--rate 5] [--rounds 4] [--timeout 600]`
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
 * the ratio between them. Everything targets 127.0.0.1, and the run stops by itself.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { DEVICE_HEADER } from '../../protocol/http';
import {
  DeliveryRecorder,
  connectClients,
  summarize,
  type LatencySummary,
} from './moments/clients';
import type { PhaseKind, ServerFigures } from './moments/ipc';
import { ServerProcess } from './moments/server-control';

interface Options {
  clients: number[];
  moments: number;
  rate: number;
  rounds: number;
  timeoutSeconds: number;
}

const USAGE = 'use --clients 100,1000 --moments 100 --rate 5 --rounds 4 --timeout 600';

function parseOptions(args: string[]): Options {
  const options: Options = {
    clients: [100, 1000],
    moments: 100,
    rate: 5,
    rounds: 4,
    timeoutSeconds: 600,
  };
  for (let i = 0; i < args.length; i += 2) {
    const [name, value = ''] = [args[i], args[i + 1]];
    const number = Number(value);
    if (name === '--clients') options.clients = value.split(',').map(Number);
    else if (name === '--moments') options.moments = number;
    else if (name === '--rate') options.rate = number;
    else if (name === '--rounds') options.rounds = number;
    else if (name === '--timeout') options.timeoutSeconds = number;
    else throw new Error(`unknown option ${name}; ${USAGE}`);
  }
  const valid = (n: number, max: number) => Number.isInteger(n) && n > 0 && n <= max;
  if (!options.clients.every((n) => valid(n, 5000)))
    throw new Error('--clients: whole numbers from 1 to 5000');
  if (!valid(options.moments, 10_000)) throw new Error('--moments: a whole number from 1 to 10000');
  if (!(options.rate > 0 && options.rate <= 500))
    throw new Error('--rate: moments per second, up to 500');
  if (!valid(options.rounds, options.moments))
    throw new Error('--rounds: from 1 to the number of moments');
  if (!valid(options.timeoutSeconds, 3600)) throw new Error('--timeout: seconds, up to 3600');
  return options;
}

/** The bench must only ever load this machine: a remote database is refused. */
function localMongoUri(): string | undefined {
  const uri = process.env.MONGODB_URI;
  if (!uri) return undefined;
  const hosts = /^mongodb:\/\/(?:[^@/]*@)?([^/?]+)/.exec(uri)?.[1];
  const local = hosts
    ?.split(',')
    .every((host) => /^(127\.0\.0\.1|localhost|\[::1\])(:\d+)?$/.test(host));
  if (!local)
    throw new Error(`MONGODB_URI must point to this machine (127.0.0.1) for the bench, not ${uri}`);
  return uri;
}

/** What one kind of phase measured, over all its rounds. */
class KindResult {
  private readonly samples: Float64Array[] = [];
  delivered = 0;
  expected = 0;
  clientsCpuMs = 0;
  wallMs = 0;
  server?: ServerFigures;

  add(recorder: DeliveryRecorder, clientsCpuMs: number, wallMs: number): void {
    this.samples.push(recorder.latencies());
    this.delivered += recorder.delivered;
    this.expected += recorder.expected;
    this.clientsCpuMs += clientsCpuMs;
    this.wallMs += wallMs;
  }

  get latency(): LatencySummary {
    const all = new Float64Array(this.samples.reduce((n, part) => n + part.length, 0));
    let offset = 0;
    for (const part of this.samples) {
      all.set(part, offset);
      offset += part.length;
    }
    return summarize(all.sort());
  }

  /** CPU of this process (the N clients), as a percentage of one core: near 100 %, the clients lag. */
  get clientsCpuPercent(): number {
    return this.wallMs ? (this.clientsCpuMs / this.wallMs) * 100 : 0;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends `count` triggers at `rate` per second on a fixed schedule, then waits for the deliveries. */
async function runPhase(
  server: ServerProcess,
  kind: PhaseKind | undefined,
  recorder: DeliveryRecorder,
  count: number,
  rate: number,
  trigger: (seq: number) => void,
  result?: KindResult,
): Promise<void> {
  if (kind) await server.ask({ type: 'phase-start', kind });
  const started = performance.now();
  const cpuAtStart = process.cpuUsage();
  const interval = 1000 / rate;
  for (let seq = 0; seq < count; seq += 1) {
    const wait = started + seq * interval - performance.now();
    if (wait > 0) await sleep(wait);
    recorder.markSent(seq);
    trigger(seq);
  }
  // Whatever has not arrived 10 s after the last request is lost.
  const deadline = performance.now() + 10_000;
  while (recorder.delivered < recorder.expected && performance.now() < deadline) await sleep(20);
  const wallMs = performance.now() - started;
  const cpu = process.cpuUsage(cpuAtStart);
  if (kind) await server.ask({ type: 'phase-end' });
  result?.add(recorder, (cpu.user + cpu.system) / 1000, wallMs);
}

const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : 'n/a');

function report(
  clients: number,
  moments: KindResult,
  bare: KindResult,
  answers: LatencySummary,
): string {
  const columns = [
    'p50',
    'p95',
    'p99',
    'max',
    'lost',
    'server CPU',
    'server ELD p99',
    'ELD max',
    'clients CPU',
  ];
  const row = (name: string, r: KindResult) => {
    const latency = r.latency;
    const cells = [
      ms(latency.p50),
      ms(latency.p95),
      ms(latency.p99),
      ms(latency.max),
      String(r.expected - r.delivered),
      `${r.server?.cpuPercent.toFixed(0)} %`,
      ms(r.server?.eventLoopDelayP99Ms ?? Number.NaN),
      ms(r.server?.eventLoopDelayMaxMs ?? Number.NaN),
      `${r.clientsCpuPercent.toFixed(0)} %`,
    ];
    return [
      name.padEnd(16),
      ...cells.map((cell, index) => cell.padStart(Math.max(10, columns[index].length))),
    ].join(' ');
  };
  const header = [
    ''.padEnd(16),
    ...columns.map((name) => name.padStart(Math.max(10, name.length))),
  ].join(' ');
  const ratio = (a: number, b: number) => (b > 0 ? `${(a / b).toFixed(2)}×` : 'n/a');
  const [m, b] = [moments.latency, bare.latency];
  return [
    `N = ${clients} clients`,
    header,
    row('moments (REST)', moments),
    row('bare broadcast', bare),
    `ratio moments/bare: p50 ${ratio(m.p50, b.p50)}, p95 ${ratio(m.p95, b.p95)}, p99 ${ratio(m.p99, b.p99)}`,
    `POST answered in: p50 ${ms(answers.p50)}, p95 ${ms(answers.p95)}, p99 ${ms(answers.p99)}`,
    `deliveries: moments ${moments.delivered}/${moments.expected}, bare ${bare.delivered}/${bare.expected}; ` +
      `load average ${loadavg()
        .map((load) => load.toFixed(2))
        .join(' ')}`,
  ].join('\n');
}

/** Shares moments over the API as a guest's phone does, and times each answer. */
function momentPoster(url: string, recorder: DeliveryRecorder) {
  const answerTimes: number[] = [];
  const failures: unknown[] = [];
  const share = (seq: number) => {
    const sentAt = performance.now();
    fetch(`${url}/api/live-wedding-moments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [DEVICE_HEADER]: 'bench-poster-device-01' },
      body: JSON.stringify({
        guestName: 'Bench guest',
        content: recorder.marker(seq),
        hashtags: ['bench'],
      }),
    })
      .then(async (response) => {
        if (response.status !== 201)
          throw new Error(`POST answered ${response.status}: ${await response.text()}`);
        answerTimes.push(performance.now() - sentAt);
      })
      .catch((error: unknown) => failures.push(error));
  };
  return { share, answerTimes, failures };
}

export default async function bench(args: string[]): Promise<void> {
  const options = parseOptions(args);
  const mongoUri = localMongoUri();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'moments-bench-'));
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    BENCH_DB_NAME: `bench_moments_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`,
    BENCH_DATA_DIR: dataDir,
    ...(mongoUri ? { BENCH_MONGODB_URI: mongoUri } : {}),
  };

  let server: ServerProcess | undefined;
  const watchdog = setTimeout(() => {
    console.error(`moments bench: stopped after ${options.timeoutSeconds} s`);
    server?.child.kill('SIGKILL');
    process.exit(1);
  }, options.timeoutSeconds * 1000);
  watchdog.unref();

  try {
    const started = await ServerProcess.start(env);
    server = started.server;
    const liveServer = server;
    const url = `http://127.0.0.1:${started.port}`;
    console.log(
      `moments bench: ${options.moments} moments and ${options.moments} bare broadcasts at ${options.rate}/s, ` +
        `in ${options.rounds} alternating rounds; clients ${options.clients.join(', ')}; ` +
        `database ${mongoUri ? 'MONGODB_URI' : 'embedded MongoDB'}`,
    );

    for (const clientCount of options.clients) {
      const recorder = new DeliveryRecorder();
      const clients = await connectClients(url, clientCount, recorder);
      try {
        const poster = momentPoster(url, recorder);
        // Warm-up (not measured): JIT, connection pools, caches.
        recorder.start(`warmup-${clientCount}`, clientCount, 20);
        await runPhase(server, undefined, recorder, 20, options.rate, poster.share);
        poster.answerTimes.length = 0;

        const moments = new KindResult();
        const bare = new KindResult();
        const perRound = Math.ceil(options.moments / options.rounds);
        for (let round = 0; round * perRound < options.moments; round += 1) {
          const count = Math.min(perRound, options.moments - round * perRound);
          recorder.start(`moments-${clientCount}-${round}`, clientCount, count);
          await runPhase(server, 'moments', recorder, count, options.rate, poster.share, moments);
          recorder.start(`bare-${clientCount}-${round}`, clientCount, count);
          const broadcast = (seq: number) =>
            liveServer.send({ type: 'broadcast', content: recorder.marker(seq) });
          await runPhase(server, 'bare', recorder, count, options.rate, broadcast, bare);
        }
        if (poster.failures.length) {
          throw new Error(`${poster.failures.length} POSTs failed: ${String(poster.failures[0])}`);
        }
        moments.server = await server.figures('moments');
        bare.server = await server.figures('bare');
        const answers = summarize(Float64Array.from(poster.answerTimes).sort());
        console.log(`\n${report(clientCount, moments, bare, answers)}`);
      } finally {
        clients.close();
        await sleep(500);
      }
    }
    console.log('\nmoments bench done.');
  } finally {
    clearTimeout(watchdog);
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
