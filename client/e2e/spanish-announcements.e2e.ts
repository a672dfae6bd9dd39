import { expect, test } from 'vitest';
import { collectPageErrors, describeE2E, DESKTOP, newPage, withAppAndBrowser } from './helpers';
import { enterAsGuest } from './guest';
import { organizerCookie } from './organizer';

const PROJECTOR = { width: 1920, height: 1080 } as const;

describeE2E('Spanish all the way through', () => {
  const e2e = withAppAndBrowser();

  async function organizer(path: string, body?: unknown) {
    const cookie = await organizerCookie(e2e.app.url);
    const response = await fetch(`${e2e.app.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as { id: string } };
  }

  test('a guest who chose Español keeps it after a reload and reads the announcement in Spanish, as does the Spanish projector', async () => {
    const guest = await newPage(e2e.browser, { viewport: DESKTOP });
    const errors = collectPageErrors(guest);
    await guest.goto(`${e2e.app.url}/`);
    await enterAsGuest(guest, 'Sofia');
    await guest.getByRole('button', { name: /Español/ }).click();
    await guest.getByRole('navigation', { name: 'Navegación principal' }).waitFor();

    // A reload starts in the language the guest chose (Chromium's own language is English).
    const notices = guest.waitForResponse((r) => r.url().endsWith('/api/notices'));
    await guest.reload();
    await guest.getByRole('navigation', { name: 'Navegación principal' }).waitFor();
    await notices;
    expect(await guest.evaluate(() => document.documentElement.lang)).toBe('es');
    expect(await guest.getByRole('navigation', { name: 'Main navigation' }).count()).toBe(0);
    await guest.evaluate(() => ((window as unknown as { marker: string }).marker = 'same page'));

    const wall = await newPage(e2e.browser, { viewport: PROJECTOR });
    errors.push(...collectPageErrors(wall));
    await wall.goto(`${e2e.app.url}/live?lang=es`);
    await wall.locator('[data-connection="live"]').waitFor({ timeout: 15_000 });

    const created = await organizer('/api/announcements', {
      title: 'Shuttle to the party',
      titleEs: 'Autobús a la fiesta',
      message: 'The bus leaves the hotel at 17:00.',
      messageEs: 'El autobús sale del hotel a las 17:00.',
    });
    expect(created.status).toBe(201);
    expect((await organizer(`/api/announcements/${created.body.id}/send`)).status).toBe(200);

    const banner = guest.getByTestId('announcement-banner');
    await banner.getByRole('heading', { name: 'Autobús a la fiesta' }).waitFor({ timeout: 5_000 });
    expect(await banner.textContent()).toContain('El autobús sale del hotel a las 17:00.');
    expect(await banner.textContent()).not.toContain('Shuttle');
    // Live: the same page, never reloaded.
    expect(await guest.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe(
      'same page',
    );

    const overlay = wall.getByTestId('announcement-overlay');
    await overlay.getByText('Autobús a la fiesta').waitFor({ timeout: 5_000 });
    expect(await overlay.textContent()).toContain('El autobús sale del hotel a las 17:00.');
    expect(await overlay.textContent()).not.toContain('Shuttle');

    // Written in English only: both screens show it in English, marked as such, never a blank.
    const englishOnly = await organizer('/api/announcements', {
      title: 'Cake in five minutes',
      message: 'Gather by the terrace.',
    });
    expect(englishOnly.status).toBe(201);
    expect((await organizer(`/api/announcements/${englishOnly.body.id}/send`)).status).toBe(200);
    await banner.getByRole('heading', { name: /Cake in five minutes/ }).waitFor({ timeout: 5_000 });
    expect(await banner.getByText('En inglés').count()).toBeGreaterThan(0);
    await overlay.getByText(/Cake in five minutes/).waitFor({ timeout: 5_000 });
    expect(await overlay.getByText('En inglés').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });
});
