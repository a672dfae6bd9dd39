import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { TOO_MANY_WRITES_MESSAGE } from '../../../protocol/http';
import { json, startTestApp } from '../../test/harness';
import { photoSharingScenarios } from './scenarios';
import { servedFileScenarios } from './served-files-scenarios';
import { GuestPhone } from './test-support';

// The embedded default: files under DATA_DIR/uploads, uploaded with URLs the app signs.
const dataDir = mkdtempSync(path.join(tmpdir(), 'photos-local-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

photoSharingScenarios('local disk', () => ({ DATA_DIR: dataDir }));
servedFileScenarios('local disk', () => ({ DATA_DIR: dataDir }));

// Each starts an app of its own (with other settings): slow on a busy machine.
describe('local upload URLs', { timeout: 90_000 }, () => {
  it('refuse a changed size, type or signature, and an unsigned write', async () => {
    const app = await startTestApp({ DATA_DIR: dataDir });
    try {
      const phone = new GuestPhone(app.url);
      const upload = await phone.presign('image/png', 10);
      const put = (url: string, type: string, body: string) =>
        fetch(url, { method: 'PUT', headers: { 'content-type': type }, body });
      expect((await put(upload.uploadURL, 'image/jpeg', '0123456789')).status).toBe(403);
      expect((await put(upload.uploadURL, 'image/png', '0123456789AB')).status).toBe(400);
      expect(
        (
          await put(
            upload.uploadURL.replace(/signature=[^&]+/, 'signature=x'),
            'image/png',
            '0123456789',
          )
        ).status,
      ).toBe(403);
      expect((await put(`${app.url}/uploads/photos/x.jpg`, 'image/png', '0123456789')).status).toBe(
        403,
      );
      expect((await fetch(`${app.url}/uploads/${upload.key}`)).status).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('never serve an unchecked upload through an encoded path that leaves the public folder', async () => {
    const app = await startTestApp({ DATA_DIR: dataDir });
    try {
      const phone = new GuestPhone(app.url);
      const body = Buffer.from('<html>not checked by anyone</html>');
      const upload = await phone.presign('image/png', body.length);
      expect((await phone.put(upload, body)).status).toBe(200);
      for (const path of [
        `photos/..%2f${upload.key}`,
        `photos/..%2F${upload.key}`,
        `photos/%2e%2e/${upload.key}`,
        `photos/x/..%2f..%2f${upload.key}`,
        `photos%2f..%2f${upload.key}`,
        `photos/..%252f${upload.key}`,
      ]) {
        const response = await fetch(`${app.url}/uploads/${path}`);
        expect(response.status, path).toBe(404);
      }
      // Not an address at all: a clear 400, never a 500.
      expect((await fetch(`${app.url}/uploads/photos/%zz`)).status).toBe(400);
    } finally {
      await app.close();
    }
  });

  it('limit how many uploads one device may start', async () => {
    const app = await startTestApp({ DATA_DIR: dataDir, WRITE_LIMIT_PER_DEVICE: '3' });
    try {
      const phone = new GuestPhone(app.url);
      for (let i = 0; i < 3; i += 1) await phone.presign('image/jpeg', 100);
      const refused = await phone.request('/api/objects/upload', {
        method: 'POST',
        body: { contentType: 'image/jpeg', size: 100 },
      });
      expect(refused.status).toBe(429);
      expect(await json(refused)).toMatchObject({ message: TOO_MANY_WRITES_MESSAGE });
      // Another phone is not held back by the first one.
      await new GuestPhone(app.url).presign('image/jpeg', 100);
    } finally {
      await app.close();
    }
  });
});
