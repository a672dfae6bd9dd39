import { performance } from 'node:perf_hooks';
import { DEVICE_HEADER } from '../../../protocol/http';
import { DeliveryRecorder, connectClients, summarize, type LatencySummary } from './clients';
import type { PhaseKind, ServerFigures } from './ipc';
import type { ServerProcess } from './server-control';

/** A set of clients reported apart, e.g. those on the process the POSTs go to, and the others. */
export interface ClientGroup {
  name: string;
  includes: (client: number) => boolean;
}

export const ALL_CLIENTS: ClientGroup[] = [{ name: '', includes: () => true }];

/** What one kind of phase measured for one group of clients, over all its rounds. */
export class GroupResult {
  private readonly samples: Float64Array[] = [];
  delivered = 0;
  expected = 0;

  add(recorder: DeliveryRecorder, group: ClientGroup): void {
    const latencies = recorder.latencies(group.includes);
    this.samples.push(latencies);
    this.delivered += latencies.length;
    this.expected += recorder.expectedFor(group.includes);
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
}

/** What one kind of phase measured, over all its rounds, per group of clients. */
export class KindResult {
  readonly groups: Map<string, GroupResult>;
  clientsCpuMs = 0;
  wallMs = 0;
  /** One entry per server process. */
  servers: ServerFigures[] = [];

  constructor(private readonly clientGroups: ClientGroup[]) {
    this.groups = new Map(clientGroups.map((group) => [group.name, new GroupResult()]));
  }

  add(recorder: DeliveryRecorder, clientsCpuMs: number, wallMs: number): void {
    for (const group of this.clientGroups) this.groups.get(group.name)?.add(recorder, group);
    this.clientsCpuMs += clientsCpuMs;
    this.wallMs += wallMs;
  }

  /** CPU of this process (the N clients), as a percentage of one core: near 100 %, the clients lag. */
  get clientsCpuPercent(): number {
    return this.wallMs ? (this.clientsCpuMs / this.wallMs) * 100 : 0;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends `count` triggers at `rate` per second on a fixed schedule, then waits for the deliveries. */
async function runPhase(
  servers: ServerProcess[],
  kind: PhaseKind | undefined,
  recorder: DeliveryRecorder,
  count: number,
  rate: number,
  trigger: (seq: number) => void,
  result?: KindResult,
): Promise<void> {
  if (kind) await Promise.all(servers.map((server) => server.ask({ type: 'phase-start', kind })));
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
  if (kind) await Promise.all(servers.map((server) => server.ask({ type: 'phase-end' })));
  result?.add(recorder, (cpu.user + cpu.system) / 1000, wallMs);
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

export interface Measurement {
  moments: KindResult;
  bare: KindResult;
  answers: LatencySummary;
}

/**
 * Connects `clientCount` clients spread over the servers, then alternates rounds of moments shared
 * over REST and bare broadcasts, both sent to the first server.
 */
export async function measure(options: {
  servers: { process: ServerProcess; url: string }[];
  clientCount: number;
  groups: ClientGroup[];
  moments: number;
  rate: number;
  rounds: number;
}): Promise<Measurement> {
  const processes = options.servers.map((server) => server.process);
  const [first] = options.servers;
  const recorder = new DeliveryRecorder();
  const clients = await connectClients(
    options.servers.map((server) => server.url),
    options.clientCount,
    recorder,
  );
  try {
    const poster = momentPoster(first.url, recorder);
    // Warm-up (not measured): JIT, connection pools, caches.
    recorder.start(`warmup-${options.clientCount}`, options.clientCount, 20);
    await runPhase(processes, undefined, recorder, 20, options.rate, poster.share);
    poster.answerTimes.length = 0;

    const moments = new KindResult(options.groups);
    const bare = new KindResult(options.groups);
    const perRound = Math.ceil(options.moments / options.rounds);
    for (let round = 0; round * perRound < options.moments; round += 1) {
      const count = Math.min(perRound, options.moments - round * perRound);
      const tag = `${options.clientCount}-${options.servers.length}-${round}`;
      recorder.start(`moments-${tag}`, options.clientCount, count);
      await runPhase(processes, 'moments', recorder, count, options.rate, poster.share, moments);
      recorder.start(`bare-${tag}`, options.clientCount, count);
      const broadcast = (seq: number) =>
        first.process.send({ type: 'broadcast', content: recorder.marker(seq) });
      await runPhase(processes, 'bare', recorder, count, options.rate, broadcast, bare);
    }
    if (poster.failures.length) {
      throw new Error(`${poster.failures.length} POSTs failed: ${String(poster.failures[0])}`);
    }
    moments.servers = await Promise.all(processes.map((server) => server.figures('moments')));
    bare.servers = await Promise.all(processes.map((server) => server.figures('bare')));
    return { moments, bare, answers: summarize(Float64Array.from(poster.answerTimes).sort()) };
  } finally {
    clients.close();
    await sleep(500);
  }
}
