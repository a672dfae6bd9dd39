import {
  LIVE_TOP,
  averagePerGame,
  compareEntries,
  type LeaderboardEntry,
  type LeaderboardResponse,
  type LeaderboardSort,
  type LeaderboardUpdate,
} from '../../../protocol/leaderboard';
import type { GameType } from '../../../protocol/games';

/** One cached view of the leaderboard: what the card asked for. */
export interface LeaderboardView {
  sortBy: LeaderboardSort;
  gameType: GameType | undefined;
  limit: number;
}

export const LIVE_VIEW: LeaderboardView = {
  sortBy: 'totalScore',
  gameType: undefined,
  limit: LIVE_TOP,
};

export interface AppliedUpdate {
  data: LeaderboardResponse | undefined;
  /** False: the push cannot rebuild this view exactly, it must be refetched. */
  exact: boolean;
}

const sortKey = (sortBy: LeaderboardSort, entry: LeaderboardEntry): number =>
  sortBy === 'lastPlayedAt'
    ? Date.parse(entry.lastPlayedAt)
    : sortBy === 'avgScore'
      ? averagePerGame(entry)
      : entry[sortBy];

function withoutRank(entry: LeaderboardEntry & { rank?: number }): LeaderboardEntry {
  const { id, playerName, nameTag, totalScore, gamesCompleted, lastPlayedAt } = entry;
  return { id, playerName, nameTag, totalScore, gamesCompleted, lastPlayedAt };
}

/**
 * A cached view after a `leaderboard:updated` push. Views by total score within the pushed top
 * are replaced; other views take the changed players in and re-sort. That is exact unless a
 * player left the view or went down in its order (someone unseen may now belong in it), the push
 * lists only part of the changes, a new round started on a view the push cannot fill, or the view
 * is one game's standings (the push carries overall totals): those are refetched.
 */
export function applyUpdate(
  current: LeaderboardResponse | undefined,
  update: LeaderboardUpdate,
  view: LeaderboardView,
): AppliedUpdate {
  if (view.gameType) return { data: current, exact: false };
  const shared = { stats: update.stats, recentActivity: update.recentActivity };
  if (view.sortBy === 'totalScore' && view.limit <= LIVE_TOP)
    return {
      data: { leaderboard: update.leaderboard.slice(0, view.limit), ...shared },
      exact: true,
    };
  if (update.reset)
    return { data: { leaderboard: [], ...shared }, exact: update.stats.totalPlayers === 0 };
  if (!current) return { data: current, exact: true };

  let exact = !update.changedTruncated;
  const rows = new Map(current.leaderboard.map((entry) => [entry.id, entry]));
  for (const id of update.removed) if (rows.delete(id)) exact = false;
  const incoming = [
    ...update.changed,
    // The pushed top is exact by total score: take it in for that order.
    ...(view.sortBy === 'totalScore' ? update.leaderboard : []),
  ];
  for (const pushed of incoming) {
    const entry = withoutRank(pushed);
    const before = rows.get(entry.id);
    if (before && sortKey(view.sortBy, entry) < sortKey(view.sortBy, before)) exact = false;
    rows.set(entry.id, entry);
  }
  const leaderboard = [...rows.values()].sort(compareEntries(view.sortBy)).slice(0, view.limit);
  return { data: { leaderboard, ...shared }, exact };
}
