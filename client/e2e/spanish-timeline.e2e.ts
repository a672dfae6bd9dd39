import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { collectPageErrors, describeE2E, DESKTOP, newPage, withAppAndBrowser } from './helpers';
import { openTimelineAsGuest } from './guest';
import { signInAsOrganizer } from './organizer';

describeE2E('the timeline in Spanish', () => {
  const e2e = withAppAndBrowser();

  /** A guest's phone on /timeline in Spanish, live (its socket connected). */
  async function openSpanishTimeline(name: string): Promise<Page> {
    const page = await openTimelineAsGuest(e2e.browser, e2e.app.url, name, { event: 'Ceremony' });
    // A fresh context's browser reads English: the guest switches, as on their phone.
    await page.getByRole('button', { name: 'Español' }).click();
    await page.getByText(/^En vivo: los mensajes y reacciones/).waitFor({ timeout: 15_000 });
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same page'));
    return page;
  }

  test('shows the sample day in Spanish, and an event written in English only marked, pushed live', async () => {
    const guest = await openSpanishTimeline('Lucía');
    const errors = collectPageErrors(guest);
    const titles = guest.getByRole('article').locator('h2');
    await guest.getByRole('article', { name: 'Ceremonia' }).waitFor();
    expect(await titles.allTextContents()).toEqual([
      'Llegada de los invitados',
      'Ceremonia',
      'Fotos con los novios',
      'Almuerzo de recepción',
      'Pastel y brindis',
    ]);
    expect(await guest.getByText('Los novios pronuncian sus votos.').count()).toBe(1);
    expect(await guest.getByText('En inglés').count()).toBe(0);

    const organizer = await newPage(e2e.browser, { viewport: DESKTOP });
    errors.push(...collectPageErrors(organizer));
    await signInAsOrganizer(organizer, e2e.app.url, '/admin?tab=timeline');
    await organizer.getByRole('button', { name: 'Add Event' }).click();
    const form = organizer.getByRole('form', { name: 'New Event' });
    await form.getByLabel(/^Title, English/).fill('Sparkler Send-off');
    await form.getByLabel(/^Start time/).fill('15:30');
    await form.getByRole('button', { name: 'Save Event' }).click();

    // No Spanish yet: the guest reads the English title, marked, without reloading.
    const added = guest.getByRole('article', { name: /^Sparkler Send-off/ });
    await added.waitFor({ timeout: 5_000 });
    const title = added.getByRole('heading', { name: /^Sparkler Send-off/ });
    expect(await title.textContent()).toBe('Sparkler Send-off En inglés');
    expect(await added.locator('[lang="en"]').first().textContent()).toBe(
      'Sparkler Send-off En inglés',
    );
    expect(await guest.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe(
      'same page',
    );
    expect(errors).toEqual([]);
  });
});
