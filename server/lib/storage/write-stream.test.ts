import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalDiskStorage } from './local';
import { S3Storage } from './s3';
import type { ObjectStorage } from './types';

const directory = mkdtempSync(path.join(tmpdir(), 'write-stream-'));
let server: S3rver;
const stores: [string, () => ObjectStorage][] = [];
let s3: S3Storage;
const local = new LocalDiskStorage(path.join(directory, 'local'));

beforeAll(async () => {
  server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: path.join(directory, 's3'),
    configureBuckets: [{ name: 'keepsakes', configs: [] }],
  });
  const address = await server.run();
  s3 = new S3Storage({
    bucket: 'keepsakes',
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${address.port}`,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  });
});
afterAll(async () => {
  await server?.close();
  rmSync(directory, { recursive: true, force: true });
});
stores.push(['local disk', () => local], ['S3 on loopback', () => s3]);

/** `parts` chunks of 1 MB, made as they are read (never all in memory). */
function generated(parts: number, failAt?: number): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (sent === failAt) return void this.destroy(new Error('source failed'));
      if (sent === parts) return void this.push(null);
      this.push(Buffer.alloc(1024 * 1024, sent % 251));
      sent += 1;
    },
  });
}

describe.each(stores)('writeStream on %s', { timeout: 60_000 }, (_name, store) => {
  it('stores a stream longer than one upload part', async () => {
    await store().writeStream('keepsake/whole.zip', generated(10), 'application/zip');
    expect(await store().head('keepsake/whole.zip')).toMatchObject({ size: 10 * 1024 * 1024 });
    const body = await store().read('keepsake/whole.zip');
    expect(body[9 * 1024 * 1024]).toBe(9);
  });

  it('leaves nothing under the key when the stream fails', async () => {
    await expect(
      store().writeStream('keepsake/broken.zip', generated(10, 3), 'application/zip'),
    ).rejects.toThrow();
    expect(await store().head('keepsake/broken.zip')).toBeNull();
  });
});

describe.each(stores)('writeFile on %s', { timeout: 60_000 }, (_name, store) => {
  it('stores a file of this machine whole, with its type', async () => {
    const file = path.join(directory, 'made.mp4');
    writeFileSync(file, Buffer.alloc(3 * 1024 * 1024 + 17, 7));
    await store().writeFile('photos/made/video.mp4', file, 'video/mp4');
    expect(await store().head('photos/made/video.mp4')).toMatchObject({
      size: 3 * 1024 * 1024 + 17,
      contentType: 'video/mp4',
    });
    expect((await store().read('photos/made/video.mp4')).equals(readFileSync(file))).toBe(true);
  });

  it('leaves nothing under the key when the file cannot be read', async () => {
    await expect(
      store().writeFile(
        'photos/missing/video.mp4',
        path.join(directory, 'no-such.mp4'),
        'video/mp4',
      ),
    ).rejects.toThrow();
    expect(await store().head('photos/missing/video.mp4')).toBeNull();
  });
});

it('leaves no partial file on local disk after a failed stream', () => {
  const names = readdirSync(path.join(directory, 'local', 'keepsake'));
  expect(names.filter((name) => name.endsWith('.part'))).toEqual([]);
});
