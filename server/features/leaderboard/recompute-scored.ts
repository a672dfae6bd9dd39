import mongoose from 'mongoose';
import { isDuplicateKey } from '../../lib/http/errors';
import { findSession } from '../games/door';
import { GameLeaderboardModel } from './model';
import {
  recomputedRow,
  rowOf,
  sessionFields,
  type Contribution,
  type RecomputedRow,
  type SessionFields,
} from './recompute';
import { currentRound } from './settings';

/**
 * The cheap recompute, after sessions of a player were scored: the row is read by `_id`, so is
 * each scored session, and the row is written back (by `_id`) with those sessions' new
 * contributions, summed with the others it keeps; a player without a row this round starts from
 * none (every scored session writes its player's row, so a player with no row has no other session
 * of the round; a new round recounts the sessions that raced it). That is three reads and writes by
 * `_id`, instead of a read of every session of the player, which FerretDB 1.x answers by scanning
 * `game_sessions`. Exact when this process is the only writer of rows and never recomputes one
 * player twice at once (PlayerRecomputer); with several processes the full recompute runs instead.
 *
 * Answers undefined when it cannot tell: an id that is not this player's session, nothing left to
 * count, or a row from before rows were keyed by player id. The caller then recomputes from every
 * session.
 */
export async function recomputeScored(
  playerId: mongoose.Types.ObjectId,
  sessionIds: readonly string[],
): Promise<RecomputedRow | undefined> {
  if (!sessionIds.length || !sessionIds.every((id) => mongoose.isValidObjectId(id))) return undefined;
  const { roundNumber, roundStartedAt } = await currentRound();
  const stored = await GameLeaderboardModel.findById(playerId, { sessions: 1, sessionsRound: 1, hidden: 1 }).lean();
  const ofThisRound = Boolean(stored?.sessions) && stored?.sessionsRound === roundNumber;
  const sessions = await Promise.all(
    sessionIds.map((id) => findSession<SessionFields>(id, sessionFields)),
  );
  const contributions = ofThisRound ? { ...(stored!.sessions as Record<string, Contribution>) } : {};
  let named: SessionFields | undefined;
  for (const session of sessions) {
    if (!session || !session.playerId.equals(playerId)) return undefined;
    const id = session._id.toString();
    if (session.scoredAt && session.scoredAt >= roundStartedAt) {
      contributions[id] = { score: session.score ?? 0, completed: Boolean(session.completed), scoredAt: session.scoredAt };
    } else delete contributions[id];
    // Every session carries the player's current name (a rename rewrites them all).
    named = session;
  }
  const row = named && rowOf(contributions, roundNumber, named);
  if (!row) return undefined;
  if (ofThisRound) {
    // Conditional on the round: a new round that deleted the row meanwhile sends this to the full path.
    const { matchedCount } = await GameLeaderboardModel.updateOne({ _id: playerId, sessionsRound: roundNumber }, { $set: row });
    if (matchedCount !== 1) return undefined;
  } else {
    try {
      await GameLeaderboardModel.updateOne(
        { _id: playerId },
        { $set: row, $setOnInsert: { playerId, hidden: false } },
        { upsert: true },
      );
    } catch (error) {
      // A row from before rows were keyed by player id holds this player id: the full path updates it.
      if (isDuplicateKey(error)) return undefined;
      throw error;
    }
  }
  return recomputedRow(playerId.toString(), row, stored?.hidden === true);
}
