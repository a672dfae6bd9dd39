import { expect, test } from 'vitest';
import { collectPageErrors, describeE2E, DESKTOP, newPage, withAppAndBrowser } from './helpers';
import { enterAsGuest } from './guest';
import { openDashboard } from './organizer';
import { seriousAccessibilityViolations } from './axe';

describeE2E('the organizer dashboard’s wedding and analytics tabs', () => {
  const e2e = withAppAndBrowser();

  test('an organizer renames the couple and an open guest page shows it without a reload', async () => {
    const [organizer, guest] = await Promise.all([
      newPage(e2e.browser, { viewport: DESKTOP }),
      newPage(e2e.browser),
    ]);
    const errors = [...collectPageErrors(organizer), ...collectPageErrors(guest)];

    await guest.goto(`${e2e.app.url}/`);
    await enterAsGuest(guest, 'Lucía');
    const hero = guest.getByRole('heading', { level: 1 });
    await expect.poll(() => hero.textContent(), { timeout: 10_000 }).toBe('Sofia & Daniel');
    let guestReloads = 0;
    guest.on('framenavigated', (frame) => {
      if (frame === guest.mainFrame()) guestReloads += 1;
    });

    await openDashboard(organizer, e2e.app.url, 'wedding');
    const form = organizer.getByRole('form', { name: 'Wedding details' });
    await form.getByLabel(/First partner/).waitFor({ timeout: 15_000 });
    expect(await seriousAccessibilityViolations(organizer)).toEqual([]);

    await form.getByLabel(/First partner/).fill('Ana');
    await form.getByLabel(/Second partner/).fill('Luis');
    await form.getByLabel(/Name shown on the site/).fill('Ana & Luis');
    await form.getByLabel(/Ceremony date and time/).fill('2027-06-12T16:30');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await organizer.getByText('Saved', { exact: true }).waitFor({ timeout: 10_000 });

    await expect.poll(() => hero.textContent(), { timeout: 10_000 }).toBe('Ana & Luis');
    await guest
      .getByText(/June 12, 2027/)
      .first()
      .waitFor({ timeout: 10_000 });
    expect(guestReloads).toBe(0);

    // A refused edit says why on the field and changes nothing.
    await form.getByLabel(/Time zone/).fill('Mars/Olympus');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await form.getByText('Enter an IANA time zone such as America/New_York').waitFor();
    const stored = (await (await fetch(`${e2e.app.url}/api/wedding`)).json()) as {
      timeZone: string;
    };
    expect(stored.timeZone).toBe('America/New_York');
    expect(errors).toEqual([]);
    await Promise.all([organizer.context().close(), guest.context().close()]);
  });

  test('the Analytics tab loads its charts on demand and reads well to a screen reader', async () => {
    const organizer = await newPage(e2e.browser, { viewport: DESKTOP });
    const errors = collectPageErrors(organizer);
    const scripts: string[] = [];
    organizer.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await openDashboard(organizer, e2e.app.url, 'guests');
    const beforeAnalytics = scripts.length;
    await organizer.getByRole('tab', { name: 'Analytics' }).click();
    await organizer.getByText('Total Guests').waitFor({ timeout: 15_000 });
    // The tab's code (charts included) arrived only when the tab was opened.
    expect(scripts.length).toBeGreaterThan(beforeAnalytics);
    expect(await organizer.getByRole('table', { name: 'RSVP status by category' }).count()).toBe(1);
    expect(await organizer.getByText('Signed in: 0 of 0 (0%).').isVisible()).toBe(true);
    expect(await seriousAccessibilityViolations(organizer)).toEqual([]);

    // A guest shares a moment: the live activity follows without a reload.
    await organizer.getByText(/Moments: 0,/).waitFor();
    const posted = await fetch(`${e2e.app.url}/api/live-wedding-moments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ guestName: 'Lucía', content: 'What a beautiful ceremony!' }),
    });
    expect(posted.status).toBe(201);
    await organizer.getByText(/Moments: 1,/).waitFor({ timeout: 10_000 });
    expect(errors).toEqual([]);
    await organizer.context().close();
  });
});
