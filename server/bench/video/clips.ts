/**
 * The video bench's clips and its floor: phone-like clips made once (H.264 MP4 and HEVC MOV in
 * turn, with sound), and ffmpeg's own command doing the app's encode with nothing around it.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { makeClip, type ClipCodec } from '../../lib/video/test-clips';
import { encoderArgs } from '../../lib/video/transcode';

const run = promisify(execFile);

export interface BenchClip {
  file: string;
  codec: ClipCodec;
  contentType: 'video/mp4' | 'video/quicktime';
}

/** `count` clips of `height` lines (16:9), `seconds` long, in `dir`. */
export async function makeClips(
  ffmpeg: string,
  dir: string,
  options: { count: number; seconds: number; height: number },
): Promise<BenchClip[]> {
  // Even dimensions, as encoders of 4:2:0 video need.
  const width = Math.round((options.height * 16) / 9 / 2) * 2;
  const clips: BenchClip[] = [];
  for (let i = 0; i < options.count; i += 1) {
    const codec: ClipCodec = i % 2 ? 'hevc' : 'h264';
    const file = path.join(dir, `clip-${i}.${codec === 'hevc' ? 'mov' : 'mp4'}`);
    await makeClip(ffmpeg, file, {
      width,
      height: options.height,
      seconds: options.seconds,
      codec,
    });
    clips.push({ file, codec, contentType: codec === 'hevc' ? 'video/quicktime' : 'video/mp4' });
  }
  return clips;
}

/**
 * CPU milliseconds used by a process's finished children (cutime + cstime, in clock ticks of
 * 10 ms): what ffmpeg itself spent, which busy neighbours on the machine change least. Of this
 * process (the floor's ffmpeg) or of the app's (its jobs' ffmpeg).
 */
export function childrenCpuMs(pid: number | 'self' = 'self'): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'latin1');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[13]) + Number(fields[14])) * 10;
}

/** The same encode as transcodeVideo's, as anyone would type it: wall and CPU time. */
export async function floorTranscode(
  ffmpeg: string,
  input: string,
  output: string,
  threads: number,
): Promise<{ ms: number; cpuMs: number }> {
  const began = { wall: performance.now(), cpu: childrenCpuMs() };
  await run(ffmpeg, [
    ...['-nostdin', '-v', 'error', '-y', '-threads', String(threads)],
    ...['-filter_threads', String(threads), '-i', input, '-map', '0:v:0', '-map', '0:a:0?'],
    ...encoderArgs(threads),
    output,
  ]);
  return { ms: performance.now() - began.wall, cpuMs: childrenCpuMs() - began.cpu };
}
