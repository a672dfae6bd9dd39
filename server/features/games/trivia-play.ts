import type { GameSession } from '../../../protocol/games';
import { conflict, HttpError } from '../../lib/http/errors';
import { retryWhileBusy } from '../../lib/transient-db';
import { awardRound, grantAwards, scoreOf } from './awards';
import { issuedTrivia, triviaProgress } from './issued';
import { GameSessionModel, type GameSessionDocument } from './model';
import { OpenTriviaSets } from './open-trivia-sets';
import { presentSession } from './present';
import type { SessionTurns } from './session-turns';
import {
  ALREADY_ANSWERED,
  nextTriviaAnswers,
  triviaAwards,
  triviaGameData,
  type GivenAnswer,
} from './trivia-answers';

/**
 * Trivia as it is played: an answer is one insert (its own unique id records it once), the set is
 * kept in memory between answers, and the last answer scores the set. An answer's Idempotency-Key
 * is kept with it, so the answer's own record is what recognizes the phone sending it again (the
 * hottest write of a reception needs no claim of its own besides).
 */
export class TriviaPlay {
  readonly sets = new OpenTriviaSets();

  constructor(
    private readonly turns: SessionTurns,
    private readonly scored: (session: GameSessionDocument) => Promise<void>,
  ) {}

  /**
   * Records the answer to the next question; the last one completes and scores the set. An answer
   * recorded first by another request is refused, unless it is this very one sent again (same
   * key): then it is answered with the set as it stands.
   */
  async answer(
    session: GameSessionDocument,
    questionIndex: number,
    answer: number,
    idempotencyKey?: string,
  ): Promise<GameSession> {
    try {
      return await this.answerNow(session, questionIndex, answer, idempotencyKey);
    } catch (error) {
      const refusedAsDone = error instanceof HttpError && error.status === 409;
      if (!idempotencyKey || !refusedAsDone) throw error;
      if (!(await this.sets.answeredWith(session._id, questionIndex, idempotencyKey))) throw error;
      this.sets.forget(session._id);
      const current = await this.sets.session(session._id.toString());
      return this.completeIfAllAnswered(current!).catch(async (failure: unknown) => {
        // Scored meanwhile by the request that raced this one: the set as stored is the answer.
        if (!(failure instanceof HttpError && failure.status === 409)) throw failure;
        this.sets.forget(session._id);
        return presentSession((await this.sets.session(session._id.toString()))!);
      });
    }
  }

  private async answerNow(
    session: GameSessionDocument,
    questionIndex: number,
    answer: number,
    idempotencyKey?: string,
  ): Promise<GameSession> {
    const { nextAnswers, completed, gameData } = nextTriviaAnswers(session, questionIndex, answer);
    if (!(await this.sets.record(session, questionIndex, answer, idempotencyKey))) {
      // The last answer of a set that was never scored (its request died halfway) scores it now.
      const current = await this.sets.session(session._id.toString());
      if (!current || !allAnswered(current)) throw conflict(ALREADY_ANSWERED);
      return this.complete(current, triviaProgress(current).answers);
    }
    if (!completed) {
      const next = { ...session, progress: { answers: nextAnswers }, gameData: gameData(0) };
      this.sets.keep(next);
      return presentSession(next);
    }
    return this.complete(session, nextAnswers);
  }

  private completeIfAllAnswered(session: GameSessionDocument): Promise<GameSession> {
    return allAnswered(session)
      ? this.complete(session, triviaProgress(session).answers)
      : Promise.resolve(presentSession(session));
  }

  /**
   * Scores a set whose every answer is recorded: its awards first (one insert), then its answers,
   * completion and score in one write to the session. A set is completed, and scored, once.
   */
  private async complete(session: GameSessionDocument, answers: GivenAnswer[]): Promise<GameSession> {
    const { questions } = issuedTrivia(session);
    const granted = await grantAwards(triviaAwards(session, questions, answers, await awardRound()));
    const score = scoreOf(granted);
    const now = new Date();
    const recorded = {
      progress: { answers },
      gameData: triviaGameData(answers, true, score),
      completed: true,
      completedAt: now,
      score,
      scoredAt: now,
    };
    const { matchedCount } = await retryWhileBusy(() =>
      GameSessionModel.updateOne(this.turns.openSession(session), {
        $set: recorded,
        $inc: { rev: 1 },
      }),
    );
    this.sets.forget(session._id);
    if (matchedCount === 0) throw conflict(ALREADY_ANSWERED);
    await this.scored(session);
    return presentSession({ ...session, ...recorded, rev: (session.rev ?? 0) + 1 });
  }
}

/** An open set whose every question has its answer recorded. */
const allAnswered = (session: GameSessionDocument) =>
  !session.completed &&
  triviaProgress(session).answers.length === issuedTrivia(session).questions.length;
