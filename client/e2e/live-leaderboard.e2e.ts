import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { freePort, startIsolatedApp, type IsolatedApp } from '../../server/test/built-app';
import {
  DESKTOP,
  E2E_ADMIN_PASSWORD,
  collectPageErrors,
  describeE2E,
  launchBrowser,
  newPage,
} from './helpers';

const root = fileURLToPath(new URL('../..', import.meta.url));
const axeScript = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const PROJECTOR = { width: 1920, height: 1080 } as const;

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

async function seriousAccessibilityViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: axeScript });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(): Promise<{ violations: AxeViolation[] }> } }).axe;
    return (await axe.run()).violations;
  });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.impact} ${violation.id}: ${violation.help} at ${JSON.stringify(violation.nodes[0]?.target)}`);
}

describeE2E('the projector leaderboard', () => {
  let app: IsolatedApp;
  let browser: Browser;
  let scoringPort: number;

  beforeAll(async () => {
    scoringPort = await freePort();
    // The app from the sources plus a test-only scoring listener (server/test/scoring-server.ts):
    // scores are written as the games feature writes them, then 'game.scored' is emitted in the app.
    [app, browser] = await Promise.all([
      startIsolatedApp({
        root,
        mongoUri: inject('mongoUri'),
        dbPrefix: 'e2e',
        args: ['--import', 'tsx', 'server/test/scoring-server.ts'],
        env: { ADMIN_PASSWORD: E2E_ADMIN_PASSWORD, TEST_SCORING_PORT: String(scoringPort) },
      }),
      launchBrowser(),
    ]);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  const players = new Map<string, string>();
  async function score(name: string, points: number): Promise<void> {
    if (!players.has(name)) players.set(name, randomBytes(12).toString('hex'));
    const response = await fetch(`http://127.0.0.1:${scoringPort}/`, {
      method: 'POST',
      body: JSON.stringify({ playerId: players.get(name), playerName: name, score: points }),
    });
    expect(response.status).toBe(200);
  }

  const row = (page: Page, rank: number) => page.locator(`[data-testid="projector-row"][data-rank="${rank}"]`);

  async function openProjector(path = '/live/leaderboard'): Promise<Page> {
    const page = await newPage(browser, { viewport: PROJECTOR, bypassCSP: true });
    await page.goto(`${app.url}${path}`);
    await page.locator('[data-connection="live"]').waitFor({ timeout: 15_000 });
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same page'));
    return page;
  }
  const samePage = (page: Page) =>
    page.evaluate(() => (window as unknown as { marker?: string }).marker === 'same page');

  test("shows a player's row move up without a reload as scores land", async () => {
    const projector = await openProjector();
    const errors = collectPageErrors(projector);
    await projector.getByText('No scores yet').waitFor();
    await score('Ana', 50);
    await score('Ben', 30);
    await score('Carla', 20);
    await expect.poll(() => row(projector, 3).textContent(), { timeout: 10_000 }).toContain('Carla');
    expect(await row(projector, 1).textContent()).toContain('Ana');

    await score('Carla', 100);
    await expect.poll(() => row(projector, 1).textContent(), { timeout: 10_000 }).toContain('Carla');
    await expect.poll(() => row(projector, 1).locator('[data-testid="projector-score"]').textContent()).toBe('120');
    expect(await row(projector, 2).textContent()).toContain('Ana');
    expect(await samePage(projector)).toBe(true);
    await expect.poll(() => projector.getByTestId('projector-stat-highScore').textContent()).toBe('120');

    // Readable from the back of the room, and nothing to scroll.
    const layout = await projector.evaluate(() => {
      const name = document.querySelector('[data-testid="projector-name"]')!;
      return {
        nameSize: parseFloat(getComputedStyle(name).fontSize),
        scrolls:
          document.documentElement.scrollHeight > window.innerHeight ||
          document.documentElement.scrollWidth > window.innerWidth,
      };
    });
    expect(layout.nameSize).toBeGreaterThanOrEqual(48);
    expect(layout.scrolls).toBe(false);
    expect(await projector.getByTestId('leaderboard-qr').getAttribute('data-value')).toBe(`${app.url}/#games`);
    expect(await seriousAccessibilityViolations(projector)).toEqual([]);
    expect(errors).toEqual([]);
  }, 60_000);

  test('the podium reveal from an organizer page reaches the projector: third, second, then first', async () => {
    const projector = await openProjector();
    await row(projector, 1).waitFor();
    const organizer = await newPage(browser, { viewport: DESKTOP, bypassCSP: true });
    await organizer.goto(`${app.url}/admin?tab=games`);
    await organizer.getByLabel('Password').fill(E2E_ADMIN_PASSWORD);
    await organizer.getByRole('button', { name: 'Admin Access' }).click();
    await organizer.getByRole('heading', { name: 'Games & Leaderboard' }).waitFor();
    expect(await seriousAccessibilityViolations(organizer)).toEqual([]);

    await organizer.getByRole('button', { name: 'Show the podium' }).click();
    await projector.getByTestId('podium').waitFor();
    await organizer.getByRole('button', { name: 'Reveal 3rd place' }).click();
    await expect.poll(() => projector.getByTestId('podium-third').textContent()).toContain('Ben');
    expect(await projector.getByTestId('podium-first').textContent()).not.toContain('Carla');
    await organizer.getByRole('button', { name: 'Reveal 2nd place' }).click();
    await expect.poll(() => projector.getByTestId('podium-second').textContent()).toContain('Ana');
    await organizer.getByRole('button', { name: 'Reveal 1st place' }).click();
    // A pause for suspense, then first place.
    await expect.poll(() => projector.getByTestId('podium-first').textContent()).toContain('Who will it be?');
    await expect
      .poll(() => projector.getByTestId('podium-first').textContent(), { timeout: 10_000 })
      .toContain('Carla');
    expect(await seriousAccessibilityViolations(projector)).toEqual([]);
    expect(await samePage(projector)).toBe(true);

    await organizer.getByRole('button', { name: 'Close the podium' }).click();
    await projector.getByTestId('podium').waitFor({ state: 'detached' });
  }, 60_000);

  test('/live links to the leaderboard and shows it when the organizers choose so', async () => {
    const live = await openProjector('/live');
    expect(await live.getByRole('link', { name: 'Games leaderboard' }).getAttribute('href')).toBe('/live/leaderboard');
    expect(await live.locator('[data-live-shown]').getAttribute('data-live-shown')).toBe('moments');

    const organizer = await newPage(browser, { viewport: DESKTOP, bypassCSP: true });
    await organizer.goto(`${app.url}/admin?tab=games`);
    await organizer.getByLabel('Password').fill(E2E_ADMIN_PASSWORD);
    await organizer.getByRole('button', { name: 'Admin Access' }).click();
    await organizer.getByRole('radio', { name: 'Leaderboard' }).check();
    await organizer.getByRole('button', { name: 'Save' }).click();
    await live.locator('[data-live-shown="leaderboard"]').waitFor({ state: 'attached' });
    await row(live, 1).waitFor();
    expect(await samePage(live)).toBe(true);
  }, 60_000);
});
