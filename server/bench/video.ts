/**
 * `npm run bench -- video [--clips 4] [--seconds 30] [--timeout 3600]`
 *
 * Makes N clips of 1080p (H.264 and HEVC in turn, with sound) once, in a folder of its own, then
 * transcodes each twice, one after the other: (a) the floor, ffmpeg's own command doing the same
 * encode (the same scale, codec settings and threads) with nothing around it, and (b)
 * transcodeVideo, which adds the probe, the whitelists, the limits, the lower priority, the
 * metadata-free copy with its index first and the poster. Prints both times per clip and in all,
 * and their ratio: target ≤ 1.15. Run it on an otherwise idle machine: transcodeVideo's ffmpeg
 * runs at nice 10, so on busy cores it yields where the floor does not.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { VIDEO_MESSAGES } from '../../protocol/video';
import { loadConfig } from '../config';
import { findFfmpeg, transcodeVideo, videoLimits, type VideoSetup } from '../lib/video';
import { makeClip, type ClipCodec } from '../lib/video/test-clips';
import { encoderArgs } from '../lib/video/transcode';
import { countOption, parseBenchArgs, timeoutOption, type BenchOptionSpecs } from './support/cli';
import { benchRun } from './support/connect';

const run = promisify(execFile);

const OPTIONS = {
  clips: countOption('--clips', 4, 50),
  seconds: countOption('--seconds', 30, 180),
  timeoutSeconds: timeoutOption(3600),
} satisfies BenchOptionSpecs;

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/**
 * CPU milliseconds used by this process's finished children (cutime + cstime, in clock ticks of
 * 10 ms): what ffmpeg itself spent, which busy neighbours on the machine change least.
 */
function childrenCpuMs(): number {
  const stat = readFileSync('/proc/self/stat', 'latin1');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[13]) + Number(fields[14])) * 10;
}

/** Wall and CPU time of `work`. */
async function timed<T>(work: () => Promise<T>) {
  const began = { wall: performance.now(), cpu: childrenCpuMs() };
  const value = await work();
  return { value, ms: performance.now() - began.wall, cpuMs: childrenCpuMs() - began.cpu };
}

/** The same encode as transcodeVideo's, as anyone would type it: the floor. */
const floor = (ffmpeg: string, input: string, output: string, threads: number) =>
  timed(() =>
    run(ffmpeg, [
      ...['-nostdin', '-v', 'error', '-y', '-threads', String(threads)],
      ...['-filter_threads', String(threads), '-i', input, '-map', '0:v:0', '-map', '0:a:0?'],
      ...encoderArgs(threads),
      output,
    ]),
  );

const ours = (input: string, outDir: string, setup: VideoSetup) =>
  timed(() => transcodeVideo(input, outDir, setup));

export default async function bench(args: string[]): Promise<void> {
  const options = parseBenchArgs(args, OPTIONS);
  const config = loadConfig();
  const paths = findFfmpeg(config);
  if (!paths) throw new Error(VIDEO_MESSAGES.off);
  const limits = videoLimits(config);
  const setup: VideoSetup = {
    paths,
    limits: {
      ...limits,
      maxSeconds: Math.max(limits.maxSeconds, options.seconds),
      timeoutMs: options.timeoutSeconds * 1000,
    },
  };
  const benchDir = benchRun('video', options.timeoutSeconds);
  try {
    const { stdout } = await run(paths.ffmpeg, ['-version']);
    console.log(stdout.split('\n')[0]);
    console.log(
      `video bench: ${options.clips} clips of 1920×1080, ${options.seconds} s, ` +
        `${setup.limits.threads} threads, load ${loadavg()[0]!.toFixed(1)}`,
    );
    const clips: { file: string; codec: ClipCodec }[] = [];
    for (let i = 0; i < options.clips; i += 1) {
      const codec: ClipCodec = i % 2 ? 'hevc' : 'h264';
      const file = path.join(benchDir.dataDir, `clip-${i}.${codec === 'hevc' ? 'mov' : 'mp4'}`);
      await makeClip(paths.ffmpeg, file, {
        width: 1920,
        height: 1080,
        seconds: options.seconds,
        codec,
      });
      clips.push({ file, codec });
    }
    console.log(`made ${clips.length} clips; transcoding each by the floor and by transcodeVideo`);
    const totals = { floor: 0, ours: 0, floorCpu: 0, oursCpu: 0 };
    for (const [i, clip] of clips.entries()) {
      const floorOut = path.join(benchDir.dataDir, `floor-${i}.mp4`);
      const oursDir = path.join(benchDir.dataDir, `ours-${i}`);
      const runFloor = () => floor(paths.ffmpeg, clip.file, floorOut, setup.limits.threads);
      const runOurs = () => ours(clip.file, oursDir, setup);
      // Alternate which goes first, so neither always meets a warmer cache or a calmer machine.
      const mineFirst = i % 2 === 1;
      const early = mineFirst ? await runOurs() : undefined;
      const plain = await runFloor();
      const mine = early ?? (await runOurs());
      totals.floor += plain.ms;
      totals.ours += mine.ms;
      totals.floorCpu += plain.cpuMs;
      totals.oursCpu += mine.cpuMs;
      const { width, height, durationSeconds } = mine.value;
      console.log(
        `  clip ${i + 1} (${clip.codec}): floor ${seconds(plain.ms)} (CPU ${seconds(plain.cpuMs)}), ` +
          `transcodeVideo ${seconds(mine.ms)} (CPU ${seconds(mine.cpuMs)}): ` +
          `${(mine.ms / plain.ms).toFixed(2)}× → ${width}×${height}, ${durationSeconds.toFixed(2)} s`,
      );
    }
    const ratio = totals.ours / totals.floor;
    const cpuRatio = totals.oursCpu / totals.floorCpu;
    console.log(
      `\nsummary: floor ${seconds(totals.floor)}, transcodeVideo ${seconds(totals.ours)}, ` +
        `ratio ${ratio.toFixed(2)}; target ≤ 1.15: ${ratio <= 1.15 ? 'met' : 'NOT met'} ` +
        `(load at the end ${loadavg()[0]!.toFixed(1)})\n` +
        `  CPU time: floor ${seconds(totals.floorCpu)}, transcodeVideo ${seconds(totals.oursCpu)}, ` +
        `ratio ${cpuRatio.toFixed(2)} (what a loaded machine changes least)`,
    );
  } finally {
    benchDir.finish();
  }
}
