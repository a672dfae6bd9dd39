import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Quiz, QuizRunSummary } from '../../../protocol/quiz';
import { json, stubFetch, type SentRequest } from '../../test/fake-fetch';
import { renderWithProviders } from '../../test/render';
import { toast } from '../../lib/ui/use-toast';
import QuizTab from './QuizTab';
import { at, question, quizId, storedQuiz, summaryOf } from './quiz-test-support';

// The machine running the suite may be busy: a first render can take more than a second.
configure({ asyncUtilTimeout: 5000 });

vi.mock('../../lib/realtime/useTopic', () => ({ useTopic: () => undefined }));

const runId = 'b'.repeat(24);
const linkId = 'c'.repeat(24);
let quizzes: Quiz[];
let links: { id: string; label: string; createdAt: string }[];
let requests: SentRequest[];
const player = (name: string, score: number, rank: number) => ({
  playerId: name,
  name,
  nameTag: null,
  tableName: null,
  score,
  rank,
  lastPoints: 0,
});
const runs: QuizRunSummary[] = [
  {
    id: runId,
    quizId,
    title: 'How well do you know them?',
    startedAt: at,
    endedAt: '2026-06-20T18:20:00.000Z',
    players: 42,
    podium: [player('Ana', 4200, 1), player('Ben', 3900, 2), null],
  },
];

beforeEach(() => {
  quizzes = [storedQuiz(3)];
  links = [{ id: linkId, label: 'Maid of honour', createdAt: at }];
  requests = stubFetch(async (method, url, body) => {
    if (url === '/api/admin/quizzes' && method === 'GET') return json(quizzes.map(summaryOf));
    if (url === `/api/admin/quizzes/${quizId}` && method === 'DELETE') {
      quizzes = [];
      return json({ ok: true });
    }
    if (url === `/api/admin/quizzes/${quizId}/export`) {
      const { title, titleEs, questions } = quizzes[0]!;
      return json({ format: 'wedding-quiz', version: 1, title, titleEs, questions });
    }
    if (url === '/api/admin/quizzes/import') {
      const imported = { ...storedQuiz(1), id: 'd'.repeat(24), title: String(body!.title) };
      quizzes = [...quizzes, imported];
      return json({ ...imported, droppedPictures: 1 }, 201);
    }
    if (url === '/api/admin/quiz-host-links' && method === 'GET') return json(links);
    if (url === '/api/admin/quiz-host-links' && method === 'POST') {
      const link = { id: 'e'.repeat(24), label: String(body!.label), createdAt: at };
      links = [...links, link];
      return json({ ...link, token: 'tok-123' }, 201);
    }
    if (url === `/api/admin/quiz-host-links/${linkId}` && method === 'DELETE') {
      links = links.filter((link) => link.id !== linkId);
      return json({ ok: true });
    }
    if (url === '/api/admin/quiz-runs') return json(runs);
    if (url === `/api/admin/quiz-runs/${runId}/results.csv`)
      return new Response('Rank,Name,Score\n1,Ana,4200\n', { status: 200 });
    return undefined;
  });
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => toast({ title: 'reset' }).dismiss());
});

const fileInput = () => screen.getByLabelText('Quiz file (.json)');
const jsonFile = (value: unknown, name = 'quiz.json') =>
  new File([typeof value === 'string' ? value : JSON.stringify(value)], name, {
    type: 'application/json',
  });

