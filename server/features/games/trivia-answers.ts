import { TRIVIA_POINTS_PER_ANSWER } from '../../../protocol/game-content';
import { badRequest, conflict } from '../../lib/http/errors';
import { awardKeys } from './awards';
import { issuedTrivia, triviaProgress } from './issued';
import type { GameSessionDocument } from './model';

export const ALREADY_ANSWERED = 'That question was already answered.';
export const ANSWER_IN_ORDER = 'Answer the questions in order.';
export const TRIVIA_FINISHED = 'This trivia set is already finished.';
export const NOT_AN_OPTION = 'answer must be one of the question\u2019s options';

/** The legacy `gameData` mirror of a trivia set, as the spec's clients read it (no answers in it). */
export function triviaGameData(answers: GivenAnswer[], completed: boolean, score: number): string {
  return JSON.stringify({
    currentQuestion: answers.length,
    answers: answers.map((given) => given.answer),
    completed,
    score,
  });
}

type IssuedQuestions = ReturnType<typeof issuedTrivia>['questions'];
export type GivenAnswer = { answer: number; correct: boolean };

/**
 * The trivia set's answers with the next one added, checked against what the server issued: in
 * order, once each, one of the question's options. Refusals are 4xx and change nothing.
 */
export function nextTriviaAnswers(
  session: GameSessionDocument,
  questionIndex: number,
  answer: number,
) {
  if (session.completed) throw conflict(TRIVIA_FINISHED);
  const { questions } = issuedTrivia(session);
  const { answers } = triviaProgress(session);
  if (questionIndex < answers.length) throw conflict(ALREADY_ANSWERED);
  if (questionIndex > answers.length || questionIndex >= questions.length)
    throw badRequest(ANSWER_IN_ORDER);
  const question = questions[questionIndex];
  if (answer >= question.options.length) throw badRequest(NOT_AN_OPTION);
  const nextAnswers: GivenAnswer[] = [
    ...answers,
    { answer, correct: answer === question.correctAnswer },
  ];
  const completed = nextAnswers.length === questions.length;
  const gameData = (score: number) => triviaGameData(nextAnswers, completed, score);
  return { questions, nextAnswers, completed, gameData };
}

/**
 * The awards a finished set earns: 10 points per correct answer, each keyed by its question's
 * language-independent key (by its text for questions issued without one).
 */
export function triviaAwards(
  session: GameSessionDocument,
  questions: IssuedQuestions,
  answers: GivenAnswer[],
  round: number,
) {
  return answers.flatMap((given, index) =>
    given.correct
      ? [
          {
            playerId: session.playerId,
            round,
            key: awardKeys.trivia(questions[index]!.question, questions[index]!.key),
            sessionId: session._id,
            points: TRIVIA_POINTS_PER_ANSWER,
          },
        ]
      : [],
  );
}
