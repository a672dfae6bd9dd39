/**
 * `npm run bench -- startup [runs]`: how long a cold `npm start` takes, from launching
 * `server/start.ts` (through tsx, on an up-to-date build) to the first healthy /api/health answer.
 */
import { performance } from 'node:perf_hooks';
import { ensureBuilt } from '../lib/build';
import { benchMongo, median, projectRoot, runsArg, startBenchApp } from './support/app';

export default async function startup(args: string[]): Promise<void> {
  const runs = runsArg(args, 5);
  if (ensureBuilt(projectRoot, { quiet: true })) console.log('Built the app (npm run build).');
  const mongo = await benchMongo();
  const times: number[] = [];
  try {
    for (let run = 1; run <= runs; run++) {
      const started = performance.now();
      // The same database every run, as a restart finds it; the first run creates the collections.
      const app = await startBenchApp(mongo.uri, {
        args: ['--import', 'tsx', 'server/start.ts'],
        pollMs: 10,
        dbName: `bench_startup_${process.pid}`,
        keepDatabase: run < runs,
      });
      const elapsed = performance.now() - started;
      times.push(elapsed);
      console.log(`  run ${run}: ${Math.round(elapsed)} ms`);
      await app.stop();
    }
  } finally {
    await mongo.stop();
  }
  const sorted = [...times].sort((a, b) => a - b);
  console.log(
    `\nCold npm start to a healthy /api/health (${runs} run(s)): median ${Math.round(median(times))} ms, ` +
      `min ${Math.round(sorted[0])} ms, max ${Math.round(sorted[sorted.length - 1])} ms`,
  );
}
