import { createHash } from 'node:crypto';
import { Types } from 'mongoose';
import type { GameType } from '../../../protocol/games';
import { SCAVENGER_TASKS } from '../../../protocol/game-content';
import { HttpError, notFound } from '../../lib/http/errors';
import { currentRound } from '../leaderboard/settings';
import { awardKeys, awardsOf, scoreOf } from './awards';
import { CHALLENGE_NOT_FOUND, findChallenge } from './challenges';
import { collectionProgress } from './issued';
import { GameSessionModel, loadSession, type GameSessionDocument } from './model';

// Photo challenges and the scavenger hunt: one session per player, scored from its awards. Their
// writes stay conditional on the revision read even in one process: marks are rare (a guest's
// photo now and then), and a mark re-reads its awards outside the session queue's order.

export const TASK_NOT_FOUND = 'This scavenger task does not exist.';

/** One photo-challenge and one scavenger-hunt session per player: its id follows from both. */
export function collectionSessionId(playerId: Types.ObjectId, gameType: GameType): Types.ObjectId {
  const hex = createHash('sha256').update(`${playerId.toString()}:${gameType}`).digest('hex');
  return new Types.ObjectId(hex.slice(0, 24));
}

/**
 * A photo-challenge or hunt game last scored in an earlier round starts the current one empty:
 * its items can be earned again (their awards of the old round stay with that round's archive).
 */
export async function inCurrentRound(id: Types.ObjectId): Promise<GameSessionDocument> {
  const session = await loadSession(id);
  const { roundStartedAt } = await currentRound();
  const stale = session.scoredAt && session.scoredAt < roundStartedAt;
  if (!stale || collectionProgress(session).completedItems.length === 0) return session;
  await GameSessionModel.updateOne(
    { _id: id, rev: session.rev ?? 0 },
    {
      $set: {
        progress: { completedItems: [] },
        gameData: JSON.stringify({ completedItems: [] }),
        score: 0,
        completed: false,
        completedAt: null,
      },
      $inc: { rev: 1 },
    },
  );
  return loadSession(id);
}

/** The points of the item as the server defines them; unknown or retired items are refused. */
export async function itemPoints(
  gameType: string,
  itemId: string,
  completing: boolean,
): Promise<{ key: string; points: number }> {
  if (gameType === 'photo_challenge') {
    const challenge = await findChallenge(itemId);
    if (!challenge || (completing && !challenge.isActive)) throw notFound(CHALLENGE_NOT_FOUND);
    return { key: awardKeys.photo(itemId), points: challenge.points ?? 10 };
  }
  const task = SCAVENGER_TASKS.find((candidate) => String(candidate.id) === itemId);
  if (!task) throw notFound(TASK_NOT_FOUND);
  return { key: awardKeys.scavenger(itemId), points: task.points };
}

/**
 * Recomputes a collection session from its awards of the round. Each write is conditional on the
 * revision it read, so two toggles racing cannot leave a score computed before the other's award.
 */
export async function rescoreCollection(id: Types.ObjectId, round: number): Promise<void> {
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const current = await loadSession(id);
    const awards = await awardsOf(id, round);
    const completedItems = awards.map((award) => award.key.slice(award.key.indexOf(':') + 1));
    const now = new Date();
    const { matchedCount } = await GameSessionModel.updateOne(
      { _id: id, rev: current.rev ?? 0 },
      {
        $set: {
          progress: { completedItems },
          gameData: JSON.stringify({ completedItems }),
          score: scoreOf(awards),
          // A photo-challenge or hunt game counts as completed once one item is done.
          completed: completedItems.length > 0,
          completedAt: completedItems.length > 0 ? now : null,
          scoredAt: now,
        },
        $inc: { rev: 1 },
      },
    );
    if (matchedCount === 1) return;
  }
  throw new HttpError(503, 'The game is busy; please try again.');
}
