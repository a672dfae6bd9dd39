import { z } from 'zod';
import { defineMessages, withParams } from './messages';

/**
 * The quiz's rules, shared by every part of it (authoring, the run, hosting): its limits, how an
 * answer scores, and the messages its refusals carry.
 */

export const QUIZ_LIMITS = {
  titleMax: 120,
  questionMax: 300,
  answerMax: 120,
  questionsMax: 50,
  answersMin: 2,
  answersMax: 4,
  secondsMin: 5,
  secondsMax: 60,
  secondsDefault: 20,
  nameMax: 60,
  quizzesMax: 50,
  /** Answers arriving this long after the close still count (delivery over venue Wi-Fi). */
  graceMs: 500,
  /** The phone's one-way delay taken off its answer time, at most. */
  oneWayDelayCapMs: 300,
  /** A full score; a right answer at the close scores half of it. */
  maxPoints: 1000,
  /** The roster the projector's lobby shows (newest first); the count is always exact. */
  rosterMax: 200,
  /** Players and tables in a standings push. */
  standingsTop: 10,
  hostLinkLabelMax: 80,
} as const;

/** The colour and shape of each answer position: never colour alone. */
export const QUIZ_ANSWER_MARKS = ['triangle', 'diamond', 'circle', 'square'] as const;
export type QuizAnswerMark = (typeof QUIZ_ANSWER_MARKS)[number];

/**
 * Points for a right answer: round(1000 × (1 − t / limit / 2)), t being the time from the server
 * emitting the question to the answer arriving, less the phone's one-way delay, within [0, limit].
 * A wrong answer scores 0.
 */
export function quizPoints(elapsedMs: number, limitMs: number): number {
  const t = Math.min(Math.max(elapsedMs, 0), limitMs);
  return Math.round(QUIZ_LIMITS.maxPoints * (1 - t / limitMs / 2));
}

/** Half the round trip of the phone's last acknowledged ping, capped. */
export function oneWayDelayMs(roundTripMs: number | undefined): number {
  if (roundTripMs === undefined || !Number.isFinite(roundTripMs) || roundTripMs < 0) return 0;
  return Math.min(roundTripMs / 2, QUIZ_LIMITS.oneWayDelayCapMs);
}

/** Live-quiz points as the games' leaderboard counts them: like trivia, at most 10 a question. */
export function quizLeaderboardScore(points: number): number {
  return Math.round(points / 100);
}

export const QUIZ_MESSAGES = defineMessages('quiz', {
  titleRequired: 'Give the quiz a title.',
  questionRequired: 'Write the question.',
  answerRequired: 'Write every answer, or remove the empty ones.',
  answersCount: withParams(
    ['min', 'max'],
    (min: number, max: number) => `A question has ${min} to ${max} answers.`,
  ),
  correctIndex: 'Mark which answer is right.',
  seconds: withParams(
    ['min', 'max'],
    (min: number, max: number) => `The time limit is ${min} to ${max} seconds.`,
  ),
  questionsCount: withParams(['max'], (max: number) => `A quiz has 1 to ${max} questions.`),
  tooLong: withParams(['max'], (max: number) => `Keep it under ${max} characters.`),
  tooManyQuizzes: withParams(['max'], (max: number) => `There can be at most ${max} quizzes.`),
  quizNotFound: 'That quiz no longer exists.',
  pictureNotFound: 'That picture is not in the gallery any more.',
  importInvalid: 'This file is not a quiz exported from this site.',
  nameRequired: 'Tell us your name to play.',
  deviceRequired: 'This phone has no identity yet. Reload the page and try again.',
  noQuiz: 'No quiz is running right now.',
  notJoined: 'Join the quiz first.',
  questionClosed: 'Time is up for this question.',
  questionNotOpen: 'That question is not open.',
  alreadyAnswered: 'You already answered this question: the first answer counts.',
  choiceInvalid: 'That answer is not one of the choices.',
  staleAction: 'The quiz has moved on since this screen was loaded. Look again and retry.',
  actionNotNow: withParams(
    ['action'],
    (action: string) => `"${action}" is not possible right now.`,
  ),
  anotherQuizRunning: 'Another quiz is running. End it first.',
  hostRequired:
    'Only the quiz host can do this. Open the host link again, or sign in as an organizer.',
  invalidHostLink: 'This host link is not valid or was revoked. Ask an organizer for a new one.',
  hostLinkNotFound: 'That host link no longer exists.',
  labelRequired: 'Give the link a name, such as "Best man".',
  generateUnavailable: 'There are no wedding facts to make questions from yet.',
});

/** Builders the quiz's schemas share; not part of the contract (protocol/quiz.ts leaves them out). */
export const quizText = (max: number, required: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, QUIZ_MESSAGES.tooLong(max));
/** The Spanish version may be left empty (the other language shows, marked). */
export const optionalQuizText = (max: number) =>
  z.string().trim().max(max, QUIZ_MESSAGES.tooLong(max)).default('');
