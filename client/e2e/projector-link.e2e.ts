import type { Page } from 'playwright-core';
import { deviceFor } from '../../server/test/devices';
import { expect, test } from 'vitest';
import { DEVICE_HEADER } from '../../protocol/http';
import { seriousAccessibilityViolations } from './axe';
import { DESKTOP, collectPageErrors, describeE2E, newPage, withAppAndBrowser } from './helpers';
import { signInAsOrganizer } from './organizer';

const PROJECTOR = { width: 1920, height: 1080 } as const;
const MOMENT = 'Our first dance, from table five';

describeE2E('a projector link on an invite-only site', () => {
  const e2e = withAppAndBrowser();

  /** Waits for the wall's own read of the moments to be answered with this status. */
  const momentsAnswered = (page: Page, status: number) =>
    page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/api/live-wedding-moments' &&
        response.status() === status,
      { timeout: 15_000 },
    );

  test('opens /live and the leaderboard on a screen nobody signs in on, until revoked', async () => {
    const posted = await fetch(`${e2e.app.url}/api/live-wedding-moments`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [DEVICE_HEADER]: await deviceFor(e2e.app.url, 'e2e_projector_link_guest'),
      },
      body: JSON.stringify({ guestName: 'Rosa', content: MOMENT }),
    });
    expect(posted.status).toBe(201);

    const organizer = await newPage(e2e.browser, { viewport: DESKTOP });
    await signInAsOrganizer(organizer, e2e.app.url, '/admin?tab=games');
    await organizer.getByRole('heading', { name: 'Projector links' }).waitFor();
    const switched = await organizer.evaluate(async () => {
      const response = await fetch('/api/admin/site-access', {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ mode: 'invite-only' }),
      });
      return response.status;
    });
    expect(switched).toBe(200);

    await organizer.getByLabel('Screen name').fill('Reception projector');
    await organizer.getByRole('button', { name: 'Create link' }).click();
    const link = (await organizer.getByTestId('projector-link-url').textContent()) ?? '';
    expect(link).toMatch(/\/live\?projector=/);
    await organizer.getByText('Reception projector', { exact: true }).waitFor();
    expect(await seriousAccessibilityViolations(organizer)).toEqual([]);

    // A stranger's browser on /live gets nothing guests posted.
    const stranger = await newPage(e2e.browser, { viewport: PROJECTOR });
    const strangerRefused = momentsAnswered(stranger, 403);
    await stranger.goto(`${e2e.app.url}/live`);
    await strangerRefused;
    expect(await stranger.getByText(MOMENT).count()).toBe(0);

    // The screen opened from the link shows the wall, live, and forgets the token in its address.
    const screen = await newPage(e2e.browser, { viewport: PROJECTOR });
    const errors = collectPageErrors(screen);
    await screen.goto(link);
    await screen.getByText(MOMENT).waitFor({ timeout: 15_000 });
    await screen.locator('[data-connection="live"]').waitFor({ timeout: 15_000 });
    expect(screen.url()).toBe(`${e2e.app.url}/live`);
    expect(await seriousAccessibilityViolations(screen)).toEqual([]);
    await screen.goto(`${e2e.app.url}/live/leaderboard`);
    await screen.getByText('No scores yet').waitFor({ timeout: 15_000 });
    expect(errors).toEqual([]);

    await organizer.getByRole('button', { name: 'Revoke the link “Reception projector”' }).click();
    await organizer.getByText('No projector links yet.').waitFor();

    // Once revoked, the same screen is a stranger again.
    const refused = momentsAnswered(screen, 403);
    await screen.goto(`${e2e.app.url}/live`);
    await refused;
    expect(await screen.getByText(MOMENT).count()).toBe(0);
  }, 120_000);
});
