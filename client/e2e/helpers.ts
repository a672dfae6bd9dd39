import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { startIsolatedApp, type IsolatedApp } from '../../server/test/built-app';
import { CHROMIUM_ARGS } from '../../server/test/chromium';
import { describeUnless } from '../../server/test/describe-unless';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The organizer password every app started here is given. */
export const E2E_ADMIN_PASSWORD = 'e2e organizer password';

/** A common phone (iPhone 12–15); the site is built phones first. */
export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

/**
 * A describe block for end-to-end tests: skipped, with the reason in its title, when the global
 * setup found no Chromium (it fails the run instead when E2E_REQUIRED=1).
 */
export function describeE2E(name: string, body: () => void): void {
  describeUnless(inject('e2eSkipReason'), name, body);
}

export type RunningApp = IsolatedApp;

/**
 * Starts the built app as the image runs it (`node --max-old-space-size=512 dist/server/main.js`,
 * NODE_ENV=production) on a free port, with a database of its own on the test run's MongoDB, and
 * waits until /api/health is ok.
 * `restart()` keeps the port and the database, as a redeploy would; `stop()` drops the database.
 */
export function startApp(
  options: { env?: Record<string, string>; port?: number } = {},
): Promise<RunningApp> {
  return startIsolatedApp({
    root,
    mongoUri: inject('mongoUri'),
    dbPrefix: 'e2e',
    port: options.port,
    env: { ADMIN_PASSWORD: E2E_ADMIN_PASSWORD, ...options.env },
  });
}

/** A fake of a service outside the app (SMS, e-mail) that the app is pointed at by its env. */
export interface FakeService {
  readonly env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * One app and one browser for the tests of the enclosing describe block: both start before its
 * first test and stop after its last. Read them inside tests (`e2e.app.url`, `e2e.browser`).
 * Given `fake`, that service starts first, the app gets its env, and it stops last (`e2e.fake`).
 */
export function withAppAndBrowser<Fake extends FakeService = never>(
  options: {
    env?: Record<string, string>;
    browserArgs?: readonly string[];
    fake?: () => Promise<Fake>;
  } = {},
): {
  readonly app: RunningApp;
  readonly browser: Browser;
  readonly fake: Fake;
} {
  let app: RunningApp | undefined;
  let browser: Browser | undefined;
  let fake: Fake | undefined;
  beforeAll(async () => {
    fake = await options.fake?.();
    const env = { ...fake?.env, ...options.env };
    [app, browser] = await Promise.all([startApp({ env }), launchBrowser(options.browserArgs)]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    await fake?.close();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the app and the browser start in beforeAll');
    return value;
  };
  return {
    get app() {
      return started(app);
    },
    get browser() {
      return started(browser);
    },
    get fake() {
      return started(fake);
    },
  };
}

/**
 * Requests off this machine (map tiles, say) are refused, so runs are alike with or without
 * Internet: they go to a proxy on a port nothing listens on, and Chromium never proxies loopback.
 * The browser refuses them itself rather than a Playwright route: a route sends every request of
 * every page through the test process and back (a third of an end-to-end file's CPU) and turns off
 * the HTTP cache that a guest's phone has.
 */
const OFF_MACHINE_REFUSED = ['--proxy-server=http://127.0.0.1:1'];

/**
 * Headless Chromium as this machine runs it: as root, with no network beyond loopback. Extra flags
 * (e.g. FAKE_CAMERA_ARGS) are added to the usual ones.
 */
export function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: inject('chromiumPath'),
    headless: true,
    args: [...CHROMIUM_ARGS, ...OFF_MACHINE_REFUSED, ...extraArgs],
  });
}

const isLoopback = (url: URL) => ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);

/**
 * What a test about the service worker (offline, the install and update prompts, its caches)
 * passes to newPage. Other pages run without one: registered in every page, the worker would
 * precache about 200 files of the build in each, a few seconds of the two cores a page.
 */
export const WITH_SERVICE_WORKER = { serviceWorkers: 'allow' } as const;

/** What Playwright logs where it refused a registration (newPage): the harness, not the app. */
const SERVICE_WORKER_BLOCKED = 'Service Worker registration blocked by Playwright';

/**
 * A page in a fresh context (its own storage, as a separate guest's device), phone-sized unless told,
 * without a service worker unless given WITH_SERVICE_WORKER. Requests off this machine are refused
 * by the browser (launchBrowser). The page's CSP is always enforced, as in production: a test that
 * needed it bypassed would prove nothing about the page guests get.
 */
export async function newPage(
  browser: Browser,
  options: { viewport?: { width: number; height: number } } & Omit<
    BrowserContextOptions,
    'bypassCSP'
  > = {},
): Promise<Page> {
  if ('bypassCSP' in options) throw new Error('End-to-end pages run under the app’s own CSP');
  const context = await browser.newContext({
    serviceWorkers: 'block',
    ...options,
    viewport: options.viewport ?? PHONE,
  });
  return context.newPage();
}

/**
 * Waits until nothing on the page says it is still loading: a home section's placeholder until its
 * chunk is in, the venue map until it is drawn or replaced by its addresses card, a speech still
 * being written (all marked aria-busy). What is checked next then does not depend on which
 * arrived first. Fails with what is still busy.
 */
export async function settledPage(page: Page, timeout = 20_000): Promise<void> {
  try {
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, {
      timeout,
    });
  } catch (error) {
    const busy = await page
      .locator('[aria-busy="true"]')
      .evaluateAll((nodes) => nodes.map((node) => node.outerHTML.slice(0, 120)))
      .catch(() => []);
    throw new Error(`the page is still busy after ${timeout} ms: ${busy.join(' | ')}`, {
      cause: error,
    });
  }
}

/**
 * Every console error and uncaught exception on the page from now on, except the failed loads of
 * off-site resources that newPage refuses.
 */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' || message.text() === SERVICE_WORKER_BLOCKED) return;
    const source = message.location().url;
    const offSite = source.startsWith('http') && !isLoopback(new URL(source));
    if (offSite && message.text().startsWith('Failed to load resource')) return;
    errors.push(`console: ${message.text()}${source ? ` (${source})` : ''}`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  return errors;
}

/**
 * The venue's Wi-Fi drops for this page's phone (its whole browser context). Waits until the page
 * itself reads navigator.onLine as false: Chromium applies the emulation a moment after the call
 * returns, and a write sent in that moment would go out through the service worker, which the
 * emulation does not cover.
 */
export async function goOffline(page: Page): Promise<void> {
  await page.context().setOffline(true);
  await page.waitForFunction(() => !navigator.onLine);
}
