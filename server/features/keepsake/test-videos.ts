import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { ObjectStorage } from '../../lib/storage';
import { transcodeVideo, videoSetup } from '../../lib/video';
import { makeClip } from '../../lib/video/test-clips';

/** A second of test pattern made into the site's MP4 by the real pipeline, once per test file. */
let made: Promise<{ mp4: Buffer; durationSeconds: number }> | undefined;

function madeVideo(): Promise<{ mp4: Buffer; durationSeconds: number }> {
  made ??= (async () => {
    const setup = videoSetup({
      video: { maxSeconds: 60, maxBytes: 50 * 1024 * 1024, jobTimeoutMs: 60_000 },
    });
    if (!setup) throw new Error('the keepsake video tests need ffmpeg and ffprobe on PATH');
    const dir = await mkdtemp(path.join(tmpdir(), 'keepsake-video-'));
    try {
      const clip = await makeClip(setup.paths.ffmpeg, path.join(dir, 'clip.mp4'), {
        width: 160,
        height: 120,
        seconds: 1,
        codec: 'h264',
      });
      const out = await transcodeVideo(clip, path.join(dir, 'out'), setup);
      return { mp4: await readFile(out.mp4Path), durationSeconds: out.durationSeconds };
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  })();
  return made;
}

/**
 * A video as the moments' job leaves it made (docs/videos.md): the MP4 under `photos/`, its
 * poster's original and large rendition beside it, stored in `storage`. Answers the fields a
 * moment's `media` holds (or a post that keeps its video the same way) and the MP4's bytes.
 */
export async function storeMadeVideo(
  storage: ObjectStorage,
  name: string,
): Promise<{ media: Record<string, unknown>; mp4: Buffer }> {
  const { mp4, durationSeconds } = await madeVideo();
  const poster = sharp({ create: { width: 160, height: 120, channels: 3, background: '#305070' } });
  const keys = {
    originalKey: `originals/${name}-vid/original.jpg`,
    thumbKey: `photos/${name}-vid/480.webp`,
    largeKey: `photos/${name}-vid/1600.webp`,
    videoKey: `photos/${name}-vid/video.mp4`,
  };
  await Promise.all([
    storage.write(keys.originalKey, await poster.clone().jpeg().toBuffer(), 'image/jpeg'),
    storage.write(keys.largeKey, await poster.clone().webp().toBuffer(), 'image/webp'),
    storage.write(keys.videoKey, mp4, 'video/mp4'),
  ]);
  return {
    media: {
      ...keys,
      thumbUrl: `/uploads/${keys.thumbKey}`,
      width: 160,
      height: 120,
      videoUrl: `/uploads/${keys.videoKey}`,
      durationSeconds,
    },
    mp4,
  };
}

/** The same made video as a gallery photo, guest book entry or timeline photo stores it. */
export function storedVideoFieldsOf(media: Record<string, unknown>) {
  return {
    video: { key: media.videoKey, url: media.videoUrl, durationSeconds: media.durationSeconds },
  };
}
