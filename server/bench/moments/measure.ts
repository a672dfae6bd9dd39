import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { DEVICE_HEADER } from '../../../protocol/http';
import { IDEMPOTENCY_KEY_HEADER } from '../../../protocol/idempotency';
import { deviceFor } from '../../test/devices';
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
export async function runPhase(
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

/**
 * Shares moments over the API as a guest's phone does (its outbox sends every write with an
 * Idempotency-Key), and times each answer.
 */
export function momentPoster(url: string, recorder: DeliveryRecorder) {
  const answerTimes: number[] = [];
  const failures: unknown[] = [];
  const identity = deviceFor(url, 'bench-poster-device-01');
  const share = (seq: number) => {
    const sentAt = performance.now();
    identity
      .then((deviceId) =>
        fetch(`${url}/api/live-wedding-moments`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            [DEVICE_HEADER]: deviceId,
            [IDEMPOTENCY_KEY_HEADER]: randomUUID(),
          },
          body: JSON.stringify({
            guestName: 'Bench guest',
            content: recorder.marker(seq),
            hashtags: ['bench'],
          }),
        }),
      )
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

/** A set of server processes measured together, and how its clients are reported. */
export interface Configuration {
  servers: { process: ServerProcess; url: string }[];
  groups: ClientGroup[];
}

/**
 * For each configuration, connects `clientCount` clients spread over its servers; then, in rounds,
 * shares moments over REST and emits bare broadcasts, both through the first server of each
 * configuration. Configurations and kinds alternate within every round, so that whatever else the
 * machine is doing weighs on all of them alike.
 */
export async function measure(options: {
  configurations: Configuration[];
  clientCount: number;
  moments: number;
  rate: number;
  rounds: number;
}): Promise<Measurement[]> {
  const { clientCount, rate } = options;
  const runs = [];
  try {
    for (const [index, configuration] of options.configurations.entries()) {
      const recorder = new DeliveryRecorder();
      const urls = configuration.servers.map((server) => server.url);
      const processes = configuration.servers.map((server) => server.process);
      const clients = await connectClients(urls, clientCount, recorder);
      runs.push({
        index,
        recorder,
        clients,
        processes,
        first: configuration.servers[0],
        poster: momentPoster(urls[0], recorder),
        moments: new KindResult(configuration.groups),
        bare: new KindResult(configuration.groups),
      });
    }
    // Warm-up (not measured): JIT, connection pools, caches.
    for (const run of runs) {
      run.recorder.start(`warmup-${clientCount}-${run.index}`, clientCount, 20);
      await runPhase(run.processes, undefined, run.recorder, 20, rate, run.poster.share);
      run.poster.answerTimes.length = 0;
    }
    const perRound = Math.ceil(options.moments / options.rounds);
    for (let round = 0; round * perRound < options.moments; round += 1) {
      const count = Math.min(perRound, options.moments - round * perRound);
      for (const run of runs) {
        run.recorder.start(`moments-${clientCount}-${run.index}-${round}`, clientCount, count);
        await runPhase(
          run.processes,
          'moments',
          run.recorder,
          count,
          rate,
          run.poster.share,
          run.moments,
        );
      }
      for (const run of runs) {
        run.recorder.start(`bare-${clientCount}-${run.index}-${round}`, clientCount, count);
        const broadcast = (seq: number) =>
          run.first.process.send({ type: 'broadcast', content: run.recorder.marker(seq) });
        await runPhase(run.processes, 'bare', run.recorder, count, rate, broadcast, run.bare);
      }
    }
    const results: Measurement[] = [];
    for (const run of runs) {
      if (run.poster.failures.length) {
        throw new Error(
          `${run.poster.failures.length} POSTs failed: ${String(run.poster.failures[0])}`,
        );
      }
      run.moments.servers = await Promise.all(
        run.processes.map((server) => server.figures('moments')),
      );
      run.bare.servers = await Promise.all(run.processes.map((server) => server.figures('bare')));
      results.push({
        moments: run.moments,
        bare: run.bare,
        answers: summarize(Float64Array.from(run.poster.answerTimes).sort()),
      });
    }
    return results;
  } finally {
    for (const run of runs) run.clients.close();
    await sleep(500);
  }
}
