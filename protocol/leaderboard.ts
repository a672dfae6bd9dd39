import { z } from 'zod';
import { gameTypeSchema } from './games';
import { endpoint, isoDate } from './http';

/** Rows of the leaderboard answered at once; 'Load More Players' asks for the next page. */
export const LEADERBOARD_PAGE_SIZE = 10;
export const LEADERBOARD_MAX_LIMIT = 500;

export const leaderboardEntrySchema = z.object({
  id: z.string(),
  playerName: z.string(),
  totalScore: z.number().int(),
  gamesCompleted: z.number().int(),
  lastPlayedAt: isoDate,
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;

export const leaderboardStatsSchema = z.object({
  totalPlayers: z.number().int(),
  totalGames: z.number().int(),
  avgScore: z.number(),
  topScore: z.number().int(),
});
export type LeaderboardStats = z.infer<typeof leaderboardStatsSchema>;

export const leaderboardResponseSchema = z.object({
  leaderboard: z.array(leaderboardEntrySchema),
  stats: leaderboardStatsSchema,
});
export type LeaderboardResponse = z.infer<typeof leaderboardResponseSchema>;

export const leaderboardSorts = [
  'totalScore',
  'gamesCompleted',
  'avgScore',
  'lastPlayedAt',
] as const;
export const leaderboardSortSchema = z.enum(leaderboardSorts);
export type LeaderboardSort = z.infer<typeof leaderboardSortSchema>;

/** Query strings arrive as text; 'all' (the All Games filter) means no filter. */
export const leaderboardQuerySchema = z.object({
  sortBy: leaderboardSortSchema.default('totalScore'),
  gameType: z
    .union([gameTypeSchema, z.literal('all')])
    .optional()
    .transform((value) => (value === 'all' ? undefined : value)),
  limit: z.coerce.number().int().min(1).max(LEADERBOARD_MAX_LIMIT).default(LEADERBOARD_PAGE_SIZE),
});
export type LeaderboardQuery = z.input<typeof leaderboardQuerySchema>;

/** Average points per game; a player with no completed game divides by 1. */
export function averagePerGame(
  entry: Pick<LeaderboardEntry, 'totalScore' | 'gamesCompleted'>,
): number {
  return entry.totalScore / Math.max(1, entry.gamesCompleted);
}

export const leaderboardApi = {
  leaderboard: endpoint({
    method: 'GET',
    path: '/api/games/leaderboard',
    access: 'public',
    query: leaderboardQuerySchema,
    response: leaderboardResponseSchema,
  }),
  liveLeaderboard: endpoint({
    method: 'GET',
    path: '/api/games/leaderboard/live',
    access: 'public',
    response: leaderboardResponseSchema,
  }),
};
