import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { seriousAccessibilityViolations } from './axe';
import { collectPageErrors, describeE2E, DESKTOP, newPage, withAppAndBrowser } from './helpers';
import { signInAsOrganizer } from './organizer';

const PROJECTOR = { width: 1920, height: 1080 } as const;

describeE2E('moderation', () => {
  const e2e = withAppAndBrowser();

  async function share(content: string): Promise<string> {
    const response = await fetch(`${e2e.app.url}/api/live-wedding-moments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ guestName: 'Tío Paco', content }),
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { id: string }).id;
  }

  async function signIn(page: Page): Promise<void> {
    await signInAsOrganizer(page, e2e.app.url, '/admin?tab=moderation');
    await page.getByRole('heading', { name: 'Moderation', level: 2 }).waitFor({ timeout: 15_000 });
  }

  const onWall = (wall: Page, text: string) => wall.getByText(text, { exact: true });

  test('an organizer hides a venue review and it leaves an open venue page without a reload', async () => {
    const posted = await fetch(`${e2e.app.url}/api/venues/reviews`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        venueId: 'ceremony',
        guestName: 'Tío Paco',
        rating: 1,
        comment: 'An unkind review of the chapel',
      }),
    });
    expect(posted.status).toBe(201);
    const guest = await newPage(e2e.browser);
    const organizer = await newPage(e2e.browser, { viewport: DESKTOP });
    const errors = [...collectPageErrors(guest), ...collectPageErrors(organizer)];
    await guest.goto(`${e2e.app.url}/ar-venue`);
    const review = guest.getByText('An unkind review of the chapel', { exact: true });
    await review.waitFor({ timeout: 15_000 });

    await signIn(organizer);
    await organizer.getByRole('button', { name: 'Published', exact: true }).click();
    await organizer
      .getByTestId('moderation-item')
      .filter({ hasText: 'An unkind review of the chapel' })
      .getByRole('button', { name: 'Hide the post by Tío Paco' })
      .click();
    await organizer.getByText('Hidden from every screen.', { exact: true }).waitFor();

    await review.waitFor({ state: 'detached', timeout: 5_000 });
    await guest.getByText('No reviews yet. Be the first!').waitFor();
    expect(errors).toEqual([]);
    await Promise.all([guest.context().close(), organizer.context().close()]);
  });

  test('an organizer hides a moment and the /live wall drops it without a reload; the paused wall waits', async () => {
    await share('Congratulations to the happy couple');
    await share('An unkind post about the best man');

    const wall = await newPage(e2e.browser, { viewport: PROJECTOR });
    const organizer = await newPage(e2e.browser, { viewport: DESKTOP });
    const errors = [...collectPageErrors(wall), ...collectPageErrors(organizer)];
    await wall.goto(`${e2e.app.url}/live`);
    await wall.locator('[data-connection="live"]').waitFor({ timeout: 15_000 });
    await onWall(wall, 'An unkind post about the best man').waitFor();
    await wall.evaluate(() => ((window as unknown as { marker: string }).marker = 'same page'));

    await signIn(organizer);
    await organizer.getByRole('button', { name: 'Published', exact: true }).click();
    const unkind = organizer
      .getByTestId('moderation-item')
      .filter({ hasText: 'An unkind post about the best man' });
    await unkind.getByRole('button', { name: 'Hide the post by Tío Paco' }).click();
    await organizer.getByText('Hidden from every screen.', { exact: true }).waitFor();

    await onWall(wall, 'An unkind post about the best man').waitFor({
      state: 'detached',
      timeout: 5_000,
    });
    expect(await onWall(wall, 'Congratulations to the happy couple').count()).toBe(1);
    expect(await wall.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe(
      'same page',
    );
    // The log says who did it.
    await organizer
      .getByRole('region', { name: 'Action log' })
      .getByText('“An unkind post about the best man”')
      .first()
      .waitFor();

    // Paused: a new moment waits off the wall, while a removal still applies at once.
    await organizer.getByRole('switch', { name: 'Pause the wall' }).click();
    await organizer.getByText('The wall is paused.', { exact: true }).waitFor();
    await wall.locator('.live-wall[data-paused]').waitFor({ timeout: 5_000 });
    await share('Posted while the wall is paused');
    await organizer
      .getByTestId('moderation-item')
      .filter({ hasText: 'Posted while the wall is paused' })
      .waitFor();
    const congratulations = organizer
      .getByTestId('moderation-item')
      .filter({ hasText: 'Congratulations to the happy couple' });
    await congratulations.getByRole('button', { name: 'Hide the post by Tío Paco' }).click();
    // Pushes reach the wall in order: once this removal shows, the new moment had arrived too.
    await onWall(wall, 'Congratulations to the happy couple').waitFor({
      state: 'detached',
      timeout: 5_000,
    });
    expect(await onWall(wall, 'Posted while the wall is paused').count()).toBe(0);

    await organizer.getByRole('switch', { name: 'Pause the wall' }).click();
    await onWall(wall, 'Posted while the wall is paused').waitFor({ timeout: 5_000 });
    expect(await wall.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe(
      'same page',
    );

    expect(await seriousAccessibilityViolations(organizer)).toEqual([]);
    // In Spanish, with the dashboard's own language switch.
    await organizer.getByRole('button', { name: /Español/ }).click();
    await organizer
      .getByRole('heading', { name: 'Moderación', level: 2 })
      .waitFor({ timeout: 15_000 });
    await organizer.getByRole('heading', { name: 'Registro de acciones' }).waitFor();
    expect(await seriousAccessibilityViolations(organizer)).toEqual([]);
    expect(errors).toEqual([]);
  }, 90_000);
});
