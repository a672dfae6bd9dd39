import { describe, expect, it } from 'vitest';
import { averagePerGame, leaderboardQuerySchema } from './leaderboard';

describe('leaderboard query', () => {
  it('sorts by total score by default and reads "all" as no filter', () => {
    expect(leaderboardQuerySchema.parse({})).toEqual({
      sortBy: 'totalScore',
      gameType: undefined,
      limit: 10,
    });
    expect(
      leaderboardQuerySchema.parse({ gameType: 'all', sortBy: 'lastPlayedAt', limit: '25' }),
    ).toEqual({
      sortBy: 'lastPlayedAt',
      gameType: undefined,
      limit: 25,
    });
    expect(leaderboardQuerySchema.parse({ gameType: 'trivia' }).gameType).toBe('trivia');
    expect(leaderboardQuerySchema.safeParse({ sortBy: 'name' }).success).toBe(false);
  });

  it('averages points per game with a divisor of at least 1', () => {
    expect(averagePerGame({ totalScore: 150, gamesCompleted: 3 })).toBe(50);
    expect(averagePerGame({ totalScore: 40, gamesCompleted: 0 })).toBe(40);
  });
});
