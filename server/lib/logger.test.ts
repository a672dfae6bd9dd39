import { Writable } from 'node:stream';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_HEADER } from '../../protocol/http';
import { IDEMPOTENCY_KEY_HEADER } from '../../protocol/idempotency';
import { createServer, type WeddingServer } from '../app';
import { loadConfig } from '../config';
import { deviceFor } from '../test/devices';
import { createLogger, redactUrl } from './logger';

const lines: string[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  },
});

let server: WeddingServer;
let url: string;
beforeAll(async () => {
  const config = loadConfig({ NODE_ENV: 'test', PORT: '0', ADMIN_PASSWORD: 'a long test password' });
  server = await createServer({ config, logger: createLogger('info', sink) });
  await new Promise<void>((resolve) => server.httpServer.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.httpServer.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

/** The access-log line of the request to `path`, once it is written. */
async function logLineOf(path: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(() => (found = lines.find((line) => line.includes(path) && line.includes('"res"'))), {
      timeout: 5000,
    })
    .toBeDefined();
  return found!;
}

describe('the access log', () => {
  it('never holds a device identity, an Idempotency-Key or a link’s token', async () => {
    const identity = await deviceFor(url, 'logged-phone');
    const key = 'k'.repeat(32);
    await fetch(`${url}/api/guest-book`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [DEVICE_HEADER]: identity, [IDEMPOTENCY_KEY_HEADER]: key },
      body: JSON.stringify({ guestName: 'Ana', message: 'Lovely day, thank you!' }),
    });
    const unsubscribeToken = 'u'.repeat(40);
    await fetch(`${url}/api/newsletter/unsubscribe?token=${unsubscribeToken}`, { method: 'POST' });
    const feedToken = 'f'.repeat(40);
    await fetch(`${url}/api/calendar-feed/${feedToken}`);
    await fetch(`${url}/newsletter/unsubscribe?lang=es&token=${unsubscribeToken}`);

    const written = [
      await logLineOf('/api/guest-book'),
      await logLineOf('/api/newsletter/unsubscribe?token='),
      await logLineOf('/api/calendar-feed/'),
    ].join('\n');
    expect(written).toContain('/api/calendar-feed/[Redacted]');
    const everything = lines.join('\n');
    for (const secret of [identity, identity.split('.')[1]!, key, unsubscribeToken, feedToken])
      expect(everything).not.toContain(secret);
  });
});

describe('redactUrl', () => {
  it('keeps the path and harmless parameters, replaces credentials', () => {
    expect(redactUrl('/live?projector=abc&view=wall')).toBe('/live?projector=[Redacted]&view=wall');
    expect(redactUrl('/api/calendar-feed/abc')).toBe('/api/calendar-feed/[Redacted]');
    expect(redactUrl('/api/moments?limit=5')).toBe('/api/moments?limit=5');
    expect(redactUrl('/x?X-Amz-Signature=1&X-Amz-Credential=2')).toBe(
      '/x?X-Amz-Signature=[Redacted]&X-Amz-Credential=[Redacted]',
    );
  });
});
