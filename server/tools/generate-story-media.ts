/**
 * Draws the love-story illustrations and the engagement clip into client/public/media/story/.
 * The outputs are committed; run again after changing a scene:
 *
 *   npx tsx server/tools/generate-story-media.ts
 *
 * Needs ffmpeg on the PATH for the clip (libx264).
 */
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { arrival, engagement, fallingInLove, firstMeeting, reconnection, weddingDay } from './story-scenes';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const outDir = path.join(root, 'client/public/media/story');

const IMAGE_QUALITY = 70;
const IMAGE_BUDGET = 120 * 1024;
const VIDEO_BUDGET = 1024 * 1024;
const VIDEO = { width: 960, height: 640, fps: 24, seconds: 6 };

const stills: Record<string, () => string> = {
  'first-meeting': firstMeeting,
  reconnection,
  'falling-in-love': fallingInLove,
  'engagement-poster': () => engagement(0),
  arrival,
  'wedding-day': weddingDay,
};

async function writeStill(name: string, svg: string): Promise<number> {
  const file = path.join(outDir, `${name}.webp`);
  await sharp(Buffer.from(svg)).webp({ quality: IMAGE_QUALITY, effort: 6 }).toFile(file);
  return (await stat(file)).size;
}

async function writeClip(): Promise<number> {
  const frames = await mkdtemp(path.join(tmpdir(), 'engagement-frames-'));
  try {
    const count = VIDEO.fps * VIDEO.seconds;
    for (let i = 0; i < count; i += 1) {
      const frame = path.join(frames, `${String(i).padStart(4, '0')}.png`);
      await sharp(Buffer.from(engagement(i / (count - 1))))
        .resize(VIDEO.width, VIDEO.height)
        .png({ compressionLevel: 1 })
        .toFile(frame);
    }
    const file = path.join(outDir, 'engagement.mp4');
    const result = spawnSync(
      'ffmpeg',
      [
        '-y', '-loglevel', 'error',
        '-framerate', String(VIDEO.fps),
        '-i', path.join(frames, '%04d.png'),
        '-c:v', 'libx264', '-preset', 'slow', '-crf', '28',
        '-pix_fmt', 'yuv420p', '-movflags', '+faststart', '-an',
        file,
      ],
      { stdio: 'inherit' },
    );
    if (result.error) throw new Error(`ffmpeg is needed for the clip: ${result.error.message}`);
    if (result.status !== 0) throw new Error(`ffmpeg failed with status ${result.status}`);
    return (await stat(file)).size;
  } finally {
    await rm(frames, { recursive: true, force: true });
  }
}

function report(name: string, bytes: number, budget: number): boolean {
  const ok = bytes <= budget;
  console.log(`${ok ? 'ok  ' : 'OVER'} ${name.padEnd(26)} ${(bytes / 1024).toFixed(1)} KB (budget ${budget / 1024} KB)`);
  return ok;
}

async function main(): Promise<void> {
  await mkdir(outDir, { recursive: true });
  let ok = true;
  for (const [name, draw] of Object.entries(stills)) {
    ok = report(`${name}.webp`, await writeStill(name, draw()), IMAGE_BUDGET) && ok;
  }
  ok = report('engagement.mp4', await writeClip(), VIDEO_BUDGET) && ok;
  if (!ok) process.exitCode = 1;
}

await main();
