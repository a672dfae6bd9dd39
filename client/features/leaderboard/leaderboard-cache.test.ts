import { describe, expect, it } from 'vitest';
import type {
  LeaderboardEntry,
  LeaderboardResponse,
  LeaderboardUpdate,
} from '../../../protocol/leaderboard';
import { applyUpdate } from './leaderboard-cache';

const entry = (
  id: string,
  totalScore: number,
  gamesCompleted = 1,
  minute = 0,
): LeaderboardEntry => ({
  id,
  playerName: `Player ${id}`,
  nameTag: null,
  totalScore,
  gamesCompleted,
  lastPlayedAt: new Date(Date.UTC(2026, 10, 21, 20, minute)).toISOString(),
});
const stats = { totalPlayers: 3, totalGames: 3, avgScore: 20, topScore: 30 };
const response = (leaderboard: LeaderboardEntry[]): LeaderboardResponse => ({
  leaderboard,
  stats,
  recentActivity: [],
});
const update = (partial: Partial<LeaderboardUpdate>): LeaderboardUpdate => ({
  leaderboard: [],
  stats,
  recentActivity: [],
  changed: [],
  changedTruncated: false,
  removed: [],
  reset: false,
  at: new Date().toISOString(),
  ...partial,
});

describe('applying a leaderboard push to a cached view', () => {
  it('replaces a view within the pushed top', () => {
    const top = [entry('a', 50), entry('b', 30)];
    const result = applyUpdate(response([entry('b', 30)]), update({ leaderboard: top }), {
      sortBy: 'totalScore',
      gameType: undefined,
      limit: 10,
    });
    expect(result).toEqual({ exact: true, data: response(top) });
  });

  it('merges changed players into a longer view and re-sorts it', () => {
    const current = response([entry('a', 30), entry('b', 20), entry('c', 10)]);
    const result = applyUpdate(
      current,
      update({
        changed: [
          { ...entry('c', 40, 2), rank: 1 },
          { ...entry('d', 15), rank: 3 },
        ],
      }),
      { sortBy: 'gamesCompleted', gameType: undefined, limit: 20 },
    );
    expect(result.exact).toBe(true);
    expect(result.data!.leaderboard.map((e) => [e.id, e.totalScore])).toEqual([
      ['c', 40],
      ['a', 30],
      ['b', 20],
      ['d', 15],
    ]);
  });

  it('asks for a refetch when a player went down, left, or the view is one game', () => {
    const current = response([entry('a', 30), entry('b', 20)]);
    const view = { sortBy: 'avgScore' as const, gameType: undefined, limit: 20 };
    expect(
      applyUpdate(current, update({ changed: [{ ...entry('a', 30, 3), rank: 1 }] }), view).exact,
    ).toBe(false);
    expect(applyUpdate(current, update({ removed: ['b'] }), view).exact).toBe(false);
    expect(applyUpdate(current, update({ removed: ['zz'] }), view).exact).toBe(true);
    expect(applyUpdate(current, update({}), { ...view, gameType: 'bingo' })).toEqual({
      data: current,
      exact: false,
    });
  });
});
