import type { Locator, Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { z } from 'zod';
import { momentSchema } from '../../protocol/moments';
import {
  collectPageErrors,
  describeE2E,
  goOffline,
  newPage,
  WITH_SERVICE_WORKER,
  withAppAndBrowser,
} from './helpers';
import { enterAsGuest, homeSection, openAsGuest } from './guest';
import { jpegFile } from './photo-files';

const moments = (page: Page) =>
  homeSection(page, 'live-wedding-moments', { timeout: 30_000 }).then(async (section) => {
    await section.getByRole('button', { name: 'Share Moment' }).waitFor();
    return section;
  });

const waitingCards = (section: Locator) => section.locator('[data-outbox="waiting"]');

async function storedMoments(url: string, marker: string) {
  const response = await fetch(`${url}/api/live-wedding-moments`);
  const all = z.array(momentSchema).parse(await response.json());
  return all.filter((moment) => moment.content.includes(marker));
}

describeE2E('the offline outbox with a photo', () => {
  const e2e = withAppAndBrowser();

  test('a moment with a photo posted offline waits with its file, survives a reload and is sent once', async () => {
    const marker = `outbox-photo-${Date.now()}`;
    const content = `The cake, shared offline ${marker}`;
    const phone = await newPage(e2e.browser, WITH_SERVICE_WORKER);
    const errors = collectPageErrors(phone);
    await phone.goto(`${e2e.app.url}/`);
    await enterAsGuest(phone, 'Ana');
    let section = await moments(phone);
    // The installed app's service worker serves the page after a reload offline.
    await phone.waitForFunction(() => !!navigator.serviceWorker?.controller, undefined, {
      timeout: 30_000,
    });

    await goOffline(phone);
    await section.getByLabel('Your Moment').fill(content);
    await section.locator('label:has(input[name="moment-type"][value="photo"])').click();
    await section
      .getByLabel('Photo or GIF from your phone')
      .setInputFiles(await jpegFile('cake.jpg', '#c08060'));
    await section.getByText('cake.jpg').waitFor();
    await section.getByRole('button', { name: 'Share Moment' }).click();

    // Waiting on the phone with its photo (a thumbnail read from IndexedDB).
    const card = waitingCards(section).filter({ hasText: content });
    await card.getByText('Waiting to send', { exact: true }).waitFor({ timeout: 10_000 });
    const thumbnail = card.getByRole('img', { name: 'Waiting to send: cake.jpg' });
    await expect
      .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    expect(await storedMoments(e2e.app.url, marker)).toEqual([]);

    // Reloaded while still offline: the write and its file are still there.
    await phone.reload();
    section = await moments(phone);
    const kept = waitingCards(section).filter({ hasText: content });
    await kept.getByRole('img', { name: 'Waiting to send: cake.jpg' }).waitFor();
    expect(await storedMoments(e2e.app.url, marker)).toEqual([]);

    const other = await openAsGuest(e2e.browser, e2e.app.url, 'Diego');
    const otherErrors = collectPageErrors(other);
    const otherSection = await moments(other);

    // Back online: the photo is uploaded, then the moment posted with it, once.
    await goOffline(phone);
    await phone.context().setOffline(false);
    const shared = otherSection.getByRole('article').filter({ hasText: content });
    await shared.waitFor({ timeout: 30_000 });
    await expect
      .poll(() => shared.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await expect.poll(() => waitingCards(section).count(), { timeout: 20_000 }).toBe(0);
    await section.getByRole('article').filter({ hasText: content }).waitFor();

    const stored = await storedMoments(e2e.app.url, marker);
    expect(stored).toHaveLength(1);
    expect(stored[0].mediaUrl).toMatch(/^\/uploads\/photos\/.+\.webp$/);
    expect(await otherSection.getByRole('article').filter({ hasText: content }).count()).toBe(1);
    // Offline, what was not loaded yet cannot load: only those failures are expected.
    const offlineLoads = /Failed to load resource|ERR_INTERNET_DISCONNECTED|Worker failed to load/;
    expect(errors.filter((error) => !offlineLoads.test(error))).toEqual([]);
    expect(otherErrors).toEqual([]);
    await Promise.all([phone.context().close(), other.context().close()]);
  });
});
