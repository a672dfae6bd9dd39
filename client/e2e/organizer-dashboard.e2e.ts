import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { startFakeTwilio } from '../../server/test/fake-twilio';
import { seriousAccessibilityViolations } from './axe';
import { describeE2E, DESKTOP, newPage, withAppAndBrowser } from './helpers';
import { homeSection, openAsGuest } from './guest';
import { organizerCookie, signInAsOrganizer } from './organizer';

describeE2E('the organizers’ dashboard: RSVPs and text messages', () => {
  const e2e = withAppAndBrowser({ fake: startFakeTwilio });

  async function signedInOrganizer(tab: string): Promise<Page> {
    const page = await newPage(e2e.browser, { viewport: DESKTOP });
    await signInAsOrganizer(page, e2e.app.url, `/admin?tab=${tab}`);
    return page;
  }

  test('an RSVP sent on the home page appears in the RSVPs view at once, with its message', async () => {
    const organizer = await signedInOrganizer('rsvps');
    await organizer.getByText('No RSVPs yet. Answers appear here as guests send them.').waitFor({
      timeout: 15_000,
    });

    const guest = await openAsGuest(e2e.browser, e2e.app.url, 'Zoe');
    const rsvp = await homeSection(guest, 'rsvp', { timeout: 20_000 });
    await rsvp.getByLabel('First Name').fill('Zoe');
    await rsvp.getByLabel('Last Name').fill('Park');
    await rsvp.getByLabel('Email').fill('zoe@example.com');
    await rsvp.getByRole('radio', { name: /Yes/ }).click();
    await rsvp.getByLabel('Number of Guests').fill('2');
    await rsvp.getByLabel('Dietary Restrictions').fill('Vegan');
    await rsvp.getByLabel('Message').fill('<b>So happy</b> for you both!');
    await rsvp.getByRole('button', { name: 'Send RSVP' }).click();
    await guest.getByText('We have received your RSVP.').waitFor();

    // Live: no reload on the organizer's page.
    const row = organizer.getByRole('listitem', { name: 'Zoe Park' });
    await row.waitFor({ timeout: 10_000 });
    expect(await row.getByText('Attending, 2 people').isVisible()).toBe(true);
    expect(await row.getByText('Vegan').isVisible()).toBe(true);
    expect(await row.getByLabel('Message').textContent()).toBe('<b>So happy</b> for you both!');
    expect(await row.getByText(/Not on the guest list yet/).isVisible()).toBe(true);
    await organizer
      .getByRole('region', { name: 'Unmatched RSVPs' })
      .getByText('Zoe Park', { exact: true })
      .waitFor();
    expect(await seriousAccessibilityViolations(organizer)).toEqual([]);
    await guest.context().close();
    await organizer.context().close();
  });

  test('the outbox shows a failed text and its retry sends it', async () => {
    const cookie = await organizerCookie(e2e.app.url);
    for (const [name, phone] of [
      ['Ana Guest', '+14155550101'],
      ['Ben Guest', '+14155550102'],
    ] as const) {
      const added = await fetch(`${e2e.app.url}/api/admin/guests`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ name, email: `${name.split(' ')[0]}@example.com`, phone }),
      });
      expect(added.status).toBe(201);
    }
    e2e.fake.failPermanently('+14155550102');

    const organizer = await signedInOrganizer('announcements');
    await organizer.getByLabel(/Title/).first().fill('Shuttle');
    await organizer
      .getByLabel(/Message/)
      .first()
      .fill('The bus leaves at 17:00.');
    await organizer.getByRole('button', { name: 'Save as draft' }).click();
    await organizer.getByRole('button', { name: 'Send “Shuttle” now' }).click();
    const item = organizer.getByRole('listitem', { name: 'Shuttle' });
    await item.getByText('1 message failed:').waitFor({ timeout: 15_000 });

    await item.getByText('Text messages', { exact: true }).click();
    const texts = item.getByRole('list', { name: 'Text messages' });
    const ben = texts.getByRole('listitem').filter({ hasText: 'Ben Guest' });
    await ben.getByText('Failed').waitFor();
    expect(await ben.getByText(/^Why: /).isVisible()).toBe(true);
    expect(await seriousAccessibilityViolations(organizer)).toEqual([]);

    e2e.fake.reset(); // Ben's phone is reachable again.
    await item.getByRole('button', { name: 'Retry 1 failed text' }).click();
    await ben.getByText('Sent').waitFor({ timeout: 15_000 });
    await item.getByText('Received by 2 guests by SMS').waitFor();
    expect([...e2e.fake.accepted.entries()]).toEqual([['+14155550102', 1]]);
    await organizer.context().close();
  });
});
