import type { Page, WebSocketRoute } from 'playwright-core';
import { expect, test } from 'vitest';
import { GUESTBOOK_FALLBACK_POLL_MS, guestbookApi } from '../../protocol/guestbook';
import { describeE2E, newPage, withAppAndBrowser } from './helpers';
import { enterAsGuest, homeSection } from './guest';

const SOCKET_PATH = /\/socket\.io\//;

/**
 * Puts the page's Socket.IO connection under the test's control: `drop()` cuts the live connection
 * and refuses new ones (both transports), `restore()` lets it reconnect. The REST API stays reachable,
 * as on a network that breaks WebSockets but not plain requests.
 */
async function controlSocket(page: Page) {
  let blocked = false;
  let established = 0;
  let lastEstablishedAt = 0;
  const open = new Set<{ client: WebSocketRoute; server: WebSocketRoute }>();

  await page.routeWebSocket(SOCKET_PATH, (client) => {
    if (blocked) {
      void client.close({ code: 1001, reason: 'blocked by the test' });
      return;
    }
    const pair = { client, server: client.connectToServer() };
    open.add(pair);
    established += 1;
    lastEstablishedAt = Date.now();
  });
  await page.route(SOCKET_PATH, (route) =>
    blocked ? route.abort('connectionfailed') : route.continue(),
  );

  return {
    /** How many WebSocket connections reached the server so far. */
    established: () => established,
    /** When (Date.now()) the latest connection reached the server. */
    lastEstablishedAt: () => lastEstablishedAt,
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

/** Times (Date.now()) of every GET of the guest book list made by the page. */
function recordGuestBookLoads(page: Page): number[] {
  const loads: number[] = [];
  page.on('request', (request) => {
    if (request.method() === 'GET' && new URL(request.url()).pathname === guestbookApi.list.path) {
      loads.push(Date.now());
    }
  });
  return loads;
}

/**
 * Another guest's entry, sent past this page's scripts (the page's own cookies, its own request
 * context): the page can only learn of it from a push or a load of the list.
 */
async function postEntryElsewhere(page: Page, message: string) {
  const answer = await page.request.post(
    `${new URL(page.url()).origin}${guestbookApi.create.path}`,
    {
      data: { guestName: 'Rosa Díaz', message },
    },
  );
  expect(answer.status()).toBe(201);
}

describeE2E('the polling fallback', () => {
  const e2e = withAppAndBrowser();

  // That nothing is polled while the socket is up, and that polling stops once it is back, is shown
  // on a fake clock in client/lib/realtime/connection.test.tsx; here, with a real socket cut and
  // restored, each phase is shown by what the guest sees arrive and by which road it came.
  test(
    'switches on when the socket drops and off when it returns',
    { timeout: 120_000 },
    async () => {
      const interval = GUESTBOOK_FALLBACK_POLL_MS;
      const page = await newPage(e2e.browser);
      const socket = await controlSocket(page);
      const loads = recordGuestBookLoads(page);

      await page.goto(`${e2e.app.url}/`);
      await enterAsGuest(page);
      const section = await homeSection(page, 'guest-book');
      await expect.poll(() => loads.length, { timeout: 15_000 }).toBeGreaterThan(0);
      await expect.poll(() => socket.established(), { timeout: 15_000 }).toBeGreaterThan(0);

      // Connected: a new entry arrives by push, with no load of the list.
      const whileConnected = loads.length;
      await postEntryElsewhere(page, 'Pushed while the socket is up');
      await section.getByText('Pushed while the socket is up').waitFor();
      expect(loads.length, 'loads of the guest book while the socket is connected').toBe(
        whileConnected,
      );

      // The socket drops: the list is polled at the fallback interval, and an entry comes that way.
      await socket.drop();
      const droppedAt = loads.length;
      await postEntryElsewhere(page, 'Polled while the socket is down');
      await expect
        .poll(() => loads.length - droppedAt, { timeout: interval * 3, interval: 500 })
        .toBeGreaterThanOrEqual(2);
      const polls = loads.slice(droppedAt);
      const gap = polls[1]! - polls[0]!;
      // Not faster than the interval (a busy machine only makes the gap longer; the entry arriving
      // by polling below is the positive proof that polling goes on).
      expect(gap).toBeGreaterThan(interval * 0.8);
      await section.getByText('Polled while the socket is down').waitFor();

      // The socket returns: at most one catch-up load (none when Socket.IO replays what was missed),
      // and the next entry arrives by push.
      const connectionsBefore = socket.established();
      socket.restore();
      await expect
        .poll(() => socket.established(), { timeout: 30_000 })
        .toBeGreaterThan(connectionsBefore);
      const reconnectedAt = socket.lastEstablishedAt();
      await postEntryElsewhere(page, 'Pushed once the socket is back');
      await section.getByText('Pushed once the socket is back').waitFor();
      expect(
        loads.filter((at) => at >= reconnectedAt).length,
        'loads of the guest book after the socket returned',
      ).toBeLessThanOrEqual(1);
      await page.context().close();
    },
  );
});
