import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { expect, test } from 'vitest';
import { GuestPhone } from '../../server/features/gallery/test-support';
import { seriousAccessibilityViolations } from './axe';
import {
  collectPageErrors,
  describeE2E,
  newPage,
  type RunningApp,
  WITH_SERVICE_WORKER,
  withAppAndBrowser,
} from './helpers';
import { enterAsGuest, homeSection, openAsGuest } from './guest';
import { organizerCookie } from './organizer';

const PROJECTOR = { width: 1920, height: 1080 } as const;

async function photo(): Promise<Buffer> {
  return sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#d08060' } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

async function openPhotos(
  browser: Browser,
  app: RunningApp,
  name: string,
  options: Parameters<typeof newPage>[1] = {},
): Promise<Page> {
  const page = await newPage(browser, options);
  await page.goto(`${app.url}/#photo-upload`);
  await enterAsGuest(page, name);
  await homeSection(page, 'photo-upload');
  return page;
}

describeE2E('photo sharing', () => {
  const e2e = withAppAndBrowser();

  test('a photo uploaded on one phone shows in another phone’s gallery and on /live, without a reload', async () => {
    const wall = await newPage(e2e.browser, { viewport: PROJECTOR });
    await wall.goto(`${e2e.app.url}/live`);
    await wall.locator('[data-connection="live"]').waitFor({ timeout: 15_000 });
    const viewer = await openPhotos(e2e.browser, e2e.app, 'Luis');
    await viewer.getByText('No photos yet. Share the first one!').waitFor({ timeout: 15_000 });
    const uploader = await openPhotos(e2e.browser, e2e.app, 'Ana');
    const errors = [
      ...collectPageErrors(wall),
      ...collectPageErrors(viewer),
      ...collectPageErrors(uploader),
    ];
    const section = uploader.locator('#photo-upload');

    // The signed-in guest's name by default.
    await expect.poll(() => section.getByLabel('Your Name').inputValue()).toBe('Ana');
    await section.getByText('Supported formats: JPG, PNG, GIF (max 10MB)').waitFor();
    await section.getByLabel('Caption').fill('Cutting the cake');
    await section.getByTestId('photo-file-input').setInputFiles({
      name: 'cake.jpg',
      mimeType: 'image/jpeg',
      buffer: await photo(),
    });
    await section.getByRole('button', { name: 'Upload 1 photo' }).click();
    await uploader
      .getByText('Photo uploaded successfully!', { exact: true })
      .waitFor({ timeout: 20_000 });

    const tile = viewer.getByRole('button', { name: 'Open photo by Ana: Cutting the cake' });
    await tile.waitFor({ timeout: 10_000 });
    await wall.getByTestId('wall-photo').getByText('Cutting the cake').waitFor({ timeout: 10_000 });
    const wallImage = wall.getByTestId('wall-photo').locator('img');
    await expect
      .poll(() => wallImage.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);

    // The lightbox opens from the grid, and Escape closes it.
    await tile.click();
    await viewer.locator('.yarl__slide_image').first().waitFor();
    await viewer.keyboard.press('Escape');
    await expect.poll(() => viewer.locator('.yarl__slide_image').count()).toBe(0);

    expect(await seriousAccessibilityViolations(uploader)).toEqual([]);
    expect(await seriousAccessibilityViolations(viewer)).toEqual([]);
    await viewer.getByRole('button', { name: 'Español' }).click();
    await viewer.getByRole('heading', { name: 'Comparta sus Recuerdos' }).waitFor();
    await viewer.getByRole('button', { name: 'Abrir la foto de Ana: Cutting the cake' }).waitFor();
    expect(await seriousAccessibilityViolations(viewer)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('a moment with a photo from the phone goes through the photo pipeline and shows on /live', async () => {
    const wall = await newPage(e2e.browser, { viewport: PROJECTOR });
    await wall.goto(`${e2e.app.url}/live`);
    await wall.locator('[data-connection="live"]').waitFor({ timeout: 15_000 });
    const guest = await openAsGuest(e2e.browser, e2e.app.url, 'Marta');
    const errors = [...collectPageErrors(wall), ...collectPageErrors(guest)];
    const section = await homeSection(guest, 'live-wedding-moments');

    await section.getByLabel('Your Moment').fill('Our first dance, from my seat');
    // The radio itself is visually hidden behind its large picture label: a guest taps the label.
    await section.locator('label:has(input[name="moment-type"][value="photo"])').click();
    await expect.poll(() => section.getByRole('radio', { name: 'Photo' }).isChecked()).toBe(true);
    await section.getByLabel('Photo or GIF from your phone').setInputFiles({
      name: 'dance.jpg',
      mimeType: 'image/jpeg',
      buffer: await photo(),
    });
    await section.getByText('dance.jpg').waitFor();
    await section.getByRole('button', { name: 'Share Moment' }).click();
    await guest
      .getByText('Wedding Moment Shared!', { exact: true })
      .first()
      .waitFor({ timeout: 20_000 });

    const card = wall.locator('article', { hasText: 'Our first dance, from my seat' });
    await card.waitFor({ timeout: 10_000 });
    const image = card.locator('img');
    // The large WebP rendition the pipeline made, not a link the guest typed.
    await expect
      .poll(() => image.getAttribute('src'))
      .toMatch(/^\/uploads\/photos\/.+\/1600\.webp$/);
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  test('a photo an organizer hides leaves the phone’s image cache as soon as the hide is pushed', async () => {
    const page = await openPhotos(e2e.browser, e2e.app, 'Lola', WITH_SERVICE_WORKER);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
      timeout: 30_000,
    });
    const shared = await new GuestPhone(e2e.app.url).shareOk(await photo());
    const tile = page.getByRole('button', { name: `Open photo by Ana: First dance` });
    await tile.waitFor({ timeout: 10_000 });
    const cached = (urls: string[]) =>
      page.evaluate(async (wanted) => {
        const cache = await caches.open('images');
        const hits = await Promise.all(
          wanted.map((url) => cache.match(new URL(url, location.href))),
        );
        return hits.filter(Boolean).length;
      }, urls);
    // The service worker kept the thumbnail the grid showed.
    await expect.poll(() => cached([shared.thumbUrl]), { timeout: 10_000 }).toBe(1);

    const cookie = await organizerCookie(e2e.app.url);
    const hidden = await fetch(`${e2e.app.url}/api/moderation/items/photos/${shared.id}/hide`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ by: 'Ana' }),
    });
    expect(hidden.status).toBe(200);
    await tile.waitFor({ state: 'detached', timeout: 10_000 });
    await expect.poll(() => cached([shared.thumbUrl, shared.url]), { timeout: 10_000 }).toBe(0);
  });
});
