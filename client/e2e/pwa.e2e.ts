import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { startIsolatedApp, type IsolatedApp } from '../../server/test/built-app';
import { seriousAccessibilityViolations } from './axe';
import {
  describeE2E,
  E2E_ADMIN_PASSWORD,
  goOffline,
  launchBrowser,
  newPage,
  WITH_SERVICE_WORKER,
} from './helpers';
import { enterAsGuest } from './guest';
import { IPHONE_SAFARI } from '../test/user-agents';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The app runs from its own copy of the build (dist/e2e-pwa-*), so a test can publish a new release
 * into it while it runs, as a redeploy would, without touching the build the other tests use.
 */
const release = path.join(root, 'dist', `e2e-pwa-${process.pid}`);
const releaseClient = path.join(release, 'client');

/** Publishes "release 2": a changed index.html, and a service worker whose precache says so. */
function publishNewRelease(): void {
  const indexFile = path.join(releaseClient, 'index.html');
  writeFileSync(
    indexFile,
    readFileSync(indexFile, 'utf8').replace('</head>', '<meta name="release" content="2"></head>'),
  );
  const swFile = path.join(releaseClient, 'sw.js');
  const sw = readFileSync(swFile, 'utf8');
  const changed = sw.replace(
    /("?url"?:\s*"index\.html",\s*"?revision"?:\s*")[^"]+"/,
    '$1release-2"',
  );
  if (changed === sw) throw new Error('sw.js no longer lists index.html in its precache');
  writeFileSync(swFile, changed);
}

async function waitUntilControlled(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
    timeout: 30_000,
  });
}

/** Offline, a reload opens the home page with the couple and the signed-in guest (Ana). */
async function expectOpensOffline(page: Page, coupleNames: string): Promise<void> {
  await goOffline(page);
  await page.reload();
  await page.getByRole('heading', { name: coupleNames, exact: true }).waitFor();
  expect(await page.getByText(`Welcome, Ana`).first().isVisible()).toBe(true);
  await page.context().setOffline(false);
}

