import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousAccessibilityViolations } from './axe';
import { collectPageErrors, describeE2E, newPage, settledPage, withAppAndBrowser } from './helpers';
import { enterAsGuest } from './guest';

/** The guest pages a first-name guest's menu lists, by the heading each one opens with. */
const PAGES = [
  { path: '/timeline', link: 'Wedding Timeline', heading: /Wedding Day Timeline/ },
  { path: '/speech-generator', link: 'Speech Generator', heading: /Speech/ },
  { path: '/ai-assistant', link: 'Your Assistant', heading: /Sign In Required|Welcome/ },
  { path: '/ar-venue', link: 'AR Venue Tour', heading: /AR Venue Experience/ },
] as const;

// The hero's names, not any heading: the page being left keeps its own heading on screen until home
// has rendered, and a menu opened on it then goes away with it.
const HOME = { path: '/', link: 'Home', heading: /Sofia & Daniel/ } as const;
type Stop = typeof HOME | (typeof PAGES)[number];

/**
 * Every ordered pair of n stops once, as consecutive steps from stop 0 back to it (an Eulerian
 * circuit of the complete directed graph, by Hierholzer's algorithm): each step is one menu link.
 */
function menuWalk(n: number): [number, number][] {
  const unused = Array.from({ length: n }, (_, from) =>
    Array.from({ length: n }, (_, to) => to).filter((to) => to !== from),
  );
  const stack = [0];
  const circuit: number[] = [];
  while (stack.length > 0) {
    const at = stack[stack.length - 1]!;
    const next = unused[at]!.pop();
    if (next === undefined) circuit.push(stack.pop()!);
    else stack.push(next);
  }
  circuit.reverse();
  return circuit.slice(1).map((to, i) => [circuit[i]!, to]);
}

async function followMenuLink(page: Page, to: Stop) {
  const menu = await openMenu(page);
  await menu.getByRole('link', { name: to.link, exact: true }).click();
  await page.waitForURL((url) => url.pathname === to.path);
  await page.getByRole('heading', { level: 1, name: to.heading }).first().waitFor();
}

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

    // One walk through the menu that takes every page-to-page link once, as a guest moves around:
    // loading each page afresh for each link (as before) cost a reload a step and showed nothing more;
    // a fresh load of every page with its menu is the accessibility test's below.
    const stops = [HOME, ...PAGES];
    for (const [from, to] of menuWalk(stops.length)) {
      await followMenuLink(page, stops[to]!);
      expect(new URL(page.url()).pathname, `the menu on ${stops[from]!.path}`).toBe(
        stops[to]!.path,
      );
    }
    // A home section from every other page: home, scrolled to the section below the bar.
    for (const from of PAGES) {
      await followMenuLink(page, from);
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
    await page.getByRole('banner').getByRole('link', { name: 'Sofia & Daniel' }).first().click();
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
