import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, expect, test } from 'vitest';
import { seriousAccessibilityViolations } from './axe';
import { seedInvitedGuests } from './seed-guests';
import { collectPageErrors, describeE2E, DESKTOP, newPage, withAppAndBrowser } from './helpers';
import { signInWithInviteCode } from './guest';

/** Two invited guests, written straight into the app's own database as an import would. */
async function seedGuests(mongoUri: string): Promise<void> {
  await seedInvitedGuests(mongoUri, [
    {
      firstName: 'Ana',
      lastName: 'Garcia',
      email: 'ana.private@example.com',
      inviteCode: 'ANA4P9QR',
    },
    {
      firstName: 'Ben',
      lastName: 'Okafor',
      email: 'ben.private@example.com',
      inviteCode: 'BEN7K2MX',
    },
  ]);
}

describeE2E('meet the guests', () => {
  const e2e = withAppAndBrowser();
  beforeAll(() => seedGuests(e2e.app.mongoUri));

  async function signIn(name: string, code: string): Promise<Page> {
    const page = await newPage(e2e.browser, { viewport: DESKTOP });
    await signInWithInviteCode(page, e2e.app.url, { name, code });
    await page
      .getByText(`Welcome, ${name.split(' ')[0]}`)
      .first()
      .waitFor();
    return page;
  }

  test('a guest publishes a profile that a second signed-in guest finds by interest, live', async () => {
    const ben = await signIn('Ben Okafor', 'BEN7K2MX');
    const benErrors = collectPageErrors(ben);
    // The menu links the page for signed-in guests.
    await ben.getByRole('button', { name: 'Open menu' }).click();
    await ben.getByRole('dialog').getByRole('link', { name: 'Meet the Guests' }).click();
    await ben.getByRole('heading', { name: 'Meet the Guests', level: 1 }).waitFor();
    await ben.getByText('No guest has shared a profile yet.').waitFor({ timeout: 15_000 });
    expect(await seriousAccessibilityViolations(ben)).toEqual([]);

    const ana = await signIn('Ana Garcia', 'ANA4P9QR');
    const anaErrors = collectPageErrors(ana);
    await ana.goto(`${e2e.app.url}/meet-the-guests`);
    await ana.getByLabel('Name shown to other guests').waitFor();
    expect(await ana.getByLabel('Name shown to other guests').inputValue()).toBe('Ana');
    await ana.getByLabel('A few words about you').fill('Rock climber and baker.');
    await ana.getByLabel('Interests').fill('Hiking, salsa dancing');
    await ana.getByLabel('How you know the couple').fill('College roommate of the bride');
    await ana.getByLabel('An icebreaker question for others').fill('Best trail you ever walked?');
    const photo = await sharp({
      create: { width: 400, height: 400, channels: 3, background: { r: 180, g: 90, b: 120 } },
    })
      .png()
      .toBuffer();
    await ana
      .getByLabel('Photo', { exact: true })
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: photo });
    await ana.getByRole('button', { name: 'Save profile' }).click();
    await ana.getByText('Other guests can see your profile.').waitFor({ timeout: 20_000 });

    // Ben's open page gets Ana without a reload, and finds her by interest.
    const card = ben.getByTestId('guest-profile').filter({ hasText: 'Ana' });
    await card.waitFor({ timeout: 15_000 });
    await ben.getByLabel('Search by interest').fill('salsa');
    await card.getByText('Best trail you ever walked?').waitFor();
    await card.getByRole('img', { name: 'Photo of Ana' }).waitFor();
    await ben.getByLabel('Search by interest').fill('chess');
    await ben.getByText('No guest lists “chess” among their interests.').waitFor();
    expect(await ben.getByTestId('guest-profile').count()).toBe(0);
    await ben.getByLabel('Search by interest').fill('HIK');
    await card.waitFor();
    expect(await ben.content()).not.toContain('private@example.com');
    expect(await seriousAccessibilityViolations(ben)).toEqual([]);

    // In Spanish.
    await ben.getByRole('button', { name: 'Español' }).click();
    await ben.getByRole('heading', { name: 'Conoce a los Invitados', level: 1 }).waitFor();
    await ben.getByLabel('Buscar por interés').waitFor();
    expect(await seriousAccessibilityViolations(ben)).toEqual([]);

    // Ana withdraws: Ben's directory drops her live.
    await ana.getByRole('button', { name: 'Remove my profile' }).click();
    await card.waitFor({ state: 'detached', timeout: 15_000 });
    expect(benErrors).toEqual([]);
    expect(anaErrors).toEqual([]);
  });

  test('a visitor without an invite-code session is asked to sign in', async () => {
    const page = await newPage(e2e.browser);
    await page.goto(`${e2e.app.url}/meet-the-guests`);
    await page
      .getByText('Sign in with your invite code to meet the other guests.', { exact: false })
      .waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('guest-profile').count()).toBe(0);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });
});
