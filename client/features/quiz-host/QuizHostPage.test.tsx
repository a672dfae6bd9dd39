import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QuizLive } from '../../../protocol/quiz';
import { i18n } from '../../lib/i18n';
import { connection } from '../../lib/realtime/connection';
import { json, stubFetch, type SentRequest } from '../../test/fake-fetch';
import { realtimeStub } from '../../test/realtime-stub';
import { renderWithProviders } from '../../test/render';
import { resetServerClock } from '../quiz/quiz-clock';
import { liveOf, questionRun, quizRun } from '../quiz/test-fixtures';
import { QuizHostPage } from './QuizHostPage';

const live = vi.hoisted(() => ({ handlers: {} as Record<string, (payload: unknown) => void> }));
vi.mock('../../lib/realtime/useTopic', () => ({
  useTopic: (_topic: string, handlers: Record<string, (payload: unknown) => void>) => {
    Object.assign(live.handlers, handlers);
  },
}));
vi.mock('../../lib/realtime/socket', () => realtimeStub);

type Answer = Response | undefined;
let state: QuizLive;
let session: { host: boolean; organizer: boolean; label: string | null };
let onAction: (body: Record<string, unknown>) => Answer;
let sent: SentRequest[];

const quizzes = [
  {
    id: 'quiz-1',
    title: 'How well do you know them?',
    titleEs: '¿Cuánto los conoces?',
    questionCount: 3,
    updatedAt: '2026-11-28T18:00:00.000Z',
  },
];

beforeEach(() => {
  connection.status = 'connected';
  resetServerClock();
  live.handlers = {};
  state = liveOf(null);
  session = { host: true, organizer: false, label: 'Best man' };
  onAction = () => json(state);
  sent = stubFetch((method, url, body) => {
    if (url === '/api/quiz/live') return json(state);
    if (url === '/api/quiz/host/session' && method === 'GET') return json(session);
    if (url === '/api/quiz/host/quizzes') return json(quizzes);
    if (url === '/api/quiz/live/roster') return json(null);
    if (url === '/api/quiz/host/actions') return onAction(body!);
    return undefined;
  });
});

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
  vi.unstubAllGlobals();
});

function Address() {
  const location = useLocation();
  return <output aria-label="address">{location.pathname + location.search}</output>;
}

const actions = () =>
  sent.filter((request) => request.url === '/api/quiz/host/actions').map((r) => r.body);

