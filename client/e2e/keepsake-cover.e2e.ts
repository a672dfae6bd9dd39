import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { keepsakeFixture, writeSiteFolder } from '../../server/features/keepsake/keepsake-fixture';
import { seriousAccessibilityViolations } from './axe';
import { collectPageErrors, describeE2E, launchBrowser, PHONE } from './helpers';

async function expectAccessible(page: Page): Promise<void> {
  expect(
    await seriousAccessibilityViolations(page, undefined, { preload: false }),
    page.url(),
  ).toEqual([]);
}

/** Whether the element is shown (a lightbox is `display: none` until it is the URL's target). */
const shown = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => getComputedStyle(element).display !== 'none');

/**
 * The keepsake's site opened from file:// on a phone: the cover with the hero picture and the
 * wedding's own serif (shipped inside fonts.css, so no computer's fonts matter), and the gallery's
 * lightbox, which is links and CSS alone.
 */
describeE2E('the keepsake site’s cover and gallery lightbox from file://', () => {
  let dir: string;
  let browser: Browser;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'keepsake-cover-'));
    [browser] = await Promise.all([launchBrowser(), writeSiteFolder(dir, keepsakeFixture())]);
  });
  afterAll(async () => {
    await browser?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  test('the cover shows the hero picture and the names in the shipped serif', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(pathToFileURL(path.join(dir, 'index.html')).href);
    const cover = page.locator('.cover img');
    await cover.evaluate((img: HTMLImageElement) => img.decode());
    expect(await cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1200);
    expect(await cover.getAttribute('src')).toBe('media/story-2.webp');
    const box = await cover.boundingBox();
    // Across the phone's width, above the names.
    expect(box!.width).toBeGreaterThan(PHONE.width - 2);
    await page.evaluate(() => document.fonts.ready);
    expect(await page.evaluate(() => document.fonts.check('700 32px "Noto Serif"'))).toBe(true);
    expect(
      await page.evaluate(() =>
        [...document.fonts].some(
          (font) => font.family.includes('Noto Serif') && font.status === 'loaded',
        ),
      ),
    ).toBe(true);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('María José & Íñigo');
    // The page is no wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
    await expectAccessible(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('a photo opens in the lightbox, goes to the next one and closes', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(pathToFileURL(path.join(dir, 'gallery.html')).href);
    expect(await shown(page, '#view-p1')).toBe(false);

    await page.getByRole('link', { name: /Open photo 1 of 3/ }).click();
    await page.waitForURL(/#view-p1$/);
    const dialog = page.getByRole('dialog', { name: 'Caption 1 ñandú' });
    await dialog.waitFor();
    expect(await shown(page, '#view-p1')).toBe(true);
    await dialog.locator('img').evaluate((img: HTMLImageElement) => img.decode());
    expect(await dialog.getByText('Caption 1 ñandú · Photo by Guest 1').isVisible()).toBe(true);
    await expectAccessible(page);

    await dialog.getByRole('link', { name: 'Next photo' }).click();
    await page.waitForURL(/#view-p2$/);
    await page.getByRole('dialog', { name: 'Caption 2 ñandú' }).waitFor();
    expect(await shown(page, '#view-p1')).toBe(false);

    await page
      .getByRole('dialog', { name: 'Caption 2 ñandú' })
      .getByRole('link', { name: 'Close' })
      .click();
    await page.waitForURL(/#photo-p2$/);
    expect(await shown(page, '#view-p2')).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });
});
