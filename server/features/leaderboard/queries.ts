import mongoose from 'mongoose';
import type { GameType } from '../../../protocol/games';
import { sessionsScoredSince } from '../games/door';
import { GameLeaderboardModel } from './model';
import { currentRound } from './settings';
import { Standings, type StandingRow } from './standings';

type Row = {
  playerId: mongoose.Types.ObjectId;
  playerName: string;
  totalScore: number;
  gamesCompleted: number;
  lastPlayedAt: Date;
  hidden?: boolean;
};

const toStandingRow = (row: Row): StandingRow => ({
  id: row.playerId.toString(),
  playerName: row.playerName,
  totalScore: row.totalScore ?? 0,
  gamesCompleted: row.gamesCompleted ?? 0,
  lastPlayedAt: row.lastPlayedAt,
});

const rowFields = { playerId: 1, playerName: 1, totalScore: 1, gamesCompleted: 1, lastPlayedAt: 1, hidden: 1 };

/** Every visible player's row of the current round. */
export async function loadVisibleRows(): Promise<StandingRow[]> {
  const rows = await GameLeaderboardModel.find({ hidden: { $ne: true } }, rowFields).lean<Row[]>();
  return rows.map(toStandingRow);
}

/** Every row, hidden ones included, for the organizers. */
export async function loadAllRows(): Promise<{ standings: Standings; hidden: Set<string> }> {
  const rows = await GameLeaderboardModel.find({}, rowFields).lean<Row[]>();
  return {
    standings: new Standings(rows.map(toStandingRow)),
    hidden: new Set(rows.filter((row) => row.hidden).map((row) => row.playerId.toString())),
  };
}

type SessionRow = {
  playerId: mongoose.Types.ObjectId;
  playerName: string;
  score: number;
  completed: boolean;
  scoredAt: Date;
};

/**
 * One game's standings (the game filter), summed in Node from that game's sessions of the round:
 * the same source as the rows, and no aggregation FerretDB 1.x might not run.
 */
export async function loadGameStandings(gameType: GameType): Promise<Standings> {
  const { roundStartedAt } = await currentRound();
  const [sessions, hiddenRows] = await Promise.all([
    sessionsScoredSince<SessionRow>(
      roundStartedAt,
      { playerId: 1, playerName: 1, score: 1, completed: 1, scoredAt: 1 },
      { gameType },
    ),
    GameLeaderboardModel.find({ hidden: true }, { playerId: 1 }).lean<Row[]>(),
  ]);
  const hidden = new Set(hiddenRows.map((row) => row.playerId.toString()));
  const rows = new Map<string, StandingRow>();
  for (const session of sessions) {
    const id = session.playerId.toString();
    if (hidden.has(id)) continue;
    const row = rows.get(id) ?? {
      id,
      playerName: session.playerName,
      totalScore: 0,
      gamesCompleted: 0,
      lastPlayedAt: session.scoredAt,
    };
    row.totalScore += session.score ?? 0;
    if (session.completed) row.gamesCompleted += 1;
    if (session.scoredAt >= row.lastPlayedAt) {
      row.lastPlayedAt = session.scoredAt;
      row.playerName = session.playerName;
    }
    rows.set(id, row);
  }
  return new Standings([...rows.values()]);
}
