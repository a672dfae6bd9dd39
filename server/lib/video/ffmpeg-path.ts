import { accessSync, constants, statSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config';

/** Where ffmpeg and its ffprobe are: both are needed (ffprobe reads a file before ffmpeg does). */
export interface FfmpegPaths {
  ffmpeg: string;
  ffprobe: string;
}

function isExecutableFile(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** The first `name` on the search path that can be run. */
export function onSearchPath(name: string, searchPath = process.env.PATH ?? ''): string | null {
  for (const dir of searchPath.split(path.delimiter)) {
    if (!dir) continue;
    const candidate = path.join(dir, name);
    if (isExecutableFile(candidate)) return candidate;
  }
  return null;
}

/**
 * FFMPEG_PATH, else `ffmpeg` on PATH; ffprobe is looked for beside it (the same name with
 * ffprobe for ffmpeg: `/opt/ff/ffmpeg-6` → `/opt/ff/ffprobe-6`). Null when either is missing or
 * cannot be run: videos are then off, and callers refuse them with VIDEO_MESSAGES.off. A
 * FFMPEG_PATH that names nothing is not replaced by another ffmpeg found on PATH: the operator
 * asked for that one, and is told it is missing.
 */
export function findFfmpeg(
  config: Pick<Config, 'video'>,
  searchPath = process.env.PATH ?? '',
): FfmpegPaths | null {
  const configured = config.video.ffmpegPath;
  const ffmpeg = configured ? path.resolve(configured) : onSearchPath('ffmpeg', searchPath);
  if (!ffmpeg || !isExecutableFile(ffmpeg)) return null;
  const name = path.basename(ffmpeg);
  const probeName = name.includes('ffmpeg') ? name.replace('ffmpeg', 'ffprobe') : 'ffprobe';
  const ffprobe = path.join(path.dirname(ffmpeg), probeName);
  return isExecutableFile(ffprobe) ? { ffmpeg, ffprobe } : null;
}
