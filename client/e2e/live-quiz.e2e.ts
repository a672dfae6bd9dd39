import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { leaderboardResponseSchema } from '../../protocol/leaderboard';
import { quizLeaderboardScore, quizLiveSchema, type QuizInput } from '../../protocol/quiz';
import { seriousAccessibilityViolations } from './axe';
import { openAsGuest } from './guest';
import { collectPageErrors, describeE2E, newPage, withAppAndBrowser } from './helpers';
import { organizerCookie, signInAsOrganizer } from './organizer';

const PROJECTOR = { width: 1920, height: 1080 } as const;

/**
 * Three questions; the first stays open long enough for every screen's accessibility check. Each
 * limit is about three times what its part of the test took on a machine shared by a dozen test
 * runs (question 1: 4.6 s, 2: 5.4 s, 3: 2.2 s): every reveal waits for the limit to run out.
 */
const QUIZ: QuizInput = {
  title: 'Our story',
  titleEs: 'Nuestra historia',
  questions: [
    { text: 'Where did they meet?', answers: ['Paris', 'Rome', 'Lisbon', 'Oslo'], correctIndex: 1, limitSeconds: 15 },
    { text: 'What is their dog called?', answers: ['Tofu', 'Miso', 'Nori', 'Udon'], correctIndex: 2, limitSeconds: 15 },
    { text: 'Which month is the wedding?', answers: ['June', 'July', 'May', 'April'], correctIndex: 0, limitSeconds: 8 },
  ].map(({ answers, ...question }) => ({ ...question, answers: answers.map((text) => ({ text })) })),
};

const axeClean = async (page: Page) => expect(await seriousAccessibilityViolations(page)).toEqual([]);

