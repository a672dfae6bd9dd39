import { createHash } from 'node:crypto';
import { Types } from 'mongoose';
import { isDuplicateKey } from '../../lib/http/errors';
import { retryWhileBusy } from '../../lib/transient-db';
import { awardKeys, awardRound, awardsOf, grantAward, scoreOf } from './awards';
import { GameSessionModel } from './model';
import { playerOfDeviceHash } from './players';

/** One player's result of an ended live quiz run, as the leaderboard counts it. */
export interface LiveQuizPlay {
  runId: string;
  /** The SHA-256 of the phone's device id (how the games know the same phone's player). */
  deviceHash: string;
  /** The name the phone played the quiz under: the new player's name when it has none yet. */
  name: string;
  /** Leaderboard points (quizLeaderboardScore of the run's points). */
  score: number;
  /** The quiz's own figures, kept with the session for the organizers. */
  rank: number;
  answered: number;
  correct: number;
}

/** What was recorded: the session to announce as 'game.scored'. */
export interface RecordedLiveQuizPlay {
  playerId: string;
  sessionId: string;
  gameType: 'live_quiz';
}

/** One live-quiz session per player and run: its id follows from both. */
export function liveQuizSessionId(playerId: Types.ObjectId, runId: string): Types.ObjectId {
  const hex = createHash('sha256').update(`${playerId.toString()}:live_quiz:${runId}`).digest('hex');
  return new Types.ObjectId(hex.slice(0, 24));
}

/**
 * Records a player's live-quiz run as a completed session of the games, scored from its award
 * (one per player, round and run: the unique award index decides between two processes). Answers
 * null when the run was recorded for this player already (an event repeated after a restart, or
 * another process's recording), so nothing is announced twice and a later round does not count
 * the run again.
 */
export async function recordLiveQuizPlay(play: LiveQuizPlay): Promise<RecordedLiveQuizPlay | null> {
  const player = await playerOfDeviceHash(play.deviceHash, play.name);
  const _id = liveQuizSessionId(player._id, play.runId);
  const stored = await GameSessionModel.findById(_id, { completed: 1 }).lean<{ completed: boolean }>();
  if (stored?.completed) return null;
  const result = { runId: play.runId, rank: play.rank, answered: play.answered, correct: play.correct };
  if (!stored) {
    try {
      await retryWhileBusy(() =>
        GameSessionModel.create({
          _id,
          gameType: 'live_quiz',
          playerId: player._id,
          playerName: player.name,
          playerEmail: player.email ?? null,
          issued: { runId: play.runId },
          progress: result,
          gameData: JSON.stringify(result),
        }),
      );
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
  }
  const round = await awardRound();
  const key = awardKeys.liveQuiz(play.runId);
  await grantAward({ playerId: player._id, round, key, sessionId: _id, points: play.score });
  const score = scoreOf(await awardsOf(_id, round));
  const now = new Date();
  const { matchedCount } = await retryWhileBusy(() =>
    GameSessionModel.updateOne(
      { _id, completed: false },
      { $set: { score, completed: true, completedAt: now, scoredAt: now }, $inc: { rev: 1 } },
    ).exec(),
  );
  if (matchedCount !== 1) return null;
  return { playerId: player._id.toString(), sessionId: _id.toString(), gameType: 'live_quiz' };
}
