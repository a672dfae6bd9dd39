import type { Browser, Locator, Page } from 'playwright-core';
import { deviceFor } from '../../server/test/devices';
import { expect, test } from 'vitest';
import { DEVICE_HEADER } from '../../protocol/http';
import {
  AUTHOR_TOKEN_HEADER,
  createdMomentSchema,
  type CreateMomentBody,
} from '../../protocol/moments';
import {
  collectPageErrors,
  describeE2E,
  newPage,
  type RunningApp,
  withAppAndBrowser,
} from './helpers';
import { enterAsGuest, homeSection } from './guest';

const PROJECTOR = { width: 1920, height: 1080 } as const;

/** The reception wall, open and live (its socket connected) before the test acts. */
async function openWall(browser: Browser, app: RunningApp): Promise<Page> {
  const wall = await newPage(browser, { viewport: PROJECTOR });
  await wall.goto(`${app.url}/live`);
  await wall.locator('[data-connection="live"]').waitFor({ timeout: 15_000 });
  // Survives only if the page is never reloaded.
  await wall.evaluate(
    () => ((window as unknown as { wallMarker: string }).wallMarker = 'same page'),
  );
  return wall;
}

async function openGuest(browser: Browser, app: RunningApp, name: string): Promise<Locator> {
  const page = await newPage(browser);
  await page.goto(`${app.url}/`);
  await enterAsGuest(page, name);
  return homeSection(page, 'live-wedding-moments');
}

const wallCard = (wall: Page, content: string) => wall.locator('article', { hasText: content });

async function stillSamePage(wall: Page): Promise<boolean> {
  return wall.evaluate(
    () => (window as unknown as { wallMarker?: string }).wallMarker === 'same page',
  );
}

/** Shares a moment over the API, as another guest's phone would. */
async function shareOverApi(app: RunningApp, body: CreateMomentBody) {
  const response = await fetch(`${app.url}/api/live-wedding-moments`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [DEVICE_HEADER]: await deviceFor(app.url, 'e2e-api-phone-000001'),
    },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(201);
  return createdMomentSchema.parse(await response.json());
}

