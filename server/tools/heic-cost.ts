/**
 * What one 12 MP HEIC costs the photo pipeline: wall time, the server's peak memory and its
 * longest event-loop stall, cold (the decoder thread starting) and warm. Figures in
 * docs/photo-sharing.md.
 *   npx tsx server/tools/heic-cost.ts [photo.heic]
 * Without a file it makes a 4032 × 3024 one with heif-enc (a minute or two of x265).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import sharp from 'sharp';
import { processPhoto } from '../lib/images/pipeline';

async function makeHeic(): Promise<Buffer> {
  const work = mkdtempSync(join(tmpdir(), 'heic-cost-'));
  try {
    const [width, height] = [4032, 3024];
    const raw = Buffer.alloc(width * height * 3);
    // Detail everywhere, as a photo has, so the codec has work to do.
    for (let y = 0; y < height; y += 1) {
      for (let x = 0; x < width; x += 1) {
        raw.set([(x * 7 + y * 3) & 255, (x ^ y) & 255, ((x * y) >> 8) & 255], (y * width + x) * 3);
      }
    }
    const jpeg = join(work, 'photo.jpg');
    await sharp(raw, { raw: { width, height, channels: 3 } })
      .jpeg({ quality: 90 })
      .toFile(jpeg);
    execFileSync('heif-enc', ['-q', '60', '-o', join(work, 'photo.heic'), jpeg]);
    return readFileSync(join(work, 'photo.heic'));
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

const input = process.argv[2] ? readFileSync(process.argv[2]) : await makeHeic();
const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
const before = process.memoryUsage().rss;
for (const run of ['cold', 'warm']) {
  const stalls = monitorEventLoopDelay({ resolution: 10 });
  stalls.enable();
  const started = performance.now();
  const photo = await processPhoto(input);
  const seconds = (performance.now() - started) / 1000;
  stalls.disable();
  console.log(
    `${run}: ${photo.width}×${photo.height} from ${mb(input.length)} of HEIC in ${seconds.toFixed(1)} s,` +
      ` longest event-loop stall ${Math.round(stalls.max / 1e6)} ms`,
  );
}
// maxRSS counts the decoder thread too: it is this process's memory.
console.log(
  `memory: ${mb(before)} before, peak ${mb(process.resourceUsage().maxRSS * 1024)}, after ${mb(process.memoryUsage().rss)}`,
);
