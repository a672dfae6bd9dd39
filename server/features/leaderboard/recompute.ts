import mongoose from 'mongoose';
import { isDuplicateKey } from '../../lib/http/errors';
import { retryWhileBusy as withRetries } from '../../lib/transient-db';
import { sessionsScoredSince } from '../games/door';
import { GameLeaderboardModel } from './model';
import { recomputeScored } from './recompute-scored';
import { currentRound } from './settings';
import type { StandingRow } from './standings';

/** What one session adds to its player's row (the row keeps these, by session id). */
export interface Contribution {
  score: number;
  completed: boolean;
  scoredAt: Date;
}

/** A player's standing computed from their sessions of the current round. */
export interface ComputedRow {
  playerName: string;
  playerEmail: string | null;
  totalScore: number;
  gamesCompleted: number;
  lastPlayedAt: Date;
  /** Every counted session's contribution, and the round they count in. */
  sessions: Record<string, Contribution>;
  sessionsRound: number;
}

export type SessionFields = {
  _id: mongoose.Types.ObjectId;
  playerId: mongoose.Types.ObjectId;
  score: number;
  completed: boolean;
  scoredAt: Date | null;
  playerName: string;
  playerEmail: string | null;
};
export const sessionFields = { playerId: 1, score: 1, completed: 1, scoredAt: 1, playerName: 1, playerEmail: 1 };

/** The row that the contributions make, named after `named` (the player's name on their sessions). */
export function rowOf(
  sessions: Record<string, Contribution>,
  sessionsRound: number,
  named: { playerName: string; playerEmail: string | null },
): ComputedRow | null {
  const counted = Object.values(sessions);
  if (!counted.length) return null;
  return {
    playerName: named.playerName,
    playerEmail: named.playerEmail ?? null,
    totalScore: counted.reduce((sum, session) => sum + (session.score ?? 0), 0),
    gamesCompleted: counted.filter((session) => session.completed).length,
    lastPlayedAt: counted.reduce((newest, session) => (session.scoredAt > newest ? session.scoredAt : newest), counted[0]!.scoredAt),
    sessions,
    sessionsRound,
  };
}

/** Sums the player's sessions scored since the round started (the sessions are the truth). */
async function computeRow(playerId: mongoose.Types.ObjectId): Promise<ComputedRow | null> {
  const { roundNumber, roundStartedAt } = await currentRound();
  const sessions = await sessionsScoredSince<SessionFields>(roundStartedAt, sessionFields, {
    playerId,
  });
  if (!sessions.length) return null;
  const newest = sessions.reduce((a, b) => (b.scoredAt! > a.scoredAt! ? b : a));
  const contributions = Object.fromEntries(
    sessions.map((session) => [
      session._id.toString(),
      { score: session.score ?? 0, completed: Boolean(session.completed), scoredAt: session.scoredAt! },
    ]),
  );
  return rowOf(contributions, roundNumber, newest);
}

const sameRow = (a: ComputedRow | null, b: ComputedRow | null) =>
  a === null || b === null
    ? a === b
    : a.playerName === b.playerName &&
      a.playerEmail === b.playerEmail &&
      a.totalScore === b.totalScore &&
      a.gamesCompleted === b.gamesCompleted &&
      a.lastPlayedAt.getTime() === b.lastPlayedAt.getTime();

/** Writes the row; answers whether the player is hidden (their row then stays off every screen). */
async function writeRow(playerId: mongoose.Types.ObjectId, row: ComputedRow | null): Promise<boolean> {
  if (!row) {
    // Nothing scored this round: the row goes, except a hidden one, kept (at zero) so that the
    // player stays hidden when they score again.
    await GameLeaderboardModel.deleteOne({ playerId, hidden: { $ne: true } });
    await GameLeaderboardModel.updateOne(
      { playerId, hidden: true },
      { $set: { totalScore: 0, gamesCompleted: 0 } },
    );
    return false;
  }
  // A new row's _id is the player's id: a score then reads and writes it by _id (recomputeScored).
  const update = { $set: row, $setOnInsert: { _id: playerId, hidden: false } };
  // No projection: FerretDB 1.x does not implement findAndModify's `fields`.
  const options = { upsert: true, new: true } as const;
  try {
    const written = await GameLeaderboardModel.findOneAndUpdate({ playerId }, update, options).lean();
    return written?.hidden === true;
  } catch (error) {
    // Two processes inserted the player's first row at once: the other won, update theirs.
    if (!isDuplicateKey(error)) throw error;
    const written = await GameLeaderboardModel.findOneAndUpdate({ playerId }, { $set: row }, { ...options, upsert: false }).lean();
    return written?.hidden === true;
  }
}

