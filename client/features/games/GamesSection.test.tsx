import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch, type SentRequest } from '../../test/fake-fetch';
import type { GameSession } from '../../../protocol/games';
import { i18n } from '../../lib/i18n';
import { toast } from '../../lib/ui/use-toast';
import { renderWithProviders } from '../../test/render';
import { GUEST_STORAGE_KEY } from '../guest-gate/session';
import { GamesSection } from './components/GamesSection';
import { PLAYER_STORAGE_KEY, resetSavedPlayerCache } from './player-store';

const ID = 'a'.repeat(24);
const baseSession = (fields: Partial<GameSession>): GameSession => ({
  id: ID,
  gameType: 'bingo',
  playerName: 'Ana',
  playerEmail: null,
  score: 0,
  completed: false,
  completedAt: null,
  createdAt: '2025-08-31T18:00:00.000Z',
  ...fields,
});
const items = Array.from({ length: 25 }, (_, i) => `Moment ${i + 1}`);
const questions = [
  {
    question: 'Where is the ceremony held?',
    options: ['Memorial Chapel Garden', 'City Hall', 'The Dock Street Table'],
  },
  { question: 'Who is the Best Man?', options: ['Ethan Park', 'Marcus Bennett', 'Priya Shah'] },
];
const correct = [0, 1];
/** A seeded challenge (with its Spanish), one an organizer wrote in English only, one in Spanish only. */
const challenges = [
  {
    id: 'c4a1' + '0'.repeat(20),
    challenge: 'Snap a close-up of the wedding rings',
    challengeEs: 'Haga un primer plano de los anillos de boda',
    difficulty: 'Easy',
    points: 5,
    isActive: true,
  },
  {
    id: 'b'.repeat(24),
    challenge: 'Find the cake topper',
    difficulty: 'Medium',
    points: 15,
    isActive: true,
  },
  {
    id: 'e'.repeat(24),
    challenge: '',
    challengeEs: 'Brinda con alguien que acabas de conocer',
    difficulty: 'Easy',
    points: 5,
    isActive: true,
  },
];

/** What each request sent, as the server would have read it. */
let requests: SentRequest[];
/** The trivia answers the fake server recorded. */
let given: number[];

beforeEach(() => {
  localStorage.clear();
  resetSavedPlayerCache();
  given = [];
  requests = stubFetch(async (method, url, body) => {
    if (url === '/api/games/photo-challenges') return json(challenges);
    if (url === '/api/games/player')
      return json({ id: 'p1', name: body?.playerName, email: body?.playerEmail ?? null });
    if (url === '/api/games/generate-bingo')
      return json({ items, source: 'built-in', session: baseSession({ items }) }, 201);
    if (url === '/api/games/generate-trivia') {
      return json(
        {
          questions,
          source: 'ai',
          session: baseSession({ gameType: 'trivia', questions, answers: [] }),
        },
        201,
      );
    }
    if (url === '/api/games/sessions' && method === 'POST') {
      return json(
        baseSession({ gameType: body?.gameType as GameSession['gameType'], completedItems: [] }),
      );
    }
    if (url === `/api/games/sessions/${ID}` && body?.action === 'claim-bingo') {
      return json(
        baseSession({
          items,
          score: 100,
          completed: true,
          checkedCells: body.checkedCells as number[],
        }),
      );
    }
    if (url === `/api/games/sessions/${ID}` && body?.action === 'answer') {
      const index = body.questionIndex as number;
      given[index] = body.answer as number;
      const answers = given.map((answer, i) => ({
        questionIndex: i,
        answer,
        correct: answer === correct[i],
        correctAnswer: correct[i],
      }));
      const done = index === questions.length - 1;
      const score = answers.filter((a) => a.correct).length * 10;
      return json(
        baseSession({
          gameType: 'trivia',
          questions,
          answers,
          completed: done,
          score: done ? score : 0,
        }),
      );
    }
    if (url === `/api/games/sessions/${ID}` && body?.action === 'mark') {
      return json(
        baseSession({
          gameType: 'scavenger_hunt',
          completedItems: body.completed ? [body.itemId as string] : [],
          score: body.completed ? 20 : 0,
          completed: !!body.completed,
        }),
      );
    }
    return json({ message: 'unexpected' }, 404);
  });
});

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
  vi.unstubAllGlobals();
  act(() => toast({ title: 'reset' }).dismiss());
});

