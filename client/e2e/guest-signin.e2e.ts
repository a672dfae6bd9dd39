import { beforeAll, expect, test } from 'vitest';
import { seriousAccessibilityViolations } from './axe';
import { seedInvitedGuests } from './seed-guests';
import {
  DESKTOP,
  E2E_ADMIN_PASSWORD,
  collectPageErrors,
  describeE2E,
  newPage,
  withAppAndBrowser,
} from './helpers';
import { signInAsOrganizer } from './organizer';

/** Two invited guests, written straight into the app's own database as an import would. */
async function seedGuests(mongoUri: string): Promise<void> {
  await seedInvitedGuests(mongoUri, [
    { firstName: 'José', lastName: 'Núñez', email: 'jose@example.com', inviteCode: 'JOSE7K2M' },
    {
      firstName: 'Ana',
      lastName: 'Garcia',
      email: 'ana@example.com',
      phone: '(301) 555-0199',
      inviteCode: 'ANA4P9QR',
    },
  ]);
}

describeE2E('guest sign-in with an invite code', () => {
  const e2e = withAppAndBrowser();
  beforeAll(() => seedGuests(e2e.app.mongoUri));

  test('a guest signs in on one page while the organizer’s /guest-admin row flips to Signed In live', async () => {
    const organizer = await newPage(e2e.browser, { viewport: DESKTOP });
    const organizerErrors = collectPageErrors(organizer);
    await signInAsOrganizer(organizer, e2e.app.url, '/guest-admin');
    const anaRow = organizer.getByRole('row', { name: /Ana Garcia/ });
    await anaRow.getByText('Pending').waitFor({ timeout: 15_000 });
    expect(await organizer.getByText('Access Rate').locator('..').textContent()).toContain('0%');
    expect(await seriousAccessibilityViolations(organizer)).toEqual([]);
    // Marks this document: a reload would lose the mark.
    await organizer.evaluate(
      () => ((window as unknown as { stillHere: boolean }).stillHere = true),
    );

    const guest = await newPage(e2e.browser);
    const guestErrors = collectPageErrors(guest);
    await guest.goto(`${e2e.app.url}/guest-login?code=ana4p9qr`);
    await guest.getByRole('heading', { name: 'Welcome to Our Wedding' }).waitFor();
    expect(await guest.getByLabel(/Invite Code/).inputValue()).toBe('ANA4P9QR');
    expect(await seriousAccessibilityViolations(guest)).toEqual([]);

    // A wrong name gets the one refusal that does not say which half was wrong.
    await guest.getByLabel(/Your Name/).fill('Somebody Else');
    await guest.getByRole('button', { name: 'Sign In' }).click();
    await guest
      .getByRole('alert')
      .getByText('Authentication failed. Please check your credentials.')
      .waitFor();

    await guest.getByRole('tab', { name: 'Phone' }).click();
    await guest.getByLabel(/Phone Number/).fill('301.555.0199');
    await guest.getByRole('button', { name: 'Sign In' }).click();
    await guest.getByText('Welcome! Redirecting you to the wedding website...').waitFor();
    await guest.waitForURL(`${e2e.app.url}/`);
    // Straight past the first-name form, greeted by name.
    await guest.getByText('Welcome, Ana').first().waitFor();
    expect(await guest.getByRole('form', { name: 'Welcome to Our Wedding' }).count()).toBe(0);

    await anaRow.getByText('Signed In').waitFor({ timeout: 5_000 });
    expect(await anaRow.getByText('Never').count()).toBe(0);
    expect(await organizer.getByText('Access Rate').locator('..').textContent()).toContain('50%');
    expect(
      await organizer.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere),
    ).toBe(true);
    expect(
      await organizer
        .getByRole('row', { name: /José Núñez/ })
        .getByText('Pending')
        .count(),
    ).toBe(1);

    // The RSVP form knows who this is.
    await guest.goto(`${e2e.app.url}/#rsvp`);
    await expect
      .poll(() => guest.locator('#rsvp-email').inputValue(), { timeout: 10_000 })
      .toBe('ana@example.com');
    expect(await guest.locator('#rsvp-lastName').inputValue()).toBe('Garcia');

    expect(guestErrors.filter((e) => !e.includes('401'))).toEqual([]);
    expect(organizerErrors.filter((e) => !e.includes('401'))).toEqual([]);
    await guest.context().close();
    await organizer.context().close();
  });

  test('a stranger without the organizer session sees no guest on /guest-admin', async () => {
    const page = await newPage(e2e.browser);
    await page.goto(`${e2e.app.url}/guest-admin`);
    await page.getByLabel('Password').waitFor({ timeout: 15_000 });
    expect(await page.getByText('Ana Garcia').count()).toBe(0);
    const direct = await page.evaluate(async () => (await fetch('/api/guest-list')).status);
    expect(direct).toBe(401);
    await page.context().close();
  });

  test('an organizer makes the site invite-only: strangers are sent to /guest-login, invited guests get in', async () => {
    const organizer = await newPage(e2e.browser, { viewport: DESKTOP });
    await signInAsOrganizer(organizer, e2e.app.url, '/admin?tab=access');
    await organizer.getByRole('radio', { name: 'Invite only' }).click();
    await organizer.getByText('Only guests with an invite code can enter now.').first().waitFor();
    await organizer.getByRole('heading', { name: 'Who can enter the website' }).waitFor();
    expect(await seriousAccessibilityViolations(organizer)).toEqual([]);

    const stranger = await newPage(e2e.browser);
    await stranger.goto(`${e2e.app.url}/`);
    await stranger.getByRole('link', { name: 'Sign In with Invite Code' }).click();
    await stranger.waitForURL(`${e2e.app.url}/guest-login`);
    const refused = await stranger.evaluate(async () => {
      const response = await fetch('/api/guest-book', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ guestName: 'Stranger', message: 'Hello from outside the list' }),
      });
      return response.status;
    });
    expect(refused).toBe(403);

    await stranger.getByRole('tab', { name: 'Email' }).click();
    await stranger.getByLabel(/Email Address/).fill('JOSE@example.com');
    await stranger.getByLabel(/Invite Code/).fill('jose7k2m');
    await stranger.getByRole('button', { name: 'Sign In' }).click();
    await stranger.waitForURL(`${e2e.app.url}/`);
    await stranger.getByText('Welcome, José').first().waitFor();

    await organizer.getByRole('radio', { name: 'Open site' }).click();
    await organizer.getByText('The website is open to anyone with a first name.').first().waitFor();
    await stranger.context().close();
    await organizer.context().close();
  });

  test('a guest whose invite code is regenerated stops being greeted at once, with no reload', async () => {
    const guest = await newPage(e2e.browser);
    await guest.goto(`${e2e.app.url}/guest-login?code=JOSE7K2M`);
    await guest.getByRole('tab', { name: 'Email' }).click();
    await guest.getByLabel(/Email Address/).fill('jose@example.com');
    await guest.getByRole('button', { name: 'Sign In' }).click();
    await guest.waitForURL(`${e2e.app.url}/`);
    await guest.getByText('Welcome, José').first().waitFor();
    // Marks this document: a reload would lose the mark.
    await guest.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));

    // The organizers give José a new code (his old one was shared too widely).
    const organizer = await newPage(e2e.browser, { viewport: DESKTOP });
    await organizer.goto(`${e2e.app.url}/`);
    const status = await organizer.evaluate(async (password) => {
      const json = { 'content-type': 'application/json' };
      await fetch('/api/admin/session', {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ password }),
      });
      const guests = (await (await fetch('/api/admin/guests')).json()) as {
        id: string;
        firstName: string;
      }[];
      const jose = guests.find((g) => g.firstName === 'José');
      return (await fetch(`/api/admin/guests/${jose?.id}/invite-code`, { method: 'POST' })).status;
    }, E2E_ADMIN_PASSWORD);
    expect(status).toBe(200);

    // The page that was greeting him asks the site who it is and now offers the first-name gate.
    await guest.getByRole('form', { name: 'Welcome to Our Wedding' }).waitFor({ timeout: 15_000 });
    expect(await guest.getByText('Welcome, José').count()).toBe(0);
    expect(
      await guest.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere),
    ).toBe(true);
    await guest.context().close();
    await organizer.context().close();
  });
});
