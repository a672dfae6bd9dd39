import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { deviceFor } from '../../test/devices';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { AddedPhoto, UploadUrl } from '../../../protocol/gallery';
import { createLogger } from '../../lib/logger';
import type { ObjectStorage } from '../../lib/storage';
import { printKeyOf } from './keys';

/** A JPEG as a phone takes it: sideways (orientation 6) with a GPS position in its EXIF. */
export async function phoneJpeg(width = 1200, height = 800): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 120, b: 80 } },
  })
    .composite([
      {
        input: Buffer.from(
          `<svg width="${width}" height="${height}"><rect x="0" y="0" width="${width / 4}" height="${height / 4}" fill="#1040c0"/></svg>`,
        ),
      },
    ])
    .jpeg({ quality: 85 })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 15' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '38/1 59/1 1290/100',
        GPSLongitudeRef: 'W',
        GPSLongitude: '76/1 56/1 3336/100',
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** Whether an EXIF block holds a GPS IFD (the pointer tag 0x8825, either byte order). */
export function hasGpsIfd(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  return exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]));
}

export const newDeviceId = () => randomBytes(16).toString('hex');

export class GuestPhone {
  constructor(
    readonly baseUrl: string,
    readonly deviceId = newDeviceId(),
    /** A guest session cookie, for a phone signed in with its invite code. */
    readonly cookie?: string,
  ) {}

  /** The identity the app issued to this phone (asked for on its first request). */
  identity(): Promise<string> {
    return deviceFor(this.baseUrl, this.deviceId);
  }

  async request(path: string, init: { method: string; body?: unknown }) {
    return fetch(`${this.baseUrl}${path}`, {
      method: init.method,
      headers: {
        'content-type': 'application/json',
        'x-device-id': await this.identity(),
        ...(this.cookie ? { cookie: this.cookie } : {}),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  }

  async presign(contentType: string, size: number): Promise<UploadUrl> {
    const response = await this.request('/api/objects/upload', {
      method: 'POST',
      body: { contentType, size },
    });
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as UploadUrl;
  }

  /** The browser's direct upload: a plain HTTP PUT to the presigned URL. */
  async put(upload: UploadUrl, body: Buffer): Promise<Response> {
    return fetch(upload.uploadURL, {
      method: 'PUT',
      headers: upload.headers,
      body: new Uint8Array(body),
    });
  }

  confirm(uploadURL: string, guestName = 'Ana', caption = 'First dance') {
    return this.request('/api/guest-photos', {
      method: 'PUT',
      body: { photoURL: uploadURL, guestName, caption },
    });
  }

  /** presign → PUT → confirm; answers the confirmation's response. */
  async share(body: Buffer, contentType = 'image/jpeg', guestName = 'Ana') {
    const upload = await this.presign(contentType, body.length);
    const put = await this.put(upload, body);
    expect(put.status).toBe(200);
    const confirmed = await this.confirm(upload.uploadURL, guestName);
    return { upload, confirmed };
  }

  async shareOk(body: Buffer): Promise<AddedPhoto> {
    const { confirmed } = await this.share(body);
    expect(confirmed.status, await confirmed.clone().text()).toBe(201);
    return (await confirmed.json()) as AddedPhoto;
  }
}

/** A logger that keeps what it writes: pino's JSON lines, parsed. */
export function capturedLogger() {
  const lines: { level: number; msg: string }[] = [];
  const logger = createLogger('info', {
    write: (line: string) => {
      lines.push(JSON.parse(line) as { level: number; msg: string });
    },
  });
  return { logger, warnings: () => lines.filter((line) => line.level === 40) };
}

/** Fetches a served picture (200 expected) and reads its format and size. */
export async function fetchImage(baseUrl: string, url: string) {
  const response = await fetch(new URL(url, baseUrl));
  expect(response.status).toBe(200);
  const body = Buffer.from(await response.arrayBuffer());
  return { response, body, meta: await sharp(body).metadata() };
}

/** Every file the disk store under `dataDir` holds, as paths under its root. */
export function storedFiles(dataDir: string): string[] {
  const root = path.join(dataDir, 'uploads');
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && !entry.name.endsWith('.type'))
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
  } catch {
    return [];
  }
}

/**
 * The print copy of a photo's original once its background job has written it (the job starts
 * as the upload is answered): its bytes, or a failed expectation after `timeoutMs`.
 */
export async function printCopyOf(
  storage: ObjectStorage,
  originalKey: string,
  timeoutMs = 15_000,
): Promise<Buffer> {
  const printKey = printKeyOf(originalKey)!;
  const deadline = Date.now() + timeoutMs;
  while (!(await storage.head(printKey))) {
    expect(Date.now(), `print copy ${printKey} not made`).toBeLessThan(deadline);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return storage.read(printKey);
}
