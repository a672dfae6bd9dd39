import type { z } from 'zod';
import {
  QUIZ_LIMITS,
  type quizRosterPlayerSchema,
  type QuizPlayerStanding,
  type QuizStandings,
  type QuizTableStanding,
} from '../../../protocol/quiz';
import { nameTagOf } from '../leaderboard/standings';
import type { PlayerDocument, ScoresDocument } from './model';

type Entry = ScoresDocument['entries'][number];

/** Each player's name with a tag when another player of the run shares it, as the leaderboard does. */
export function rosterOf(
  players: readonly PlayerDocument[],
): z.infer<typeof quizRosterPlayerSchema>[] {
  const count = new Map<string, number>();
  for (const player of players) count.set(player.name, (count.get(player.name) ?? 0) + 1);
  return players.map((player) => ({
    playerId: player.playerId,
    name: player.name,
    nameTag: (count.get(player.name) ?? 0) > 1 ? nameTagOf(player.playerId) : null,
    tableName: player.tableName,
  }));
}

/** 1 + how many scores are higher: equal scores share a place. */
function ranked<T extends { score: number }>(rows: T[]): (T & { rank: number })[] {
  const sorted = [...rows].sort((a, b) => b.score - a.score);
  let rank = 0;
  return sorted.map((row, index) => {
    if (index === 0 || sorted[index - 1]!.score !== row.score) rank = index + 1;
    return { ...row, rank };
  });
}

/** Every player's place after a closed question; tables as teams (their players' average). */
export function standingsOf(
  players: readonly PlayerDocument[],
  scores: ScoresDocument | null,
  teams: boolean,
): { standings: QuizStandings; all: QuizPlayerStanding[]; tables: QuizTableStanding[] } {
  const byKey = new Map<string, Entry>((scores?.entries ?? []).map((entry) => [entry.key, entry]));
  const oldestFirst = [...players].sort((a, b) => a.joinedAt.getTime() - b.joinedAt.getTime());
  const roster = rosterOf(oldestFirst);
  const rows = oldestFirst.map((player, index) => ({
    ...roster[index]!,
    score: byKey.get(player.deviceKey)?.score ?? 0,
    lastPoints: byKey.get(player.deviceKey)?.lastPoints ?? 0,
    tableId: player.tableId,
  }));
  const all = ranked(rows).map(({ tableId: _tableId, ...row }) => row);
  const tables = new Map<string, { name: string; total: number; players: number }>();
  if (teams) {
    for (const row of rows) {
      if (!row.tableId) continue;
      const table = tables.get(row.tableId) ?? { name: row.tableName ?? '', total: 0, players: 0 };
      table.total += row.score;
      table.players += 1;
      tables.set(row.tableId, table);
    }
  }
  const tableRows: QuizTableStanding[] = ranked(
    [...tables].map(([tableId, table]) => ({
      tableId,
      name: table.name,
      score: Math.round(table.total / table.players),
      players: table.players,
    })),
  );
  return {
    all,
    tables: tableRows,
    standings: {
      afterQuestion: scores?.afterQuestion ?? -1,
      players: all.slice(0, QUIZ_LIMITS.standingsTop),
      tables: tableRows.slice(0, QUIZ_LIMITS.standingsTop),
    },
  };
}

/** A player's score and place from a closed question's scores (null place before any close). */
export function placeOf(
  scores: ScoresDocument | null,
  deviceKey: string,
): { score: number; rank: number | null } {
  if (!scores) return { score: 0, rank: null };
  const score = scores.entries.find((entry) => entry.key === deviceKey)?.score ?? 0;
  return { score, rank: 1 + scores.entries.filter((entry) => entry.score > score).length };
}
