import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { seriousAccessibilityViolations } from './axe';
import { collectPageErrors, describeE2E, DESKTOP, newPage, withAppAndBrowser } from './helpers';
import { signInAsOrganizer, subscribedTo } from './organizer';

/** Signs in on /admin?tab=planning and waits until the tab is live on both of its topics. */
async function openPlanningTab(page: Page, appUrl: string): Promise<void> {
  const live = Promise.all([subscribedTo(page, 'vendors'), subscribedTo(page, 'calendar')]);
  await signInAsOrganizer(page, appUrl, '/admin?tab=planning');
  await page.getByRole('heading', { name: 'Planning', exact: true }).waitFor({ timeout: 15_000 });
  await page.getByText('No vendors yet. Add the first one.').waitFor();
  await live;
}

describeE2E('the organizers’ planning tab', () => {
  const e2e = withAppAndBrowser();

  test('a vendor is added and exported; a calendar event shows in the month and the agenda; English and Spanish', async () => {
    const organizer = await newPage(e2e.browser, {
      viewport: DESKTOP,
      acceptDownloads: true,
    });
    // A second organizer's screen, open on the same tab: every change should reach it live.
    const colleague = await newPage(e2e.browser, { viewport: DESKTOP });
    const errors = [...collectPageErrors(organizer), ...collectPageErrors(colleague)];
    await Promise.all([
      openPlanningTab(organizer, e2e.app.url),
      openPlanningTab(colleague, e2e.app.url),
    ]);
    let colleagueReloads = 0;
    colleague.on('framenavigated', (frame) => {
      if (frame === colleague.mainFrame()) colleagueReloads += 1;
    });
    expect(await seriousAccessibilityViolations(organizer)).toEqual([]);

    // A form sent empty says what is missing and adds nothing.
    await organizer.getByRole('button', { name: 'Add Vendor' }).click();
    const vendorForm = organizer.getByRole('form', { name: 'New vendor' });
    await vendorForm.getByRole('button', { name: 'Save Vendor' }).click();
    await vendorForm.getByText('Name is required').waitFor();
    await vendorForm.getByLabel(/^Phone/).fill('call me');
    await vendorForm.getByLabel(/^Name/).fill('Pastelería "La Dulce", S.L.');
    await vendorForm.getByLabel(/^Category/).fill('Cake');
    await vendorForm.getByRole('button', { name: 'Save Vendor' }).click();
    await vendorForm.getByText('Please enter a valid phone number').waitFor();
    expect(await seriousAccessibilityViolations(organizer)).toEqual([]);

    await vendorForm.getByLabel(/^Phone/).fill('+34 600 123 456');
    await vendorForm.getByLabel(/^Contact/).fill('Begoña Núñez');
    await vendorForm.getByLabel(/^E-mail/).fill('hola@ladulce.example');
    await vendorForm.getByLabel('Icon').selectOption('cake');
    await vendorForm.getByRole('button', { name: 'Save Vendor' }).click();
    const vendor = organizer.getByRole('listitem', { name: 'Pastelería "La Dulce", S.L.' });
    await vendor.waitFor();
    expect(await vendor.getByRole('link', { name: /\+34 600 123 456/ }).getAttribute('href')).toBe(
      'tel:+34600123456',
    );
    expect(
      await vendor.getByRole('link', { name: /hola@ladulce\.example/ }).getAttribute('href'),
    ).toBe('mailto:hola@ladulce.example');

    await colleague
      .getByRole('listitem', { name: 'Pastelería "La Dulce", S.L.' })
      .waitFor({ timeout: 10_000 });

    const [download] = await Promise.all([
      organizer.waitForEvent('download'),
      organizer.getByRole('link', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('vendors.csv');
    const csv = await readFile(await download.path(), 'utf8');
    expect(csv).toBe(
      '\uFEFFName,Category,Contact,Phone,Email\r\n' +
        '"Pastelería ""La Dulce"", S.L.",Cake,Begoña Núñez,+34 600 123 456,hola@ladulce.example',
    );

    // An event four hours from now (on the half hour), so its 3 h reminder is still pending
    // whatever the hour the test runs at; the grid moves on a month when that is tomorrow's.
    const when = await organizer.evaluate(() => {
      const at = new Date(Date.now() + 4 * 3_600_000);
      at.setMinutes(at.getMinutes() < 30 ? 30 : 60, 0, 0);
      const pad = (n: number) => String(n).padStart(2, '0');
      const hours = at.getHours();
      return {
        input: `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(hours)}:${pad(at.getMinutes())}`,
        label: `${((hours + 11) % 12) + 1}:${pad(at.getMinutes())} ${hours < 12 ? 'AM' : 'PM'}`,
        nextMonth: at.getMonth() !== new Date().getMonth(),
      };
    });
    await organizer.getByRole('button', { name: 'Add Event' }).click();
    const eventForm = organizer.getByRole('form', { name: 'New calendar event' });
    await eventForm.getByLabel(/^Title/).fill('Cake tasting');
    await eventForm.getByLabel(/^Date and time/).fill(when.input);
    await eventForm.getByLabel(/^Place/).fill('Pastelería La Dulce');
    await eventForm.getByLabel(/^Hours before/).fill('3');
    await eventForm.getByRole('button', { name: 'Save Event' }).click();
    await eventForm.waitFor({ state: 'detached' });
    if (when.nextMonth) {
      await organizer.getByRole('button', { name: 'Next month' }).click();
      await colleague.getByRole('button', { name: 'Next month' }).click();
    }
    const inMonth = organizer.getByRole('table').getByRole('button', { name: /Cake tasting/ });
    await inMonth.waitFor();
    expect(await inMonth.textContent()).toBe(`${when.label} Cake tasting`);
    await colleague
      .getByRole('table')
      .getByRole('button', { name: /Cake tasting/ })
      .waitFor({ timeout: 10_000 });
    expect(colleagueReloads).toBe(0);
    expect(await seriousAccessibilityViolations(organizer)).toEqual([]);

    await organizer.getByRole('tab', { name: 'Agenda', exact: true }).click();
    const agenda = organizer.getByRole('tabpanel', { name: 'Agenda', exact: true });
    await agenda.getByText('Cake tasting', { exact: true }).waitFor();
    expect(await agenda.getByText('Reminder 3 h before').isVisible()).toBe(true);
    expect(await agenda.getByText('Pastelería La Dulce').isVisible()).toBe(true);
    expect(await seriousAccessibilityViolations(organizer)).toEqual([]);

    // In Spanish.
    await organizer.getByRole('button', { name: /Español/ }).click();
    await organizer.getByRole('heading', { name: 'Planificación', exact: true }).waitFor();
    await organizer.getByRole('tab', { name: 'Agenda', exact: true }).waitFor();
    expect(await organizer.getByText('Recordatorio 3 h antes').isVisible()).toBe(true);
    await organizer.getByRole('tab', { name: 'Mes', exact: true }).click();
    if (when.nextMonth) await organizer.getByRole('button', { name: 'Mes siguiente' }).click();
    await organizer
      .getByRole('table')
      .getByRole('button', { name: /Cake tasting/ })
      .waitFor();
    expect(await seriousAccessibilityViolations(organizer)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
