import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { collectPageErrors, describeE2E, newPage, withAppAndBrowser } from './helpers';
import { enterAsGuest, homeSection } from './guest';

/** The narrowest phone the site is built for. */
const SMALL_PHONE = { width: 360, height: 740 };

async function openGuestBook(page: Page, url: string, guest: string) {
  await page.goto(`${url}/`);
  await enterAsGuest(page, guest);
  const section = await homeSection(page, 'guest-book');
  // The list has loaded once the count of guests is shown.
  await section.getByText(/guests? ha(s|ve) signed/).waitFor();
  return section;
}

const entryCards = (section: ReturnType<Page['locator']>, name: string) =>
  section.getByRole('list', { name: 'Messages' }).getByRole('article', { name });

describeE2E('the guest book', () => {
  const e2e = withAppAndBrowser();

  test('an entry posted on one phone appears on another without a reload', async () => {
    const [writer, reader] = await Promise.all([
      newPage(e2e.browser, { viewport: SMALL_PHONE }),
      newPage(e2e.browser, { viewport: SMALL_PHONE }),
    ]);
    const errors = [...collectPageErrors(writer), ...collectPageErrors(reader)];
    const writerBook = await openGuestBook(writer, e2e.app.url, 'Lucía');
    const readerBook = await openGuestBook(reader, e2e.app.url, 'Diego');
    let readerReloads = 0;
    reader.on('framenavigated', (frame) => {
      if (frame === reader.mainFrame()) readerReloads += 1;
    });

    // The name comes from the guest's sign-in.
    expect(await writerBook.getByLabel(/Your Name/).inputValue()).toBe('Lucía');
    const message = `Wishing you a lifetime of joy! (${Date.now()})`;
    await writerBook.getByRole('textbox', { name: /^Message/ }).fill(message);
    await writerBook.getByRole('button', { name: 'Sign Guest Book' }).click();
    await writer.getByText('Message Added!', { exact: true }).waitFor();

    // The other phone receives it live, on top, marked as the latest.
    const pushed = entryCards(readerBook, 'Lucía');
    await pushed.waitFor({ timeout: 10_000 });
    expect(await pushed.getByText(message).isVisible()).toBe(true);
    expect(await pushed.getByText('Latest').isVisible()).toBe(true);
    expect(await readerBook.getByText('1 guest has signed').isVisible()).toBe(true);
    expect(readerReloads).toBe(0);

    // The author sees it exactly once, although both the answer and the push delivered it. A reply
    // pushed after it reaching the author's page shows that their own push has arrived too.
    await readerBook.getByRole('textbox', { name: /^Message/ }).fill('Thank you for having us!');
    await readerBook.getByRole('button', { name: 'Sign Guest Book' }).click();
    await entryCards(writerBook, 'Diego').waitFor({ timeout: 10_000 });
    expect(await entryCards(writerBook, 'Lucía').count()).toBe(1);
    expect(await writerBook.getByRole('textbox', { name: /^Message/ }).inputValue()).toBe('');

    // Nothing sticks out sideways on a 360 px phone.
    for (const page of [writer, reader]) {
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);
    }
    expect(errors).toEqual([]);
    await Promise.all([writer.context().close(), reader.context().close()]);
  });
});
