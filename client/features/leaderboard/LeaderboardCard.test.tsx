import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  LeaderboardEntry,
  LeaderboardResponse,
  LeaderboardUpdate,
} from '../../../protocol/leaderboard';
import { connection } from '../../lib/realtime/connection';
import type { TopicHandlers } from '../../lib/realtime/useTopic';
import { renderWithProviders } from '../../test/render';
import { LeaderboardCard } from './LeaderboardCard';

const live = vi.hoisted(() => ({ handlers: {} as Record<string, (payload: unknown) => void> }));
vi.mock('../../lib/realtime/useTopic', () => ({
  useTopic: (_topic: string, handlers: TopicHandlers<'leaderboard'>) => {
    live.handlers = handlers as Record<string, (payload: unknown) => void>;
  },
}));

const entry = (n: number, totalScore: number, gamesCompleted = 2): LeaderboardEntry => ({
  id: n.toString(16).padStart(24, '0'),
  playerName: `Guest ${n}`,
  nameTag: null,
  totalScore,
  gamesCompleted,
  lastPlayedAt: new Date(Date.UTC(2026, 10, 21, 20, n)).toISOString(),
});

let players: LeaderboardEntry[];
const requests: URLSearchParams[] = [];

function answer(search: URLSearchParams): LeaderboardResponse {
  const limit = Number(search.get('limit') ?? 10);
  return {
    leaderboard: players.slice(0, limit),
    stats: {
      totalPlayers: players.length,
      totalGames: players.reduce((sum, p) => sum + p.gamesCompleted, 0),
      avgScore: 42.5,
      topScore: players[0]?.totalScore ?? 0,
    },
    recentActivity: players
      .slice(0, 1)
      .map((p) => ({ id: p.id, playerName: p.playerName, nameTag: null, at: p.lastPlayedAt })),
  };
}

beforeEach(() => {
  connection.status = 'connected';
  requests.length = 0;
  players = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://localhost');
      requests.push(url.searchParams);
      return new Response(JSON.stringify(answer(url.searchParams)), { status: 200 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('Live Leaderboard card', () => {
  it('shows the empty state with three suggestions when nobody has played', async () => {
    renderWithProviders(<LeaderboardCard />);
    expect(await screen.findByText('No players yet!')).toBeInTheDocument();
    expect(screen.getByText('Live Leaderboard')).toBeInTheDocument();
    expect(screen.getByText(/auto-refreshes every 30 seconds/)).toBeInTheDocument();
    expect(
      screen.getByText('No players yet!').nextElementSibling!.querySelectorAll('li'),
    ).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Load More Players' })).not.toBeInTheDocument();
  });

  it('shows the stat tiles, medals, averages and the recent activity banner', async () => {
    players = [entry(1, 120, 3), entry(2, 90, 0), entry(3, 60), entry(4, 10)];
    renderWithProviders(<LeaderboardCard />);
    const list = await screen.findByRole('list', { name: 'Players ranked' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(4);
    expect(
      within(rows[0]!).getByRole('img', { name: 'Gold medal, 1st place' }),
    ).toBeInTheDocument();
    expect(
      within(rows[1]!).getByRole('img', { name: 'Silver medal, 2nd place' }),
    ).toBeInTheDocument();
    expect(
      within(rows[2]!).getByRole('img', { name: 'Bronze medal, 3rd place' }),
    ).toBeInTheDocument();
    expect(within(rows[3]!).getByText('Rank 4')).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent('3 games · 40 avg');
    // No game completed: the average divides by 1.
    expect(rows[1]).toHaveTextContent('0 games · 90 avg');
    expect(rows[0]).toHaveTextContent('120 pts');
    for (const [label, value] of [
      ['Players', '4'],
      ['Games Played', '7'],
      ['Avg Score', '42.5'],
      ['High Score', '120'],
    ]) {
      expect(screen.getByText(label!).parentElement).toHaveTextContent(`${label}${value}`);
    }
    expect(screen.getByText('Recent Activity').parentElement).toHaveTextContent(
      'Guest 1 just scored!',
    );
  });

  it('offers the four sorts and six filters and asks the server for the chosen view', async () => {
    const user = userEvent.setup();
    players = [entry(1, 50)];
    renderWithProviders(<LeaderboardCard />);
    await screen.findByRole('list', { name: 'Players ranked' });

    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Total Score',
      'Games Completed',
      'Average Score',
      'Recently Active',
    ]);
    await user.click(screen.getByRole('option', { name: 'Recently Active' }));
    await waitFor(() => expect(requests.at(-1)!.get('sortBy')).toBe('lastPlayedAt'));

    await user.click(screen.getByRole('combobox', { name: 'Game' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All Games',
      'Bingo Only',
      'Trivia Only',
      'Photo Challenges',
      'Scavenger Hunt',
      'Live Quiz',
    ]);
    await user.click(screen.getByRole('option', { name: 'Trivia Only' }));
    await waitFor(() => expect(requests.at(-1)!.get('gameType')).toBe('trivia'));
  });

  it('loads more players while fewer rows are listed than there are players', async () => {
    const user = userEvent.setup();
    players = Array.from({ length: 14 }, (_, i) => entry(i + 1, 200 - i));
    renderWithProviders(<LeaderboardCard />);
    const list = await screen.findByRole('list', { name: 'Players ranked' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Load More Players' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(14));
    expect(requests.at(-1)!.get('limit')).toBe('20');
    expect(screen.queryByRole('button', { name: 'Load More Players' })).not.toBeInTheDocument();
  });

  it('moves a player up when a push says they scored, without asking the server', async () => {
    players = [entry(1, 100), entry(2, 50)];
    renderWithProviders(<LeaderboardCard />);
    await screen.findByRole('list', { name: 'Players ranked' });
    const before = requests.length;
    const risen = { ...entry(2, 150, 3) };
    const update: LeaderboardUpdate = {
      leaderboard: [risen, entry(1, 100)],
      stats: { totalPlayers: 2, totalGames: 5, avgScore: 125, topScore: 150 },
      recentActivity: [
        { id: risen.id, playerName: risen.playerName, nameTag: null, at: risen.lastPlayedAt },
      ],
      changed: [{ ...risen, rank: 1 }],
      changedTruncated: false,
      removed: [],
      reset: false,
      at: new Date().toISOString(),
    };
    await act(async () => {
      live.handlers['leaderboard:updated']!(update);
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    const rows = within(screen.getByRole('list', { name: 'Players ranked' })).getAllByRole(
      'listitem',
    );
    expect(rows[0]).toHaveTextContent('Guest 2');
    expect(rows[0]).toHaveTextContent('150 pts');
    expect(screen.getByTestId('stat-highScore')).toHaveTextContent('150');
    expect(requests.length).toBe(before);
  });
});
