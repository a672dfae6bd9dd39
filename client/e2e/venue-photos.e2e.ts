import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { expect, test } from 'vitest';
import { DESKTOP, collectPageErrors, describeE2E, newPage, withAppAndBrowser } from './helpers';
import { openDashboard } from './organizer';

/** Whether an image on the page has loaded and decoded (not a broken picture). */
const loaded = (page: Page, name: string) =>
  page
    .getByRole('img', { name })
    .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);

describeE2E('venue photos', () => {
  const e2e = withAppAndBrowser();

  test('an organizer adds a photo to the ceremony venue and a guest sees it on /ar-venue', async () => {
    const organizer = await newPage(e2e.browser, { viewport: DESKTOP });
    const guest = await newPage(e2e.browser);
    const errors = [...collectPageErrors(organizer), ...collectPageErrors(guest)];
    const photo = await sharp({
      create: { width: 1200, height: 800, channels: 3, background: { r: 90, g: 140, b: 90 } },
    })
      .jpeg()
      .toBuffer();

    await openDashboard(organizer, e2e.app.url, 'wedding');
    const ceremony = organizer.getByRole('group', { name: 'Ceremony venue' });
    await ceremony.getByLabel('Add photos').setInputFiles({
      name: 'chapel.jpg',
      mimeType: 'image/jpeg',
      buffer: photo,
    });
    await ceremony.getByRole('img', { name: 'Photo 1' }).waitFor({ timeout: 15_000 });
    await organizer.getByRole('button', { name: 'Save changes' }).click();
    await organizer.getByText('Saved', { exact: true }).waitFor({ timeout: 15_000 });

    await guest.goto(`${e2e.app.url}/ar-venue`);
    const name = 'Memorial Chapel Garden, photo 1 of 1';
    await guest.getByRole('img', { name }).scrollIntoViewIfNeeded({ timeout: 15_000 });
    await expect.poll(() => loaded(guest, name), { timeout: 10_000 }).toBe(true);
    expect(await guest.getByRole('img', { name }).getAttribute('loading')).toBe('lazy');
    expect(errors).toEqual([]);
    await Promise.all([organizer.context().close(), guest.context().close()]);
  });
});
