/**
 * `npm run bench -- keepsake [--photos 2000] [--posts 5000]`
 *
 * In this process, on a database of its own (MONGODB_URI on this machine, or an embedded MongoDB)
 * and a local-disk store in a temporary folder: seeds N photos (an original and a large rendition
 * each) and M text posts, then times (a) the floor, the existing ZIP of every original
 * (`streamAllOriginals`) written to a file on the same disk, and (b) the whole keepsake build
 * (collect, site, media, book, originals) written to storage. Prints both times, their ratio
 * (target ≤ 3×), the build's time by phase, and the memory sampled every 20 ms during each: the
 * JS heap plus Buffers held (peak minus start: flat memory means it does not grow with N) and the
 * resident memory. Two rounds, alternating; the faster time of each and the highest peak.
 */
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Response } from 'express';
import mongoose from 'mongoose';
import '../features/models';
import { streamAllOriginals } from '../features/gallery/download';
import { buildKeepsakeZip } from '../features/keepsake/build';
import { connectDatabase } from '../lib/db';
import { createLogger } from '../lib/logger';
import { LocalDiskStorage } from '../lib/storage';
import { seedKeepsake } from './keepsake/seed';
import { benchMongo } from './support/app';
import { localMongoUri } from './support/local';

function option(args: string[], name: string, fallback: number, max: number): number {
  const index = args.indexOf(name);
  if (index < 0) return fallback;
  const value = Number(args[index + 1]);
  if (!Number.isInteger(value) || value < 1 || value > max)
    throw new Error(`${name}: a whole number from 1 to ${max}`);
  return value;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Runs `work` while sampling the resident memory; answers its time and the memory figures. */
async function measured(work: () => Promise<void>) {
  const start = process.memoryUsage.rss();
  let peak = start;
  // RSS keeps what the allocator once took (the floor alone grows it by hundreds of MB reading
  // files); the JS heap and Buffers (external) are what the build actually holds.
  const held = () => {
    const usage = process.memoryUsage();
    return usage.heapUsed + usage.external;
  };
  const heldStart = held();
  let heldPeak = heldStart;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
    heldPeak = Math.max(heldPeak, held());
  }, 20);
  const began = performance.now();
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  const seconds = (performance.now() - began) / 1000;
  peak = Math.max(peak, process.memoryUsage.rss());
  return { seconds, start, peak, heldStart, heldPeak };
}

/**
 * A response that writes the floor's ZIP to a file on the same disk as the keepsake's, so both
 * runs pay for writing their bytes.
 */
function fileResponse(file: string) {
  const sink = createWriteStream(file);
  const response = Object.assign(sink, {
    status: () => response,
    setHeader: () => response,
  });
  return {
    response: response as unknown as Response,
    finished: () => new Promise<void>((resolve) => sink.on('finish', resolve)),
    bytes: () => sink.bytesWritten,
  };
}

export default async function bench(args: string[]): Promise<void> {
  const photos = option(args, '--photos', 2000, 20000);
  const posts = option(args, '--posts', 5000, 50000);
  localMongoUri();
  const mongo = await benchMongo();
  const logger = createLogger('silent');
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-keepsake-'));
  const storage = new LocalDiskStorage(path.join(dir, 'uploads'));
  const db = await connectDatabase({
    uri: mongo.uri,
    dataDir: dir,
    dbName: `bench_keepsake_${randomBytes(4).toString('hex')}`,
    logger,
  });
  try {
    console.log(`Seeding ${photos} photos and ${posts} posts...`);
    const sizes = await seedKeepsake(storage, photos, posts);
    console.log(`  original ${mb(sizes.originalBytes)}, large ${mb(sizes.largeBytes)} each`);

    // Two rounds, alternating, so neither pays alone for a cold disk cache; the faster of each.
    let floorBytes = 0;
    let zipBytes = 0;
    const floorRuns = [];
    const keepsakeRuns = [];
    // Where the build's time goes, by phase (the best round's), so the next bottleneck is measured.
    const phases: Record<string, number>[] = [];
    let current: { name: string; began: number } | null = null;
    const closePhase = (times: Record<string, number>) => {
      if (current) times[current.name] = (performance.now() - current.began) / 1000;
      current = null;
    };
    for (let round = 0; round < 2; round += 1) {
      const sink = fileResponse(path.join(dir, `floor-${round}.zip`));
      floorRuns.push(
        await measured(async () => {
          const done = sink.finished();
          await streamAllOriginals(sink.response, storage, logger);
          await done;
        }),
      );
      floorBytes = sink.bytes();
      rmSync(path.join(dir, `floor-${round}.zip`));
      const key = `keepsake/bench-${round}.zip`;
      const times: Record<string, number> = {};
      const progress = {
        lost: false,
        step: () => {},
        phase: (name: string) => {
          closePhase(times);
          current = { name, began: performance.now() };
          return Promise.resolve();
        },
      };
      keepsakeRuns.push(
        await measured(async () => {
          await buildKeepsakeZip(key, { names: 'full', paper: 'A4' }, storage, progress, logger);
          closePhase(times);
        }),
      );
      phases.push(times);
      zipBytes = (await storage.head(key))?.size ?? 0;
      await storage.remove([key]);
    }
    const best = (runs: Awaited<ReturnType<typeof measured>>[]) => ({
      seconds: Math.min(...runs.map((run) => run.seconds)),
      start: runs[0].start,
      peak: Math.max(...runs.map((run) => run.peak)),
      heldStart: runs[0].heldStart,
      heldPeak: Math.max(...runs.map((run) => run.heldPeak)),
    });
    const floor = best(floorRuns);
    const keepsake = best(keepsakeRuns);

    const row = (name: string, run: typeof floor, bytes: number) =>
      console.log(
        `${name.padEnd(26)} ${run.seconds.toFixed(2).padStart(7)} s  zip ${mb(bytes).padStart(9)}  ` +
          `heap+buffers peak − start ${mb(run.heldPeak - run.heldStart)}; ` +
          `RSS start ${mb(run.start)}, peak ${mb(run.peak)}, peak − start ${mb(run.peak - run.start)}`,
      );
    console.log(`\nKeepsake bench: ${photos} photos, ${posts} posts (local disk store)`);
    row('floor: ZIP of originals', floor, floorBytes);
    row('keepsake build', keepsake, zipBytes);
    const fastest = phases[keepsakeRuns.indexOf(keepsakeRuns.reduce((a, b) => (b.seconds < a.seconds ? b : a)))];
    console.log(
      `  by phase: ${Object.entries(fastest)
        .map(([name, seconds]) => `${name} ${seconds.toFixed(1)} s`)
        .join(', ')}`,
    );
    const ratio = keepsake.seconds / floor.seconds;
    console.log(
      `ratio keepsake / floor: ${ratio.toFixed(2)}× (target ≤ 3×) ${ratio <= 3 ? 'OK' : 'OVER'}`,
    );
  } finally {
    await mongoose.connection.db?.dropDatabase().catch(() => undefined);
    await db.close();
    await mongo.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
