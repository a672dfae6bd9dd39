import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MyQuiz, QuizLive } from '../../../protocol/quiz';
import { i18n } from '../../lib/i18n';
import { connection } from '../../lib/realtime/connection';
import { json, stubFetch, type SentRequest } from '../../test/fake-fetch';
import { renderWithProviders } from '../../test/render';
import { PLAYER_STORAGE_KEY, resetSavedPlayerCache } from '../games/player-store';
import { QuizPage } from './QuizPage';
import { resetServerClock } from './quiz-clock';
import { liveOf, mineOf, questionRun, quizRun } from './test-fixtures';

const live = vi.hoisted(() => ({ handlers: {} as Record<string, (payload: unknown) => void> }));
vi.mock('../../lib/realtime/useTopic', () => ({
  useTopic: (_topic: string, handlers: Record<string, (payload: unknown) => void>) => {
    live.handlers = handlers;
  },
}));

let state: QuizLive;
let mine: MyQuiz;
let sent: SentRequest[];

beforeEach(() => {
  connection.status = 'connected';
  resetServerClock();
  localStorage.clear();
  resetSavedPlayerCache();
  state = liveOf(null);
  mine = mineOf();
  sent = stubFetch((_method, url) => {
    if (url === '/api/quiz/live') return json(state);
    if (url === '/api/quiz/me') return json(mine);
    if (url === '/api/quiz/players') return json(mine);
    if (url === '/api/quiz/answers') return json({ questionIndex: 0, choice: 0 }, 202);
    if (url === '/api/guest-auth') return json({ guest: null });
    return undefined;
  });
});

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
  vi.unstubAllGlobals();
});

const answers = () => sent.filter((request) => request.url === '/api/quiz/answers');

describe('the phone with no quiz open', () => {
  it('says the quiz will appear here, and passes axe', async () => {
    renderWithProviders(<QuizPage />);
    expect(await screen.findByText('No quiz right now')).toBeInTheDocument();
    expect(screen.getByText('It will appear here when the host opens it.')).toBeInTheDocument();
    expect((await axe.run(document.body)).violations).toEqual([]);
  }, 20_000);

  it('shows the lobby as soon as the host opens it (pushed)', async () => {
    renderWithProviders(<QuizPage />);
    await screen.findByText('No quiz right now');
    state = liveOf(quizRun());
    act(() => live.handlers['quiz:state']!(state));
    expect(await screen.findByText("You're in!")).toBeInTheDocument();
  });
});

