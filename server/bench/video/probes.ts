/**
 * Where the wall's time goes while videos are made: beside the text moments, the bench times on
 * its own every quarter second a bare driver insert on the app's database (the moment's write
 * without the app) and the app's health call (its event loop, routing and one database ping).
 * Each phase's figures are kept apart, so a slower wall can be read as the database's or the app's.
 */
import { performance } from 'node:perf_hooks';
import { MongoClient } from 'mongodb';
import { percentile } from '../support/local';

const EVERY_MS = 250;

export interface ProbeFigures {
  p50: number;
  p99: number;
  max: number;
  count: number;
}

function figures(samples: number[]): ProbeFigures {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1] ?? NaN,
    count: sorted.length,
  };
}

export function startProbes(appUrl: string, mongoUri: string) {
  const client = new MongoClient(mongoUri, { serverSelectionTimeoutMS: 5_000, maxPoolSize: 2 });
  const probes = client.db().collection<{ at: Date }>('bench_video_probes');
  const byPhase = new Map<string, { db: number[]; app: number[] }>();
  /** Every sample with when it began (performance.now()), for the timeline. */
  const timed: { at: number; name: 'db' | 'app'; ms: number }[] = [];
  let phase = '';
  let stopped = false;

  async function loop(name: 'db' | 'app', call: () => Promise<unknown>) {
    while (!stopped) {
      const started = performance.now();
      try {
        await call();
        const ms = performance.now() - started;
        if (phase) byPhase.get(phase)?.[name].push(ms);
        timed.push({ at: started, name, ms });
      } catch {
        // A failed probe is not a figure; the wall itself reports what it lost.
      }
      const wait = started + EVERY_MS - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }

  const running = Promise.all([
    loop('db', () => probes.insertOne({ at: new Date() })),
    loop('app', async () => {
      const response = await fetch(`${appUrl}/api/health`);
      await response.arrayBuffer();
    }),
  ]);

  return {
    /** Samples from now on count for `name` (several calls with one name add to it). */
    phase(name: string) {
      if (!byPhase.has(name)) byPhase.set(name, { db: [], app: [] });
      phase = name;
    },
    figures(name: string): { db: ProbeFigures; app: ProbeFigures } {
      const samples = byPhase.get(name) ?? { db: [], app: [] };
      return { db: figures(samples.db), app: figures(samples.app) };
    },
    /** The slowest database and app probes begun between `from` and `to`. */
    slowest(from: number, to: number): { db: number; app: number } {
      const within = timed.filter((sample) => sample.at >= from && sample.at < to);
      const max = (name: 'db' | 'app') => {
        const times = within.filter((sample) => sample.name === name).map((sample) => sample.ms);
        return times.length ? Math.max(...times) : NaN;
      };
      return { db: max('db'), app: max('app') };
    },
    async stop() {
      stopped = true;
      await running;
      await probes.drop().catch(() => undefined);
      await client.close();
    },
  };
}

export type Probes = ReturnType<typeof startProbes>;
