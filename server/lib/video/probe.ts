/**
 * What a guest's file is, read by ffprobe before ffmpeg decodes a frame of it, and whether it is
 * a video this site takes. The file is untrusted: ffprobe may open it only as a local file and
 * only with the MP4/MOV or Matroska/WebM demuxers, so a playlist (HLS, ffconcat, concat) dressed
 * as an .mp4 is refused before it can make ffmpeg fetch a URL or read another file.
 */
import { open, stat } from 'node:fs/promises';
import { VIDEO_MESSAGES } from '../../../protocol/video';
import { videoError, VideoError } from './errors';
import type { FfmpegPaths } from './ffmpeg-path';
import type { VideoLimits } from './limits';
import { runTool, ToolFailed, ToolTimeout, type ToolBudget } from './run-tool';

/** ffmpeg and the limits a clip is processed within. */
export interface VideoSetup {
  paths: FfmpegPaths;
  limits: VideoLimits;
}

/** The demuxers a guest's file may be read with (each name one demuxer answers to). */
const DEMUXER_WHITELIST = 'mov,mp4,m4a,3gp,3g2,mj2,matroska,webm';

/** Input options for every read of an untrusted file: local file only, these demuxers only. */
export const SAFE_INPUT = ['-protocol_whitelist', 'file', '-format_whitelist', DEMUXER_WHITELIST];

/** ffprobe's format_name → the demuxer ffmpeg is then pinned to (`-f`). */
const CONTAINERS: Record<string, 'mov' | 'matroska'> = {
  'mov,mp4,m4a,3gp,3g2,mj2': 'mov',
  'matroska,webm': 'matroska',
};

/**
 * Phones film H.264 or HEVC; browsers record WebM with VP8 or VP9 (Chrome's MediaRecorder still
 * defaults to VP8). AV1 is refused: no phone's camera app films it by default, its decoder is the
 * slowest of all here, and each decoder taken is more of ffmpeg exposed to hostile files.
 */
export const VIDEO_CODECS = ['h264', 'hevc', 'vp8', 'vp9'] as const;
export const AUDIO_CODECS = ['aac', 'opus', 'vorbis', 'mp3'] as const;

/** A phone's "3:00" is often 180.03 s: a timer's rounding is not refused. */
const DURATION_GRACE_SECONDS = 0.5;

export interface ProbedVideo {
  demuxer: 'mov' | 'matroska';
  videoCodec: string;
  /** Null: no sound. */
  audioCodec: string | null;
  /** As shown, rotation applied. */
  width: number;
  height: number;
  /** Null when the file does not say (a browser's WebM recording): then the encode checks it. */
  durationSeconds: number | null;
  bytes: number;
}

interface ProbeJson {
  format?: { format_name?: string; duration?: string };
  streams?: {
    codec_type?: string;
    codec_name?: string;
    width?: number;
    height?: number;
    disposition?: { attached_pic?: number };
    side_data_list?: { rotation?: number }[];
  }[];
}

const ENTRIES =
  'format=format_name,duration:stream=codec_type,codec_name,width,height' +
  ':stream_disposition=attached_pic:stream_side_data=rotation';

/** The budget of one step of a clip's processing. */
export const budgetOf = (
  setup: VideoSetup,
  deadline: number,
  signal?: AbortSignal,
): ToolBudget => ({
  deadline,
  memoryBytes: setup.limits.memoryBytes,
  signal,
});

/** Runs ffprobe on a file (a guest's, or one this module wrote) and parses its JSON. */
export async function probeJson(file: string, budget: ToolBudget, ffprobe: string) {
  const args = ['-v', 'error', '-hide_banner', ...SAFE_INPUT, '-show_entries', ENTRIES];
  const json = await runTool(ffprobe, [...args, '-of', 'json', `file:${file}`], budget);
  return JSON.parse(json) as ProbeJson;
}

/** Does the file start like an MP4/MOV (an ftyp, moov, mdat... box) or a Matroska/WebM (EBML)? */
async function looksLikeAContainer(file: string): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(12), 0, 12, 0);
    if (bytesRead < 8) return false;
    if (buffer.readUInt32BE(0) === 0x1a45dfa3) return true;
    return ['ftyp', 'moov', 'mdat', 'wide', 'free'].includes(buffer.toString('latin1', 4, 8));
  } finally {
    await handle.close();
  }
}

