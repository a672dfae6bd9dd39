/**
 * Clips made with ffmpeg itself for the video tests and bench: a test pattern (lavfi testsrc2)
 * and a tone, in the codec and container asked, optionally with a phone's metadata or rotation.
 */
import { execFile } from 'node:child_process';
import { rename } from 'node:fs/promises';
import { promisify } from 'node:util';

const run = promisify(execFile);

export type ClipCodec = 'h264' | 'hevc' | 'vp8' | 'vp9' | 'mpeg4' | 'theora';

export interface ClipSpec {
  width: number;
  height: number;
  seconds: number;
  codec: ClipCodec;
  /** Default aac (opus in WebM); null: no sound. */
  audio?: 'aac' | 'opus' | null;
  /** Extra output options, such as `-metadata location=…` or `-movflags +faststart`. */
  extra?: string[];
  /** Display-matrix rotation in degrees, as a phone held upright writes it. */
  rotate?: number;
}

const VIDEO_ARGS: Record<ClipCodec, string[]> = {
  h264: ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'],
  hevc: [
    ...['-c:v', 'libx265', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-tag:v', 'hvc1'],
    ...['-x265-params', 'log-level=error'],
  ],
  vp8: ['-c:v', 'libvpx', '-deadline', 'realtime', '-cpu-used', '8', '-b:v', '1M'],
  vp9: ['-c:v', 'libvpx-vp9', '-deadline', 'realtime', '-cpu-used', '8', '-b:v', '1M'],
  mpeg4: ['-c:v', 'mpeg4', '-q:v', '5'],
  theora: ['-c:v', 'libtheora', '-q:v', '5'],
};

/** Writes the clip to `file` (its extension picks the container) and answers the path. */
export async function makeClip(ffmpeg: string, file: string, spec: ClipSpec): Promise<string> {
  const { width, height, seconds, codec } = spec;
  const audio = spec.audio === undefined ? (file.endsWith('.webm') ? 'opus' : 'aac') : spec.audio;
  const inputs = [
    ...['-f', 'lavfi', '-i', `testsrc2=size=${width}x${height}:rate=30:duration=${seconds}`],
    ...(audio ? ['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`] : []),
  ];
  const sound = audio ? ['-c:a', audio === 'opus' ? 'libopus' : 'aac'] : [];
  const target = spec.rotate ? `${file}.unrotated${file.slice(file.lastIndexOf('.'))}` : file;
  await run(ffmpeg, [
    ...['-nostdin', '-hide_banner', '-v', 'error', '-y', ...inputs],
    ...VIDEO_ARGS[codec],
    ...sound,
    ...(spec.extra ?? []),
    target,
  ]);
  if (spec.rotate) {
    // ffmpeg 5 writes a rotation only when copying a stream (6 has -display_rotation).
    const rotated = `${file}.rotated${file.slice(file.lastIndexOf('.'))}`;
    await run(ffmpeg, [
      ...['-nostdin', '-v', 'error', '-y', '-i', target, '-map', '0', '-c', 'copy'],
      ...['-metadata:s:v:0', `rotate=${spec.rotate}`, ...(spec.extra ?? []), rotated],
    ]);
    await rename(rotated, file);
  }
  return file;
}
