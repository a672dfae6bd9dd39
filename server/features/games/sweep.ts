import { olderThan, type SweepTask } from '../../lib/sweeper';
import { GameSessionModel, TriviaAnswerModel } from './model';

/**
 * Answers of trivia sets that are closed (completed: the session holds them all since; or gone)
 * and older than `ageMs`. An open set's answers are what stops a question being answered twice,
 * so they stay however old. A set only ever goes from open to completed, so a set read as
 * completed here cannot reopen before the delete.
 */
export function triviaAnswersSweep(ageMs: number): SweepTask {
  return {
    name: 'trivia_answers',
    async sweep(now) {
      const cutoff = olderThan(now, ageMs);
      const sessionIds = await TriviaAnswerModel.distinct('sessionId', { createdAt: { $lt: cutoff } });
      if (!sessionIds.length) return 0;
      const open = await GameSessionModel.find(
        { _id: { $in: sessionIds }, completed: { $ne: true } },
        { _id: 1 },
      ).lean();
      const openIds = new Set(open.map((session) => session._id.toString()));
      const closed = sessionIds.filter((id) => !openIds.has(id.toString()));
      if (!closed.length) return 0;
      const { deletedCount } = await TriviaAnswerModel.deleteMany({
        sessionId: { $in: closed },
        createdAt: { $lt: cutoff },
      });
      return deletedCount;
    },
  };
}
