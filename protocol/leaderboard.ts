import { z } from 'zod';
import { gameTypeSchema } from './games';
import { endpoint, idParams, isoDate } from './http';

/** Rows of the leaderboard answered at once; 'Load More Players' asks for the next page. */
export const LEADERBOARD_PAGE_SIZE = 10;
export const LEADERBOARD_MAX_LIMIT = 500;
/** Rows the projector shows, and the top entries every push carries. */
export const LIVE_TOP = 10;
/** The spec's polling: 30 s for the leaderboard card, 10 s for the live board; only while disconnected. */
export const LEADERBOARD_FALLBACK_POLL_MS = 30_000;
export const LIVE_LEADERBOARD_FALLBACK_POLL_MS = 10_000;
/** 'Recent Activity' lists at most this many names, of players who scored in the last minutes. */
export const RECENT_ACTIVITY_MAX = 3;
export const RECENT_ACTIVITY_WINDOW_MS = 10 * 60_000;
/**
 * Pushes are at least this far apart: a burst of scores makes at most 5 pushes in any second (six
 * would span 1050 ms, so a viewer whose network delays one push by up to 50 ms more than the next
 * still counts 5), and a score waits at most this long (a score after a quiet spell goes out at
 * once). The target is p99 < 250 ms from a score to every viewer: at most 210 ms of waiting leaves
 * 40 ms to build and deliver the push.
 */
export const LEADERBOARD_PUSH_WINDOW_MS = 210;
/** Changed players one push carries at most; past that the push says so and views refetch. */
export const LEADERBOARD_MAX_CHANGED = 100;

