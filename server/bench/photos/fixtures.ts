/** What the photos bench uploads to (an s3rver on loopback) and uploads (phone-like JPEGs). */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

/** A 12 MP photo-like JPEG (4000×3000): gradients and fine noise, 3 to 5 MB like a phone's. */
export async function twelveMegapixelJpeg(seed: number): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      const wave = (Math.sin((x + seed * 97) * 0.011) + Math.cos(y * 0.007)) * 60;
      const grain = (x * 7 + y * 13 + seed) % 23;
      raw[i] = 120 + wave + grain;
      raw[i + 1] = 90 + wave / 2 + (grain >> 1);
      raw[i + 2] = 70 - wave / 3 + grain;
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

export async function startS3(): Promise<{ env: Record<string, string>; stop(): Promise<void> }> {
  const { default: S3rver } = await import('s3rver');
  const directory = mkdtempSync(path.join(tmpdir(), 'bench-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: 'bench-photos', configs: [] }],
  });
  const { port } = await server.run();
  return {
    env: {
      S3_BUCKET: 'bench-photos',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    async stop() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