describe('opening the host page', () => {
  it('trades a host link for the host session and drops it from the address', async () => {
    session = { host: false, organizer: false, label: null };
    const openSession = vi.fn(() => {
      session = { host: true, organizer: false, label: 'Best man' };
      return json(session);
    });
    stubFetch((method, url, body) => {
      if (url === '/api/quiz/host/session' && method === 'POST') {
        sent.push({ method, url, body });
        return openSession();
      }
      if (url === '/api/quiz/host/session') return json(session);
      if (url === '/api/quiz/live') return json(state);
      if (url === '/api/quiz/host/quizzes') return json(quizzes);
      return undefined;
    });
    renderWithProviders(
      <>
        <QuizHostPage />
        <Address />
      </>,
      { route: '/live/quiz/host?host=secret-token' },
    );
    expect(await screen.findByText('Hosting as Best man')).toBeInTheDocument();
    expect(sent.find((r) => r.method === 'POST')?.body).toEqual({ token: 'secret-token' });
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(
      /^\/live\/quiz\/host$/,
    );
    expect(
      await screen.findByRole('button', { name: /Open the lobby of/ }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect((await axe.run(document.body)).violations).toEqual([]);
  }, 20_000);

  it('says a revoked link is not valid, in Spanish, and how to get one', async () => {
    await act(() => i18n.changeLanguage('es'));
    session = { host: false, organizer: false, label: null };
    stubFetch((method, url) => {
      if (url === '/api/quiz/host/session' && method === 'POST')
        return json(
          {
            message: 'This host link is not valid or was revoked. Ask an organizer for a new one.',
            code: 'quiz.invalidHostLink',
          },
          403,
        );
      if (url === '/api/quiz/host/session') return json(session);
      return undefined;
    });
    renderWithProviders(<QuizHostPage />, { route: '/live/quiz/host?host=old' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Este enlace de presentador no es válido o fue revocado.',
    );
    expect(
      await screen.findByRole('heading', { name: 'Necesitas un enlace de presentador' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a la página de administración' })).toHaveAttribute(
      'href',
      '/admin',
    );
  });
});

describe('running the quiz', () => {
  it('opens a lobby, counts who joins and starts with the run’s revision', async () => {
    const user = userEvent.setup();
    onAction = (body) => {
      if (body.action === 'open') state = liveOf(quizRun({ players: 0 }));
      return json(state);
    };
    renderWithProviders(<QuizHostPage />);
    await user.click(await screen.findByRole('button', { name: /Open the lobby of/ }));
    expect(await screen.findByText('0 players joined')).toBeInTheDocument();
    act(() => live.handlers['quiz:roster']!({ runId: 'run-1', count: 5, players: [] }));
    expect(await screen.findByText('5 players joined')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start the quiz' }));
    expect(actions()).toEqual([
      { action: 'open', quizId: 'quiz-1' },
      { action: 'start', runId: 'run-1', revision: 1 },
    ]);
  });

  it('shows how many answered, pauses, and never the right answer before the close', async () => {
    state = liveOf(questionRun({ revision: 7 }));
    const user = userEvent.setup();
    renderWithProviders(<QuizHostPage />);
    expect(await screen.findByText('0 of 12 answered')).toBeInTheDocument();
    act(() =>
      live.handlers['quiz:answered']!({
        runId: 'run-1',
        questionIndex: 0,
        answered: 4,
        players: 12,
      }),
    );
    expect(await screen.findByText('4 of 12 answered')).toBeInTheDocument();
    expect(screen.queryByText(/Right answer/)).not.toBeInTheDocument();
    expect((await axe.run(document.body)).violations).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(actions()).toEqual([{ action: 'pause', runId: 'run-1', revision: 7 }]);
  }, 20_000);

  it('shows where the quiz is when another host moved it on (409)', async () => {
    state = liveOf({
      ...questionRun({ revision: 8 }),
      phase: 'reveal',
      reveal: { questionIndex: 0, correctIndex: 1, counts: [2, 6, 4] },
    });
    const user = userEvent.setup();
    renderWithProviders(<QuizHostPage />);
    expect(await screen.findByText('Right answer: At work')).toBeInTheDocument();
    onAction = () => {
      state = liveOf(quizRun({ phase: 'standings', questionIndex: 0, revision: 9 }));
      return json(
        {
          message: 'The quiz has moved on since this screen was loaded. Look again and retry.',
          code: 'quiz.staleAction',
        },
        409,
      );
    };
    await user.click(screen.getByRole('button', { name: 'Show the standings' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The quiz has moved on');
    expect(await screen.findByRole('button', { name: 'Next question' })).toBeInTheDocument();
    expect(actions()).toEqual([{ action: 'next', runId: 'run-1', revision: 8 }]);
  });

  it('ends the quiz only after a confirmation', async () => {
    state = liveOf(quizRun({ phase: 'standings', questionIndex: 2, revision: 12 }));
    const user = userEvent.setup();
    renderWithProviders(<QuizHostPage />);
    expect(await screen.findByRole('button', { name: 'Show the podium' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'End the quiz' }));
    const confirm = screen.getByRole('alertdialog');
    expect(actions()).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Keep playing' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'End the quiz' }));
    onAction = () => {
      state = liveOf(null);
      return json(state);
    };
    await user.click(screen.getByRole('button', { name: 'Yes, end it' }));
    expect(await screen.findByRole('heading', { name: 'Choose a quiz' })).toBeInTheDocument();
    expect(actions()).toEqual([{ action: 'end', runId: 'run-1', revision: 12 }]);
  });

  it('tells a browser that may not host how to get a host link', async () => {
    session = { host: false, organizer: false, label: null };
    renderWithProviders(<QuizHostPage />);
    expect(
      await screen.findByRole('heading', { name: 'You need a host link' }),
    ).toBeInTheDocument();
    expect(sent.some((r) => r.url === '/api/quiz/live')).toBe(false);
  });
});
