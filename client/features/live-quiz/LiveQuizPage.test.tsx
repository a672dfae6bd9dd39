import { act, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QuizLive, QuizRoster } from '../../../protocol/quiz';
import { i18n } from '../../lib/i18n';
import { connection } from '../../lib/realtime/connection';
import { json, stubFetch } from '../../test/fake-fetch';
import { renderWithProviders } from '../../test/render';
import { weddingSettingsFixture } from '../../test/wedding-fixture';
import { LiveQuizPage } from './LiveQuizPage';
import { live, lobbyRun, questionRun, roster, RUN_ID, standing } from './test-support';

const topics = vi.hoisted(() => ({
  joined: [] as string[],
  handlers: {} as Record<string, (payload: unknown) => void>,
}));

vi.mock('../../lib/realtime/useTopic', () => ({
  useTopic: (topic: string, handlers: Record<string, (payload: unknown) => void>) => {
    if (!topics.joined.includes(topic)) topics.joined.push(topic);
    topics.handlers = { ...topics.handlers, ...handlers };
  },
}));
// The wedding's facts go live through the lazily loaded socket layer: stubbed, no connection.
vi.mock(
  '../../lib/realtime/socket',
  async () => (await import('../../test/realtime-stub')).realtimeStub,
);

async function push(event: string, payload: unknown) {
  await act(async () => {
    topics.handlers[event]?.(payload);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

let served: QuizLive;
let servedRoster: QuizRoster | null;

beforeEach(() => {
  topics.joined = [];
  topics.handlers = {};
  served = live(null);
  servedRoster = null;
  connection.status = 'connected';
  connection.everConnected = true;
  stubFetch((_method, url) => {
    if (url === '/api/quiz/live') return json(served);
    if (url === '/api/quiz/live/roster') return json(servedRoster);
    if (url === '/api/wedding') return json(weddingSettingsFixture);
    if (url === '/api/live-wall/config') return json({ publicUrl: 'https://wedding.example.com' });
    return undefined;
  });
});

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  connection.status = 'connecting';
  connection.everConnected = false;
  await i18n.changeLanguage('en');
});

async function expectAccessible() {
  expect((await axe.run(document.body)).violations).toEqual([]);
}

const phase = () => document.querySelector('[data-phase]')?.getAttribute('data-phase');

// Each test runs axe over the whole page, once per phase: seconds on a busy 2-core machine.
describe('/live/quiz', { timeout: 30_000 }, () => {
  it('waits calmly with the couple’s names while no quiz is open, and follows both topics', async () => {
    renderWithProviders(<LiveQuizPage />, { route: '/live/quiz' });
    expect(await screen.findByRole('heading', { name: 'The quiz starts soon' })).toBeVisible();
    expect(await screen.findByTestId('quiz-couple')).toHaveTextContent('Sofia & Daniel');
    expect(topics.joined).toEqual(expect.arrayContaining(['quiz', 'quiz-screen']));
    await expectAccessible();
  });

  it('shows the lobby: the code to /quiz, the title and the players joining live, by table', async () => {
    served = live(lobbyRun({ teams: true, players: 2 }));
    servedRoster = roster([
      { playerId: 'p2', name: 'Lucia', nameTag: null, tableName: 'Table 3' },
      { playerId: 'p1', name: 'Tomás', nameTag: null, tableName: null },
    ]);
    renderWithProviders(<LiveQuizPage />, { route: '/live/quiz' });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'How well do you know Sofia & Daniel?',
      }),
    ).toBeVisible();
    expect(await screen.findByText('Lucia')).toBeVisible();
    expect(screen.getByTestId('quiz-qr')).toHaveAttribute(
      'data-value',
      'https://wedding.example.com/quiz',
    );
    expect(screen.getByText('wedding.example.com/quiz')).toBeVisible();
    expect(screen.getByTestId('lobby-count')).toHaveTextContent('2 players');
    const tables = screen.getAllByTestId('lobby-table');
    expect(tables.map((table) => within(table).getByRole('heading').textContent)).toEqual([
      'Table 3',
      'Not seated',
    ]);

    await push('quiz:roster', {
      ...roster(
        [
          { playerId: 'p3', name: 'Marta', nameTag: '#3F2A', tableName: 'Table 3' },
          ...servedRoster.players,
        ],
        3,
      ),
    });
    expect(within(tables[0]).getByText('Marta')).toBeVisible();
    expect(screen.getByText('#3F2A')).toBeVisible();
    expect(screen.getByTestId('lobby-count')).toHaveTextContent('3 players');
    await expectAccessible();
  });

  it('asks the question on the server’s clock, however wrong the projector’s own is', async () => {
    // The server is an hour ahead of this screen; the question closes 12 s from the server's now.
    const serverNow = Date.now() + 3_600_000;
    served = live(questionRun(serverNow, 12_000), serverNow);
    renderWithProviders(<LiveQuizPage />, { route: '/live/quiz' });
    expect(await screen.findByTestId('quiz-question')).toHaveTextContent('Where did they meet?');
    const seconds = Number(screen.getByTestId('quiz-countdown').getAttribute('data-seconds'));
    expect(seconds).toBeGreaterThanOrEqual(11);
    expect(seconds).toBeLessThanOrEqual(12);
    expect(screen.getByTestId('quiz-picture')).toHaveAttribute(
      'src',
      '/api/gallery-photos/abc/image',
    );
    expect(screen.getByText('Question 2 of 3')).toBeVisible();
    const answers = within(screen.getByRole('list', { name: 'Answers' })).getAllByRole('listitem');
    expect(answers.map((answer) => answer.getAttribute('data-mark'))).toEqual([
      'triangle',
      'diamond',
      'circle',
      'square',
    ]);
    expect(answers[0]).toHaveTextContent('In Lisbon');
    expect(answers[0].querySelector('svg')).not.toBeNull();
    expect(screen.getByTestId('quiz-answered')).toHaveTextContent('0 of 5 answered');

    await push('quiz:answered', { runId: RUN_ID, questionIndex: 1, answered: 3, players: 5 });
    expect(screen.getByTestId('quiz-answered')).toHaveTextContent('3 of 5 answered');
    // A count for another question (a late push for the last one) is not this question's.
    await push('quiz:answered', { runId: RUN_ID, questionIndex: 0, answered: 5, players: 5 });
    expect(screen.getByTestId('quiz-answered')).toHaveTextContent('0 of 5 answered');
    await expectAccessible();
  });

  it('shows how many answered already when the screen is reloaded mid-question', async () => {
    const serverNow = Date.now();
    served = live(questionRun(serverNow, 12_000), serverNow);
    servedRoster = roster([], 5, { runId: RUN_ID, questionIndex: 1, answered: 4, players: 5 });
    renderWithProviders(<LiveQuizPage />, { route: '/live/quiz' });
    expect(await screen.findByText('4 of 5 answered')).toBeVisible();
    // A push for the same question with a higher count moves it on.
    await push('quiz:answered', { runId: RUN_ID, questionIndex: 1, answered: 5, players: 5 });
    expect(screen.getByTestId('quiz-answered')).toHaveTextContent('5 of 5 answered');
  });

  it('freezes the countdown while paused and says so', async () => {
    const serverNow = Date.now() - 3_600_000;
    served = live(questionRun(serverNow, 12_000, { paused: true, remainingMs: 7_400 }), serverNow);
    renderWithProviders(<LiveQuizPage />, { route: '/live/quiz' });
    const timer = await screen.findByRole('timer', { name: 'Paused' });
    expect(timer).toHaveAttribute('data-seconds', '8');
    expect(timer).toHaveAttribute('data-paused', 'true');
    expect(within(timer).getByText('Paused')).toBeVisible();
    await expectAccessible();
  });

  it('reveals the distribution and the right answer, in words, then the standings', async () => {
    const revealed = questionRun(Date.now(), 0, {
      phase: 'reveal',
      revision: 5,
      reveal: { questionIndex: 1, correctIndex: 2, counts: [4, 0, 9, 1] },
    });
    served = live(questionRun(Date.now(), 10_000));
    renderWithProviders(<LiveQuizPage />, { route: '/live/quiz' });
    await screen.findByTestId('quiz-question');

    await push('quiz:state', live(revealed));
    const bars = within(screen.getByRole('list', { name: 'How the room answered' })).getAllByRole(
      'listitem',
    );
    expect(bars.map((bar) => bar.getAttribute('data-count'))).toEqual(['4', '0', '9', '1']);
    expect(bars[2]).toHaveTextContent('9 answers');
    expect(bars[2]).toHaveAttribute('data-correct', 'true');
    expect(within(bars[2]).getByTestId('quiz-correct')).toHaveTextContent('Correct');
    expect(within(bars[0]).queryByText('Correct')).toBeNull();
    expect(screen.getAllByText('Correct')).toHaveLength(1);
    await expectAccessible();

    const players = Array.from({ length: 10 }, (_, index) =>
      standing(index + 1, { tableName: index % 2 ? 'Table 1' : 'Table 2' }),
    );
    players[0] = standing(1, { name: 'Maria', nameTag: '#3F2A', tableName: 'Table 2' });
    await push(
      'quiz:state',
      live({
        ...revealed,
        phase: 'standings',
        revision: 6,
        teams: true,
        standings: {
          afterQuestion: 1,
          players,
          tables: [
            { tableId: 't2', name: 'Table 2', score: 2500, players: 5, rank: 1 },
            { tableId: 't1', name: 'Table 1', score: 2400, players: 5, rank: 2 },
          ],
        },
      }),
    );
    expect(screen.getByRole('heading', { name: 'Standings after question 2' })).toBeVisible();
    const rows = screen.getAllByTestId('standings-player');
    expect(rows).toHaveLength(10);
    expect(rows[0]).toHaveTextContent('Maria#3F2A');
    expect(rows[0]).toHaveTextContent('Table 2');
    expect(rows[0]).toHaveTextContent('2900');
    expect(rows[0]).toHaveTextContent('+890');
    const tables = screen.getAllByTestId('standings-table');
    expect(tables.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Table 2'),
      expect.stringContaining('Table 1'),
    ]);
    await expectAccessible();

    // A late answer of the live read (an older revision) does not take the screen back.
    await push('quiz:state', live(revealed));
    expect(phase()).toBe('standings');
  });

  it('ends on the podium, all at once when the system asks for less motion', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query.includes('prefers-reduced-motion'),
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
    served = live(
      lobbyRun({
        phase: 'podium',
        revision: 20,
        podium: [standing(1, { name: 'Maria' }), standing(2, { name: 'Leo' }), null],
      }),
    );
    renderWithProviders(<LiveQuizPage />, { route: '/live/quiz' });
    expect(await screen.findByRole('heading', { name: 'And the winners are…' })).toBeVisible();
    expect(within(screen.getByTestId('podium-first')).getByTestId('podium-name')).toHaveTextContent(
      'Maria',
    );
    expect(
      within(screen.getByTestId('podium-second')).getByTestId('podium-name'),
    ).toHaveTextContent('Leo');
    expect(within(screen.getByTestId('podium-third')).getByText('No one')).toBeVisible();
    await expectAccessible();
  });

  it('shows the room’s language from ?lang=, the other version marked where one is missing', async () => {
    served = live(questionRun(Date.now(), 15_000));
    renderWithProviders(<LiveQuizPage />, { route: '/live/quiz?lang=es' });
    expect(await screen.findByTestId('quiz-question')).toHaveTextContent('¿Dónde se conocieron?');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      '¿Cuánto conoces a Sofía y Daniel?',
    );
    const third = screen.getAllByTestId('quiz-answer')[2];
    expect(third).toHaveTextContent('On a train');
    expect(within(third).getByText('En inglés')).toBeVisible();
    expect(within(third).getByText('On a train').closest('[lang]')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Pregunta 2 de 3')).toBeVisible();
    await expectAccessible();
  });
});
