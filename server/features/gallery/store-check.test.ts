import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { LocalDiskStorage, S3Storage } from '../../lib/storage';
import { checkStore } from './store-check';
import { capturedLogger } from './test-support';

// What the check makes of a store that refuses listings (SeaweedFS) or lets anyone list (s3rver)
// is proven on those stores: store-privacy.test.ts and gallery-s3.test.ts.
describe('the start-up check of the photo store', () => {
  it('says it could not check a store that does not answer', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const storage = new S3Storage({
      bucket: 'wedding-photos',
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
    const { logger, warnings } = capturedLogger();
    expect(await checkStore(storage, logger)).toEqual({ storage: 's3', listing: 'unknown' });
    expect(warnings().map((line) => line.msg)).toEqual([
      'could not check the photo store at start-up',
    ]);
  });

  it('has nothing to check on local disk', async () => {
    const { logger, warnings } = capturedLogger();
    expect(await checkStore(new LocalDiskStorage('/nonexistent'), logger)).toEqual({
      storage: 'local',
      listing: 'not-applicable',
    });
    expect(warnings()).toEqual([]);
  });
});