describeE2E('the installable app (PWA)', () => {
  let app: IsolatedApp;
  let browser: Browser;
  let coupleNames: string;

  beforeAll(async () => {
    rmSync(release, { recursive: true, force: true });
    mkdirSync(release, { recursive: true });
    cpSync(path.join(root, 'dist/server'), path.join(release, 'server'), { recursive: true });
    cpSync(path.join(root, 'dist/client'), releaseClient, { recursive: true });
    [app, browser] = await Promise.all([
      startIsolatedApp({
        root,
        mongoUri: inject('mongoUri'),
        dbPrefix: 'e2e',
        env: { ADMIN_PASSWORD: E2E_ADMIN_PASSWORD },
        args: [path.join(release, 'server/main.js')],
      }),
      launchBrowser(),
    ]);
    const settings = (await (await fetch(`${app.url}/api/wedding`)).json()) as {
      couple: { displayName: string };
    };
    coupleNames = settings.couple.displayName;
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    rmSync(release, { recursive: true, force: true });
  });

  test('the manifest is linked, valid and installable, and its files are served fresh', async () => {
    const page = await newPage(browser, WITH_SERVICE_WORKER);
    await page.goto(`${app.url}/`);
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');

    const manifestResponse = await page.request.get(`${app.url}${href}`);
    expect(manifestResponse.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifestResponse.headers()['cache-control']).toBe('no-cache');
    const manifest = (await manifestResponse.json()) as {
      name: string;
      start_url: string;
      display: string;
      icons: { src: string; sizes: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({ name: 'Wedding App', start_url: '/', display: 'standalone' });
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
    const appleIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    for (const src of [...manifest.icons.map((icon) => icon.src), appleIcon!]) {
      const icon = await page.request.get(`${app.url}${src}`);
      expect(icon.status(), src).toBe(200);
      expect(icon.headers()['content-type'], src).toBe('image/png');
    }
    const sw = await page.request.get(`${app.url}/sw.js`);
    expect(sw.status()).toBe(200);
    expect(sw.headers()['cache-control']).toBe('no-cache');

    // Chromium's own reading of the manifest: no parse errors, and nothing stopping installation.
    await enterAsGuest(page);
    await waitUntilControlled(page);
    const cdp = await page.context().newCDPSession(page);
    const { errors } = await cdp.send('Page.getAppManifest');
    expect(errors).toEqual([]);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    // Test contexts are incognito, where Chromium never installs; nothing else may stand in the way.
    expect(installabilityErrors.map((error) => error.errorId)).toEqual(['in-incognito']);
    await page.context().close();
  });

  test('the service worker controls the page, which opens offline with the last data', async () => {
    const page = await newPage(browser, WITH_SERVICE_WORKER);
    await page.goto(`${app.url}/`);
    await enterAsGuest(page);
    await waitUntilControlled(page);
    const registration = await page.evaluate(async () => {
      const found = await navigator.serviceWorker.getRegistration();
      return { script: found?.active?.scriptURL, scope: found?.scope };
    });
    expect(registration).toEqual({ script: `${app.url}/sw.js`, scope: `${app.url}/` });

    // Once the worker controls the page, a visit keeps the reads it makes.
    await page.reload();
    await page.getByRole('heading', { name: coupleNames, exact: true }).waitFor();
    await expectOpensOffline(page, coupleNames);
    await page.context().close();
  });

  test("a first visit's page, whose settings came with it, opens offline next time", async () => {
    const page = await newPage(browser, WITH_SERVICE_WORKER);
    const settingsReads: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/wedding') settingsReads.push(request.url());
    });
    await page.goto(`${app.url}/`);
    await enterAsGuest(page);
    await waitUntilControlled(page);
    // The page itself never asked: the worker kept the settings when it installed.
    expect(settingsReads).toEqual([]);

    await expectOpensOffline(page, coupleNames);
    await page.context().close();
  });

  test('an iPhone gets the Share → Add to Home Screen steps, in English and Spanish, axe clean', async () => {
    const page = await newPage(browser, {
      ...WITH_SERVICE_WORKER,
      userAgent: IPHONE_SAFARI,
      isMobile: true,
      hasTouch: true,
    });
    await page.goto(`${app.url}/`);
    await enterAsGuest(page);
    await page.getByRole('button', { name: 'Install App', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Install Wedding App' });
    await dialog.getByText("Scroll down and tap 'Add to Home Screen'.").waitFor();
    expect(await dialog.getByRole('heading', { name: 'On iPhone or iPad' }).isVisible()).toBe(true);
    expect(
      await dialog.getByText('You can always install later from your browser menu').isVisible(),
    ).toBe(true);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(
      await page.evaluate(() => sessionStorage.getItem('pwa-install-dismissed')),
    ).not.toBeNull();

    await page.getByRole('button', { name: 'Español' }).click();
    await page.getByRole('button', { name: 'Instalar app', exact: true }).click();
    const spanish = page.getByRole('dialog', { name: 'Instalar la app de la boda' });
    await spanish.getByText("Desliza hacia abajo y toca 'Agregar a inicio'.").waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.context().close();
  });

  test('a new release waits behind App Update Available; Update Now reloads into it', async () => {
    const page = await newPage(browser, WITH_SERVICE_WORKER);
    await page.goto(`${app.url}/`);
    await enterAsGuest(page);
    await waitUntilControlled(page);
    // The first worker has precached release 1 before the second one is published.
    await page.evaluate(() => navigator.serviceWorker.ready);

    publishNewRelease();
    await page.reload();
    const dialog = page.getByRole('dialog', { name: 'App Update Available' });
    await dialog.waitFor({ timeout: 30_000 });
    // Until the guest accepts, the page stays on release 1.
    expect(await page.locator('meta[name="release"]').count()).toBe(0);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    const reloaded = page.waitForEvent('load', { timeout: 30_000 });
    await dialog.getByRole('button', { name: 'Update Now' }).click();
    await reloaded;
    await page.locator('meta[name="release"][content="2"]').waitFor({ state: 'attached' });
    await page.getByRole('heading', { name: coupleNames, exact: true }).waitFor();
    expect(await dialog.isVisible()).toBe(false);
    await page.context().close();
  });
});