/**
 * Renders the section; the guest-session store keeps what it last read, so a storage event makes it
 * read this test's storage (as when a guest signs in from another tab).
 */
function renderSection() {
  renderWithProviders(<GamesSection />);
  act(() => window.dispatchEvent(new StorageEvent('storage', { key: GUEST_STORAGE_KEY })));
}

/** The visible toast's title and description (an open dialog hides the page, toasts too, from roles). */
async function toastText(text: RegExp) {
  await waitFor(() => {
    const region = screen.getByRole('region', { name: 'Notifications (F8)', hidden: true });
    expect(region.textContent).toMatch(text);
  });
}

describe('the player card', () => {
  it(
    'saves a name (with or without e-mail) on the device and the server, and clears it',
    { timeout: 20_000 },
    async () => {
      const user = userEvent.setup();
      renderSection();
      expect(screen.getByText(/personalise your games/)).toBeInTheDocument();
      await user.type(screen.getByPlaceholderText('Your Name'), '  Ana ');
      expect(
        screen.getByRole('button', { name: 'Save Name & Start Playing!' }),
      ).toBeInTheDocument();
      await user.type(screen.getByPlaceholderText('Your Email (optional)'), 'ana@example.com');
      await user.click(screen.getByRole('button', { name: 'Save & Start Playing!' }));

      expect(await screen.findByText('Ready to Play!')).toBeInTheDocument();
      await toastText(
        /Player Info Saved!.*Welcome to the games, Ana! Your progress will be tracked\./,
      );
      expect(requests.find((r) => r.url === '/api/games/player')?.body).toEqual({
        playerName: 'Ana',
        playerEmail: 'ana@example.com',
      });
      expect(JSON.parse(localStorage.getItem(PLAYER_STORAGE_KEY) ?? '{}')).toMatchObject({
        name: 'Ana',
        email: 'ana@example.com',
      });

      await user.click(screen.getByRole('button', { name: 'Change Details' }));
      expect(localStorage.getItem(PLAYER_STORAGE_KEY)).toBeNull();
      expect(screen.getByPlaceholderText('Your Name')).toHaveValue('');
      await toastText(/Player Info Cleared.*You can enter new details now\./);
    },
  );

  it("starts from the signed-in guest's first name and refuses a game without a name", async () => {
    localStorage.setItem(
      GUEST_STORAGE_KEY,
      JSON.stringify({
        id: 'guest-1',
        firstName: 'Lucia',
        lastName: '',
        email: 'lucia@guest.wedding.local',
        isAuthenticated: true,
        lastLoginAt: '2025-08-31T10:00:00.000Z',
      }),
    );
    const user = userEvent.setup();
    renderSection();
    const name = screen.getByPlaceholderText('Your Name');
    expect(name).toHaveValue('Lucia');
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Start Bingo' }));
    await toastText(/Player Name Required.*Please enter your name to start playing!/);
    expect(requests.some((r) => r.url.startsWith('/api/games/generate'))).toBe(false);
  });
});

