import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { useTestApp } from './fixtures';

/** What the host answers at one path: a body of a type, or a redirect. */
export type PictureHostRoute = { type: string; body: Buffer | string } | { redirectTo: string };

/** Another site's pictures, served on loopback, for tests of links the server copies. */
export interface PictureHost {
  url: string;
  /** Every path asked for, in order: a test that nothing was fetched compares its length. */
  requested: string[];
  close(): Promise<void>;
}

/**
 * Starts a host on 127.0.0.1 that answers the given paths and 404 to any other. Links to it are
 * refused unless the app runs with REMOTE_IMAGES_ALLOW_LOOPBACK=true (a test-only setting).
 */
export async function startPictureHost(
  routes: Record<string, PictureHostRoute>,
): Promise<PictureHost> {
  const requested: string[] = [];
  const server = http.createServer((req, res) => {
    requested.push(req.url ?? '');
    const route = routes[req.url ?? ''];
    if (!route) res.writeHead(404).end();
    else if ('redirectTo' in route) res.writeHead(302, { location: route.redirectTo }).end();
    else res.writeHead(200, { 'content-type': route.type }).end(route.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requested,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * "An app copying linked pictures": a picture host answering `routes()` and the app, allowed to
 * fetch from it (REMOTE_IMAGES_ALLOW_LOOPBACK), keeping its files in a folder of its own (`env`
 * starts another app on the same folder). Both start before the file's tests, the organizer
 * signed in (`app.organizer`); after them the app closes, then the host, and the folder goes.
 */
export function useLinkCopyingApp(
  name: string,
  routes: () => Promise<Record<string, PictureHostRoute>>,
) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `${name}-`));
  const env = { DATA_DIR: dataDir, REMOTE_IMAGES_ALLOW_LOOPBACK: 'true' };
  let started: PictureHost | undefined;
  beforeAll(async () => {
    started = await startPictureHost(await routes());
  }, 60_000);
  afterAll(async () => {
    await started?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const app = useTestApp(env, { organizer: true, timeout: 60_000 });
  const running = () => {
    if (!started) throw new Error('the picture host is not started yet');
    return started;
  };
  const host = {
    get url() {
      return running().url;
    },
    get requested() {
      return running().requested;
    },
  };
  return { app, host, env };
}
