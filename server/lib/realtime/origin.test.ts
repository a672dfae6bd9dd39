import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connectSocket } from 'socket.io-client';
import { CROSS_SITE_SOCKET_MESSAGE } from '../../../protocol/events';
import { startTestApp, subscribe, type TestApp, type TestSocket } from '../../test/harness';

/** What a page at `origin` gets when it opens a socket to the site (a real socket.io-client). */
async function openFrom(url: string, origin?: string): Promise<{ socket?: TestSocket; error?: Error }> {
  const socket: TestSocket = connectSocket(url, {
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    extraHeaders: origin ? { origin } : {},
  });
  return new Promise((resolve) => {
    socket.once('connect', () => resolve({ socket }));
    socket.once('connect_error', (error) => {
      socket.close();
      resolve({ error });
    });
  });
}

describe('the socket handshake checks where the page came from', () => {
  let app: TestApp;
  let published: TestApp;
  const publicUrl = 'https://wedding.example.com';
  beforeAll(async () => {
    app = await startTestApp();
    published = await startTestApp({ PUBLIC_URL: publicUrl });
  });
  afterAll(async () => {
    await app.close();
    await published.close();
  });

  it('lets the site’s own pages in, and a client that sends no Origin', async () => {
    const host = new URL(app.url).host;
    for (const origin of [app.url, `https://${host}`, undefined]) {
      const { socket, error } = await openFrom(app.url, origin);
      expect(error, origin).toBeUndefined();
      expect((await subscribe(socket!, 'wedding')).subscribed).toEqual(['wedding']);
      socket!.close();
    }
    const { socket, error } = await openFrom(published.url, publicUrl);
    expect(error).toBeUndefined();
    socket!.close();
  });

  it('refuses another site’s page with a clear error', async () => {
    const cases: [TestApp, string][] = [
      [app, 'https://evil.example'],
      [app, 'null'],
      [app, 'not a url'],
      // With PUBLIC_URL set, the site is that address, whatever Host the request names.
      [published, published.url],
      [published, 'https://evil.example'],
    ];
    for (const [target, origin] of cases) {
      const { socket, error } = await openFrom(target.url, origin);
      expect(socket, origin).toBeUndefined();
      expect(error?.message, origin).toBe(CROSS_SITE_SOCKET_MESSAGE);
    }
    // The server is fine: the site's own page still connects.
    const { error } = await openFrom(app.url, app.url);
    expect(error).toBeUndefined();
  });
});
