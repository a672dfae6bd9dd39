import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoreCheck } from '../../../protocol/gallery';
import { loadConfig } from '../../config';
import { createStorage } from '../../lib/storage';
import { startTestApp } from '../../test/harness';
import { checkStore } from './store-check';
import { capturedLogger } from './test-support';
import { photoSharingScenarios } from './scenarios';

// A real S3-compatible server on loopback (s3rver), driven through the AWS SDK and plain HTTP PUTs.
const directory = mkdtempSync(path.join(tmpdir(), 'photos-s3-'));
const BUCKET = 'wedding-photos';
let server: S3rver;
let endpoint = '';

beforeAll(async () => {
  server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const address = await server.run();
  endpoint = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => {
  await server?.close();
  rmSync(directory, { recursive: true, force: true });
});

const s3Env = () => ({
  S3_BUCKET: BUCKET,
  S3_ENDPOINT: endpoint,
  S3_REGION: 'us-east-1',
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
});
photoSharingScenarios('S3 on loopback', s3Env);
// What the store serves to strangers is proven on SeaweedFS with Compose's policy
// (store-privacy.test.ts): s3rver enforces none.

describe('the start-up check of the store (s3rver lets anyone list)', () => {
  it('tells organizers that strangers can list the bucket', async () => {
    const app = await startTestApp(s3Env());
    try {
      const cookie = await app.organizerCookie();
      let check: StoreCheck;
      do {
        const response = await fetch(`${app.url}/api/admin/gallery/store-check`, {
          headers: { cookie },
        });
        expect(response.status).toBe(200);
        check = (await response.json()) as StoreCheck;
      } while (check.listing === 'checking');
      expect(check).toEqual({ storage: 's3', listing: 'allowed' });
    } finally {
      await app.close();
    }
  });

  it('logs a warning naming the problem', async () => {
    const { logger, warnings } = capturedLogger();
    const storage = createStorage(loadConfig({ NODE_ENV: 'test', ...s3Env() }));
    expect(await checkStore(storage, logger)).toEqual({ storage: 's3', listing: 'allowed' });
    expect(warnings().map((line) => line.msg)).toEqual([
      expect.stringMatching(/lets anyone list its files.*never List/),
    ]);
  });
});
