/**
 * A guest's clip made into what every browser plays: one H.264/AAC MP4 of at most 720p, upright,
 * its index first (faststart: it starts playing before it has all arrived), with nothing of the
 * original's metadata (a phone's MOV holds where and when it was filmed, and which phone), and a
 * JPEG poster of the same size. See docs/videos.md.
 */
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { videoError } from './errors';
import {
  assertShortEnough,
  budgetOf,
  probeJson,
  probeWithin,
  SAFE_INPUT,
  toolRefusal,
  type ProbedVideo,
  type VideoSetup,
} from './probe';
import { progressReader } from './progress';
import { runTool, ToolFailed } from './run-tool';

export interface TranscodedVideo {
  mp4Path: string;
  posterPath: string;
  /** Of the MP4 written. */
  durationSeconds: number;
  width: number;
  height: number;
  bytes: number;
}

/**
 * Landscape fits 1280 × 720 and portrait 720 × 1280 (never enlarged), aspect kept, even sides
 * (H.264's 4:2:0 needs them). ffmpeg has already turned the picture upright (autorotate) when the
 * filter sees it, so iw and ih are the shown width and height.
 */
export const SCALE_FILTER =
  "scale=w='if(gte(iw,ih),min(1280,iw),min(720,iw))':h='if(gte(iw,ih),min(720,ih),min(1280,ih))'" +
  ':force_original_aspect_ratio=decrease:force_divisible_by=2,format=yuv420p';

/** The encode itself, shared with the bench's floor (the same work without this module). */
export function encoderArgs(threads: number): string[] {
  return [
    ['-vf', SCALE_FILTER, '-fpsmax', '30'],
    ['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-profile:v', 'high'],
    ['-threads', String(threads)],
    ['-c:a', 'aac', '-b:a', '128k', '-ac', '2'],
  ].flat();
}

/** No metadata at all: global, per stream, chapters, and no encoder name or version. */
const NO_METADATA = ['-map_metadata', '-1', '-map_chapters', '-1', '-fflags', '+bitexact'];
const QUIET = ['-nostdin', '-hide_banner', '-v', 'error', '-nostats', '-y'];

function encodeArgs(
  input: string,
  output: string,
  probed: ProbedVideo,
  setup: VideoSetup,
  progress: boolean,
) {
  const { threads, maxSeconds } = setup.limits;
  return [
    ...QUIET,
    progress ? ['-progress', 'pipe:1'] : [],
    ['-threads', String(threads), '-filter_threads', String(threads)],
    [...SAFE_INPUT, '-f', probed.demuxer, '-i', `file:${input}`],
    ['-map', '0:v:0', '-map', '0:a:0?'],
    // A header may lie about the length: never encode much past the longest clip taken.
    ['-t', String(maxSeconds + 1)],
    encoderArgs(threads),
    [...NO_METADATA, '-flags:v', '+bitexact', '-flags:a', '+bitexact'],
    ['-f', 'mp4', `file:${output}`],
  ].flat();
}

/**
 * A copy of our own encode with the index moved first, no handler names, and no SEI units (x264
 * writes its name, version and settings in one). Done apart from the encode because ffmpeg names
 * the encoder of every stream it encodes, bitexact or not; a stream copy names none.
 */
function finishArgs(encoded: string, output: string) {
  return [
    ...QUIET,
    ...['-protocol_whitelist', 'file', '-f', 'mp4', '-i', `file:${encoded}`],
    ...['-map', '0', '-c', 'copy', '-bsf:v', 'filter_units=remove_types=6'],
    ...NO_METADATA,
    ...['-empty_hdlr_name', '1', '-movflags', '+faststart', '-f', 'mp4', `file:${output}`],
  ];
}

