import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { collectPageErrors, describeE2E, enterAsGuest, newPage, withAppAndBrowser } from './helpers';

const axeScript = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** Serious and critical axe violations inside one part of the page, one line each. */
async function seriousViolationsIn(page: Page, selector: string): Promise<string[]> {
  await page.addScriptTag({ path: axeScript });
  return page.evaluate(async (context) => {
    type Violation = { id: string; impact: string | null; nodes: { target: unknown[] }[] };
    const axe = (window as unknown as { axe: { run(context: string): Promise<{ violations: Violation[] }> } }).axe;
    return (await axe.run(context)).violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.impact} ${v.id} at ${JSON.stringify(v.nodes.slice(0, 3).map((n) => n.target))}`);
  }, selector);
}

/** This phone's sessions as the server holds them (the identity is the one the server issued the page). */
async function serverSessions(page: Page): Promise<{ gameType: string; score: number; completed: boolean }[]> {
  return page.evaluate(async () => {
    const deviceId = localStorage.getItem('wedding-device-token') ?? '';
    const response = await fetch('/api/games/sessions', { headers: { 'x-device-id': deviceId } });
    return (await response.json()) as { gameType: string; score: number; completed: boolean }[];
  });
}

describeE2E('the games', () => {
  const e2e = withAppAndBrowser();

  test('a phone plays trivia to the end and sees the score the server computed', async () => {
    // axe is injected as an inline script, which the app's Content Security Policy rightly refuses.
    const page = await newPage(e2e.browser, { bypassCSP: true });
    const errors = collectPageErrors(page);
    await page.goto(`${e2e.app.url}/#games`);
    await enterAsGuest(page, 'Rosa');
    const games = page.locator('#games');
    await games.scrollIntoViewIfNeeded();

    // The name comes from the guest's sign-in; saving it makes the player.
    await games.getByPlaceholder('Your Name').waitFor();
    expect(await games.getByPlaceholder('Your Name').inputValue()).toBe('Rosa');
    await games.getByRole('button', { name: 'Save Name & Start Playing!' }).click();
    await games.getByText('Ready to Play!').waitFor();
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('wedding-game-player'))) ?? '{}')).toMatchObject({
      name: 'Rosa',
    });
    expect(await seriousViolationsIn(page, '#games')).toEqual([]);

    await games.getByRole('button', { name: 'Start Trivia' }).click();
    const dialog = page.getByRole('dialog', { name: 'Couple Trivia' });
    await dialog.waitFor();
    const total = Number(/of (\d+)/.exec((await dialog.getByText(/^question 1 of \d+$/).textContent()) ?? '')?.[1]);
    expect(total).toBeGreaterThanOrEqual(3);
    expect(await seriousViolationsIn(page, '[role="dialog"]')).toEqual([]);

    for (let n = 1; n <= total; n += 1) {
      if (n > 1) await dialog.getByText(`question ${n} of ${total}`).waitFor();
      // A guest who guesses: always the first option.
      await dialog.getByRole('button', { name: /^A\W/ }).click();
    }
    const result = page.getByText(/^You scored \d+\/\d+ points!$/);
    await result.waitFor({ timeout: 10_000 });
    await dialog.waitFor({ state: 'detached' });
    const [, shown, outOf] = /(\d+)\/(\d+)/.exec((await result.textContent()) ?? '') ?? [];
    const trivia = (await serverSessions(page)).find((session) => session.gameType === 'trivia');
    expect(trivia).toMatchObject({ completed: true, score: Number(shown) });
    expect(Number(outOf)).toBe(total * 10);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
