import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { KeepsakeData, KeepsakeJob } from '../../protocol/keepsake';
import { keepsakeFixture, writeSiteFolder } from '../../server/features/keepsake/keepsake-fixture';
import { seedKeepsake } from '../../server/features/keepsake/test-seed';
import { unzip } from '../../server/features/keepsake/test-support';
import { LocalDiskStorage } from '../../server/lib/storage';
import { startTestApp, subscribe } from '../../server/test/harness';
// This file's own database for the app that builds the real ZIP (the server tests' set-up).
import '../../server/test/per-file-setup';
import { seriousAccessibilityViolations } from './axe';
import { collectPageErrors, describeE2E, launchBrowser, PHONE } from './helpers';

/**
 * The keepsake's site as a guest opens it years later: a folder on their computer, opened from
 * file:// with no server and no network. The first test renders a rich fixture; the second unzips
 * the ZIP the real job built from the database through the organizers' routes.
 */
async function buildFixtureSite(dir: string): Promise<KeepsakeData> {
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
    [browser] = await Promise.all([launchBrowser(), buildFixtureSite(dir)]);
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

/**
 * Seeds posts (published, hidden, pending, private), builds the keepsake through the organizers'
 * routes, downloads the ZIP and unzips it into `dir`, as a couple would onto a USB stick.
 */
async function buildRealKeepsake(dir: string): Promise<void> {
  const dataDir = path.join(dir, 'server-data');
  const app = await startTestApp({ DATA_DIR: dataDir });
  try {
    const cookie = await app.organizerCookie();
    await seedKeepsake(new LocalDiskStorage(path.join(dataDir, 'uploads')));
    const socket = await app.connect({ cookie });
    await subscribe(socket, 'keepsake');
    const finished = new Promise<KeepsakeJob>((resolve) =>
      socket.on('keepsake:progress', (job) => job.state !== 'running' && resolve(job)),
    );
    const started = await fetch(`${app.url}/api/admin/keepsake`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ names: 'first', paper: 'A4' }),
    });
    expect(started.status).toBe(202);
    expect((await finished).state).toBe('done');
    const zip = await fetch(`${app.url}/api/admin/keepsake/download`, { headers: { cookie } });
    const site = path.join(dir, 'usb-stick');
    for (const [name, content] of await unzip(Buffer.from(await zip.arrayBuffer()))) {
      await mkdir(path.dirname(path.join(site, name)), { recursive: true });
      await writeFile(path.join(site, name), content);
    }
  } finally {
    await app.close();
  }
}

describeE2E('the keepsake the job built, unzipped', () => {
  let dir: string;
  let browser: Browser;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'keepsake-zip-'));
    [browser] = await Promise.all([launchBrowser(), buildRealKeepsake(dir)]);
  });
  afterAll(async () => {
    await browser?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  test('shows the timeline, a moment, a photo and the guest book, never a hidden moment', async () => {
    const site = path.join(dir, 'usb-stick');
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    const nav = page.getByRole('navigation', { name: 'Keepsake sections' });
    const pageText = () => page.locator('body').innerText();

    await page.goto(pathToFileURL(path.join(site, 'index.html')).href);
    await expectAccessible(page);

    await nav.getByRole('link', { name: 'Timeline' }).click();
    await page.waitForURL(/\/timeline\.html$/);
    await page.getByRole('heading', { name: /KEEPSAKE-EVENT/ }).waitFor();
    expect(await page.getByText('TIMELINE-MESSAGE').isVisible()).toBe(true);
    expect(await pageText()).not.toContain('HIDDEN-MESSAGE');
    await expectAccessible(page);

    await nav.getByRole('link', { name: 'Moments' }).click();
    await page.waitForURL(/\/moments\.html$/);
    expect(await page.getByText('SHOWN-MOMENT').isVisible()).toBe(true);
    // Names as the organizer chose: first names only.
    expect(await pageText()).toContain('Ana');
    expect(await pageText()).not.toContain('Lopez');
    for (const absent of [
      'HIDDEN-MOMENT',
      'PENDING-MOMENT',
      'PRIVATE-MOMENT',
      'PROCESSING-VIDEO',
      'FAILED-VIDEO',
      'HIDDEN-VIDEO',
    ])
      expect(await pageText()).not.toContain(absent);
    // The video moment's MP4, in Ana's folder, plays from the folder once started.
    const video = page.locator('main video');
    expect(await video.count()).toBe(1);
    expect(await video.getAttribute('src')).toMatch(/^originals\/ana\/001-\d{4}-\d{2}-\d{2}\.mp4$/);
    expect(await video.getAttribute('preload')).toBe('none');
    await video.scrollIntoViewIfNeeded();
    await video.evaluate((element: HTMLVideoElement) => {
      element.muted = true;
      return element.play();
    });
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), {
        timeout: 20_000,
      })
      .toBeGreaterThan(0.3);
    await expectAccessible(page);

    await nav.getByRole('link', { name: 'Photo gallery' }).click();
    await page.waitForURL(/\/gallery\.html$/);
    expect(await page.getByText('Dance', { exact: true }).isVisible()).toBe(true);
    await expectDecoded(page, 'main img');
    expect(await pageText()).not.toContain('HIDDEN-PHOTO');
    await expectAccessible(page);

    await nav.getByRole('link', { name: 'Guest book' }).click();
    await page.waitForURL(/\/guestbook\.html$/);
    expect(await page.getByText('BOOK-ENTRY').isVisible()).toBe(true);
    expect(await pageText()).not.toContain('PENDING-ENTRY');
    await expectAccessible(page);

    expect(errors).toEqual([]);
    await context.close();
  });
});
