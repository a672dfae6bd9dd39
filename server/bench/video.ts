/**
 * `npm run bench -- video [--clips 4] [--seconds 30] [--sockets 300] [--height 1080] [--rate 5]
 *   [--source] [--timeout 3600]`
 *
 * Issue 48's promise for videos, in one run:
 *  1. Makes N clips of `height` lines (16:9, H.264 MP4 and HEVC MOV in turn, with sound), then the
 *     floor: ffmpeg's own command doing the app's encode (same scale, codec settings and threads) on
 *     each, one after the other, with nothing else running.
 *  2. Starts the real app in a process of its own (the build, as `npm start` runs it; `--source`:
 *     from the TypeScript sources) on MONGODB_URI (on this machine) and its local-disk store, and
 *     connects `sockets` Socket.IO clients on `moments`, as walls.
 *  3. Without videos: text moments posted at `rate` a second for as long as the floor took (at
 *     least 10 s, at most 120 s; half before the videos, half after), each timed from its POST to
 *     its arrival on every socket.
 *  4. With videos: every clip shared at once, each from a phone of its own in a thread of its own
 *     (device identity issued by the app, multipart upload start → signed part PUTs → complete,
 *     then the video moment), while text moments go on at the same rate until every video is on
 *     every wall. Chunks of text moments begun while a phone still uploads are reported apart.
 *     Beside them, a bare driver insert and the app's health call are timed every 250 ms.
 * Prints each clip's upload, queue and site time (its job's claim → first wall arrival, against
 * the floor: target ≤ 1.15×), upload start → wall p50/p99 over every clip and socket, the server's
 * VmRSS sampled every second (target: max within 100 MB of its start) and the text moments'
 * delivery p99 during the transcodes, once every upload is in, against without (target ≤ 1.5×).
 * Also the CPU time of the app's ffmpeg processes against the floor's, which busy neighbours
 * change least. Run it on an idle machine: the app's ffmpeg runs under SCHED_IDLE, so on busy
 * cores it yields where the floor does not.
 */
import { execFile } from 'node:child_process';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { VIDEO_MESSAGES } from '../../protocol/video';
import { loadConfig } from '../config';
import { ensureBuilt } from '../lib/build';
import { findFfmpeg, videoLimits } from '../lib/video';
import { SOURCE_SERVER_ARGS } from '../test/built-app';
import { pidListeningOn } from './photos/process-memory';
import { benchMongo, projectRoot, startBenchApp } from './support/app';
import {
  countOption,
  parseBenchArgs,
  rateOption,
  timeoutOption,
  type BenchOptionSpecs,
} from './support/cli';
import { benchRun } from './support/connect';
import { localMongoUri, percentile } from './support/local';
import { measureBareWall } from './video/bare-wall';
import { childrenCpuMs, floorTranscode, makeClips } from './video/clips';
import { videoJobs } from './video/jobs';
import { sampleMemory } from './video/memory';
import { shareVideoApart, type SharedVideo } from './video/phones';
import {
  clipFigures,
  deliveryLine,
  memoryLine,
  probeLine,
  secondsText,
  summaryTable,
  timelineLines,
  videoEvents,
} from './video/report';
import { startProbes } from './video/probes';
import { openWall } from './video/wall';
import { ALL_CLIENTS, KindResult } from './moments/measure';

const run = promisify(execFile);

const OPTIONS = {
  clips: countOption('--clips', 4, 50),
  seconds: countOption('--seconds', 30, 180),
  sockets: countOption('--sockets', 300, 5000),
  height: { flag: '--height', default: 1080, min: 144, max: 2160, whole: true },
  rate: rateOption(5, 100, 'text moments'),
  source: { flag: '--source', switch: true },
  timeoutSeconds: timeoutOption(3600),
} satisfies BenchOptionSpecs;

/** A video is settled once on every socket, or 10 s after its first arrival (the rest: lost). */
const LATE_ARRIVAL_MS = 10_000;

