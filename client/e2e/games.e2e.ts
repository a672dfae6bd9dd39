import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { seriousAccessibilityViolations } from './axe';
import { collectPageErrors, describeE2E, newPage, withAppAndBrowser } from './helpers';
import { enterAsGuest, homeSection } from './guest';

/** This phone's sessions as the server holds them (the identity is the one the server issued the page). */
async function serverSessions(
  page: Page,
): Promise<{ gameType: string; score: number; completed: boolean }[]> {
  return page.evaluate(async () => {
    const deviceId = localStorage.getItem('wedding-device-token') ?? '';
    const response = await fetch('/api/games/sessions', { headers: { 'x-device-id': deviceId } });
    return (await response.json()) as { gameType: string; score: number; completed: boolean }[];
  });
}

describeE2E('the games', () => {
  const e2e = withAppAndBrowser();

  test('a phone plays trivia to the end and sees the score the server computed', async () => {
    const page = await newPage(e2e.browser);
    const errors = collectPageErrors(page);
    await page.goto(`${e2e.app.url}/#games`);
    await enterAsGuest(page, 'Rosa');
    const games = await homeSection(page, 'games');

    // The name comes from the guest's sign-in; saving it makes the player.
    await games.getByPlaceholder('Your Name').waitFor();
    expect(await games.getByPlaceholder('Your Name').inputValue()).toBe('Rosa');
    await games.getByRole('button', { name: 'Save Name & Start Playing!' }).click();
    await games.getByText('Ready to Play!').waitFor();
    expect(
      JSON.parse((await page.evaluate(() => localStorage.getItem('wedding-game-player'))) ?? '{}'),
    ).toMatchObject({
      name: 'Rosa',
    });
    expect(await seriousAccessibilityViolations(page, '#games')).toEqual([]);

    await games.getByRole('button', { name: 'Start Trivia' }).click();
    const dialog = page.getByRole('dialog', { name: 'Couple Trivia' });
    await dialog.waitFor();
    const total = Number(
      /of (\d+)/.exec((await dialog.getByText(/^question 1 of \d+$/).textContent()) ?? '')?.[1],
    );
    expect(total).toBeGreaterThanOrEqual(3);
    expect(await seriousAccessibilityViolations(page, '[role="dialog"]')).toEqual([]);

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
