import { createHash } from 'node:crypto';
import type { Types } from 'mongoose';
import { isDuplicateKey } from '../../lib/http/errors';
import { retryWhileBusy } from '../../lib/transient-db';
import { currentRound } from '../leaderboard/settings';
import { GameAwardModel, LEGACY_AWARD_INDEX } from './model';

const digest = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 24);

/**
 * Award keys: what counts once per player within a leaderboard round. Decided here, documented in
 * docs/games.md:
 * - the bingo win counts once per player and round (a second won board says BINGO! but scores
 *   nothing, so a bot cannot farm boards);
 * - a trivia question counts once per player and round: "a set" is its questions, and a question
 *   already scored in an earlier set of the round scores nothing again (a replayed set scores 0);
 * - each photo challenge and scavenger task counts once per player and round, and un-marking
 *   removes it;
 * - a live quiz run counts once per player (its session, one per player and run, is recorded once
 *   whichever process or repeated 'quiz.ended' gets there first).
 * A new round (organizers, 'new round') resets the board, and everything can be earned again.
 */
export const awardKeys = {
  bingo: () => 'bingo',
  /**
   * A question by its language-independent key (the same question asked in English or Spanish is
   * one award); questions without one (issued before keys, or by the AI) by their text, as before.
   */
  trivia: (question: string, key?: string) =>
    `trivia:${digest(key ? `key:${key}` : question.trim().toLowerCase())}`,
  photo: (challengeId: string) => `photo:${challengeId}`,
  scavenger: (taskId: string) => `scavenger:${taskId}`,
  liveQuiz: (runId: string) => `live_quiz:${runId}`,
};

/** The leaderboard round awards are earned in now (its number). */
export async function awardRound(): Promise<number> {
  return (await currentRound()).roundNumber;
}

/** Records an award; answers false when this player already had it this round (the unique index decides). */
export async function grantAward(award: {
  playerId: Types.ObjectId;
  round: number;
  key: string;
  sessionId: Types.ObjectId;
  points: number;
}): Promise<boolean> {
  try {
    // Safe to repeat: a second insert of the award is refused by the unique index.
    await retryWhileBusy(() => GameAwardModel.create(award));
    return true;
  } catch (error) {
    if (isDuplicateKey(error)) return false;
    throw error;
  }
}

type Award = {
  playerId: Types.ObjectId;
  round: number;
  key: string;
  sessionId: Types.ObjectId;
  points: number;
};

/**
 * Records several awards of one session in one insert (one write for a whole trivia set); answers
 * the ones that count for this session: those inserted now, and those it already held (a request
 * repeated after a crash). An award another session of the player holds this round is not counted.
 */
export async function grantAwards(awards: Award[]): Promise<Award[]> {
  if (!awards.length) return [];
  const now = new Date();
  const documents = awards.map((award) => ({ ...award, createdAt: now }));
  let refused: Set<number>;
  try {
    await retryWhileBusy(() => GameAwardModel.collection.insertMany(documents, { ordered: false }));
    return awards;
  } catch (error) {
    const writeErrors = duplicateWriteErrors(error, awards.length);
    if (!writeErrors) throw error;
    refused = new Set(writeErrors);
  }
  const { sessionId, round } = awards[0];
  const heldBySession = new Set((await awardsOf(sessionId, round)).map((award) => award.key));
  return awards.filter((award, index) => !refused.has(index) || heldBySession.has(award.key));
}

/** The indexes of the documents an unordered insert refused as duplicates, or null for another error. */
function duplicateWriteErrors(error: unknown, count: number): number[] | null {
  const writeErrors = (
    error as { writeErrors?: { index: number; code: number }[] | { index: number; code: number } }
  )?.writeErrors;
  if (!writeErrors)
    return isDuplicateKey(error) ? Array.from({ length: count }, (_, index) => index) : null;
  const list = Array.isArray(writeErrors) ? writeErrors : [writeErrors];
  return list.every((entry) => entry.code === 11000) ? list.map((entry) => entry.index) : null;
}

export async function revokeAward(
  playerId: Types.ObjectId,
  round: number,
  key: string,
): Promise<boolean> {
  const { deletedCount } = await GameAwardModel.deleteOne({ playerId, round, key });
  return deletedCount > 0;
}

/** A session's awards of one round, the source its score is recomputed from. */
export async function awardsOf(
  sessionId: Types.ObjectId,
  round: number,
): Promise<{ key: string; points: number }[]> {
  return GameAwardModel.find({ sessionId, round })
    .select({ key: 1, points: 1 })
    .sort({ createdAt: 1, _id: 1 })
    .lean();
}

export const scoreOf = (awards: { points: number }[]) =>
  awards.reduce((sum, award) => sum + award.points, 0);

/**
 * Brings an older database's awards up to rounds, idempotently: its round-less unique index (see
 * LEGACY_AWARD_INDEX) goes, and awards without a round are put in the current one, so the
 * standings of the round under way keep their scores.
 */
export async function upgradeLegacyAwards(): Promise<void> {
  const indexes = await GameAwardModel.collection.indexes().catch(() => []);
  if (indexes.some((index) => index.name === LEGACY_AWARD_INDEX)) {
    await GameAwardModel.collection.dropIndex(LEGACY_AWARD_INDEX).catch(() => undefined);
  }
  await GameAwardModel.updateMany(
    { round: { $exists: false } },
    { $set: { round: await awardRound() } },
  );
}
