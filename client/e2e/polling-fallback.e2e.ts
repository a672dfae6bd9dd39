import type { Page, WebSocketRoute } from 'playwright-core';
import { expect, test } from 'vitest';
import { GUESTBOOK_FALLBACK_POLL_MS, guestbookApi } from '../../protocol/guestbook';
import { describeE2E, enterAsGuest, homeSection, newPage, withAppAndBrowser } from './helpers';

const SOCKET_PATH = /\/socket\.io\//;

/**
 * Puts the page's Socket.IO connection under the test's control: `drop()` cuts the live connection
 * and refuses new ones (both transports), `restore()` lets it reconnect. The REST API stays reachable,
 * as on a network that breaks WebSockets but not plain requests.
 */
async function controlSocket(page: Page) {
  let blocked = false;
  let established = 0;
  const open = new Set<{ client: WebSocketRoute; server: WebSocketRoute }>();

  await page.routeWebSocket(SOCKET_PATH, (client) => {
    if (blocked) {
      void client.close({ code: 1001, reason: 'blocked by the test' });
      return;
    }
    const pair = { client, server: client.connectToServer() };
    open.add(pair);
    established += 1;
  });
  await page.route(SOCKET_PATH, (route) =>
    blocked ? route.abort('connectionfailed') : route.continue(),
  );

  return {
    /** How many WebSocket connections reached the server so far. */
    established: () => established,
    async drop() {
      blocked = true;
      for (const { client, server } of open) {
        await server.close().catch(() => undefined);
        await client.close({ code: 1001, reason: 'dropped by the test' }).catch(() => undefined);
      }
      open.clear();
    },
    restore() {
      blocked = false;
    },
  };
}

/** Times (ms since the test started) of every GET of the guest book list made by the page. */
function recordGuestBookLoads(page: Page, started: number): number[] {
  const loads: number[] = [];
  page.on('request', (request) => {
    if (request.method() === 'GET' && new URL(request.url()).pathname === guestbookApi.list.path) {
      loads.push(Date.now() - started);
    }
  });
  return loads;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describeE2E('the polling fallback', () => {
  const e2e = withAppAndBrowser();

  test(
    'switches on when the socket drops and off when it returns',
    { timeout: 150_000 },
    async () => {
      const interval = GUESTBOOK_FALLBACK_POLL_MS;
      const page = await newPage(e2e.browser);
      const socket = await controlSocket(page);
      const loads = recordGuestBookLoads(page, Date.now());

      await page.goto(`${e2e.app.url}/`);
      await enterAsGuest(page);
      await homeSection(page, 'guest-book');
      await expect.poll(() => loads.length, { timeout: 15_000 }).toBeGreaterThan(0);
      await expect.poll(() => socket.established(), { timeout: 15_000 }).toBeGreaterThan(0);

      // Connected: pushes keep the list current, so it is not loaded again.
      const whileConnected = loads.length;
      await sleep(interval * 1.5);
      expect(loads.length, 'loads of the guest book while the socket is connected').toBe(
        whileConnected,
      );

      // The socket drops: the list is polled at the fallback interval.
      await socket.drop();
      const droppedAt = loads.length;
      await expect
        .poll(() => loads.length - droppedAt, { timeout: interval * 3, interval: 500 })
        .toBeGreaterThanOrEqual(2);
      const polls = loads.slice(droppedAt);
      const gap = polls[1] - polls[0];
      expect(gap).toBeGreaterThan(interval * 0.8);
      expect(gap).toBeLessThan(interval * 1.5);

      // The socket returns: after at most one catch-up load, polling stops.
      const connectionsBefore = socket.established();
      socket.restore();
      await expect
        .poll(() => socket.established(), { timeout: 30_000 })
        .toBeGreaterThan(connectionsBefore);
      await sleep(1_000);
      const afterReconnect = loads.length;
      await sleep(interval * 1.5);
      expect(loads.length, 'loads of the guest book after the socket returned').toBe(
        afterReconnect,
      );
      await page.context().close();
    },
  );
});
