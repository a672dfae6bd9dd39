import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, expect, test } from 'vitest';
import { weddingSettingsSchema, type WeddingSettings } from '../../protocol/wedding';
import { seriousAccessibilityViolations } from './axe';
import { collectPageErrors, describeE2E, newPage, settledPage, withAppAndBrowser } from './helpers';
import { enterAsGuest, homeSection } from './guest';

/** The narrowest phone the site is built for. */
const SMALL_PHONE = { width: 360, height: 740 };
const TILE_URLS = 'https://tile.openstreetmap.org/**';

async function gateIsShown(page: Page): Promise<boolean> {
  return page.getByRole('form', { name: 'Welcome to Our Wedding' }).isVisible();
}

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

describeE2E('the guest gate and the home page', () => {
  const e2e = withAppAndBrowser();
  let settings: WeddingSettings;

  beforeAll(async () => {
    settings = weddingSettingsSchema.parse(
      await (await fetch(`${e2e.app.url}/api/wedding`)).json(),
    );
  });

  test('the welcome card asks for the first name, refuses a blank one, lets a guest in and comes back on sign-out', async () => {
    const page = await newPage(e2e.browser, { viewport: SMALL_PHONE });
    const errors = collectPageErrors(page);
    await page.goto(`${e2e.app.url}/`);
    expect(await gateIsShown(page)).toBe(true);
    // The app has taken the served screen over (the served form's button would be measured as it
    // is replaced).
    await page.locator('[data-fs]').waitFor({ state: 'detached' });
    await settledPage(page);
    // The whole form fits the narrowest phone without scrolling.
    const button = await page.getByRole('button', { name: 'Enter Wedding Website' }).boundingBox();
    expect(button!.y + button!.height).toBeLessThanOrEqual(SMALL_PHONE.height);

    await page.getByRole('button', { name: 'Enter Wedding Website' }).click();
    await page.getByText('Name Required').first().waitFor();
    expect(await gateIsShown(page)).toBe(true);
    // The field has the focus back, so the guest types at once.
    expect(
      await page
        .getByLabel('Your First Name')
        .evaluate((field) => field === document.activeElement),
    ).toBe(true);

    await page.keyboard.type('Ana');
    await page.keyboard.press('Enter');
    await page.getByText('Welcome, Ana').waitFor();
    await page.getByText("Hello Ana! You're now authenticated.").first().waitFor();
    expect(await gateIsShown(page)).toBe(false);
    const stored = await page.evaluate(() =>
      JSON.parse(localStorage.getItem('wedding-guest') ?? 'null'),
    );
    expect(stored).toMatchObject({ firstName: 'Ana', lastName: '', isAuthenticated: true });
    expect(stored.id).toMatch(/^guest-\d+$/);

    // A returning guest goes straight in, and stays in once the page has settled (the site's access
    // mode and the guest's session are what could send them back to the gate). The settings,
    // access mode included, come with the page itself (the first screen's island), and so does
    // the server's word that this browser has no invite-code session: the page does not ask.
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.reload();
    await settledPage(page);
    expect(asked).toContain('/');
    expect(asked).not.toContain('/api/guest-auth');
    await page.getByText('Welcome, Ana').waitFor();
    expect(await gateIsShown(page)).toBe(false);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    await page.locator('#home').getByRole('button', { name: 'Sign Out' }).click();
    await expect.poll(() => gateIsShown(page), { timeout: 3_000 }).toBe(true);
    expect(
      await page
        .getByLabel('Your First Name')
        .evaluate((field) => field === document.activeElement),
    ).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('wedding-guest'))).toBeNull();
    expect(await page.getByText('Welcome, Ana').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('the directions links open Google Maps for each venue in a new tab', async () => {
    const page = await newPage(e2e.browser, { viewport: SMALL_PHONE });
    await page.goto(`${e2e.app.url}/`);
    await enterAsGuest(page);
    const expected = (address: string) =>
      `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(address)}`;

    const details = await homeSection(page, 'wedding-details');
    const links = details.getByRole('link', { name: /Get Directions/ });
    await links.first().waitFor();
    expect(await links.count()).toBe(2);
    expect(await links.nth(0).getAttribute('href')).toBe(
      expected(settings.venues.ceremony.address),
    );
    expect(await links.nth(1).getAttribute('href')).toBe(
      expected(settings.venues.reception.address),
    );
    expect(await links.nth(0).getAttribute('target')).toBe('_blank');
    expect(await links.nth(0).getAttribute('rel')).toContain('noopener');

    const venue = await homeSection(page, 'venue-map');
    const venueLink = venue.getByRole('link', { name: /Get Directions to Ceremony/ });
    await venueLink.waitFor({ timeout: 10_000 });
    expect(await venueLink.getAttribute('href')).toBe(expected(settings.venues.ceremony.address));
    expect(await venueLink.getAttribute('target')).toBe('_blank');
    await page.context().close();
  });

  test('the venue map draws both venues over the map tiles', async () => {
    const page = await newPage(e2e.browser, { viewport: SMALL_PHONE });
    // A plain tile stands in for OpenStreetMap, which this machine cannot reach.
    const tile = await sharp({
      create: { width: 256, height: 256, channels: 3, background: '#dfe9d8' },
    })
      .png()
      .toBuffer();
    await page.route(TILE_URLS, (route) =>
      route.fulfill({ status: 200, contentType: 'image/png', body: tile }),
    );
    await page.goto(`${e2e.app.url}/`);
    await enterAsGuest(page);
    const section = await homeSection(page, 'venue-map');
    // The test browser draws WebGL on the CPU (SwiftShader, CHROMIUM_ARGS): the map is really drawn
    // here, never skipped for the fallback (that one has its own test below).
    const renderer = await page.evaluate(() => {
      const gl = document.createElement('canvas').getContext('webgl2');
      const info = gl?.getExtension('WEBGL_debug_renderer_info');
      return gl && info ? String(gl.getParameter(info.UNMASKED_RENDERER_WEBGL)) : null;
    });
    expect(renderer, 'WebGL in the test browser').toBeTruthy();
    const map = section.getByRole('region', { name: 'Map of the ceremony and reception venues' });
    await map.waitFor({ timeout: 20_000 });
    await expect.poll(() => map.locator('.maplibregl-marker').count(), { timeout: 20_000 }).toBe(2);
    expect(await map.getByText('OpenStreetMap').count()).toBeGreaterThan(0);
    // Drawn with its tiles (no longer busy), it is there to stay: the fallback is only for a map
    // that never got a tile.
    await map.and(page.locator('[aria-busy="false"]')).waitFor({ timeout: 20_000 });
    expect(await section.getByText('Map unavailable').count()).toBe(0);
    const canvas = map.locator('canvas.maplibregl-canvas');
    expect(await canvas.evaluate((element: HTMLCanvasElement) => element.width)).toBeGreaterThan(0);
    // The drawn map's attribution links are told from their text by more than colour.
    expect(await seriousAccessibilityViolations(page, '#venue-map')).toEqual([]);
    await page.context().close();
  });

  test('without map tiles the venue section shows both addresses, and gives tips per guest type', async () => {
    const page = await newPage(e2e.browser, { viewport: SMALL_PHONE });
    await page.route(TILE_URLS, (route) => route.abort('internetdisconnected'));
    await page.goto(`${e2e.app.url}/`);
    await enterAsGuest(page);
    const section = await homeSection(page, 'venue-map');
    await section.getByText('Map unavailable').waitFor({ timeout: 20_000 });
    for (const address of [settings.venues.ceremony.address, settings.venues.reception.address]) {
      expect(await section.getByText(address).first().isVisible()).toBe(true);
    }

    await section.getByRole('combobox', { name: 'Guest type' }).click();
    await page.getByRole('option', { name: 'Out-of-town guest' }).click();
    await section.getByRole('button', { name: 'Get AI Recommendations' }).click();
    await section.getByText('Personalized Tips:').waitFor();
    expect(
      await section.locator('li', { hasText: settings.venues.reception.name }).count(),
    ).toBeGreaterThan(0);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.context().close();
  });

  test('the home page switches to Spanish', async () => {
    const page = await newPage(e2e.browser, { viewport: SMALL_PHONE });
    await page.goto(`${e2e.app.url}/`);
    await enterAsGuest(page);
    // The seeded wedding (31 August 2025) is over: the hero's card says so.
    await page.getByText('Happily Married').waitFor();
    await homeSection(page, 'wedding-details');
    await page.getByRole('button', { name: 'Español' }).click();
    await page.getByText('Felizmente Casados').waitFor();
    expect(await page.getByRole('heading', { name: 'Detalles de la Boda' }).isVisible()).toBe(true);
    expect(await page.getByText('31 de agosto de 2025').first().isVisible()).toBe(true);
    expect(await page.getByText('Bienvenido, Ana').isVisible()).toBe(true);
    expect(
      await page.locator('#home').getByRole('button', { name: 'Cerrar Sesión' }).isVisible(),
    ).toBe(true);
    expect(await page.getByText('Happily Married').count()).toBe(0);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.context().close();
  });
});
