import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { SECTION_FILES_ISLAND_ID } from '../features/home/section-files-island';
import {
  collectPageErrors,
  describeE2E,
  newPage,
  withAppAndBrowser,
  WITH_SERVICE_WORKER,
} from './helpers';

const RETURNING_GUEST = {
  id: 'guest-1700000000000',
  firstName: 'Ana',
  lastName: '',
  email: 'ana@guest.wedding.local',
  isAuthenticated: true,
  lastLoginAt: '2026-01-01T00:00:00.000Z',
};

/**
 * Before any page script: stores a returning guest on this device and watches, at every DOM change
 * and before every frame, whether anything of the welcome gate is visible. The page reports the
 * count in `window.__gateSeen`.
 */
async function watchForTheGate(page: Page): Promise<void> {
  await page.addInitScript((guest) => {
    localStorage.setItem('wedding-guest', JSON.stringify(guest));
    const w = window as unknown as { __gateSeen: number; __checks: number };
    w.__gateSeen = 0;
    w.__checks = 0;
    const check = () => {
      w.__checks++;
      const gate = [
        ...document.querySelectorAll('[data-fs$="-gate"]'),
        ...[...document.querySelectorAll('button')].filter(
          (b) => b.textContent === 'Enter Wedding Website',
        ),
      ];
      if (gate.some((element) => element.checkVisibility())) w.__gateSeen++;
    };
    new MutationObserver(check).observe(document, {
      childList: true,
      subtree: true,
      attributes: true,
    });
    const everyFrame = () => {
      check();
      requestAnimationFrame(everyFrame);
    };
    requestAnimationFrame(everyFrame);
  }, RETURNING_GUEST);
}