describeE2E('live wedding moments', () => {
  const e2e = withAppAndBrowser();

  test('a moment shared on a phone is on the projector, without a reload', async () => {
    const wall = await openWall(e2e.browser, e2e.app);
    const wallErrors = collectPageErrors(wall);
    const guest = await openGuest(e2e.browser, e2e.app, 'Ana');

    await expect.poll(() => guest.getByLabel('Your Name').inputValue()).toBe('Ana');
    await guest.getByLabel('Your Moment').fill('They said yes under the oak tree');
    await guest.getByRole('textbox', { name: /Hashtags/ }).fill('JustMarried');
    await guest.getByRole('textbox', { name: /Hashtags/ }).press('Enter');

    const posted = guest
      .page()
      .waitForResponse(
        (response) =>
          response.url().endsWith('/api/live-wedding-moments') &&
          response.request().method() === 'POST',
      );
    await guest.getByRole('button', { name: 'Share Moment' }).click();
    expect((await posted).status()).toBe(201);
    // The push puts the card on the wall. How soon is measured by `npm run bench -- moments`
    // (a moment to every wall within a second), not here, where the machine's load decides.
    await wallCard(wall, 'They said yes under the oak tree').waitFor();

    await expect
      .poll(() => wallCard(wall, 'They said yes under the oak tree').textContent())
      .toContain('#JustMarried');
    expect(await stillSamePage(wall)).toBe(true);
    // The author's own feed shows it once, even though both the answer and the push brought it.
    await guest.page().getByText('Wedding Moment Shared!').first().waitFor();
    await expect.poll(() => guest.getByText('They said yes under the oak tree').count()).toBe(1);
    expect(wallErrors).toEqual([]);
  });

  test('a like on one page changes the count on the others', async () => {
    const moment = await shareOverApi(e2e.app, {
      guestName: 'Leo',
      content: 'Grandma on the dance floor',
    });
    const wall = await openWall(e2e.browser, e2e.app);
    const fan = await openGuest(e2e.browser, e2e.app, 'Marta');
    const other = await openGuest(e2e.browser, e2e.app, 'Pablo');

    const fanCard = fan
      .getByRole('article', { name: 'Shared by Leo' })
      .filter({ hasText: moment.content });
    const otherCard = other
      .getByRole('article', { name: 'Shared by Leo' })
      .filter({ hasText: moment.content });
    await otherCard.getByText('0 likes').waitFor();
    await fanCard.getByRole('button', { name: /Like this moment/ }).click();

    // Pushed to the other pages. How soon (every page within 2 s) is measured by
    // `npm run bench -- moments`, not here, where the machine's load decides.
    await wallCard(wall, moment.content).getByLabel('1 like').waitFor();
    await otherCard.getByText('1 like', { exact: true }).waitFor();
    await fanCard.getByText('1 like', { exact: true }).waitFor();
    expect(await stillSamePage(wall)).toBe(true);
  });

  test('a part of the wall whose code fails to download is fetched again; the wall stays live', async () => {
    // Without the service worker, every download goes through the route below.
    const wall = await newPage(e2e.browser, { viewport: PROJECTOR, serviceWorkers: 'block' });
    const errors = collectPageErrors(wall);
    let stripDownloads = 0;
    await wall.route(/\/assets\/WallTimelineStrip-[\w-]+\.js$/, (route) => {
      stripDownloads += 1;
      return stripDownloads <= 2 ? route.abort('internetdisconnected') : route.continue();
    });
    const served = wall.waitForResponse(/\/assets\/WallTimelineStrip-[\w-]+\.js$/, {
      timeout: 20_000,
    });
    await wall.goto(`${e2e.app.url}/live`);
    await wall.locator('[data-connection="live"]').waitFor({ timeout: 15_000 });
    expect((await served).status()).toBe(200);
    expect(stripDownloads).toBe(3);

    const moment = await shareOverApi(e2e.app, {
      guestName: 'Lola',
      content: 'Still on the big screen',
    });
    await wallCard(wall, moment.content).waitFor({ timeout: 10_000 });
    await wall.getByRole('heading', { level: 1 }).waitFor();
    // The two refused downloads are the only errors the page logged.
    expect(errors.filter((error) => !error.includes('ERR_INTERNET_DISCONNECTED'))).toEqual([]);
  });

  test(
    'the projector catches up by itself after the server restarts',
    { timeout: 240_000 },
    async () => {
      const doomed = await shareOverApi(e2e.app, {
        guestName: 'Iris',
        content: 'This one will be deleted',
      });
      const wall = await openWall(e2e.browser, e2e.app);
      await wallCard(wall, doomed.content).waitFor();

      // Watched from before the restart: on a slow machine the server can be listening again, and
      // 'Back online' gone, before restart() has seen it healthy.
      const sawTheDrop = wall
        .locator('[data-connection="lost"], [data-connection="back"]')
        .first()
        .waitFor({ timeout: 60_000 });
      await e2e.app.restart();
      await sawTheDrop;

      // Written while the wall may still be reconnecting: it must see both on its own.
      const fresh = await shareOverApi(e2e.app, {
        guestName: 'Noah',
        content: 'Posted right after the restart',
      });
      const removed = await fetch(`${e2e.app.url}/api/live-wedding-moments/${doomed.id}`, {
        method: 'DELETE',
        headers: { [AUTHOR_TOKEN_HEADER]: doomed.authorToken },
      });
      expect(removed.status).toBe(200);

      // By a push once the wall is back, or by its fallback polling (every 10 s) while it is not.
      // (Full CI runs here used to fail this: a chunk the wall requested as the server went down
      // failed, React.lazy threw, and the page unmounted. Chunks are now fetched again.)
      await wallCard(wall, fresh.content).waitFor({ timeout: 30_000 });
      await wallCard(wall, doomed.content).waitFor({ state: 'detached', timeout: 30_000 });
      await wall
        .locator('[data-connection="back"], [data-connection="live"]')
        .first()
        .waitFor({ timeout: 30_000 });
      expect(await stillSamePage(wall)).toBe(true);
    },
  );
});
