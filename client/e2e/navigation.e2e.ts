import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousAccessibilityViolations } from './axe';
import {
  collectPageErrors,
  describeE2E,
  enterAsGuest,
  newPage,
  settledPage,
  withAppAndBrowser,
} from './helpers';

/** The guest pages a first-name guest's menu lists, by the heading each one opens with. */
const PAGES = [
  { path: '/timeline', link: 'Wedding Timeline', heading: /Wedding Day Timeline/ },
  { path: '/speech-generator', link: 'Speech Generator', heading: /Speech/ },
  { path: '/ai-assistant', link: 'Your Assistant', heading: /Sign In Required|Welcome/ },
  { path: '/ar-venue', link: 'AR Venue Tour', heading: /AR Venue Experience/ },
] as const;

async function openMenu(page: Page) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  return page.getByRole('dialog');
}

describeE2E('one site: the menu on every guest page, on a phone', () => {
  const e2e = withAppAndBrowser();

  test('from each guest page the menu reaches every other page and a home section', async () => {
    const page = await newPage(e2e.browser);
    const errors = collectPageErrors(page);
    await page.goto(`${e2e.app.url}/`);
    await enterAsGuest(page);

    for (const from of [{ path: '/', link: 'Home', heading: /./ }, ...PAGES]) {
      for (const to of PAGES.filter((p) => p.path !== from.path)) {
        await page.goto(`${e2e.app.url}${from.path}`);
        const menu = await openMenu(page);
        await menu.getByRole('link', { name: to.link }).click();
        await page.waitForURL(`${e2e.app.url}${to.path}`);
        await page.getByRole('heading', { level: 1, name: to.heading }).first().waitFor();
      }
      if (from.path === '/') continue;
      // A home section from another page: home, scrolled to the section below the bar.
      await page.goto(`${e2e.app.url}${from.path}`);
      const menu = await openMenu(page);
      await menu.getByRole('link', { name: 'Guest Book' }).click();
      await page.waitForURL(`${e2e.app.url}/#guest-book`);
      await expect
        .poll(
          () =>
            page
              .locator('section#guest-book')
              .evaluate((section) => Math.round(section.getBoundingClientRect().top)),
          { timeout: 10_000 },
        )
        .toBeLessThan(200);
    }
    expect(errors.filter((e) => !e.includes('401'))).toEqual([]);
    await page.context().close();
  });

  test('the assistant, which the installed app opens with no back button, leads back home', async () => {
    const page = await newPage(e2e.browser);
    await page.goto(`${e2e.app.url}/`);
    await enterAsGuest(page);
    await page.goto(`${e2e.app.url}/ai-assistant`);
    await settledPage(page);
    await page
      .getByRole('banner')
      .getByRole('link', { name: 'Sofia & Daniel' })
      .first()
      .click();
    await page.waitForURL(`${e2e.app.url}/`);
    await page.getByText('Welcome, Ana').first().waitFor();
  });

  test('every guest page with its menu is clean for axe', async () => {
    const page = await newPage(e2e.browser);
    await page.goto(`${e2e.app.url}/`);
    await enterAsGuest(page);
    for (const { path } of PAGES) {
      await page.goto(`${e2e.app.url}${path}`);
      await page.getByRole('button', { name: 'Open menu' }).waitFor();
      expect({ path, violations: await seriousAccessibilityViolations(page) }).toEqual({
        path,
        violations: [],
      });
    }
  });
});
