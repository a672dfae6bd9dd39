import { randomBytes } from 'node:crypto';
import { deviceFor } from '../../server/test/devices';
import { MongoClient, ObjectId } from 'mongodb';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { DEVICE_HEADER } from '../../protocol/http';
import { seriousAccessibilityViolations } from './axe';
import { collectPageErrors, describeE2E, DESKTOP, newPage, withAppAndBrowser } from './helpers';
import { enterAsGuest, homeSection } from './guest';
import { signInAsOrganizer } from './organizer';

const PROJECTOR = { width: 1920, height: 1080 } as const;

describeE2E('the projector leaderboard', () => {
  const e2e = withAppAndBrowser();
  let database: MongoClient;
  beforeAll(async () => {
    database = await new MongoClient(e2e.app.mongoUri).connect();
  });
  afterAll(() => database?.close());

  /**
   * The answer key of a trivia session as the server stored it (the page never sees it): the test
   * plays as a guest who knows the couple, to control who ends up where.
   */
  async function answerKey(of: { sessionId: string } | { playerName: string }): Promise<number[]> {
    const sessions = database
      .db()
      .collection<{ issued: { questions: { correctAnswer: number }[] } }>('game_sessions');
    const filter =
      'sessionId' in of
        ? { _id: new ObjectId(of.sessionId) }
        : { playerName: of.playerName, gameType: 'trivia' };
    const session = await sessions.findOne(filter, { sort: { createdAt: -1 } });
    return session?.issued.questions.map((question) => question.correctAnswer) ?? [];
  }

  /** Another guest's phone plays a trivia set over HTTP, answering `right` questions right. */
  async function playTriviaOverHttp(playerName: string, right: number): Promise<void> {
    const headers = {
      'content-type': 'application/json',
      [DEVICE_HEADER]: await deviceFor(e2e.app.url, `e2e_${randomBytes(8).toString('hex')}`),
    };
    const generated = await fetch(`${e2e.app.url}/api/games/generate-trivia`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ playerName }),
    });
    expect(generated.status).toBe(201);
    const { session, questions } = (await generated.json()) as {
      session: { id: string };
      questions: { options: string[] }[];
    };
    const key = await answerKey({ sessionId: session.id });
    for (const [index, question] of questions.entries()) {
      const answer = index < right ? key[index]! : (key[index]! + 1) % question.options.length;
      const response = await fetch(`${e2e.app.url}/api/games/sessions/${session.id}`, {
        method: 'PUT',
        headers,
        body: JSON.stringify({ action: 'answer', questionIndex: index, answer }),
      });
      expect(response.status).toBe(200);
    }
  }

  const row = (page: Page, rank: number) =>
    page.locator(`[data-testid="projector-row"][data-rank="${rank}"]`);
  const rankOf = (page: Page, name: string) =>
    page.locator('[data-testid="projector-row"]', { hasText: name }).getAttribute('data-rank');

  async function openProjector(path = '/live/leaderboard'): Promise<Page> {
    const page = await newPage(e2e.browser, { viewport: PROJECTOR });
    await page.goto(`${e2e.app.url}${path}`);
    await page.locator('[data-connection="live"]').waitFor({ timeout: 15_000 });
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same page'));
    return page;
  }
  const samePage = (page: Page) =>
    page.evaluate(() => (window as unknown as { marker?: string }).marker === 'same page');

  test("a phone plays trivia to the end while the projector shows that player's row move up, without a reload", async () => {
    const projector = await openProjector();
    const errors = collectPageErrors(projector);
    await projector.getByText('No scores yet').waitFor();

    // Three guests play trivia on their phones (over HTTP): 40, 30 and 20 points.
    await playTriviaOverHttp('Ana', 4);
    await playTriviaOverHttp('Ben', 3);
    await playTriviaOverHttp('Carla', 2);
    await expect
      .poll(() => row(projector, 3).textContent(), { timeout: 10_000 })
      .toContain('Carla');
    expect(await row(projector, 1).textContent()).toContain('Ana');

    // Rosa's phone: she saves her name and ticks one scavenger task (10 points), last on the board.
    const phone = await newPage(e2e.browser);
    const phoneErrors = collectPageErrors(phone);
    await phone.goto(`${e2e.app.url}/#games`);
    await enterAsGuest(phone, 'Rosa');
    const games = await homeSection(phone, 'games');
    await games.getByRole('button', { name: 'Save Name & Start Playing!' }).click();
    await games.getByText('Ready to Play!').waitFor();
    const huntStatus = await phone.evaluate(async (header) => {
      const headers = {
        'content-type': 'application/json',
        [header]: localStorage.getItem('wedding-device-token') ?? '',
      };
      const started = await fetch('/api/games/sessions', {
        method: 'POST',
        headers,
        body: JSON.stringify({ gameType: 'scavenger_hunt', playerName: 'Rosa' }),
      });
      const { id } = (await started.json()) as { id: string };
      const marked = await fetch(`/api/games/sessions/${id}`, {
        method: 'PUT',
        headers,
        body: JSON.stringify({ action: 'mark', itemId: '1', completed: true }),
      });
      return marked.status;
    }, DEVICE_HEADER);
    expect(huntStatus).toBe(200);
    await expect.poll(() => rankOf(projector, 'Rosa'), { timeout: 10_000 }).toBe('4');

    // Rosa plays trivia to the end on her phone and gets every question right: 10 + 50 = 60.
    await games.getByRole('button', { name: 'Start Trivia' }).click();
    const dialog = phone.getByRole('dialog', { name: 'Couple Trivia' });
    await dialog.waitFor();
    const key = await answerKey({ playerName: 'Rosa' });
    expect(key.length).toBeGreaterThanOrEqual(3);
    for (const [index, answer] of key.entries()) {
      if (index > 0) await dialog.getByText(`question ${index + 1} of ${key.length}`).waitFor();
      await dialog
        .getByRole('button', { name: new RegExp(`^${String.fromCharCode(65 + answer)}\\W`) })
        .click();
    }
    // Exact: the toast's screen-reader announcement repeats the text inside a longer one.
    await phone
      .getByText(`You scored ${key.length * 10}/${key.length * 10} points!`, { exact: true })
      .waitFor({ timeout: 10_000 });

    // The projector, never reloaded, moves Rosa's row from 4th to 1st, and the others down one.
    await expect.poll(() => rankOf(projector, 'Rosa'), { timeout: 10_000 }).toBe('1');
    const total = 10 + key.length * 10;
    await expect
      .poll(() => row(projector, 1).locator('[data-testid="projector-score"]').textContent())
      .toBe(String(total));
    expect(await rankOf(projector, 'Ana')).toBe('2');
    expect(await rankOf(projector, 'Ben')).toBe('3');
    expect(await rankOf(projector, 'Carla')).toBe('4');
    expect(await samePage(projector)).toBe(true);
    await expect
      .poll(() => projector.getByTestId('projector-stat-highScore').textContent())
      .toBe(String(total));

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
    expect(await projector.getByTestId('leaderboard-qr').getAttribute('data-value')).toBe(
      `${e2e.app.url}/#games`,
    );
    expect(await seriousAccessibilityViolations(projector)).toEqual([]);
    expect(errors).toEqual([]);
    expect(phoneErrors).toEqual([]);
    await phone.context().close();
  }, 90_000);

  test('the podium reveal from an organizer page reaches the projector: third, second, then first', async () => {
    const projector = await openProjector();
    await row(projector, 1).waitFor();
    const organizer = await newPage(e2e.browser, { viewport: DESKTOP });
    await signInAsOrganizer(organizer, e2e.app.url, '/admin?tab=games');
    await organizer.getByRole('heading', { name: 'Games & Leaderboard' }).waitFor();
    expect(await seriousAccessibilityViolations(organizer)).toEqual([]);

    await organizer.getByRole('button', { name: 'Show the podium' }).click();
    await projector.getByTestId('podium').waitFor();
    await organizer.getByRole('button', { name: 'Reveal 3rd place' }).click();
    await expect.poll(() => projector.getByTestId('podium-third').textContent()).toContain('Ben');
    expect(await projector.getByTestId('podium-first').textContent()).not.toContain('Rosa');
    await organizer.getByRole('button', { name: 'Reveal 2nd place' }).click();
    await expect.poll(() => projector.getByTestId('podium-second').textContent()).toContain('Ana');
    await organizer.getByRole('button', { name: 'Reveal 1st place' }).click();
    // A pause for suspense, then first place.
    await expect
      .poll(() => projector.getByTestId('podium-first').textContent())
      .toContain('Who will it be?');
    await expect
      .poll(() => projector.getByTestId('podium-first').textContent(), { timeout: 10_000 })
      .toContain('Rosa');
    expect(await seriousAccessibilityViolations(projector)).toEqual([]);
    expect(await samePage(projector)).toBe(true);

    await organizer.getByRole('button', { name: 'Close the podium' }).click();
    await projector.getByTestId('podium').waitFor({ state: 'detached' });
  }, 60_000);

  test('/live links to the leaderboard and shows it when the organizers choose so', async () => {
    const live = await openProjector('/live');
    expect(await live.getByRole('link', { name: 'Games leaderboard' }).getAttribute('href')).toBe(
      '/live/leaderboard',
    );
    expect(await live.locator('[data-live-shown]').getAttribute('data-live-shown')).toBe('moments');

    const organizer = await newPage(e2e.browser, { viewport: DESKTOP });
    await signInAsOrganizer(organizer, e2e.app.url, '/admin?tab=games');
    await organizer.getByRole('radio', { name: 'Leaderboard' }).check();
    await organizer.getByRole('button', { name: 'Save' }).click();
    await live.locator('[data-live-shown="leaderboard"]').waitFor({ state: 'attached' });
    await row(live, 1).waitFor();
    expect(await samePage(live)).toBe(true);
  }, 60_000);
});
