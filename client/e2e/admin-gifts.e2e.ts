import { readFile } from 'node:fs/promises';
import { expect, test } from 'vitest';
import { seriousAccessibilityViolations } from './axe';
import { collectPageErrors, describeE2E, DESKTOP, newPage, withAppAndBrowser } from './helpers';
import { enterAsGuest, homeSection } from './guest';
import { signInAsOrganizer, subscribedTo } from './organizer';

describeE2E('the organizers’ gift tracker', () => {
  const e2e = withAppAndBrowser();

  test('a gift recorded on the home page appears live; its thank-you is marked; English and Spanish', async () => {
    const organizer = await newPage(e2e.browser, {
      viewport: DESKTOP,
      acceptDownloads: true,
    });
    const guest = await newPage(e2e.browser);
    const errors = [...collectPageErrors(organizer), ...collectPageErrors(guest)];

    const live = subscribedTo(organizer, 'gifts');
    await signInAsOrganizer(organizer, e2e.app.url, '/admin?tab=gifts');
    await organizer.getByRole('heading', { name: 'Gift Tracker' }).waitFor({ timeout: 15_000 });
    await organizer.getByText('No gifts yet.', { exact: false }).waitFor();
    await live;
    expect(await seriousAccessibilityViolations(organizer)).toEqual([]);
    let reloads = 0;
    organizer.on('framenavigated', (frame) => {
      if (frame === organizer.mainFrame()) reloads += 1;
    });

    // A guest records a honeymoon gift from the home page.
    await guest.goto(`${e2e.app.url}/`);
    await enterAsGuest(guest, 'Ana');
    const registry = await homeSection(guest, 'gift-registry');
    await registry.getByRole('button', { name: 'Contribute' }).click();
    const form = guest.getByRole('dialog', { name: 'Contribute to our Honeymoon Fund' });
    await form.getByLabel(/^Full Name/).fill('Ana López');
    await form.getByLabel(/^Email/).fill('ana@example.com');
    await form.getByLabel(/^Amount/).fill('75.50');
    await form.getByLabel(/^Message/).fill('For a sunset dinner!');
    await form.getByLabel(/^Cash App Username/).fill('$analopez');
    await form.getByRole('button', { name: 'Continue to Cash App' }).click();
    await guest.getByText('Thank you!', { exact: true }).waitFor();

    // The organizer's tab shows it without a reload, with the totals.
    const gift = organizer.getByRole('listitem', { name: 'Ana López' });
    await gift.waitFor({ timeout: 10_000 });
    expect(reloads).toBe(0);
    expect(await gift.getByTestId('gift-amount').textContent()).toBe('$75.50');
    for (const text of ['Honeymoon Fund', 'ana@example.com', '$analopez', 'For a sunset dinner!']) {
      expect(await gift.getByText(text, { exact: true }).isVisible()).toBe(true);
    }
    const overall = organizer.getByTestId('total-overall');
    expect(await overall.getByTestId('total-amount').textContent()).toBe('$75.50');
    expect(await overall.getByText('1 thank-you note owed').isVisible()).toBe(true);

    // The money arrived; the thank-you note went out.
    await gift.getByRole('button', { name: 'Mark verified (Ana López)' }).click();
    const verify = organizer.getByRole('dialog', { name: 'Verify the gift from Ana López' });
    await verify.getByLabel(/^Transaction ID/).fill('CA-7731');
    expect(await seriousAccessibilityViolations(organizer)).toEqual([]);
    await verify.getByRole('button', { name: 'Mark verified' }).click();
    await gift.getByText('Transaction ID: CA-7731').waitFor();

    await gift.getByRole('button', { name: 'Mark thank-you sent (Ana López)' }).click();
    const thankYou = organizer.getByRole('dialog', { name: 'Thank-you note to Ana López' });
    await thankYou.getByRole('button', { name: 'Mark thank-you sent' }).click();
    await gift.getByText(/^Thank-you sent on /).waitFor();
    expect(await overall.getByText('0 thank-you notes owed').isVisible()).toBe(true);
    expect(await seriousAccessibilityViolations(organizer)).toEqual([]);

    // In Spanish, and the file for the couple's records.
    await organizer.getByRole('button', { name: /Español/ }).click();
    await organizer.getByRole('heading', { name: 'Seguimiento de Regalos' }).waitFor();
    expect(await gift.getByTestId('gift-amount').textContent()).toBe('75,50\u00a0US$');
    expect(await gift.getByText(/^Agradecimiento enviado el /).isVisible()).toBe(true);
    expect(await seriousAccessibilityViolations(organizer)).toEqual([]);
    const [download] = await Promise.all([
      organizer.waitForEvent('download'),
      organizer.getByRole('button', { name: 'Exportar CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('gift_donations.csv');
    const rows = (await readFile(await download.path(), 'utf8'))
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(rows[0]).toBe(
      'Fecha,Donante,Correo,Teléfono,Tipo de regalo,Importe,Moneda,Mensaje,Usuario de Cash App,Verificado,ID de transacción,Agradecimiento enviado el',
    );
    expect(rows[1]).toMatch(
      /^\d{4}-\d\d-\d\d \d\d:\d\d,Ana López,ana@example.com,,Fondo para la Luna de Miel,75\.50,USD,For a sunset dinner!,\$analopez,Sí,CA-7731,\d{4}-\d\d-\d\d$/,
    );
    expect(rows).toHaveLength(2);
    expect(errors).toEqual([]);
  });
});