describeE2E('the first screen before any script', () => {
  const e2e = withAppAndBrowser();

  test('with JavaScript off, a new guest gets the welcome gate with the couple and the date, in their language', async () => {
    for (const [locale, enter] of [
      ['en-US', 'Enter Wedding Website'],
      ['es-ES', 'Entrar al Sitio de la Boda'],
    ] as const) {
      const page = await newPage(e2e.browser, { javaScriptEnabled: false, locale });
      await page.goto(`${e2e.app.url}/`);
      const gate = page.getByRole('main');
      expect(await gate.getByRole('heading', { level: 1 }).innerText()).toContain('Sofia & Daniel');
      expect(await page.getByRole('button', { name: enter }).isVisible()).toBe(true);
      expect(await gate.getByRole('textbox').isVisible()).toBe(true);
      expect(await gate.innerText()).toMatch(locale === 'es-ES' ? /de 20\d\d/ : /, 20\d\d/);
      // The hero waits for its guest: nothing of it shows.
      expect(await page.locator('#home').filter({ visible: true }).count()).toBe(0);
      await page.context().close();
    }
  });

  test('a returning guest gets the hero from the HTML alone, and never sees the gate', async () => {
    const page = await newPage(e2e.browser);
    await watchForTheGate(page);
    // The app's script never arrives: what shows is the served HTML and the inline boot script.
    await page.route(/\/assets\/index-[^/]+\.js$/, (route) => route.abort());
    await page.goto(`${e2e.app.url}/`);
    const hero = page.locator('#home');
    await hero.waitFor();
    expect(await hero.getByRole('heading', { level: 1 }).innerText()).toBe('Sofia & Daniel');
    // The boot script writes the stored name in before the first paint (generated content).
    const banner = hero.locator('[data-fs-guest-name]');
    expect(await banner.evaluate((el) => getComputedStyle(el, '::before').content)).toBe('"Ana"');
    expect(await banner.locator('..').innerText()).toMatch(/^Welcome,/);
    // The seeded wedding is past: the card says for how long they have been married.
    expect(await hero.getByText(/^Married for \d+ years?/).isVisible()).toBe(true);
    await page.evaluate(() => new Promise(requestAnimationFrame));
    const { seen, checks } = await page.evaluate(() => {
      const w = window as unknown as { __gateSeen: number; __checks: number };
      return { seen: w.__gateSeen, checks: w.__checks };
    });
    expect(checks).toBeGreaterThan(0);
    expect(seen).toBe(0);
    await page.context().close();
  });

  test('then React takes the same screen over, and the gate still never shows', async () => {
    const page = await newPage(e2e.browser);
    const errors = collectPageErrors(page);
    await watchForTheGate(page);
    await page.goto(`${e2e.app.url}/`);
    // React's own markup: the sections below the hero only exist once it has rendered.
    await page.locator('#main-content > section').nth(1).waitFor({ state: 'attached' });
    expect(await page.getByText('Welcome, Ana').isVisible()).toBe(true);
    expect(
      await page
        .locator('#home')
        .getByText(/^Married for \d+ years?/)
        .isVisible(),
    ).toBe(true);
    expect(
      await page.evaluate(() => (window as unknown as { __gateSeen: number }).__gateSeen),
    ).toBe(0);
    // The served screens are gone once React has rendered its own.
    expect(await page.locator('[data-fs]').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('a new guest’s phone fetches the sections below the gate after the app’s script, not beside it', async () => {
    const served = await (await fetch(`${e2e.app.url}/`)).text();
    expect(served).not.toContain('rel="prefetch"');
    const list = new RegExp(
      `<script type="application/json" id="${SECTION_FILES_ISLAND_ID}">(.*?)</script>`,
    ).exec(served);
    const sectionFiles = new Set((JSON.parse(list![1]!) as string[]).map((file) => `/${file}`));
    expect(sectionFiles.size).toBeGreaterThan(10);
    // Not linked: the boot script asks for the entry once the first screen is painted.
    expect(served).not.toContain('rel="modulepreload"');
    // The entry's URL, as the build wrote it into the boot script (the inline <script>).
    const entry = /<script>(?:(?!<\/script>)[\s\S])*?["'](\/assets\/index-[^"']+\.js)["']/.exec(
      served,
    )![1]!;

    const page = await newPage(e2e.browser, WITH_SERVICE_WORKER);
    const errors = collectPageErrors(page);
    const order: string[] = [];
    const fetched = new Set<string>();
    let everySectionFetched!: () => void;
    const sectionsInCache = new Promise<void>((resolve) => (everySectionFetched = resolve));
    // The context's requests: the page's, and the service worker's, which precaches the sections.
    page
      .context()
      .on('request', (request) => order.push(`asked ${new URL(request.url()).pathname}`));
    page.context().on('requestfinished', (request) => {
      const path = new URL(request.url()).pathname;
      order.push(`got ${path}`);
      if (sectionFiles.has(path)) fetched.add(path);
      if (fetched.size === sectionFiles.size) everySectionFetched();
    });
    await page.goto(`${e2e.app.url}/`);
    // While the guest is still at the gate, every file of the sections arrives (the service
    // worker's precache: the page itself starts no request for them).
    const gate = page.getByRole('form', { name: 'Welcome to Our Wedding' });
    await gate.waitFor();
    await sectionsInCache;
    // Fetched, not run: the guest is still at the gate and no section is on the page.
    expect(await gate.isVisible()).toBe(true);
    expect(await page.locator('#main-content').count()).toBe(0);
    expect(await page.locator('link[rel="prefetch"]').count()).toBe(0);
    const entryArrived = order.indexOf(`got ${entry}`);
    const firstSectionAsked = order.findIndex(
      (event) => event.startsWith('asked ') && sectionFiles.has(event.slice('asked '.length)),
    );
    expect(entryArrived).toBeGreaterThan(-1);
    expect(entryArrived).toBeLessThan(firstSectionAsked);
    // And the entry itself was asked for once the first screen was on the glass, not beside it.
    const [paintedAt, entryAskedAt] = await page.evaluate(
      (file) => [
        performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        performance.getEntriesByType('resource').find((r) => r.name.endsWith(file))?.startTime,
      ],
      entry,
    );
    expect(paintedAt).toBeGreaterThan(0);
    expect(entryAskedAt).toBeGreaterThanOrEqual(paintedAt!);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  /** Holds the app's entry script back until `release()`: the served screen is all there is. */
  async function holdTheApp(page: Page): Promise<() => void> {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    return release;
  }

  test('a new guest types their name and presses Enter before the app has started, and is let in once it has', async () => {
    const page = await newPage(e2e.browser);
    const errors = collectPageErrors(page);
    const release = await holdTheApp(page);
    await page.goto(`${e2e.app.url}/`, { waitUntil: 'domcontentloaded' });
    const served = page.locator('[data-fs]').getByLabel('Your First Name');
    await served.click();
    await page.keyboard.type('Ana');
    // The served form does not submit itself (no reload with the name in the address).
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => [location.pathname, location.search])).toEqual(['/', '']);
    expect(await page.evaluate(() => localStorage.getItem('wedding-guest'))).toBeNull();
    release();
    // The app takes the name and the Enter over: the guest is in.
    await page.getByText('Welcome, Ana').first().waitFor();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('wedding-guest')!));
    expect(stored).toMatchObject({ firstName: 'Ana', isAuthenticated: true });
    expect(await page.locator('[data-fs]').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('what a guest has typed before the app started stays in the field, with the focus', async () => {
    const page = await newPage(e2e.browser);
    const release = await holdTheApp(page);
    await page.goto(`${e2e.app.url}/`, { waitUntil: 'domcontentloaded' });
    await page.locator('[data-fs]').getByLabel('Your First Name').click();
    await page.keyboard.type('Ros');
    release();
    await page.locator('[data-fs]').waitFor({ state: 'detached' });
    const field = page.getByLabel('Your First Name');
    expect(await field.inputValue()).toBe('Ros');
    await page.keyboard.type('a');
    expect(await field.inputValue()).toBe('Rosa');
    await page.context().close();
  });

  test('a tap on the menu before the app has started opens it once the app has', async () => {
    const page = await newPage(e2e.browser);
    const errors = collectPageErrors(page);
    await page.addInitScript((guest) => {
      localStorage.setItem('wedding-guest', JSON.stringify(guest));
    }, RETURNING_GUEST);
    const release = await holdTheApp(page);
    // Not until 'load': the page's load waits for the script held back.
    await page.goto(`${e2e.app.url}/`, { waitUntil: 'domcontentloaded' });
    const served = page.locator('[data-fs]').getByRole('button', { name: 'Open menu' });
    // A guest whose tap seemed to do nothing taps again: that is still one tap on the menu.
    await served.click();
    await served.click();
    const menuSearch = page.getByPlaceholder('Search menu...');
    expect(await menuSearch.count()).toBe(0);
    release();
    // The app takes the screen over and opens the menu it was asked for.
    await menuSearch.waitFor();
    expect(await page.locator('[data-fs]').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