describe('joining', () => {
  it('prefills the name the guest plays under on the site, and one tap joins', async () => {
    localStorage.setItem(
      PLAYER_STORAGE_KEY,
      JSON.stringify({ name: 'Abuela Rosa', joinedAt: '2026-11-28T19:00:00.000Z' }),
    );
    state = liveOf(quizRun());
    mine = mineOf({ player: null });
    const user = userEvent.setup();
    renderWithProviders(<QuizPage />);
    const field = await screen.findByLabelText('Your name');
    expect(field).toHaveValue('Abuela Rosa');
    expect((await axe.run(document.body)).violations).toEqual([]);
    await user.clear(field);
    await user.type(field, 'Rosa M.');
    mine = mineOf({
      player: { playerId: 'p1', name: 'Rosa M.', tableName: null, score: 0, rank: null },
    });
    await user.click(screen.getByRole('button', { name: 'Join the quiz' }));
    expect(await screen.findByText("You're in!")).toBeInTheDocument();
    expect(screen.getByText('Playing as Rosa M.')).toBeInTheDocument();
    expect(sent.find((request) => request.url === '/api/quiz/players')?.body).toEqual({
      name: 'Rosa M.',
    });
  }, 20_000);

  it('shows a refused name in Spanish on a Spanish page', async () => {
    await act(() => i18n.changeLanguage('es'));
    state = liveOf(quizRun());
    mine = mineOf({ player: null });
    stubFetch((_method, url) => {
      if (url === '/api/quiz/live') return json(state);
      if (url === '/api/quiz/me') return json(mine);
      if (url === '/api/quiz/players')
        return json({ message: 'Tell us your name to play.', code: 'quiz.nameRequired' }, 400);
      return json({ guest: null });
    });
    const user = userEvent.setup();
    renderWithProviders(<QuizPage />);
    await user.click(await screen.findByRole('button', { name: 'Unirme al quiz' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Dinos tu nombre para jugar.');
  });
});

describe('a question', () => {
  it('shows each answer with its shape and text, locks at the first tap and says it was sent', async () => {
    state = liveOf(questionRun());
    const user = userEvent.setup();
    renderWithProviders(<QuizPage />);
    const school = await screen.findByRole('button', { name: /At school/ });
    expect(screen.getAllByRole('button', { name: /At|On a train/ })).toHaveLength(3);
    expect(school.querySelector('svg')).not.toBeNull();
    expect(screen.getByRole('heading', { name: 'Where did they meet?' })).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent(/(19|20) seconds left/);
    expect((await axe.run(document.body)).violations).toEqual([]);

    await user.click(screen.getByRole('button', { name: /At work/ }));
    expect(await screen.findByText('Answer sent')).toBeInTheDocument();
    for (const button of screen.getAllByRole('button', { name: /At|On a train/ }))
      expect(button).toBeDisabled();
    expect(screen.getByRole('button', { name: /At work/ })).toHaveAttribute('aria-pressed', 'true');
    expect(answers().map((request) => request.body)).toEqual([
      { runId: 'run-1', questionIndex: 0, choice: 1 },
    ]);
  }, 20_000);

  it('counts a double tap before the buttons lock as one answer, the first', async () => {
    state = liveOf(questionRun());
    renderWithProviders(<QuizPage />);
    const school = await screen.findByRole('button', { name: /At school/ });
    const work = screen.getByRole('button', { name: /At work/ });
    act(() => {
      fireEvent.click(school);
      fireEvent.click(work);
    });
    expect(await screen.findByText('Answer sent')).toBeInTheDocument();
    expect(answers().map((request) => request.body)).toEqual([
      { runId: 'run-1', questionIndex: 0, choice: 0 },
    ]);
  });

  it('shows the answers in Spanish, and the English one marked where Spanish is missing', async () => {
    await act(() => i18n.changeLanguage('es'));
    state = liveOf(questionRun());
    renderWithProviders(<QuizPage />);
    expect(await screen.findByRole('button', { name: /En el colegio/ })).toBeInTheDocument();
    const train = screen.getByRole('button', { name: /On a train/ });
    expect(within(train).getByText('On a train').closest('[lang]')).toHaveAttribute('lang', 'en');
  });

  it('sends a lost answer again until it arrives', async () => {
    state = liveOf(questionRun());
    let attempts = 0;
    stubFetch((_method, url) => {
      if (url === '/api/quiz/live') return json(state);
      if (url === '/api/quiz/me') return json(mine);
      if (url === '/api/quiz/answers') {
        attempts += 1;
        if (attempts < 3) throw new TypeError('Failed to fetch');
        return json({ questionIndex: 0, choice: 2 }, 202);
      }
      return json({ guest: null });
    });
    const user = userEvent.setup();
    renderWithProviders(<QuizPage />);
    await user.click(await screen.findByRole('button', { name: /On a train/ }));
    expect(await screen.findByText(/still sending your answer/)).toBeInTheDocument();
    expect(await screen.findByText('Answer sent', {}, { timeout: 4_000 })).toBeInTheDocument();
    expect(attempts).toBe(3);
  });

  it('says the answer did not arrive once the question closed without it', async () => {
    // Closed a second ago, past the grace: nothing more to try.
    state = liveOf(questionRun({}, -1));
    stubFetch((_method, url) => {
      if (url === '/api/quiz/live') return json(state);
      if (url === '/api/quiz/me') return json(mine);
      if (url === '/api/quiz/answers') throw new TypeError('Failed to fetch');
      return json({ guest: null });
    });
    const user = userEvent.setup();
    renderWithProviders(<QuizPage />);
    await user.click(await screen.findByRole('button', { name: /At school/ }));
    expect(await screen.findByText(/did not arrive in time/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /At work/ })).toBeDisabled();
  });

  it('shows a refusal at the close in the guest’s language, and keeps the buttons locked', async () => {
    await act(() => i18n.changeLanguage('es'));
    state = liveOf(questionRun({}, 0));
    stubFetch((_method, url) => {
      if (url === '/api/quiz/live') return json(state);
      if (url === '/api/quiz/me') return json(mine);
      if (url === '/api/quiz/answers')
        return json({ message: 'Time is up for this question.', code: 'quiz.questionClosed' }, 409);
      return json({ guest: null });
    });
    const user = userEvent.setup();
    renderWithProviders(<QuizPage />);
    await user.click(await screen.findByRole('button', { name: /En el colegio/ }));
    expect(await screen.findByText('Se acabó el tiempo para esta pregunta.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /En el trabajo/ })).toBeDisabled();
  });
});

describe('a phone that reloads or comes back', () => {
  it('finds its answer to the open question and its score', async () => {
    state = liveOf(questionRun());
    mine = mineOf({
      player: { playerId: 'p1', name: 'Abuela Rosa', tableName: null, score: 1740, rank: 2 },
      answer: { questionIndex: 0, choice: 2, correct: null, points: null },
    });
    renderWithProviders(<QuizPage />);
    expect(await screen.findByText('Answer sent')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /On a train/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: /At school/ })).toBeDisabled();
    expect(answers()).toHaveLength(0);

    // The close: the phone reads its result again and shows its points and place.
    mine = mineOf({
      player: { playerId: 'p1', name: 'Abuela Rosa', tableName: null, score: 2540, rank: 1 },
      answer: { questionIndex: 0, choice: 2, correct: true, points: 800 },
    });
    state = liveOf({
      ...questionRun(),
      phase: 'reveal',
      revision: 3,
      reveal: { questionIndex: 0, correctIndex: 2, counts: [3, 4, 5] },
    });
    act(() => live.handlers['quiz:state']!(state));
    expect(await screen.findByText('Right!')).toBeInTheDocument();
    expect(await screen.findByText('+800 points', {}, { timeout: 3_000 })).toBeInTheDocument();
    expect(screen.getByText('Number 1 of 12')).toBeInTheDocument();
    expect(screen.getByText('2540 points')).toBeInTheDocument();
    expect((await axe.run(document.body)).violations).toEqual([]);
  }, 20_000);
});

describe('after a question', () => {
  it('shows a wrong answer, and no answer, at the reveal', async () => {
    const reveal = { questionIndex: 0, correctIndex: 0, counts: [3, 4, 5] };
    state = liveOf({ ...questionRun(), phase: 'reveal', reveal });
    mine = mineOf({ answer: { questionIndex: 0, choice: 1, correct: false, points: 0 } });
    const { unmount } = renderWithProviders(<QuizPage />);
    expect(await screen.findByText('Not this time')).toBeInTheDocument();
    expect(screen.getByText('The right answer').nextElementSibling).toHaveTextContent('At school');
    unmount();
    mine = mineOf({ answer: null });
    renderWithProviders(<QuizPage />);
    expect(await screen.findByText('No answer this time')).toBeInTheDocument();
  });

  it('shows the phone’s own rank and score in the standings', async () => {
    state = liveOf(quizRun({ phase: 'standings', questionIndex: 0, revision: 4 }));
    mine = mineOf({
      player: { playerId: 'p1', name: 'Abuela Rosa', tableName: null, score: 900, rank: 4 },
    });
    renderWithProviders(<QuizPage />);
    expect(await screen.findByText('Number 4 of 12')).toBeInTheDocument();
    expect(screen.getByText('900 points')).toBeInTheDocument();
  });

  it('shows the podium at the end, in Spanish', async () => {
    await act(() => i18n.changeLanguage('es'));
    const place = (name: string, score: number, rank: number) => ({
      playerId: name,
      name,
      nameTag: null,
      tableName: null,
      score,
      rank,
      lastPoints: 0,
    });
    state = liveOf(
      quizRun({
        phase: 'podium',
        questionIndex: 2,
        podium: [place('Lucía', 2900, 1), place('Tomás', 2500, 2), null],
      }),
    );
    mine = mineOf({
      player: { playerId: 'p1', name: 'Abuela Rosa', tableName: null, score: 2500, rank: 2 },
    });
    renderWithProviders(<QuizPage />);
    expect(await screen.findByText('El quiz ha terminado')).toBeInTheDocument();
    const podium = within(screen.getByRole('region', { name: 'Podio' })).getByRole('list');
    expect(
      within(podium)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Primer puestoLucía · 2900 puntos',
      'Segundo puestoTomás · 2500 puntos',
      'Tercer puestoNadie',
    ]);
    expect(screen.getByText('Número 2 de 12')).toBeInTheDocument();
    await waitFor(async () => expect((await axe.run(document.body)).violations).toEqual([]));
  }, 20_000);
});