describeE2E('the live quiz', () => {
  const e2e = withAppAndBrowser();

  test('the host, the projector and three phones play a whole quiz; a phone reloads mid-question and keeps its score', async () => {
    const url = e2e.app.url;
    const created = await fetch(`${url}/api/admin/quizzes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: await organizerCookie(url) },
      body: JSON.stringify(QUIZ),
    });
    expect(created.status).toBe(201);

    const projector = await newPage(e2e.browser, { viewport: PROJECTOR });
    const host = await newPage(e2e.browser);
    const errors = [projector, host].map(collectPageErrors);
    await projector.goto(`${url}/live/quiz`);
    await projector.locator('[data-phase="none"]').waitFor();

    // The host: an organizer on their phone opens the lobby.
    await signInAsOrganizer(host, url, '/admin');
    await host.getByRole('heading', { name: /^Guest Management/ }).waitFor({ timeout: 15_000 });
    await host.goto(`${url}/live/quiz/host`);
    const openLobby = host.getByRole('button', { name: 'Open the lobby of “Our story”' });
    await openLobby.waitFor();
    await axeClean(host);
    await openLobby.click();
    await host.getByRole('heading', { name: 'Lobby: guests are joining' }).waitFor();
    await projector.locator('[data-phase="lobby"]').waitFor();

    // Three guests scan the code: each joins under the name they entered the site with.
    const names = ['Ana', 'Ben', 'Carla'] as const;
    const phones: Page[] = [];
    for (const name of names) {
      const phone = await openAsGuest(e2e.browser, url, name);
      errors.push(collectPageErrors(phone));
      await phone.goto(`${url}/quiz`);
      await phone.getByRole('heading', { name: 'Join the quiz' }).waitFor();
      expect(await phone.getByLabel('Your name').inputValue()).toBe(name);
      if (name === 'Ana') await axeClean(phone);
      await phone.getByRole('button', { name: 'Join the quiz' }).click();
      await phone.getByRole('heading', { name: "You're in!" }).waitFor();
      phones.push(phone);
    }
    const [ana, ben, carla] = phones as [Page, Page, Page];
    await expect.poll(() => projector.getByTestId('lobby-player').count()).toBe(3);
    await host.getByText('3 players joined').waitFor();
    await axeClean(projector);
    await axeClean(ana);

    /** Each phone taps its answer (by its text) and sees it sent. */
    const answer = async (choices: [Page, string][]) => {
      for (const [phone, text] of choices) {
        await phone.getByRole('button', { name: text }).click();
        await phone.getByText('Answer sent').waitFor();
      }
    };
    /** The phone's own score, as its 'Your place' card says it ('1961 points'). */
    const scoreOf = async (phone: Page) => {
      const score = phone.getByRole('region', { name: 'Your place' }).getByText(/^\d+ points?$/);
      return Number(/^(\d+)/.exec((await score.textContent()) ?? '')?.[1]);
    };
    const revealed = async (question: number) => {
      await projector.locator('[data-phase="reveal"]').waitFor({ timeout: 60_000 });
      await host.getByRole('heading', { name: `Question ${question} of 3: closed` }).waitFor();
    };

    // Question 1: Ana and Carla right, Ben wrong; every screen checked while it is open.
    await host.getByRole('button', { name: 'Start the quiz' }).click();
    for (const phone of phones) await phone.getByText('Question 1 of 3').waitFor();
    await projector.getByTestId('quiz-question').waitFor();
    // Legible from the back of the room at 1920×1080: the question ≥ 48 px, each answer ≥ 36 px.
    const fontPx = (selector: string) =>
      projector.$$eval(selector, (nodes) =>
        nodes.map((node) => parseFloat(getComputedStyle(node).fontSize)),
      );
    expect(Math.min(...(await fontPx('[data-testid="quiz-question"]')))).toBeGreaterThanOrEqual(48);
    const answerSizes = await fontPx('[data-testid="quiz-answer-text"]');
    expect(answerSizes.length).toBeGreaterThanOrEqual(2);
    expect(Math.min(...answerSizes)).toBeGreaterThanOrEqual(36);
    await answer([[ana, 'Rome'], [ben, 'Paris'], [carla, 'Rome']]);
    await axeClean(ana);
    await axeClean(projector);
    await axeClean(host);
    await revealed(1);
    await ana.getByText('Right!').waitFor();
    await ben.getByText('Not this time').waitFor();
    await carla.getByText('Right!').waitFor();
    await expect.poll(() => scoreOf(ana)).toBeGreaterThan(500);
    const afterFirst = await scoreOf(ana);
    const counts = projector.locator('[data-testid="quiz-bar-count"] > [aria-hidden]');
    expect(await counts.allTextContents()).toEqual(['1', '2', '0', '0']);
    await axeClean(projector);
    await axeClean(ben);
    await host.getByRole('button', { name: 'Show the standings' }).click();
    await projector.locator('[data-phase="standings"]').waitFor();
    await axeClean(projector);
    await axeClean(carla);

    // Question 2: Ana answers, then her phone reloads before the close.
    await host.getByRole('button', { name: 'Next question' }).click();
    for (const phone of phones) await phone.getByText('Question 2 of 3').waitFor();
    await answer([[ana, 'Nori'], [ben, 'Nori'], [carla, 'Tofu']]);
    await ana.reload();
    await ana.getByText('Question 2 of 3').waitFor();
    await expect.poll(() => ana.getByRole('button', { name: /Nori/ }).getAttribute('aria-pressed')).toBe('true');
    await ana.getByText('Playing as Ana').waitFor();
    await revealed(2);
    await ana.getByText('Right!').waitFor();
    const gained = Number(/\+(\d+) points?/.exec((await ana.getByText(/^\+\d+ points?$/).textContent()) ?? '')?.[1]);
    expect(gained).toBeGreaterThan(500);
    await expect.poll(() => scoreOf(ana)).toBe(afterFirst + gained);
    await host.getByRole('button', { name: 'Show the standings' }).click();
    await projector.locator('[data-phase="standings"]').waitFor();

    // Question 3, then the podium.
    await host.getByRole('button', { name: 'Next question' }).click();
    for (const phone of phones) await phone.getByText('Question 3 of 3').waitFor();
    await answer([[ana, 'June'], [ben, 'June'], [carla, 'May']]);
    await revealed(3);
    await host.getByRole('button', { name: 'Show the standings' }).click();
    await host.getByRole('button', { name: 'Show the podium' }).click();
    await projector.getByTestId('quiz-podium').waitFor();
    for (const phone of phones) await phone.getByText('The quiz is over').waitFor();
    await axeClean(projector);
    await axeClean(ana);

    // The run's results are in the games' leaderboard, as the game Live Quiz.
    const { run } = quizLiveSchema.parse(await (await fetch(`${url}/api/quiz/live`)).json());
    const finals = new Map((run?.podium ?? []).map((place) => [place!.name, place!.score]));
    expect([...finals.keys()].sort()).toEqual([...names]);
    const board = async () =>
      leaderboardResponseSchema
        .parse(await (await fetch(`${url}/api/games/leaderboard?gameType=live_quiz`)).json())
        .leaderboard.map((row) => [row.playerName, row.totalScore]);
    await expect
      .poll(board, { timeout: 20_000 })
      .toEqual(expect.arrayContaining(names.map((name) => [name, quizLeaderboardScore(finals.get(name)!)])));
    expect(errors.flat()).toEqual([]);
  }, 240_000);
});
