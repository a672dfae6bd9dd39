import { availableParallelism } from 'node:os';
import type { Config } from '../../config';

/** What one clip may take: refused past the first three, stopped past the last three. */
export interface VideoLimits {
  /** Longest clip taken (VIDEO_MAX_SECONDS). */
  maxSeconds: number;
  /** Largest file taken (VIDEO_MAX_MB). */
  maxBytes: number;
  /** Largest side of the picture taken: 4K phones film 3840 × 2160. */
  maxSide: number;
  /** Wall-clock time for one clip's whole processing (VIDEO_JOB_TIMEOUT_SECONDS); then it is killed. */
  timeoutMs: number;
  /** Address space of each ffmpeg process (RLIMIT_AS): a hostile file cannot take the machine's memory. */
  memoryBytes: number;
  /** Threads ffmpeg may use to decode and to encode, so a clip leaves cores to the site. */
  threads: number;
}

/**
 * Measured with Debian's ffmpeg 5.1, 2 threads: a 1080p HEVC clip made 720p runs in 700 MB of
 * address space (and fails in 500 MB), a 4K 10-bit HEVC clip in 1 GB. 2 GB leaves room for more
 * threads and still stops a file crafted to make a decoder allocate without end.
 */
export const VIDEO_MEMORY_BYTES = 2 * 1024 ** 3;

export function videoLimits(config: Pick<Config, 'video'>): VideoLimits {
  return {
    maxSeconds: config.video.maxSeconds,
    maxBytes: config.video.maxBytes,
    maxSide: 4096,
    timeoutMs: config.video.jobTimeoutMs,
    memoryBytes: VIDEO_MEMORY_BYTES,
    // Half the cores, at least one and at most four: x264 gains little past four at 720p.
    threads: Math.max(1, Math.min(4, Math.floor(availableParallelism() / 2))),
  };
}
