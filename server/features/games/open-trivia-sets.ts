import { createHash } from 'node:crypto';
import { Types } from 'mongoose';
import { isDuplicateKey } from '../../lib/http/errors';
import { retryWhileBusy } from '../../lib/transient-db';
import { issuedTrivia, triviaProgress } from './issued';
import { GameSessionModel, TriviaAnswerModel, type GameSessionDocument } from './model';
import { triviaGameData, type GivenAnswer } from './trivia-answers';

/** Open sets this process keeps in memory; past it, the oldest are dropped (and read again if needed). */
const MAX_KEPT = 5_000;

type RecordedAnswer = { questionIndex: number; answer: number };

const answerIdOf = (sessionId: Types.ObjectId, questionIndex: number) =>
  `${sessionId.toString()}:${questionIndex}`;
const keyHashOf = (key: string) => createHash('sha256').update(key).digest('hex');

/**
 * An open trivia set as it stands: its session with `progress` holding every answer recorded so far,
 * from the session itself (answers written there before they had their own collection) and from
 * `trivia_answers`. Completed sets and other games are answered as stored.
 */
export function withRecordedAnswers(
  session: GameSessionDocument,
  recorded: RecordedAnswer[],
): GameSessionDocument {
  if (session.gameType !== 'trivia' || session.completed) return session;
  const { questions } = issuedTrivia(session);
  const given = triviaProgress(session).answers.map((entry) => entry.answer);
  for (const row of recorded) given[row.questionIndex] = row.answer;
  const answers: GivenAnswer[] = [];
  // Answers are recorded in order, so the set is a prefix; a gap would end it.
  for (let index = 0; index < given.length && given[index] !== undefined; index += 1) {
    answers.push({ answer: given[index]!, correct: given[index] === questions[index]?.correctAnswer });
  }
  return { ...session, progress: { answers }, gameData: triviaGameData(answers, false, 0) };
}

/** Sessions as `withRecordedAnswers` sees them, their recorded answers read in one query. */
export async function withAnswersOfOpenSets(
  sessions: GameSessionDocument[],
): Promise<GameSessionDocument[]> {
  const open = sessions.filter((session) => session.gameType === 'trivia' && !session.completed);
  if (!open.length) return sessions;
  const rows = await TriviaAnswerModel.find(
    { sessionId: { $in: open.map((session) => session._id) } },
    { sessionId: 1, questionIndex: 1, answer: 1 },
  ).lean();
  return sessions.map((session) =>
    withRecordedAnswers(
      session,
      rows.filter((row) => row.sessionId.equals(session._id)),
    ),
  );
}

/**
 * Open trivia sets, answered without reading the session back on every answer. What is kept is
 * never wrong, only possibly behind: what was issued never changes, and answers are only ever
 * added (each once, by its unique id), so a kept set holds a prefix of the recorded answers. An
 * answer that does not follow what is kept reads the set again (another process may have recorded
 * more); an answer already recorded elsewhere is refused by the insert itself.
 */
export class OpenTriviaSets {
  private readonly kept = new Map<string, GameSessionDocument>();

  private static keyOf(id: string | Types.ObjectId): string {
    return id.toString().toLowerCase();
  }

  /** The session, kept or read (with its recorded answers when it is an open trivia set). */
  async session(id: string, expectedAnswers?: number): Promise<GameSessionDocument | null> {
    const kept = this.kept.get(OpenTriviaSets.keyOf(id));
    if (kept && (expectedAnswers === undefined || triviaProgress(kept).answers.length === expectedAnswers))
      return kept;
    return this.read(id);
  }

  private async read(id: string): Promise<GameSessionDocument | null> {
    const stored = await GameSessionModel.findById(id).lean<GameSessionDocument>();
    if (!stored) return null;
    const [session] = await withAnswersOfOpenSets([stored]);
    this.keep(session!);
    return session!;
  }

  /** Keeps an open trivia set (as just issued or answered); anything else is not kept. */
  keep(session: GameSessionDocument): void {
    const key = OpenTriviaSets.keyOf(session._id);
    this.kept.delete(key);
    if (session.gameType !== 'trivia' || session.completed) return;
    if (this.kept.size >= MAX_KEPT) this.kept.delete(this.kept.keys().next().value!);
    this.kept.set(key, session);
  }

  forget(id: string | Types.ObjectId): void {
    this.kept.delete(OpenTriviaSets.keyOf(id));
  }

  /** A player renamed: their kept sets carry the old name, so they are read again. */
  forgetPlayer(playerId: Types.ObjectId): void {
    for (const [key, session] of this.kept) if (session.playerId.equals(playerId)) this.kept.delete(key);
  }

  /** Records one answer; false when that question of the set was already answered. */
  async record(
    session: GameSessionDocument,
    questionIndex: number,
    answer: number,
    idempotencyKey?: string,
  ): Promise<boolean> {
    try {
      // Safe to repeat while the database is busy: a second insert is refused by the unique id.
      await retryWhileBusy(() =>
        TriviaAnswerModel.create({
          _id: answerIdOf(session._id, questionIndex),
          sessionId: session._id,
          questionIndex,
          answer,
          ...(idempotencyKey ? { keyHash: keyHashOf(idempotencyKey) } : {}),
        }),
      );
      return true;
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      this.forget(session._id);
      return false;
    }
  }

  /** Whether the recorded answer to that question was sent with this Idempotency-Key. */
  async answeredWith(sessionId: Types.ObjectId, questionIndex: number, idempotencyKey: string): Promise<boolean> {
    const row = await TriviaAnswerModel.findById(answerIdOf(sessionId, questionIndex), { keyHash: 1 }).lean();
    return row?.keyHash === keyHashOf(idempotencyKey);
  }
}
