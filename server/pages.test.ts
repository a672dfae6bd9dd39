import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGES } from '../protocol/pages';
import { createServer, type WeddingServer } from './app';
import { loadConfig } from './config';
import { createLogger } from './lib/logger';

/** The built client's shell: the app itself decides what a path shows, its 404 page included. */
const SHELL = '<!doctype html><html><body><div id="root">wedding app shell</div></body></html>';

const lines: { level: number; msg?: string; url?: string; req?: { url?: string } }[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line));
    done();
  },
});

let server: WeddingServer;
let url: string;
let clientDir: string;
beforeAll(async () => {
  clientDir = mkdtempSync(path.join(tmpdir(), 'pages-'));
  writeFileSync(path.join(clientDir, 'index.html'), SHELL);
  mkdirSync(path.join(clientDir, 'assets'));
  writeFileSync(path.join(clientDir, 'assets', 'app-1234.js'), 'console.log(1)');
  const config = loadConfig({ NODE_ENV: 'test', PORT: '0', ADMIN_PASSWORD: 'a long test password' });
  server = await createServer({ config, logger: createLogger('info', sink), clientDir });
  await new Promise<void>((resolve) => server.httpServer.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.httpServer.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await server.close();
  rmSync(clientDir, { recursive: true, force: true });
});

const WARN = 40;

/** Waits for the warning the server logs about `path` and answers it. */
async function warningAbout(path: string) {
  let found: (typeof lines)[number] | undefined;
  await expect
    .poll(
      () =>
        (found = lines.find(
          (line) => line.level === WARN && (line.url ?? line.req?.url ?? '').startsWith(path),
        )),
      { timeout: 5000 },
    )
    .toBeDefined();
  return found!;
}

const errorLinesAbout = (path: string) =>
  lines.filter((line) => line.level >= 50 && (line.url ?? line.req?.url ?? '').startsWith(path));

describe('Express’s and the static server’s own refusals', () => {
  it('answer a missing built file with 404, logged as a warning, not a 500', async () => {
    const response = await fetch(`${url}/assets/missing.js`);
    expect(response.status).toBe(404);
    await warningAbout('/assets/missing.js');
    expect(errorLinesAbout('/assets/missing.js')).toEqual([]);
    // The file that exists is still served.
    expect((await fetch(`${url}/assets/app-1234.js`)).status).toBe(200);
  });

  it('answer a malformed JSON body with 400, logged as a warning', async () => {
    const response = await fetch(`${url}/api/guest-book`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"guestName": ',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: 'Request body is not valid JSON.' });
    await warningAbout('/api/guest-book');
    expect(errorLinesAbout('/api/guest-book')).toEqual([]);
  });

  it('answer a too large body with 413, logged as a warning', async () => {
    const response = await fetch(`${url}/api/admin/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password: 'x'.repeat(200_000) }),
    });
    expect(response.status).toBe(413);
    await warningAbout('/api/admin/session');
    expect(errorLinesAbout('/api/admin/session')).toEqual([]);
  });

  it('answer an address that is not valid percent-encoding with 400, logged as a warning', async () => {
    for (const bad of ['/assets/%E0%A4%A.js', '/timeline%zz']) {
      const response = await fetch(`${url}${bad}`);
      expect(response.status).toBe(400);
      await warningAbout(bad);
      expect(errorLinesAbout(bad)).toEqual([]);
    }
  });
});

describe('pages', () => {
  it('answers every page of the app with 200 and the app', async () => {
    const paths = [
      ...Object.values(PAGES),
      '/live?projector=abc',
      '/admin?tab=planning',
      '/newsletter/unsubscribe?lang=es&token=abc',
      '/timeline/',
      '/LIVE/leaderboard',
    ];
    for (const page of paths) {
      const response = await fetch(`${url}${page}`);
      expect(response.status, page).toBe(200);
      expect(await response.text()).toContain('wedding app shell');
    }
  });

  it('answers an unknown page with 404 and the same app, which shows its 404 page', async () => {
    for (const unknown of ['/no-such-page', '/live/nothing', '/admin/guests/extra', '/timeline.php']) {
      const response = await fetch(`${url}${unknown}`);
      expect(response.status, unknown).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/text\/html/);
      expect(await response.text()).toContain('wedding app shell');
    }
  });

  it('keeps the API’s unknown paths a JSON 404', async () => {
    const response = await fetch(`${url}/api/no-such-thing`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
  });
});