/** A player's row as last written: null when they have none this round or are hidden. */
export interface RecomputedRow {
  id: string;
  row: StandingRow | null;
}

/** What the screens show of a row as written. */
export function recomputedRow(id: string, row: ComputedRow | null, hidden: boolean): RecomputedRow {
  return {
    id,
    row:
      row && !hidden
        ? { id, playerName: row.playerName, totalScore: row.totalScore, gamesCompleted: row.gamesCompleted, lastPlayedAt: row.lastPlayedAt }
        : null,
  };
}

/** Rewrites until a fresh read of the sessions agrees with what was written. */
const MAX_ATTEMPTS = 20;

/**
 * Keeps each player's row equal to the sum of their sessions, however scores race:
 * - within this process, one recompute per player runs at a time, and scores that land meanwhile
 *   fold into a single rerun (a burst of 20 scores costs 2 recomputes, not 20);
 * - in one process (no REDIS_URL), a player who already has a row this round is recomputed from the
 *   scored sessions alone (recomputeScored: reads and writes by `_id`), the rest from all sessions;
 * - across processes (REDIS_URL set), every write is followed by a fresh read of the sessions and
 *   rewritten until they agree, so the last writer of a row always leaves the current total (no
 *   `$inc`: FerretDB 1.x loses concurrent increments).
 */
export class PlayerRecomputer {
  /**
   * `verify`: read the sessions again after each write, for deployments where several processes
   * write rows (REDIS_URL set). One process alone is exact without it, because its recomputes of a
   * player never overlap, and on FerretDB every read of the sessions scans the collection.
   */
  constructor(private readonly verify = true) {}

  private readonly inFlight = new Map<
    string,
    { rerun: boolean; sessions: Set<string>; everything: boolean; done: Promise<RecomputedRow> }
  >();

  /**
   * Resolves once the player's row reflects every session write that happened before the call,
   * with the row as written (what the screens should now show of this player). `sessionId`: the
   * session whose score changed (without it, every session of the player is read).
   */
  recompute(playerId: string, sessionId?: string): Promise<RecomputedRow> {
    const running = this.inFlight.get(playerId);
    if (running) {
      running.rerun = true;
      if (sessionId) running.sessions.add(sessionId);
      else running.everything = true;
      return running.done;
    }
    const state = {
      rerun: true,
      sessions: new Set(sessionId ? [sessionId] : []),
      everything: !sessionId,
      done: Promise.resolve<RecomputedRow>({ id: playerId, row: null }),
    };
    state.done = (async () => {
      try {
        let result: RecomputedRow | undefined;
        const id = new mongoose.Types.ObjectId(playerId);
        while (state.rerun) {
          const [sessions, everything] = [[...state.sessions], state.everything];
          Object.assign(state, { rerun: false, sessions: new Set<string>(), everything: false });
          result =
            (!this.verify && !everything ? await withRetries(() => recomputeScored(id, sessions)) : undefined) ??
            (await withRetries(() => recomputeVerified(id, this.verify)));
        }
        return result!;
      } finally {
        this.inFlight.delete(playerId);
      }
    })();
    this.inFlight.set(playerId, state);
    return state.done;
  }
}

async function recomputeVerified(
  playerId: mongoose.Types.ObjectId,
  verify: boolean,
): Promise<RecomputedRow> {
  const id = playerId.toString();
  let row = await computeRow(playerId);
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
    const hidden = await writeRow(playerId, row);
    const check = verify ? await computeRow(playerId) : row;
    if (sameRow(check, row)) return recomputedRow(id, row, hidden);
    row = check;
  }
  throw new Error(`leaderboard row of ${id} kept changing; the next score fixes it`);
}
