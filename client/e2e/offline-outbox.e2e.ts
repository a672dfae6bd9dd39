import type { Locator, Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { z } from 'zod';
import { guestBookEntrySchema } from '../../protocol/guestbook';
import { momentSchema } from '../../protocol/moments';
import { seriousAccessibilityViolations } from './axe';
import {
  collectPageErrors,
  describeE2E,
  goOffline,
  newPage,
  WITH_SERVICE_WORKER,
  withAppAndBrowser,
} from './helpers';
import { enterAsGuest, homeSection } from './guest';

const SAVED_ON_PHONE = "Saved on this phone — will send when you're back online.";

async function openHome(page: Page, url: string, guest: string) {
  await page.goto(`${url}/`);
  await enterAsGuest(page, guest);
  return sections(page);
}

/**
 * The two sections that post, loaded (they are lazy chunks: a page taken offline can only use
 * what it already has, like a phone whose Wi-Fi drops after the page loaded).
 */
async function sections(page: Page): Promise<{ moments: Locator; book: Locator }> {
  const moments = await homeSection(page, 'live-wedding-moments', { timeout: 30_000 });
  await moments.getByRole('button', { name: 'Share Moment' }).waitFor();
  const book = await homeSection(page, 'guest-book', { timeout: 30_000 });
  await book.getByRole('button', { name: 'Sign Guest Book' }).waitFor();
  return { moments, book };
}

const waitingCards = (section: Locator) => section.locator('[data-outbox="waiting"]');

async function shareMoment(moments: Locator, content: string) {
  await moments.getByLabel('Your Moment').fill(content);
  await moments.getByRole('button', { name: 'Share Moment' }).click();
  // The form is cleared once the moment is in the outbox.
  await expect.poll(() => moments.getByLabel('Your Moment').inputValue()).toBe('');
}

async function storedMoments(url: string, marker: string) {
  const response = await fetch(`${url}/api/live-wedding-moments`);
  const all = z.array(momentSchema).parse(await response.json());
  return all.filter((moment) => moment.content.includes(marker));
}

async function storedEntries(url: string, marker: string) {
  const response = await fetch(`${url}/api/guest-book`);
  const all = z.array(guestBookEntrySchema).parse(await response.json());
  return all.filter((entry) => entry.message.includes(marker));
}

/** Whether a service worker controls the page (the PWA's, once it is part of the build). */
const servedByServiceWorker = (page: Page) =>
  page.evaluate(() => !!navigator.serviceWorker?.controller);

describeE2E('the offline outbox', () => {
  const e2e = withAppAndBrowser();

  test('moments and a guest book entry posted offline survive a reload and are sent once', async () => {
    const marker = `outbox-${Date.now()}`;
    const contents = [1, 2, 3].map((n) => `Offline moment ${n} ${marker}`);
    const message = `Wishes written offline ${marker}`;
    const phone = await newPage(e2e.browser, WITH_SERVICE_WORKER);
    const errors = collectPageErrors(phone);
    let { moments, book } = await openHome(phone, e2e.app.url, 'Ana');
    // The installed app's service worker (registered after the first paint) serves the shell.
    await phone.waitForFunction(() => !!navigator.serviceWorker?.controller, undefined, {
      timeout: 30_000,
    });

    // The venue Wi-Fi drops.
    await goOffline(phone);
    for (const content of contents) await shareMoment(moments, content);
    await book.getByRole('textbox', { name: /^Message/ }).fill(message);
    await book.getByRole('button', { name: 'Sign Guest Book' }).click();

    await expect.poll(() => waitingCards(moments).count()).toBe(3);
    for (const content of contents) {
      const card = waitingCards(moments).filter({ hasText: content });
      expect(await card.getByText(SAVED_ON_PHONE, { exact: true }).isVisible()).toBe(true);
      expect(await card.getByText('Waiting to send', { exact: true }).isVisible()).toBe(true);
    }
    await waitingCards(book).filter({ hasText: message }).waitFor();
    expect(await seriousAccessibilityViolations(phone)).toEqual([]);
    expect(await storedMoments(e2e.app.url, marker)).toEqual([]);

    // The page is reloaded while still offline: the service worker serves the app, and the
    // writes are still waiting (kept in IndexedDB, not in the page).
    expect(await servedByServiceWorker(phone)).toBe(true);
    await phone.reload();
    ({ moments, book } = await sections(phone));
    await expect.poll(() => waitingCards(moments).count()).toBe(3);
    await waitingCards(book).filter({ hasText: message }).waitFor();
    expect(await storedMoments(e2e.app.url, marker)).toEqual([]);

    // Another guest's phone, online all along: nothing of it yet.
    const other = await newPage(e2e.browser, WITH_SERVICE_WORKER);
    const otherErrors = collectPageErrors(other);
    const otherSections = await openHome(other, e2e.app.url, 'Diego');
    await otherSections.book.getByText(/guests? ha(s|ve) signed/).waitFor();
    expect(await otherSections.moments.getByText(marker).count()).toBe(0);

    // Back online: everything is sent, in order, once.
    await goOffline(phone);
    await phone.context().setOffline(false);

    for (const content of contents) {
      await otherSections.moments.getByText(content, { exact: true }).waitFor({ timeout: 20_000 });
    }
    await otherSections.book.getByText(message, { exact: true }).waitFor({ timeout: 20_000 });
    await expect.poll(() => waitingCards(moments).count(), { timeout: 20_000 }).toBe(0);
    await expect.poll(() => waitingCards(book).count()).toBe(0);
    for (const content of contents) {
      await moments.getByText(content, { exact: true }).waitFor();
    }

    const stored = await storedMoments(e2e.app.url, marker);
    // Sent in the order they were made: the feed lists newest first.
    expect(stored.map((moment) => moment.content)).toEqual([...contents].reverse());
    expect((await storedEntries(e2e.app.url, marker)).map((entry) => entry.message)).toEqual([
      message,
    ]);
    expect(await otherSections.moments.getByText(marker).count()).toBe(3);
    expect(await otherSections.book.getByText(message, { exact: true }).count()).toBe(1);
    // The author can still delete what was sent from the outbox: it kept the author tokens.
    expect(
      await moments
        .getByRole('article', { name: 'Shared by Ana' })
        .filter({ hasText: contents[0] })
        .getByRole('button', { name: /Delete/ })
        .count(),
    ).toBe(1);
    // Offline, what was not loaded yet cannot load (the venue map's worker, its tiles): only
    // those failures are expected.
    const offlineLoads = /Failed to load resource|ERR_INTERNET_DISCONNECTED|Worker failed to load/;
    expect(errors.filter((error) => !offlineLoads.test(error))).toEqual([]);
    expect(otherErrors).toEqual([]);
    await Promise.all([phone.context().close(), other.context().close()]);
  });

  test('a timeline message and a reaction made offline are sent once when back online', async () => {
    const openTimeline = async (name: string) => {
      const page = await newPage(e2e.browser, WITH_SERVICE_WORKER);
      await page.goto(`${e2e.app.url}/`);
      await enterAsGuest(page, name);
      await page.goto(`${e2e.app.url}/timeline`);
      await page.getByText(/^Live: new messages and reactions/).waitFor({ timeout: 15_000 });
      return page;
    };
    const ceremony = (page: Page) => page.getByRole('article', { name: 'Ceremony' });
    const phone = await openTimeline('Ana');
    const other = await openTimeline('Ben');
    const errors = collectPageErrors(other);
    const text = `Congratulations from the back row ${Date.now()}`;

    await goOffline(phone);
    await ceremony(phone)
      .getByRole('button', { name: /^React with Love/ })
      .click();
    await ceremony(phone).getByRole('button', { name: 'Add Message' }).click();
    const dialog = phone.getByRole('dialog', { name: 'Share Your Thoughts' });
    await dialog.getByLabel(/^Your Message/).fill(text);
    await dialog.getByRole('button', { name: 'Share Message' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => waitingCards(ceremony(phone)).count()).toBe(2);
    expect(
      await waitingCards(ceremony(phone))
        .filter({ hasText: text })
        .getByText(SAVED_ON_PHONE, { exact: true })
        .isVisible(),
    ).toBe(true);

    await phone.context().setOffline(false);
    await ceremony(other).getByText(text, { exact: true }).waitFor({ timeout: 20_000 });
    await expect
      .poll(() => ceremony(other).locator('[data-reaction-count="love"]').textContent())
      .toBe('1');
    await expect.poll(() => waitingCards(ceremony(phone)).count()).toBe(0);
    await ceremony(phone).getByText(text, { exact: true }).waitFor();
    expect(await ceremony(other).getByText(text, { exact: true }).count()).toBe(1);
    expect(errors).toEqual([]);
    await Promise.all([phone.context().close(), other.context().close()]);
  });

  test('in Spanish, a moment kept offline says so in Spanish', async () => {
    const phone = await newPage(e2e.browser, WITH_SERVICE_WORKER);
    await phone.goto(`${e2e.app.url}/`);
    await enterAsGuest(phone, 'Lucía');
    await phone.getByRole('button', { name: 'Español' }).click();
    const moments = await homeSection(phone, 'live-wedding-moments');
    const share = moments.getByRole('button', { name: 'Compartir Momento' });
    await share.waitFor();
    await goOffline(phone);
    await moments.getByLabel('Su Momento').fill('Un momento sin conexión');
    await share.click();
    const card = waitingCards(moments).filter({ hasText: 'Un momento sin conexión' });
    await card
      .getByText('Guardado en este teléfono — se enviará cuando vuelva a tener conexión.', {
        exact: true,
      })
      .waitFor();
    expect(await card.getByText('Pendiente de enviar', { exact: true }).isVisible()).toBe(true);
    await phone.context().close();
  });
});
