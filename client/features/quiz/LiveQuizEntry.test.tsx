import { act, screen } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QuizLive } from '../../../protocol/quiz';
import { i18n } from '../../lib/i18n';
import { connection } from '../../lib/realtime/connection';
import { json, stubFetch } from '../../test/fake-fetch';
import { renderWithProviders } from '../../test/render';
import { LiveQuizEntry } from './LiveQuizEntry';
import { liveOf, quizRun } from './test-fixtures';

const live = vi.hoisted(() => ({ handlers: {} as Record<string, (payload: unknown) => void> }));
vi.mock('../../lib/realtime/useTopic', () => ({
  useTopic: (_topic: string, handlers: Record<string, (payload: unknown) => void>) => {
    live.handlers = handlers;
  },
}));

let state: QuizLive;

beforeEach(() => {
  connection.status = 'connected';
  state = liveOf(null);
  stubFetch((_method, url) => (url === '/api/quiz/live' ? json(state) : undefined));
});

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
  vi.unstubAllGlobals();
});

describe("the home page's way into the live quiz", () => {
  it('appears when the host opens a quiz, and goes when it ends', async () => {
    // In a landmark, as on the home page.
    const { queryClient } = renderWithProviders(
      <main>
        <LiveQuizEntry />
      </main>,
    );
    await vi.waitFor(() => expect(queryClient.getQueryData(['/api/quiz/live'])).toEqual(state));
    expect(screen.queryByRole('link')).not.toBeInTheDocument();

    act(() => live.handlers['quiz:state']!(liveOf(quizRun())));
    const link = await screen.findByRole('link', { name: 'Join the live quiz' });
    expect(link).toHaveAttribute('href', '/quiz');
    expect((await axe.run(document.body)).violations).toEqual([]);

    act(() => live.handlers['quiz:state']!(liveOf(null)));
    await vi.waitFor(() => expect(screen.queryByRole('link')).not.toBeInTheDocument());
  }, 20_000);

  it('speaks Spanish on a Spanish page', async () => {
    await act(() => i18n.changeLanguage('es'));
    state = liveOf(quizRun());
    renderWithProviders(<LiveQuizEntry />);
    expect(await screen.findByRole('link', { name: 'Unirme al quiz en vivo' })).toBeInTheDocument();
  });
});