export default async function bench(args: string[]): Promise<void> {
  const options = parseBenchArgs(args, OPTIONS);
  const config = loadConfig();
  const paths = findFfmpeg(config);
  if (!paths) throw new Error(VIDEO_MESSAGES.off);
  const { threads } = videoLimits(config);
  // Refuses a database on another machine; without MONGODB_URI, an embedded one.
  localMongoUri();
  const benchDir = benchRun('video', options.timeoutSeconds);
  const mongo = await benchMongo();
  const cleanups: (() => unknown)[] = [];
  try {
    const { stdout } = await run(paths.ffmpeg, ['-version']);
    console.log(stdout.split('\n')[0]);
    console.log(
      `video bench: ${options.clips} clips of ${options.height}p, ${options.seconds} s; ` +
        `${options.sockets} sockets; text moments at ${options.rate}/s; ffmpeg threads ${threads}; ` +
        `load ${loadavg()[0]!.toFixed(1)}`,
    );
    const clips = await makeClips(paths.ffmpeg, benchDir.dataDir, {
      count: options.clips,
      seconds: options.seconds,
      height: options.height,
    });

    console.log('floor: ffmpeg alone, the same encode, one clip after the other');
    const floors: number[] = [];
    let floorCpu = 0;
    for (const [i, clip] of clips.entries()) {
      const floor = await floorTranscode(
        paths.ffmpeg,
        clip.file,
        `${benchDir.dataDir}/floor-${i}.mp4`,
        threads,
      );
      floors.push(floor.ms);
      floorCpu += floor.cpuMs;
      console.log(
        `  clip ${i + 1} (${clip.codec}): ${secondsText(floor.ms)} (CPU ${secondsText(floor.cpuMs)})`,
      );
    }
    const floorTotal = floors.reduce((sum, value) => sum + value, 0);

    const bareSeconds = Math.round(Math.min(30, Math.max(10, floorTotal / 1000 / 4)));
    console.log(
      `machine control: a bare Socket.IO broadcast to ${options.sockets} sockets at ` +
        `${options.rate}/s, ${bareSeconds} s alone, then ${bareSeconds} s beside the app's encode`,
    );
    const bare = await measureBareWall({
      ffmpeg: paths.ffmpeg,
      clip: clips[0]!.file,
      output: `${benchDir.dataDir}/bare-wall.mp4`,
      threads,
      sockets: options.sockets,
      rate: options.rate,
      seconds: bareSeconds,
    });
    console.log(
      `  alone: p50 ${bare.quiet.p50.toFixed(1)} ms, p99 ${bare.quiet.p99.toFixed(1)} ms, lost ` +
        `${bare.quiet.lost}; beside the encode: p50 ${bare.during.p50.toFixed(1)} ms, p99 ` +
        `${bare.during.p99.toFixed(1)} ms, lost ${bare.during.lost}`,
    );

    if (!options.source && ensureBuilt(projectRoot, { quiet: true }))
      console.log('Built the app (npm run build).');
    const app = await startBenchApp(mongo.uri, {
      ...(options.source ? { args: SOURCE_SERVER_ARGS } : {}),
      env: {
        // One bench device posts the text moments far faster than any guest, and every socket
        // and phone asks for an identity from the same address: the limits are not measured here.
        WRITE_LIMIT_PER_DEVICE: '1000000',
        PROJECTOR_WRITES_PER_MINUTE: '1000000',
        PROJECTOR_WRITES_NEW_PER_MINUTE: '1000000',
        DEVICE_ISSUE_PER_MINUTE: '1000000',
        DEVICE_ISSUE_PER_HOUR: '1000000',
        VIDEO_JOB_TIMEOUT_SECONDS: String(options.timeoutSeconds),
      },
    });
    cleanups.push(() => app.stop());
    const pid = pidListeningOn(app.port);
    if (!pid) throw new Error(`no process of this machine listens on ${app.port}`);
    // The watchdog stops the app too when the run overruns.
    benchDir.watch({ kill: (signal) => process.kill(pid, signal) });

    const wall = await openWall(app.url, options.sockets, options.rate);
    cleanups.push(() => wall.close());
    const memory = sampleMemory(pid);
    cleanups.push(() => memory.stop());
    await wall.warmUp();
    const probes = startProbes(app.url, app.mongoUri);
    cleanups.push(() => probes.stop());

    // Half before the videos and half after, so that a change in the machine's other work over
    // the run weighs on both sides of the comparison.
    const quietMs = Math.min(120_000, Math.max(10_000, floorTotal)) / 2;
    const textAlone = (result?: KindResult) => {
      console.log(`without videos: text moments for ${secondsText(quietMs)}`);
      const start = performance.now();
      probes.phase('quiet');
      return wall.textMoments('quiet', () => performance.now() - start >= quietMs, result);
    };
    const quiet = await textAlone();
    memory.mark('before the videos');

    console.log(`with videos: ${clips.length} phones share a clip each, at once`);
    const jobs = videoJobs(app.mongoUri);
    cleanups.push(() => jobs.close());
    const captions = clips.map((_, i) => `Bench video ${i + 1}`);
    let shared: SharedVideo[] | undefined;
    let failure: unknown;
    const siteCpuBefore = childrenCpuMs(pid);
    probes.phase('videos');
    const phones = Promise.all(
      clips.map((clip, i) => shareVideoApart(app.url, `bench-phone-${i}`, clip, captions[i]!)),
    ).then(
      (videos) => {
        // Where the memory stands with every clip in and posted, before most of the encoding.
        memory.mark('all uploaded');
        shared = videos;
      },
      (error: unknown) => (failure = error),
    );
    const settled = () =>
      captions.every((caption) => {
        const arrivals = wall.videoArrivals.get(caption);
        return (
          arrivals !== undefined &&
          (arrivals.length >= options.sockets ||
            performance.now() - arrivals[0]! >= LATE_ARRIVAL_MS)
        );
      });
    // Between chunks of text moments: a failed upload or job ends the run with its reason.
    const failedJobs = jobs.watchFailures();
    cleanups.push(() => failedJobs.stop());
    const done = () => {
      if (failure) throw failure;
      if (failedJobs.reasons) throw new Error(`a video job failed: ${failedJobs.reasons}`);
      return settled();
    };
    // A chunk begun while a phone was still uploading counts apart: on local disk the app takes
    // the parts itself (on S3 they go to the store), and the bench's phones share its two cores.
    const uploading = new KindResult(ALL_CLIENTS);
    const during = new KindResult(ALL_CLIENTS);
    await wall.textMoments('videos', done, () => (shared || failure ? during : uploading));
    await phones;
    failedJobs.stop();
    const siteCpu = childrenCpuMs(pid) - siteCpuBefore;
    if (!shared) throw failure instanceof Error ? failure : new Error(String(failure));

    const jobTimes = await jobs.byMoment();
    const { siteTotal, uploadToWall } = clipFigures({
      clips,
      floors,
      shared,
      captions,
      arrivals: wall.videoArrivals,
      jobs: jobTimes,
      sockets: options.sockets,
    });
    console.log('the transcodes chunk by chunk (text moments p99):');
    const timeline = timelineLines(
      wall.chunks.filter((chunk) => chunk.phase === 'videos'),
      videoEvents(shared, jobTimes, wall.videoArrivals, captions),
      (from, to) => probes.slowest(from, to),
    );
    for (const line of timeline) console.log(line);
    await textAlone(quiet);
    const memoryFigures = memory.stop();
    const phase = (result: typeof quiet) => {
      const group = [...result.groups.values()][0]!;
      return { latency: group.latency, lost: group.expected - group.delivered };
    };
    const quietChunks = wall.chunks.filter((chunk) => chunk.phase === 'quiet');
    console.log(
      `without videos, chunk by chunk (p99): ${quietChunks.map((c) => c.p99.toFixed(1)).join(', ')} ms`,
    );
    console.log('text moments, POST → every socket:');
    console.log(deliveryLine('without videos', phase(quiet)));
    console.log(deliveryLine('while the phones uploaded', phase(uploading)));
    console.log(deliveryLine('during the transcodes, every upload done', phase(during)));
    console.log("beside them, every 250 ms (a bare driver insert; the app's /api/health):");
    console.log(probeLine('without videos', probes.figures('quiet')));
    console.log(probeLine('during the transcodes', probes.figures('videos')));
    console.log(memoryLine(memoryFigures));
    const sorted = [...uploadToWall].sort((a, b) => a - b);
    console.log(
      `\nsummary (load at the end ${loadavg()[0]!.toFixed(1)}):\n` +
        summaryTable({
          clips: clips.length,
          floorMs: floorTotal,
          siteMs: siteTotal,
          floorCpuMs: floorCpu,
          siteCpuMs: siteCpu,
          uploadToWall: {
            p50: percentile(sorted, 50),
            p95: percentile(sorted, 95),
            p99: percentile(sorted, 99),
            max: sorted[sorted.length - 1] ?? NaN,
          },
          videoArrivals: { seen: sorted.length, expected: clips.length * options.sockets },
          memory: memoryFigures,
          quiet: phase(quiet),
          uploading: phase(uploading),
          during: phase(during),
          bare,
        }),
    );
  } finally {
    for (const cleanup of cleanups.reverse()) {
      try {
        await cleanup();
      } catch {
        // Stopping what is left matters more than why one part would not stop.
      }
    }
    await mongo.stop();
    benchDir.finish();
  }
}
