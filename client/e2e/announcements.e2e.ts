import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { startFakeTwilio } from '../../server/test/fake-twilio';
import { seriousAccessibilityViolations } from './axe';
import { collectPageErrors, describeE2E, DESKTOP, newPage, withAppAndBrowser } from './helpers';
import { enterAsGuest } from './guest';
import { organizerCookie, signInAsOrganizer } from './organizer';

const PROJECTOR = { width: 1920, height: 1080 } as const;

describeE2E('announcements sent live', () => {
  const e2e = withAppAndBrowser({ fake: startFakeTwilio });

  /** A guest page, live: signed in past the gate, announcements loaded, socket subscribed. */
  async function openGuest(): Promise<Page> {
    const page = await newPage(e2e.browser);
    await page.goto(`${e2e.app.url}/`);
    const notices = page.waitForResponse((r) => r.url().endsWith('/api/notices'));
    await enterAsGuest(page, 'Ana');
    await notices;
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same page'));
    return page;
  }

  test('an organizer sends; the guest page shows the banner, the wall and the leaderboard the overlay, without reload', async () => {
    const cookie = await organizerCookie(e2e.app.url);
    const added = await fetch(`${e2e.app.url}/api/admin/guests`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({
        name: 'Ana Guest',
        email: 'ana@example.com',
        phone: '(415) 555-0101',
      }),
    });
    expect(added.status).toBe(201);

    const guest = await openGuest();
    const wall = await newPage(e2e.browser, { viewport: PROJECTOR });
    await wall.goto(`${e2e.app.url}/live`);
    await wall.locator('[data-connection="live"]').waitFor({ timeout: 15_000 });
    const leaderboard = await newPage(e2e.browser, { viewport: PROJECTOR });
    await leaderboard.goto(`${e2e.app.url}/live/leaderboard`);
    await leaderboard.locator('[data-connection="live"]').waitFor({ timeout: 15_000 });
    const organizer = await newPage(e2e.browser, { viewport: DESKTOP });
    const errors = [
      ...collectPageErrors(guest),
      ...collectPageErrors(wall),
      ...collectPageErrors(leaderboard),
      ...collectPageErrors(organizer),
    ];

    await signInAsOrganizer(organizer, e2e.app.url, '/admin?tab=announcements');
    await organizer.getByLabel(/^Title/).fill('Shuttle to the party');
    await organizer.getByLabel(/^Message/).fill('The bus leaves the hotel at 17:00.');
    await expect
      .poll(() => organizer.getByTestId('sms-size').textContent())
      .toBe('55 characters · 1 segment · GSM-7');
    await organizer.getByRole('button', { name: 'Save as draft' }).click();
    await organizer.getByText('Announcement Created!', { exact: true }).waitFor();
    expect(await seriousAccessibilityViolations(organizer)).toEqual([]);

    await organizer.getByRole('button', { name: 'Send “Shuttle to the party” now' }).click();
    await organizer.getByText('Message sent to 1 guest via SMS.', { exact: true }).waitFor();

    const banner = guest.getByRole('region', { name: 'Announcement', exact: true });
    await banner.getByRole('heading', { name: 'Shuttle to the party' }).waitFor({ timeout: 5_000 });
    expect(await guest.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe(
      'same page',
    );
    expect(await guest.getByTestId('announcements-list').textContent()).toContain(
      'The bus leaves the hotel at 17:00.',
    );
    expect(await seriousAccessibilityViolations(guest)).toEqual([]);

    // Both projector screens, the wall and the leaderboard, are covered by it.
    for (const screen of [wall, leaderboard]) {
      await screen
        .getByTestId('announcement-overlay')
        .getByText('Shuttle to the party')
        .waitFor({ timeout: 5_000 });
      expect(await screen.getByTestId('announcement-overlay').count()).toBe(1);
    }
    expect(await seriousAccessibilityViolations(wall)).toEqual([]);

    // The guest dismisses it; the page remembers after a reload, the list keeps it.
    await banner.getByRole('button', { name: 'Dismiss announcement' }).click();
    await banner.waitFor({ state: 'detached' });
    await guest.reload();
    await guest.getByTestId('announcements-list').waitFor();
    expect(await guest.getByRole('region', { name: 'Announcement', exact: true }).count()).toBe(0);

    const sent = organizer
      .getByTestId('admin-announcement')
      .filter({ hasText: 'Shuttle to the party' });
    expect(await sent.getByTestId('received-count').textContent()).toBe(
      'Received by 1 guest by SMS',
    );
    expect(Object.fromEntries(e2e.fake.accepted)).toEqual({ '+14155550101': 1 });
    expect(errors).toEqual([]);
  });
});
