import {
  RECENT_ACTIVITY_MAX,
  RECENT_ACTIVITY_WINDOW_MS,
  compareEntries,
  type LeaderboardEntry,
  type LeaderboardSort,
  type LeaderboardStats,
  type RecentActivity,
} from '../../../protocol/leaderboard';

/** A leaderboard row as read from the database (or computed from sessions for a game filter). */
export interface StandingRow {
  id: string;
  playerName: string;
  totalScore: number;
  gamesCompleted: number;
  lastPlayedAt: Date;
}

/** The last four characters of a player id, shown after a name that another player shares. */
export const nameTagOf = (id: string) => `#${id.slice(-4).toUpperCase()}`;

/**
 * Every visible player of a view, ordered by total score, with what each screen needs: entries
 * (same-name players tagged), ranks, stats and recent activity. Built in memory: a wedding has
 * hundreds of players, and one read of their rows answers every sort and every push.
 */
export class Standings {
  readonly byScore: LeaderboardEntry[];
  private readonly rankOf = new Map<string, number>();
  private readonly entryOf = new Map<string, LeaderboardEntry>();

  constructor(rows: readonly StandingRow[]) {
    const nameCount = new Map<string, number>();
    for (const row of rows) nameCount.set(row.playerName, (nameCount.get(row.playerName) ?? 0) + 1);
    const entries = rows.map<LeaderboardEntry>((row) => ({
      id: row.id,
      playerName: row.playerName,
      nameTag: (nameCount.get(row.playerName) ?? 0) > 1 ? nameTagOf(row.id) : null,
      totalScore: row.totalScore,
      gamesCompleted: row.gamesCompleted,
      lastPlayedAt: row.lastPlayedAt.toISOString(),
    }));
    this.byScore = entries.sort(compareEntries('totalScore'));
    this.byScore.forEach((entry, index) => {
      this.rankOf.set(entry.id, index + 1);
      this.entryOf.set(entry.id, entry);
    });
  }

  /** The first `limit` entries in the order of `sortBy`. */
  top(sortBy: LeaderboardSort, limit: number): LeaderboardEntry[] {
    if (sortBy === 'totalScore') return this.byScore.slice(0, limit);
    return [...this.byScore].sort(compareEntries(sortBy)).slice(0, limit);
  }

  entry(id: string): LeaderboardEntry | undefined {
    return this.entryOf.get(id);
  }

  /** Rank by total score, 1 for the first. */
  rank(id: string): number | undefined {
    return this.rankOf.get(id);
  }

  stats(): LeaderboardStats {
    const totalPlayers = this.byScore.length;
    const sum = this.byScore.reduce((total, entry) => total + entry.totalScore, 0);
    return {
      totalPlayers,
      totalGames: this.byScore.reduce((total, entry) => total + entry.gamesCompleted, 0),
      // Mean of the players' totals, one decimal, as the tile shows it.
      avgScore: totalPlayers ? Math.round((sum / totalPlayers) * 10) / 10 : 0,
      topScore: this.byScore[0]?.totalScore ?? 0,
    };
  }

  /** Who scored last (newest first), within the last minutes: the 'just scored!' banner. */
  recentActivity(now = Date.now()): RecentActivity[] {
    return [...this.byScore]
      .filter((entry) => now - Date.parse(entry.lastPlayedAt) <= RECENT_ACTIVITY_WINDOW_MS)
      .sort(compareEntries('lastPlayedAt'))
      .slice(0, RECENT_ACTIVITY_MAX)
      .map((entry) => ({
        id: entry.id,
        playerName: entry.playerName,
        nameTag: entry.nameTag,
        at: entry.lastPlayedAt,
      }));
  }
}
