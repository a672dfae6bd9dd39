import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { seriousAccessibilityViolations } from './axe';
import {
  collectPageErrors,
  describeE2E,
  DESKTOP,
  E2E_ADMIN_PASSWORD,
  newPage,
  withAppAndBrowser,
} from './helpers';

const CSV = [
  'First Name,Last Name,Email,Phone,Status,Category,Plus One,Table',
  'Ana,Garcia,ana@example.com,+1 301 555 0101,Confirmed,Family,Yes,2',
  'Ben,Stone,ben@example.com,,Declined,Colleagues,No,',
  'Carla,"Díaz, Jr.",carla@example.com,,Confirmed,Friends,No,5',
  'Bad,Mail,not-an-email,,,,,',
].join('\n');

async function signIn(page: Page, url: string) {
  await page.goto(`${url}/admin`);
  await page.getByLabel(/^Password/).fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Admin Access' }).click();
  await page.getByRole('heading', { name: /^Guest Management/ }).waitFor({ timeout: 15_000 });
}

const heading = (page: Page) => page.getByRole('heading', { name: /^Guest Management/ });

describeE2E('the organizer’s guest list', () => {
  const e2e = withAppAndBrowser();

  test('an organizer signs in, imports a CSV, filters and exports what is shown', async () => {
    const page = await newPage(e2e.browser, {
      viewport: DESKTOP,
      bypassCSP: true,
      acceptDownloads: true,
    });
    const other = await newPage(e2e.browser, { viewport: DESKTOP });
    const errors = [...collectPageErrors(page), ...collectPageErrors(other)];

    await page.goto(`${e2e.app.url}/admin`);
    await page.getByLabel(/^Password/).waitFor({ timeout: 15_000 });
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await signIn(page, e2e.app.url);
    await signIn(other, e2e.app.url);
    expect(await heading(page).textContent()).toBe('Guest Management (0 guests)');

    // Import: the columns are recognised, the bad row is shown and left out.
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import guests from CSV' });
    await dialog
      .getByLabel('CSV file')
      .setInputFiles({ name: 'guests.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) });
    await dialog.getByText('3 of 4 rows can be imported; 1 have errors.').waitFor();
    expect(await dialog.getByRole('row', { name: /not-an-email/ }).textContent()).toContain(
      'Invalid email address',
    );
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Import 3 guests' }).click();
    await page.getByText('3 added, 0 updated, 0 unchanged, 0 refused.').waitFor();
    await page.getByRole('row', { name: /Carla Díaz, Jr\./ }).waitFor();
    expect(await heading(page).textContent()).toBe('Guest Management (3 guests)');

    // The second organizer's screen follows without a reload.
    await other.getByRole('row', { name: /Ana Garcia/ }).waitFor({ timeout: 10_000 });
    expect(await heading(other).textContent()).toBe('Guest Management (3 guests)');

    // Filter: confirmed guests whose name or e-mail holds 'a'.
    await page.getByRole('combobox', { name: 'Filter by status' }).click();
    await page.getByRole('option', { name: 'Confirmed' }).click();
    await page.getByRole('searchbox', { name: 'Search by name or email' }).fill('CARLA');
    await expect.poll(() => heading(page).textContent()).toBe('Guest Management (1 guest)');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('guest_list.csv');
    const file = await readFile((await download.path())!, 'utf8');
    expect(file).toBe(
      '\uFEFFName,Email,Phone,RSVP Status,Plus One,Dietary Restrictions,Table Assignment,Category,Invitation Sent\r\n' +
        '"Carla Díaz, Jr.",carla@example.com,,confirmed,No,,5,friends,No',
    );

    // Re-importing the exported file changes nothing.
    await page.getByRole('button', { name: 'Import CSV' }).click();
    await dialog
      .getByLabel('CSV file')
      .setInputFiles({ name: 'guest_list.csv', mimeType: 'text/csv', buffer: Buffer.from(file) });
    await dialog.getByText('1 of 1 rows can be imported; 0 have errors.').waitFor();
    expect(await dialog.getByRole('row', { name: /carla@example.com/ }).textContent()).toContain(
      'Unchanged',
    );
    await dialog.getByRole('button', { name: 'Import 1 guest' }).click();
    await page.getByText('0 added, 0 updated, 1 unchanged, 0 refused.').waitFor();

    expect(errors).toEqual([]);
    await Promise.all([page.context().close(), other.context().close()]);
  });
});
