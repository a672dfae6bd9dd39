import { createHash } from 'node:crypto';
import type { Types } from 'mongoose';
import type { GameType } from '../../../protocol/games';
import { GamePlayerModel, GameSessionModel, type GameSessionDocument } from './model';

export {
  recordLiveQuizPlay,
  type LiveQuizPlay,
  type RecordedLiveQuizPlay,
} from './live-quiz-sessions';

/**
 * The games' door: what the leaderboard, analytics and identity checks read of played sessions
 * and players, so none reaches into the games' model. Reads take the fields they need. The one
 * write: a live quiz run's results recorded as sessions of the `live_quiz` game.
 */
export type GameSessionRecord = GameSessionDocument;
type Fields = Record<string, number>;

/** Sessions scored since `since` (of one game, or one player, when given), only `fields`. */
export function sessionsScoredSince<T>(
  since: Date,
  fields: Fields,
  of: { gameType?: GameType; playerId?: Types.ObjectId } = {},
): Promise<T[]> {
  return GameSessionModel.find({ ...of, scoredAt: { $gte: since } }, fields).lean<T[]>();
}

/** One session's `fields`, or null. */
export function findSession<T>(id: string | Types.ObjectId, fields: Fields): Promise<T | null> {
  return GameSessionModel.findById(id, fields).lean<T>();
}

/** When each session started since `since` was started (activity). */
export async function sessionsStartedSince(since: Date): Promise<Date[]> {
  const docs = await GameSessionModel.find(
    { createdAt: { $gte: since } },
    { createdAt: 1, _id: 0 },
  ).lean<{ createdAt: Date }[]>();
  return docs.map((doc) => doc.createdAt);
}

/** Whether the phone with this (legacy) id joined a game before `before`. */
export async function devicePlayedBefore(legacyId: string, before: Date): Promise<boolean> {
  const hash = createHash('sha256').update(legacyId).digest('hex');
  return (await GamePlayerModel.exists({ deviceHash: hash, createdAt: { $lt: before } })) !== null;
}

// The live quiz's drafts (quiz-authoring/generate.ts): the same trivia, from the same facts.

export { loadWeddingFacts, shuffled, type WeddingFacts } from './generator';
export { triviaPool as weddingTriviaPool, type TriviaSeed } from './wedding-pools';
export { bilingualTrivia, type BilingualTrivia } from './ai-generator';
