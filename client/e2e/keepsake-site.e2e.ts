import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { KeepsakeData } from '../../protocol/keepsake';
import { keepsakeFixture, writeSiteFolder } from '../../server/features/keepsake/keepsake-fixture';
import { seriousAccessibilityViolations } from './axe';
import { collectPageErrors, describeE2E, launchBrowser, PHONE } from './helpers';

/**
 * The keepsake's site as a guest opens it years later: a folder on their computer, opened from
 * file:// with no server and no network. `buildSite` makes that folder; a test of the real build
 * can swap it for unzipping the job's ZIP.
 */
async function buildSite(dir: string): Promise<KeepsakeData> {
  const data = keepsakeFixture();
  await writeSiteFolder(dir, data);
  return data;
}

/** Waits until a (lazy) picture is really decoded: scrolled to, loaded, with pixels. */
async function expectDecoded(page: Page, selector: string): Promise<void> {
  const image = page.locator(selector).first();
  await image.scrollIntoViewIfNeeded();
  await image.evaluate((img: HTMLImageElement) => img.decode());
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
}

async function expectAccessible(page: Page): Promise<void> {
  // Its stylesheet applied (axe is told not to fetch it again: file:// refuses that).
  expect(await page.evaluate(() => getComputedStyle(document.body).margin)).toBe('0px');
  expect(
    await seriousAccessibilityViolations(page, undefined, { preload: false }),
    page.url(),
  ).toEqual([]);
}

describeE2E('the keepsake site from file://', () => {
  let dir: string;
  let browser: Browser;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'keepsake-site-'));
    [browser] = await Promise.all([launchBrowser(), buildSite(dir)]);
  });
  afterAll(async () => {
    await browser?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  test('a guest browses the timeline, a moment, a photo and the guest book, then switches language', async () => {
    // A plain context: newPage() routes requests, and this site must need none beyond its folder.
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    const offFolder: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(pathToFileURL(dir).href)) offFolder.push(request.url());
    });
    const nav = page.getByRole('navigation', { name: 'Keepsake sections' });

    await page.goto(pathToFileURL(path.join(dir, 'index.html')).href);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('María José & Íñigo');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await expectAccessible(page);

    await nav.getByRole('link', { name: 'Timeline' }).click();
    await page.waitForURL(/\/timeline\.html$/);
    await page.getByRole('heading', { name: /Ceremony/ }).waitFor();
    expect(await page.getByText('¡Qué bonito!').isVisible()).toBe(true);
    await expectDecoded(page, '#event-ev1 img');
    await expectAccessible(page);

    await nav.getByRole('link', { name: 'Moments' }).click();
    await page.waitForURL(/\/moments\.html$/);
    // The script-looking moment is shown as the words it is.
    expect(await page.locator('#moment-m1 .prose').textContent()).toBe('<script>alert(1)</script>');
    await expectDecoded(page, '#moment-m2 img');
    await expectDecoded(page, '#moment-m3 img');
    expect(await page.locator('#moment-m4 .missing').isVisible()).toBe(true);
    await expectAccessible(page);

    await nav.getByRole('link', { name: 'Photo gallery' }).click();
    await page.waitForURL(/\/gallery\.html$/);
    await expectDecoded(page, '#photo-p2 img');
    expect(await page.locator('#photo-p2 figcaption').textContent()).toContain('Begoña Muñoz');
    await expectAccessible(page);

    await nav.getByRole('link', { name: 'Guest book' }).click();
    await page.waitForURL(/\/guestbook\.html$/);
    expect(await page.getByText('Con todo nuestro cariño').isVisible()).toBe(true);
    await expectDecoded(page, '#entry-g1 img');
    await expectAccessible(page);

    await page
      .getByRole('navigation', { name: 'Language' })
      .getByRole('link', { name: 'Español' })
      .click();
    await page.waitForURL(/\/guestbook\.es\.html$/);
    expect(await page.locator('html').getAttribute('lang')).toBe('es');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Libro de visitas');
    await expectAccessible(page);
    await page
      .getByRole('navigation', { name: 'Secciones del recuerdo' })
      .getByRole('link', { name: 'Inicio' })
      .click();
    await page.waitForURL(/\/index\.es\.html$/);
    expect(await page.getByRole('heading', { name: 'Cómo nos conocimos' }).isVisible()).toBe(true);
    await expectAccessible(page);

    expect(errors).toEqual([]);
    expect(offFolder).toEqual([]);
    await context.close();
  });
});
