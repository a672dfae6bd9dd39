import mongoose from 'mongoose';
import { isDuplicateKey } from '../../lib/http/errors';
import { GameSessionModel } from '../games/model';
import { GameLeaderboardModel } from './model';
import { currentRound } from './settings';

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

async function writeRow(playerId: mongoose.Types.ObjectId, row: ComputedRow | null): Promise<void> {
  if (!row) {
    // Nothing scored this round: the row goes, except a hidden one, kept (at zero) so that the
    // player stays hidden when they score again.
    await GameLeaderboardModel.deleteOne({ playerId, hidden: { $ne: true } });
    await GameLeaderboardModel.updateOne(
      { playerId, hidden: true },
      { $set: { totalScore: 0, gamesCompleted: 0 } },
    );
    return;
  }
  const update = { $set: row, $setOnInsert: { hidden: false } };
  try {
    await GameLeaderboardModel.updateOne({ playerId }, update, { upsert: true });
  } catch (error) {
    // Two processes inserted the player's first row at once: the other won, update theirs.
    if (!isDuplicateKey(error)) throw error;
    await GameLeaderboardModel.updateOne({ playerId }, { $set: row });
  }
}

/** Rewrites until a fresh read of the sessions agrees with what was written. */
const MAX_ATTEMPTS = 5;

/**
 * Keeps each player's row equal to the sum of their sessions, however scores race:
 * - within this process, one recompute per player runs at a time, and scores that land meanwhile
 *   fold into a single rerun (a burst of 20 scores costs 2 recomputes, not 20);
 * - across processes, every write is followed by a fresh read of the sessions and rewritten until
 *   they agree, so the last writer of a row always leaves the current total (no `$inc`: FerretDB
 *   1.x loses concurrent increments).
 */
export class PlayerRecomputer {
  private readonly inFlight = new Map<string, { rerun: boolean; done: Promise<void> }>();

  /** Resolves once the player's row reflects every session write that happened before the call. */
  recompute(playerId: string): Promise<void> {
    const running = this.inFlight.get(playerId);
    if (running) {
      running.rerun = true;
      return running.done;
    }
    const state = { rerun: false, done: Promise.resolve() };
    state.done = (async () => {
      try {
        do {
          state.rerun = false;
          await recomputeVerified(new mongoose.Types.ObjectId(playerId));
        } while (state.rerun);
      } finally {
        this.inFlight.delete(playerId);
      }
    })();
    this.inFlight.set(playerId, state);
    return state.done;
  }
}

async function recomputeVerified(playerId: mongoose.Types.ObjectId): Promise<void> {
  let row = await computeRow(playerId);
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
    await writeRow(playerId, row);
    const check = await computeRow(playerId);
    if (sameRow(check, row)) return;
    row = check;
  }
  throw new Error(`leaderboard row of ${playerId.toString()} kept changing; the next score fixes it`);
}
