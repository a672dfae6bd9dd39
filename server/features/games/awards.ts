import { createHash } from 'node:crypto';
import type { Types } from 'mongoose';
import { isDuplicateKey } from '../../lib/http/errors';
import { GameAwardModel } from './model';

/**
 * Award keys: what counts once per player. Decided here, documented in the README:
 * - the bingo win counts once per player (a second won board says BINGO! but scores nothing, so a
 *   bot cannot farm boards);
 * - a trivia question counts once per player: "a set" is its questions, and a question already
 *   scored in an earlier set scores nothing again (a replayed set scores 0);
 * - each photo challenge and scavenger task counts once per player, and un-marking removes it.
 */
export const awardKeys = {
  bingo: () => 'bingo',
  trivia: (question: string) =>
    `trivia:${createHash('sha256').update(question.trim().toLowerCase()).digest('hex').slice(0, 24)}`,
  photo: (challengeId: string) => `photo:${challengeId}`,
  scavenger: (taskId: string) => `scavenger:${taskId}`,
};

/** Records an award; answers false when this player already had it (the unique index decides). */
export async function grantAward(award: {
  playerId: Types.ObjectId;
  key: string;
  sessionId: Types.ObjectId;
  points: number;
}): Promise<boolean> {
  try {
    await GameAwardModel.create(award);
    return true;
  } catch (error) {
    if (isDuplicateKey(error)) return false;
    throw error;
  }
}

export async function revokeAward(playerId: Types.ObjectId, key: string): Promise<boolean> {
  const { deletedCount } = await GameAwardModel.deleteOne({ playerId, key });
  return deletedCount > 0;
}

/** A session's awards, the source its score is recomputed from. */
export async function awardsOf(sessionId: Types.ObjectId): Promise<{ key: string; points: number }[]> {
  return GameAwardModel.find({ sessionId }).select({ key: 1, points: 1 }).sort({ createdAt: 1, _id: 1 }).lean();
}

export const scoreOf = (awards: { points: number }[]) => awards.reduce((sum, award) => sum + award.points, 0);
