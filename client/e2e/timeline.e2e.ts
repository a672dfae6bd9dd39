import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { seriousAccessibilityViolations } from './axe';
import { collectPageErrors, describeE2E, DESKTOP, newPage, withAppAndBrowser } from './helpers';
import { openTimelineAsGuest } from './guest';
import { signInAsOrganizer } from './organizer';

describeE2E('wedding-day timeline', () => {
  const e2e = withAppAndBrowser();

  /** A guest's phone on /timeline, signed in past the gate, live (its socket connected). */
  async function openTimeline(name: string, touch = false): Promise<Page> {
    // A touch phone taps (the seeds' row of emoji did nothing on mobile).
    const page = await openTimelineAsGuest(e2e.browser, e2e.app.url, name, {
      event: 'Ceremony',
      touch,
    });
    await page.getByText(/^Live: new messages and reactions/).waitFor({ timeout: 15_000 });
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same page'));
    return page;
  }

  const ceremony = (page: Page) => page.getByRole('article', { name: 'Ceremony' });
  const excitedCount = (page: Page) =>
    ceremony(page).locator('[data-reaction-count="excited"]').textContent();
  const samePage = (page: Page) =>
    page.evaluate(() => (window as unknown as { marker?: string }).marker === 'same page');

  test('a reaction and a message on one phone reach the other live; an organizer’s hide removes it from both', async () => {
    const ana = await openTimeline('Ana', true);
    const ben = await openTimeline('Ben');
    const errors = [...collectPageErrors(ana), ...collectPageErrors(ben)];
    expect(await excitedCount(ben)).toBe('0');

    await ceremony(ana)
      .getByRole('button', { name: /^React with Excited/ })
      .tap();
    await expect.poll(() => excitedCount(ben), { timeout: 5_000 }).toBe('1');
    await expect.poll(() => excitedCount(ana)).toBe('1');

    await ceremony(ana).getByRole('button', { name: 'Add Message' }).click();
    const dialog = ana.getByRole('dialog', { name: 'Share Your Thoughts' });
    expect(await dialog.getByLabel(/^Your Name/).inputValue()).toBe('Ana');
    await dialog.getByLabel(/^Your Message/).fill('What a beautiful ceremony!');
    await dialog.getByRole('button', { name: 'Share Message' }).click();
    await ana.getByText('Your message has been added to the timeline.', { exact: true }).waitFor();
    await ceremony(ben).getByText('What a beautiful ceremony!').waitFor({ timeout: 5_000 });
    expect(await ceremony(ben).getByText('1 message · 1 reaction').count()).toBe(1);
    expect(await seriousAccessibilityViolations(ben)).toEqual([]);

    const organizer = await newPage(e2e.browser, { viewport: DESKTOP });
    errors.push(...collectPageErrors(organizer));
    await signInAsOrganizer(organizer, e2e.app.url, '/admin?tab=timeline');
    const messages = organizer.getByRole('list', { name: 'Guest Messages' });
    await messages.getByText('What a beautiful ceremony!').waitFor();
    expect(await seriousAccessibilityViolations(organizer)).toEqual([]);
    await messages.getByRole('button', { name: 'Hide message from Ana' }).click();

    for (const page of [ana, ben]) {
      await ceremony(page)
        .getByText('What a beautiful ceremony!')
        .waitFor({ state: 'detached', timeout: 5_000 });
    }
    await messages.locator('[data-status="hidden"]').waitFor();

    // An event the organizer adds appears on the guests' timelines at once.
    await organizer.getByRole('button', { name: 'Add Event' }).click();
    const form = organizer.getByRole('form', { name: 'New Event' });
    await form.getByLabel(/^Title, English/).fill('First Dance');
    await form.getByLabel(/^Start time/).fill('15:30');
    await form.getByRole('button', { name: 'Save Event' }).click();
    await ben.getByRole('article', { name: 'First Dance' }).waitFor({ timeout: 5_000 });

    expect(await samePage(ana)).toBe(true);
    expect(await samePage(ben)).toBe(true);
    expect(errors).toEqual([]);
  });

  test('reads and passes axe in Spanish', async () => {
    const page = await openTimeline('Lucía');
    await page.getByRole('button', { name: 'Español' }).click();
    await page.getByRole('heading', { name: 'Cronograma del Día de la Boda' }).waitFor();
    // The sample day has its Spanish: the ceremony's card is titled in it.
    const ceremonia = page.getByRole('article', { name: 'Ceremonia' });
    await ceremonia.getByRole('button', { name: 'Añadir Mensaje' }).waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await ceremonia.getByRole('button', { name: 'Añadir Mensaje' }).click();
    await page.getByRole('dialog', { name: 'Comparte lo que Sientes' }).waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });
});
