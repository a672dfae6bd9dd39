/**
 * Guests' videos on the system's ffmpeg: read and refused or taken (probeVideo), made into one
 * H.264/AAC MP4 of at most 720p with a poster and no metadata (transcodeVideo). See docs/videos.md.
 */
import type { Config } from '../../config';
import { findFfmpeg } from './ffmpeg-path';
import { videoLimits } from './limits';
import type { VideoSetup } from './probe';

export { VideoError } from './errors';
export { findFfmpeg, type FfmpegPaths } from './ffmpeg-path';
export { videoLimits, VIDEO_MEMORY_BYTES, type VideoLimits } from './limits';
export { AUDIO_CODECS, probeVideo, VIDEO_CODECS, type ProbedVideo, type VideoSetup } from './probe';
export { transcodeVideo, type TranscodedVideo } from './transcode';

/**
 * ffmpeg and the configured limits, or null when no ffmpeg was found: then every video is refused
 * with VIDEO_MESSAGES.off ('Videos are off: no ffmpeg was found (set FFMPEG_PATH)').
 */
export function videoSetup(config: Pick<Config, 'video'>): VideoSetup | null {
  const paths = findFfmpeg(config);
  return paths ? { paths, limits: videoLimits(config) } : null;
}