describe('the Live quiz tab', { timeout: 60_000 }, () => {
  it('lists quizzes, host links and results, with links to the screens, axe clean', async () => {
    renderWithProviders(<QuizTab />);
    const table = await screen.findByRole('table', {
      name: 'The quizzes, with their questions and last change',
    });
    const row = within(table).getByRole('row', { name: /How well do you know them\?/ });
    expect(within(row).getByRole('cell', { name: '3' })).toBeInTheDocument();
    const results = await screen.findByRole('table', { name: 'Quiz games played, newest first' });
    const run = within(results).getByRole('row', { name: /How well do you know them\?/ });
    expect(within(run).getByRole('cell', { name: '42' })).toBeInTheDocument();
    expect(within(run).getByText('1. Ana (4200)')).toBeInTheDocument();
    expect(within(run).getByText('2. Ben (3900)')).toBeInTheDocument();
    expect(await screen.findByText('Maid of honour')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Open the projector screen/ })).toHaveAttribute(
      'href',
      '/live/quiz',
    );
    expect(screen.getByRole('link', { name: /Open the host page/ })).toHaveAttribute(
      'href',
      '/live/quiz/host',
    );
    const { violations } = await axe.run(document.body);
    expect(violations.map((v) => v.id)).toEqual([]);
  });

  it('downloads a run’s results as CSV', async () => {
    const user = userEvent.setup();
    renderWithProviders(<QuizTab />);
    await user.click(
      await screen.findByRole('button', { name: /^Download the results of How well/ }),
    );
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
    expect(requests.some((r) => r.url === `/api/admin/quiz-runs/${runId}/results.csv`)).toBe(true);
  });

  it('deletes a quiz only once confirmed', async () => {
    const user = userEvent.setup();
    renderWithProviders(<QuizTab />);
    await user.click(
      await screen.findByRole('button', { name: 'Delete How well do you know them?' }),
    );
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Delete How well do you know them?' }));
    expect(screen.getByText('Delete “How well do you know them?” for good?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes, delete' }));
    expect(
      await screen.findByText('No quiz yet. Write the first one, or import one.'),
    ).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'DELETE').map((r) => r.url)).toEqual([
      `/api/admin/quizzes/${quizId}`,
    ]);
  });

  it('exports a quiz as its JSON file', async () => {
    const user = userEvent.setup();
    renderWithProviders(<QuizTab />);
    await user.click(
      await screen.findByRole('button', { name: 'Export How well do you know them? as JSON' }),
    );
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
    const blob = vi.mocked(URL.createObjectURL).mock.calls[0]![0] as Blob;
    expect(JSON.parse(await blob.text())).toMatchObject({
      format: 'wedding-quiz',
      version: 1,
      title: 'How well do you know them?',
    });
  });

  it('shows what is wrong with an import file, and imports a good one', async () => {
    const user = userEvent.setup();
    renderWithProviders(<QuizTab />);
    await user.click(await screen.findByRole('button', { name: 'Import' }));
    await screen.findByRole('dialog', { name: 'Import a quiz' });
    await user.upload(fileInput(), jsonFile('{ not json'));
    expect(await screen.findByRole('alert')).toHaveTextContent('This file is not JSON.');

    await user.upload(fileInput(), jsonFile({ title: 'Stolen', questions: [] }));
    expect(
      await screen.findByText('This file is not a quiz exported from this site.'),
    ).toBeInTheDocument();

    const { id: _id, pictureUrl: _url, ...bad } = question(1);
    bad.answers = [{ text: '', textEs: '' }, ...bad.answers];
    await user.upload(
      fileInput(),
      jsonFile({ format: 'wedding-quiz', version: 1, title: 'Ours', questions: [bad] }),
    );
    expect(
      await screen.findByText(
        'Question 1, Answer A: Write every answer, or remove the empty ones.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import the quiz' })).toBeDisabled();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);

    const { id: _id2, pictureUrl: _url2, ...good } = question(2);
    await user.upload(
      fileInput(),
      jsonFile({ format: 'wedding-quiz', version: 1, title: 'Ours', questions: [good] }),
    );
    await user.click(await screen.findByRole('button', { name: 'Import the quiz' }));
    expect(await screen.findByText('Quiz imported')).toBeInTheDocument();
    expect(screen.getByText(/1 picture from the gallery of another site/)).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')).toMatchObject({
      url: '/api/admin/quizzes/import',
      body: {
        format: 'wedding-quiz',
        version: 1,
        title: 'Ours',
        questions: [{ text: 'Question text 2' }],
      },
    });
    expect(await screen.findByRole('row', { name: /Ours/ })).toBeInTheDocument();
  });

  it('creates a host link shown once with its QR code, and revokes one once confirmed', async () => {
    const user = userEvent.setup();
    renderWithProviders(<QuizTab />);
    await user.click(await screen.findByRole('button', { name: 'Create link' }));
    expect(
      await screen.findByText('Give the link a name, such as "Best man".'),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Who will host'), 'Best man');
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    expect(await screen.findByTestId('quiz-host-link-url')).toHaveTextContent(
      `${window.location.origin}/live/quiz/host?host=tok-123`,
    );
    expect(screen.getByRole('img', { name: 'QR code of the host link' })).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ label: 'Best man' });

    const list = screen.getByRole('list', { name: 'Active host links' });
    expect(await within(list).findByText('Best man')).toBeInTheDocument();
    await user.click(
      within(list).getByRole('button', { name: 'Revoke the link for Maid of honour' }),
    );
    await user.click(within(list).getByRole('button', { name: 'Yes, revoke' }));
    expect(await screen.findByText('Host link revoked')).toBeInTheDocument();
    await waitFor(() => expect(within(list).queryByText('Maid of honour')).toBeNull());
    expect(requests.filter((r) => r.method === 'DELETE').map((r) => r.url)).toEqual([
      `/api/admin/quiz-host-links/${linkId}`,
    ]);
  });
});