/** ffprobe could not read it: a cut-short video of a known kind, or not a video at all. */
async function unreadable(file: string, error: ToolFailed): Promise<VideoError> {
  // Killed, or short of memory (the cap): the file may be fine, ffprobe could not finish.
  if (error.exitSignal || /cannot allocate|shared librar|out of memory/i.test(error.stderr)) {
    return videoError('failed', error.stderr);
  }
  if (/not on whitelist/i.test(error.stderr)) return videoError('notAVideo', error.stderr);
  return (await looksLikeAContainer(file))
    ? videoError('corrupt', error.stderr)
    : videoError('notAVideo', error.stderr);
}

/** Turns a failed run into the refusal a guest is given. */
export function toolRefusal(error: unknown): unknown {
  if (error instanceof ToolTimeout) return videoError('timedOut', error.message);
  return error;
}

/** probeVideo with the deadline of the whole job it is part of. */
export async function probeWithin(
  file: string,
  setup: VideoSetup,
  deadline: number,
  signal?: AbortSignal,
): Promise<ProbedVideo> {
  const { limits } = setup;
  const info = await stat(file);
  if (!info.isFile() || info.size === 0) throw videoError('notAVideo');
  if (info.size > limits.maxBytes) {
    throw new VideoError('tooLarge', VIDEO_MESSAGES.tooLarge(mb(limits.maxBytes)));
  }
  let probed: ProbeJson;
  try {
    probed = await probeJson(file, budgetOf(setup, deadline, signal), setup.paths.ffprobe);
  } catch (error) {
    if (error instanceof ToolFailed) throw await unreadable(file, error);
    if (error instanceof SyntaxError) throw videoError('corrupt', error.message);
    throw toolRefusal(error);
  }
  return checked(probed, info.size, limits);
}

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

function checked(probed: ProbeJson, bytes: number, limits: VideoLimits): ProbedVideo {
  const demuxer = CONTAINERS[probed.format?.format_name ?? ''];
  const streams = probed.streams ?? [];
  const video = streams.find((s) => s.codec_type === 'video' && !s.disposition?.attached_pic);
  if (!demuxer || !video) throw videoError('notAVideo');
  const unsupported = (codec: string | undefined) =>
    new VideoError('unsupportedCodec', VIDEO_MESSAGES.unsupportedCodec(codec ?? 'unknown'));
  if (!(VIDEO_CODECS as readonly string[]).includes(video.codec_name ?? '')) {
    throw unsupported(video.codec_name);
  }
  const audio = streams.find((s) => s.codec_type === 'audio');
  if (audio && !(AUDIO_CODECS as readonly string[]).includes(audio.codec_name ?? '')) {
    throw unsupported(audio.codec_name);
  }
  const { width = 0, height = 0 } = video;
  if (width <= 0 || height <= 0) throw videoError('corrupt', 'no picture size');
  if (Math.max(width, height) > limits.maxSide) throw videoError('tooManyPixels');
  const rotation = video.side_data_list?.find((d) => d.rotation !== undefined)?.rotation ?? 0;
  const sideways = Math.abs(rotation) % 180 === 90;
  const duration = Number(probed.format?.duration);
  const durationSeconds = Number.isFinite(duration) && duration > 0 ? duration : null;
  if (durationSeconds !== null) assertShortEnough(durationSeconds, limits);
  return {
    demuxer,
    videoCodec: video.codec_name!,
    audioCodec: audio?.codec_name ?? null,
    width: sideways ? height : width,
    height: sideways ? width : height,
    durationSeconds,
    bytes,
  };
}

export function assertShortEnough(seconds: number, limits: VideoLimits): void {
  if (seconds > limits.maxSeconds + DURATION_GRACE_SECONDS) {
    throw new VideoError('tooLong', VIDEO_MESSAGES.tooLong(limits.maxSeconds));
  }
}

/**
 * Reads a guest's file and refuses it, with a VideoError whose code says why, unless it is an
 * MP4/MOV or Matroska/WebM of an accepted codec, within the size, length and picture limits.
 */
export function probeVideo(
  file: string,
  setup: VideoSetup,
  signal?: AbortSignal,
): Promise<ProbedVideo> {
  return probeWithin(file, setup, Date.now() + setup.limits.timeoutMs, signal);
}
