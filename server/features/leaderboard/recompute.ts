import mongoose from 'mongoose';
import { isDuplicateKey } from '../../lib/http/errors';
import { GameSessionModel } from '../games/model';
import { GameLeaderboardModel } from './model';
import { currentRound } from './settings';
import type { StandingRow } from './standings';

/** A player's standing computed from their sessions of the current round. */
interface ComputedRow {
  playerName: string;
  playerEmail: string | null;
  totalScore: number;
  gamesCompleted: number;
  lastPlayedAt: Date;
}

type SessionFields = {
  score: number;
  completed: boolean;
  scoredAt: Date;
  playerName: string;
  playerEmail: string | null;
};

/** Sums the player's sessions scored since the round started (the sessions are the truth). */
async function computeRow(playerId: mongoose.Types.ObjectId): Promise<ComputedRow | null> {
  const { roundStartedAt } = await currentRound();
  const sessions = await GameSessionModel.find(
    { playerId, scoredAt: { $gte: roundStartedAt } },
    { score: 1, completed: 1, scoredAt: 1, playerName: 1, playerEmail: 1 },
  ).lean<SessionFields[]>();
  if (!sessions.length) return null;
  const newest = sessions.reduce((a, b) => (b.scoredAt > a.scoredAt ? b : a));
  return {
    playerName: newest.playerName,
    playerEmail: newest.playerEmail ?? null,
    totalScore: sessions.reduce((sum, session) => sum + (session.score ?? 0), 0),
    gamesCompleted: sessions.filter((session) => session.completed).length,
    lastPlayedAt: newest.scoredAt,
  };
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
  const update = { $set: row, $setOnInsert: { hidden: false } };
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

/** Rewrites until a fresh read of the sessions agrees with what was written. */
const MAX_ATTEMPTS = 20;

/**
 * Keeps each player's row equal to the sum of their sessions, however scores race:
 * - within this process, one recompute per player runs at a time, and scores that land meanwhile
 *   fold into a single rerun (a burst of 20 scores costs 2 recomputes, not 20);
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

  private readonly inFlight = new Map<string, { rerun: boolean; done: Promise<RecomputedRow> }>();

  /**
   * Resolves once the player's row reflects every session write that happened before the call,
   * with the row as written (what the screens should now show of this player).
   */
  recompute(playerId: string): Promise<RecomputedRow> {
    const running = this.inFlight.get(playerId);
    if (running) {
      running.rerun = true;
      return running.done;
    }
    const state = { rerun: false, done: Promise.resolve<RecomputedRow>({ id: playerId, row: null }) };
    state.done = (async () => {
      try {
        let result: RecomputedRow;
        do {
          state.rerun = false;
          result = await recomputeWithRetries(new mongoose.Types.ObjectId(playerId), this.verify);
        } while (state.rerun);
        return result;
      } finally {
        this.inFlight.delete(playerId);
      }
    })();
    this.inFlight.set(playerId, state);
    return state.done;
  }
}

/** A database too busy to answer now (FerretDB on SQLite: 'database is locked'), worth a retry. */
function isTransient(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /SQLITE_BUSY|database is locked|WriteConflict|ECONNRESET/i.test(message);
}

const TRANSIENT_RETRIES = 4;

/** Recomputes, trying again a few times (with a growing pause) when the database is busy. */
async function recomputeWithRetries(
  playerId: mongoose.Types.ObjectId,
  verify: boolean,
): Promise<RecomputedRow> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await recomputeVerified(playerId, verify);
    } catch (error) {
      if (attempt >= TRANSIENT_RETRIES || !isTransient(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
    }
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
    if (sameRow(check, row)) {
      return {
        id,
        row: row && !hidden
          ? {
              id,
              playerName: row.playerName,
              totalScore: row.totalScore,
              gamesCompleted: row.gamesCompleted,
              lastPlayedAt: row.lastPlayedAt,
            }
          : null,
      };
    }
    row = check;
  }
  throw new Error(`leaderboard row of ${id} kept changing; the next score fixes it`);
}