export const leaderboardEntrySchema = z.object({
  /** The player's id: one row per player. */
  id: z.string(),
  playerName: z.string(),
  /**
   * Tells two players of the same name apart on screen ('Maria #3F2A'): the last four characters
   * of the player id, set only when another visible player has the same name.
   */
  nameTag: z.string().nullable(),
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

/** A player who just scored, for the 'Recent Activity' banner (newest first). */
export const recentActivitySchema = z.object({
  id: z.string(),
  playerName: z.string(),
  nameTag: z.string().nullable(),
  at: isoDate,
});
export type RecentActivity = z.infer<typeof recentActivitySchema>;

export const leaderboardResponseSchema = z.object({
  leaderboard: z.array(leaderboardEntrySchema),
  stats: leaderboardStatsSchema,
  recentActivity: z.array(recentActivitySchema).max(RECENT_ACTIVITY_MAX),
});
export type LeaderboardResponse = z.infer<typeof leaderboardResponseSchema>;

/** A changed player with their new rank by total score (1 = first). */
export const rankedEntrySchema = leaderboardEntrySchema.extend({ rank: z.number().int().min(1) });
export type RankedEntry = z.infer<typeof rankedEntrySchema>;

/**
 * `leaderboard:updated`, coalesced: the top entries by total score, the stats, every player whose
 * row changed since the last push (new totals and ranks), who left the board (hidden, new round)
 * and who just scored. `changedTruncated` says more players changed than the push lists: views
 * that cannot be rebuilt from the top entries refetch.
 */
export const leaderboardUpdateSchema = leaderboardResponseSchema.extend({
  changed: z.array(rankedEntrySchema).max(LEADERBOARD_MAX_CHANGED),
  changedTruncated: z.boolean(),
  removed: z.array(z.string()),
  /** A new round started: every view starts again from what this push carries. */
  reset: z.boolean(),
  /** When the server built this push. */
  at: isoDate,
});
export type LeaderboardUpdate = z.infer<typeof leaderboardUpdateSchema>;

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

/**
 * The order of every view: the chosen key, highest (or most recent) first; then total score, then
 * who got there first, then the id, so that every screen and the database agree on each rank.
 */
export function compareEntries(sortBy: LeaderboardSort) {
  const key = (entry: LeaderboardEntry): number =>
    sortBy === 'lastPlayedAt'
      ? Date.parse(entry.lastPlayedAt)
      : sortBy === 'avgScore'
        ? averagePerGame(entry)
        : entry[sortBy];
  return (a: LeaderboardEntry, b: LeaderboardEntry): number =>
    key(b) - key(a) ||
    b.totalScore - a.totalScore ||
    Date.parse(a.lastPlayedAt) - Date.parse(b.lastPlayedAt) ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** The podium as the projector shows it; places not yet revealed are null (never sent early). */
export const podiumStateSchema = z.object({
  open: z.boolean(),
  /** 0: the podium is up, nothing revealed; 1: third place; 2: third and second; 3: all three. */
  revealed: z.number().int().min(0).max(3),
  /** [first, second, third]; null until revealed (or when fewer than three players). */
  places: z.array(leaderboardEntrySchema.nullable()).length(3),
});
export type PodiumState = z.infer<typeof podiumStateSchema>;

export const podiumBodySchema = z.object({
  revealed: z
    .number({ error: 'revealed must be a number from 0 to 3' })
    .int('revealed must be a number from 0 to 3')
    .min(0, 'revealed must be a number from 0 to 3')
    .max(3, 'revealed must be a number from 0 to 3'),
});
export type PodiumBody = z.infer<typeof podiumBodySchema>;

export const leaderboardRoundSchema = z.object({
  roundNumber: z.number().int(),
  startedAt: isoDate,
  endedAt: isoDate.nullable(),
  players: z.number().int(),
  /** The round's top three (archived rounds) by total score. */
  top: z.array(leaderboardEntrySchema),
});
export type LeaderboardRound = z.infer<typeof leaderboardRoundSchema>;

/** A row as organizers see it: hidden rows included. */
export const organizerPlayerSchema = leaderboardEntrySchema.extend({ hidden: z.boolean() });
export type OrganizerPlayer = z.infer<typeof organizerPlayerSchema>;

export const hidePlayerBodySchema = z.object({
  hidden: z.boolean({ error: 'hidden must be true or false' }),
});

export const leaderboardApi = {
  leaderboard: endpoint({
    method: 'GET',
    path: '/api/games/leaderboard',
    access: 'public',
    openOnInviteOnlySite: 'projector-screens',
    query: leaderboardQuerySchema,
    response: leaderboardResponseSchema,
  }),
  liveLeaderboard: endpoint({
    method: 'GET',
    path: '/api/games/leaderboard/live',
    access: 'public',
    openOnInviteOnlySite: 'projector-screens',
    response: leaderboardResponseSchema,
  }),
  podium: endpoint({
    method: 'GET',
    path: '/api/games/leaderboard/podium',
    access: 'public',
    openOnInviteOnlySite: 'projector-screens',
    response: podiumStateSchema,
  }),
  revealPodium: endpoint({
    method: 'PUT',
    path: '/api/games/leaderboard/podium',
    access: 'organizer',
    body: podiumBodySchema,
    response: podiumStateSchema,
  }),
  closePodium: endpoint({
    method: 'DELETE',
    path: '/api/games/leaderboard/podium',
    access: 'organizer',
    response: podiumStateSchema,
  }),
  rounds: endpoint({
    method: 'GET',
    path: '/api/games/leaderboard/rounds',
    access: 'organizer',
    response: z.array(leaderboardRoundSchema),
  }),
  newRound: endpoint({
    method: 'POST',
    path: '/api/games/leaderboard/rounds',
    access: 'organizer',
    response: leaderboardRoundSchema,
    status: 201,
  }),
  players: endpoint({
    method: 'GET',
    path: '/api/games/leaderboard/players',
    access: 'organizer',
    response: z.array(organizerPlayerSchema),
  }),
  hidePlayer: endpoint({
    method: 'PUT',
    path: '/api/games/leaderboard/players/:id/hidden',
    access: 'organizer',
    params: idParams,
    body: hidePlayerBodySchema,
    response: organizerPlayerSchema,
  }),
};
