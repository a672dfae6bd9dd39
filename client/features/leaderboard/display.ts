import {
  averagePerGame,
  type LeaderboardEntry,
  type LeaderboardStats,
} from '../../../protocol/leaderboard';

/** The name as every screen shows it: 'Maria #3F2A' when another visible player is also Maria. */
export function displayName(entry: Pick<LeaderboardEntry, 'playerName' | 'nameTag'>): string {
  return entry.nameTag ? `${entry.playerName} ${entry.nameTag}` : entry.playerName;
}

/** Points per game (divisor at least 1), one decimal at most. */
export function formatAverage(
  entry: Pick<LeaderboardEntry, 'totalScore' | 'gamesCompleted'>,
  language: string,
): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(
    averagePerGame(entry),
  );
}

export function formatNumber(value: number, language: string): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(value);
}

/** When a player last scored: the time today, otherwise the date and time. */
export function formatLastPlayed(iso: string, language: string): string {
  const date = new Date(iso);
  const today = new Date().toDateString() === date.toDateString();
  return new Intl.DateTimeFormat(
    language,
    today ? { timeStyle: 'short' } : { dateStyle: 'medium', timeStyle: 'short' },
  ).format(date);
}

/** The four stats in their order, each under its catalog key (`stats.<key>`). */
export const statTiles = (stats: LeaderboardStats) =>
  [
    ['players', stats.totalPlayers],
    ['gamesPlayed', stats.totalGames],
    ['avgScore', stats.avgScore],
    ['highScore', stats.topScore],
  ] as const;
