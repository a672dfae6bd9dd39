import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll } from 'vitest';
import { photoSharingScenarios } from './scenarios';
import { servedFileScenarios } from './served-files-scenarios';

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
servedFileScenarios('S3 on loopback', s3Env);
