import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { collectPageErrors, describeE2E, DESKTOP, newPage, withAppAndBrowser } from './helpers';
import { enterAsGuest, homeSection } from './guest';
import { openDashboard } from './organizer';

/**
 * Switches the page to Spanish with the EN/ES switcher, as a guest does, and waits for the chrome
 * to say so. The choice is switched after each navigation: a load may start in English again.
 */
async function switchToSpanish(page: Page): Promise<void> {
  const spanish = page.getByRole('button', { name: /Español/ }).first();
  await spanish.click();
  await expect.poll(() => spanish.getAttribute('aria-pressed'), { timeout: 10_000 }).toBe('true');
}

describeE2E('the wedding’s own texts in Spanish', () => {
  const e2e = withAppAndBrowser();

  test('a Spanish reader gets the sample wedding’s story, venues and parking in Spanish, on the home page and /ar-venue', async () => {
    const guest = await newPage(e2e.browser, { viewport: DESKTOP });
    const errors = collectPageErrors(guest);
    await guest.goto(`${e2e.app.url}/`);
    await enterAsGuest(guest, 'Lucía');
    await switchToSpanish(guest);

    const story = await homeSection(guest, 'love-story', { timeout: 15_000 });
    await story.getByRole('heading', { level: 3, name: 'Cómo nos conocimos' }).waitFor();
    await story
      .getByText('una silla prestada se convirtió en una conversación', { exact: false })
      .waitFor();
    expect(await story.getByText('First Meeting').count()).toBe(0);

    const details = await homeSection(guest, 'wedding-details', { timeout: 15_000 });
    await details.getByRole('heading', { name: 'Ceremonia', exact: true }).waitFor();
    await details
      .getByText('Desde la Capital Beltway (I-495), toma la salida 25', { exact: false })
      .waitFor();
    await details
      .getByText('No estaciones en espacios con parquímetro', { exact: false })
      .waitFor();

    const venues = await homeSection(guest, 'venue-map', { timeout: 15_000 });
    await venues
      .getByText('Una ceremonia en el jardín junto a la Memorial Chapel', { exact: false })
      .waitFor();
    await venues.getByText('Estacionamiento gratuito en el Lot Y', { exact: false }).waitFor();
    await venues.getByText('Ceremonia en el jardín', { exact: true }).waitFor();
    expect(await guest.getByText('En inglés').count()).toBe(0);

    await guest.goto(`${e2e.app.url}/ar-venue`);
    await guest.getByRole('heading', { name: 'Memorial Chapel Garden' }).waitFor();
    await switchToSpanish(guest);
    await guest.getByRole('heading', { name: 'La Boda en Realidad Aumentada' }).waitFor();
    await guest.getByText('Altar del jardín', { exact: true }).first().waitFor();
    await guest
      .getByText('Una ceremonia en el jardín junto a la Memorial Chapel', { exact: false })
      .waitFor();
    expect(errors).toEqual([]);
    await guest.context().close();
  });

  test('a description saved only in English reaches the Spanish page in English, marked', async () => {
    const organizer = await newPage(e2e.browser, { viewport: DESKTOP });
    const errors = collectPageErrors(organizer);
    await openDashboard(organizer, e2e.app.url, 'wedding');
    const form = organizer.getByRole('form', { name: 'Wedding details' });
    const description = form
      .getByRole('group', { name: 'Ceremony venue' })
      .getByRole('group', { name: /^Description/ });
    await description.getByLabel(/, English$/).fill('A rose garden beside the white chapel.');
    await description.getByLabel(/, Spanish$/).fill('');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await organizer.getByText('Saved', { exact: true }).waitFor({ timeout: 10_000 });

    const guest = await newPage(e2e.browser, { viewport: DESKTOP });
    errors.push(...collectPageErrors(guest));
    await guest.goto(`${e2e.app.url}/ar-venue`);
    await guest.getByRole('heading', { name: 'Memorial Chapel Garden' }).waitFor();
    await switchToSpanish(guest);
    const shown = guest.getByText('A rose garden beside the white chapel.');
    await shown.waitFor();
    expect(await shown.getAttribute('lang')).toBe('en');
    expect(await shown.textContent()).toBe('A rose garden beside the white chapel. En inglés');
    // The texts that have a Spanish version stay Spanish beside it.
    await guest.getByText('Altar del jardín', { exact: true }).first().waitFor();
    expect(errors).toEqual([]);
    await Promise.all([organizer.context().close(), guest.context().close()]);
  });
});