describe('bingo', () => {
  it('claims a line with the checked cells only, and shows BINGO!', async () => {
    const user = userEvent.setup();
    renderSection();
    await user.type(screen.getByPlaceholderText('Your Name'), 'Ana');
    await user.click(screen.getByRole('button', { name: 'Start Bingo' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(/Playing as/)).toHaveTextContent('Playing as Ana · Checked 0/25');
    // The board came from the built-in generator, and the dialog says so (no claim of AI).
    expect(dialog.getByText('Made from the wedding’s details (no AI used)')).toBeInTheDocument();
    expect(dialog.queryByText(/Written by AI/)).not.toBeInTheDocument();
    for (const cell of ['Moment 1', 'Moment 2', 'Moment 3', 'Moment 4'])
      await user.click(dialog.getByRole('button', { name: cell }));
    expect(dialog.getByText(/Checked 4\/25/)).toBeInTheDocument();
    expect(requests.some((r) => r.body?.action === 'claim-bingo')).toBe(false);
    await user.click(dialog.getByRole('button', { name: 'Moment 5' }));
    await toastText(/BINGO!.*You earned 100 points!/);
    const claim = requests.find((r) => r.body?.action === 'claim-bingo');
    expect(claim?.body).toEqual({ action: 'claim-bingo', checkedCells: [0, 1, 2, 3, 4] });
  });
});

describe('trivia', () => {
  it('answers by tapping, shows each result and the score the server computed', async () => {
    const user = userEvent.setup();
    renderSection();
    await user.type(screen.getByPlaceholderText('Your Name'), 'Ana');
    await user.click(screen.getByRole('button', { name: 'Start Trivia' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('question 1 of 2')).toBeInTheDocument();
    expect(dialog.getByText('Written by AI from the wedding’s details')).toBeInTheDocument();
    expect(dialog.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    await user.click(dialog.getByRole('button', { name: /^B\W*City Hall$/ }));
    expect(
      await dialog.findByText('Not quite: the answer was Memorial Chapel Garden.'),
    ).toBeInTheDocument();
    expect(dialog.getByText('question 2 of 2')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: /^B\W*Marcus Bennett$/ }));
    await toastText(/Trivia Complete!.*You scored 10\/20 points!/);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const answers = requests.filter((r) => r.body?.action === 'answer').map((r) => r.body);
    expect(answers).toEqual([
      { action: 'answer', questionIndex: 0, answer: 1 },
      { action: 'answer', questionIndex: 1, answer: 1 },
    ]);
  });
});

describe('scavenger hunt', () => {
  it('lists the ten tasks and marks one complete with the points the server keeps', async () => {
    const user = userEvent.setup();
    renderSection();
    await user.type(screen.getByPlaceholderText('Your Name'), 'Ana');
    await user.click(screen.getByRole('button', { name: 'Start Hunt' }));
    await toastText(/Game Started!.*Good luck, Ana!/);
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getAllByRole('listitem')).toHaveLength(10);
    const selfie = within(
      dialog.getByText('Take a selfie with the bride and groom').closest('li') as HTMLElement,
    );
    await user.click(selfie.getByRole('button', { name: 'Mark as Complete' }));
    await toastText(/Task Completed!.*You earned 20 points!/);
    expect(selfie.getByRole('button', { name: 'Completed' })).toBeInTheDocument();
    expect(requests.find((r) => r.body?.action === 'mark')?.body).toEqual({
      action: 'mark',
      itemId: '2',
      completed: true,
    });
  });
});

describe('a Spanish page', () => {
  it('asks for Spanish boards and questions; English pages for English', async () => {
    const user = userEvent.setup();
    renderSection();
    await user.type(screen.getByPlaceholderText('Your Name'), 'Ana');
    await user.click(screen.getByRole('button', { name: 'Start Trivia' }));
    await screen.findByRole('dialog');
    expect(requests.find((r) => r.url === '/api/games/generate-trivia')?.body).toEqual({
      playerName: 'Ana',
      playerEmail: null,
      language: 'en',
    });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    requests.length = 0;
    await act(() => i18n.changeLanguage('es'));
    await user.click(screen.getByRole('button', { name: 'Empezar Bingo' }));
    await screen.findByRole('dialog');
    expect(requests.find((r) => r.url === '/api/games/generate-bingo')?.body).toMatchObject({
      playerName: 'Ana',
      language: 'es',
    });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Empezar Trivia' }));
    await screen.findByRole('dialog');
    expect(requests.find((r) => r.url === '/api/games/generate-trivia')?.body).toMatchObject({
      language: 'es',
    });
  });

  it('shows the scavenger tasks and the seeded photo challenges in Spanish', async () => {
    await act(() => i18n.changeLanguage('es'));
    const user = userEvent.setup();
    renderSection();
    await user.type(screen.getByPlaceholderText('Su Nombre'), 'Ana');
    await user.click(screen.getByRole('button', { name: 'Empezar Búsqueda' }));
    const hunt = within(await screen.findByRole('dialog'));
    expect(hunt.getAllByRole('listitem')).toHaveLength(10);
    expect(hunt.getByText('Hágase un selfie con los novios')).toBeInTheDocument();
    expect(hunt.queryByText('Take a selfie with the bride and groom')).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Ver Retos' }));
    const photos = within(await screen.findByRole('dialog'));
    expect(
      await photos.findByText('Haga un primer plano de los anillos de boda'),
    ).toBeInTheDocument();
    expect(photos.queryByText('Snap a close-up of the wedding rings')).not.toBeInTheDocument();
    // The organizers wrote this one in English only: shown in it, marked, read in English.
    const topper = photos.getByText('Find the cake topper');
    expect(topper).toHaveAttribute('lang', 'en');
    expect(within(topper).getByText('En inglés')).toBeInTheDocument();
    expect(photos.getByText('Brinda con alguien que acabas de conocer')).not.toHaveAttribute(
      'lang',
    );
  });
});