function posterArgs(video: string, poster: string, atSeconds: number) {
  return [
    ...QUIET,
    ...['-ss', atSeconds.toFixed(3), '-protocol_whitelist', 'file', '-f', 'mp4'],
    ...['-i', `file:${video}`, '-map', '0:v:0', '-frames:v', '1', '-update', '1'],
    ...['-c:v', 'mjpeg', '-q:v', '3', ...NO_METADATA, '-flags:v', '+bitexact'],
    ...['-f', 'image2', `file:${poster}`],
  ];
}

/** Past the first second (often black), and within short clips. */
const posterTime = (duration: number) => Math.min(1, duration / 10);

/** A decode that stopped well before the length the file declares: it was cut short. */
function endedEarly(declared: number | null, written: number): boolean {
  return declared !== null && written < declared - Math.max(1, declared * 0.05);
}

const damaged = /invalid data|partial file|ended prematurely|moov atom not found|truncat/i;

function encodeRefusal(error: unknown): unknown {
  if (error instanceof ToolFailed) {
    return videoError(damaged.test(error.stderr) ? 'corrupt' : 'failed', error.stderr);
  }
  return toolRefusal(error);
}

/**
 * Checks a guest's clip (probeVideo's refusals) and writes `video.mp4` and `poster.jpg` in
 * `outDir`, within the setup's limits: past `timeoutMs` for the whole job, every process of it is
 * killed and a VideoError('timedOut') thrown. On any refusal or failure nothing is left in outDir
 * by this call. `onProgress` hears how much of the clip is encoded (0–99 %, a few times a second
 * at most).
 */
export async function transcodeVideo(
  input: string,
  outDir: string,
  setup: VideoSetup,
  signal?: AbortSignal,
  onProgress?: (percent: number) => void,
): Promise<TranscodedVideo> {
  const deadline = Date.now() + setup.limits.timeoutMs;
  const budget = budgetOf(setup, deadline, signal);
  const { ffmpeg, ffprobe } = setup.paths;
  const probed = await probeWithin(input, setup, deadline, signal);
  await mkdir(outDir, { recursive: true });
  const encoded = path.join(outDir, 'encoding.mp4');
  const mp4Path = path.join(outDir, 'video.mp4');
  const posterPath = path.join(outDir, 'poster.jpg');
  try {
    // What is encoded is at most the longest clip taken (-t), whatever the header says.
    const total = Math.min(probed.durationSeconds ?? Infinity, setup.limits.maxSeconds + 1);
    const encoding = onProgress
      ? { ...budget, onStdout: progressReader(total, onProgress) }
      : budget;
    const args = encodeArgs(input, encoded, probed, setup, !!onProgress);
    await runTool(ffmpeg, args, encoding).catch((error) => {
      throw encodeRefusal(error);
    });
    await runTool(ffmpeg, finishArgs(encoded, mp4Path), budget).catch((error) => {
      throw toolRefusal(error);
    });
    const written = await probeJson(mp4Path, budget, ffprobe).catch((error) => {
      throw toolRefusal(error);
    });
    const video = written.streams?.find((s) => s.codec_type === 'video');
    const durationSeconds = Number(written.format?.duration);
    if (!video?.width || !video.height || !(durationSeconds > 0)) {
      throw videoError('corrupt', 'no picture was decoded');
    }
    if (endedEarly(probed.durationSeconds, durationSeconds)) {
      throw videoError('corrupt', `ended at ${durationSeconds} s of ${probed.durationSeconds} s`);
    }
    assertShortEnough(durationSeconds, setup.limits);
    const poster = posterArgs(mp4Path, posterPath, posterTime(durationSeconds));
    await runTool(ffmpeg, poster, budget).catch((error) => {
      throw toolRefusal(error);
    });
    const { size: bytes } = await stat(mp4Path);
    return {
      mp4Path,
      posterPath,
      durationSeconds,
      width: video.width,
      height: video.height,
      bytes,
    };
  } catch (error) {
    await Promise.all([rm(mp4Path, { force: true }), rm(posterPath, { force: true })]);
    throw error;
  } finally {
    await rm(encoded, { force: true });
  }
}
