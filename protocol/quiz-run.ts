import { z } from 'zod';
import { isoDate } from './http';
import { QUIZ_LIMITS, QUIZ_MESSAGES, quizText } from './quiz-rules';

/**
 * The run on the wire: what the projector, the host and every phone see (`quiz:state`, the roster,
 * a phone's own place), what a phone sends to play, and the organizers' results afterwards.
 */

export const quizPhases = ['lobby', 'question', 'reveal', 'standings', 'podium'] as const;
export const quizPhaseSchema = z.enum(quizPhases);
export type QuizPhase = z.infer<typeof quizPhaseSchema>;

/** A question as it is asked: no right answer in it. */
export const quizAskedQuestionSchema = z.object({
  index: z.number().int().min(0),
  text: z.string(),
  textEs: z.string(),
  answers: z.array(z.object({ text: z.string(), textEs: z.string() })),
  limitSeconds: z.number().int(),
  pictureUrl: z.string().nullable(),
});
export type QuizAskedQuestion = z.infer<typeof quizAskedQuestionSchema>;

/** After the close: the right answer and how many chose each. */
export const quizRevealSchema = z.object({
  questionIndex: z.number().int().min(0),
  correctIndex: z.number().int().min(0),
  counts: z.array(z.number().int().min(0)),
});
export type QuizReveal = z.infer<typeof quizRevealSchema>;

export const quizPlayerStandingSchema = z.object({
  playerId: z.string(),
  name: z.string(),
  /** Tells two players of the same name apart ('Maria #3F2A'), as the leaderboard does. */
  nameTag: z.string().nullable(),
  tableName: z.string().nullable(),
  score: z.number().int(),
  rank: z.number().int().min(1),
  /** Points of the last closed question. */
  lastPoints: z.number().int(),
});
export type QuizPlayerStanding = z.infer<typeof quizPlayerStandingSchema>;

export const quizTableStandingSchema = z.object({
  tableId: z.string(),
  name: z.string(),
  /** The average of its players' scores, rounded. */
  score: z.number().int(),
  players: z.number().int(),
  rank: z.number().int().min(1),
});
export type QuizTableStanding = z.infer<typeof quizTableStandingSchema>;

export const quizStandingsSchema = z.object({
  afterQuestion: z.number().int(),
  players: z.array(quizPlayerStandingSchema),
  /** Empty unless the seating chart is published (tables as teams). */
  tables: z.array(quizTableStandingSchema),
});
export type QuizStandings = z.infer<typeof quizStandingsSchema>;

export const quizRunSchema = z.object({
  id: z.string(),
  quizId: z.string(),
  title: z.string(),
  titleEs: z.string(),
  phase: quizPhaseSchema,
  /** The countdown is stopped (question phase only). */
  paused: z.boolean(),
  /** Moves with every change of phase, question or pause: host actions name the one they saw. */
  revision: z.number().int().min(0),
  /** -1 in the lobby. */
  questionIndex: z.number().int().min(-1),
  questionCount: z.number().int().min(1),
  question: quizAskedQuestionSchema.nullable(),
  openedAt: isoDate.nullable(),
  closesAt: isoDate.nullable(),
  /** While paused: what was left of the countdown. */
  remainingMs: z.number().int().min(0).nullable(),
  players: z.number().int().min(0),
  /** Set from the close of the current question on; null before it. */
  reveal: quizRevealSchema.nullable(),
  standings: quizStandingsSchema.nullable(),
  /** [first, second, third] players at the end, null places when fewer played. */
  podium: z.array(quizPlayerStandingSchema.nullable()).length(3).nullable(),
  /** The seating chart is published: tables play as teams. */
  teams: z.boolean(),
  startedAt: isoDate,
});
export type QuizRun = z.infer<typeof quizRunSchema>;

/** `quiz:state` and the live read: the run (null when none is open) and the server's clock. */
export const quizLiveSchema = z.object({ run: quizRunSchema.nullable(), serverNow: isoDate });
export type QuizLive = z.infer<typeof quizLiveSchema>;

export const quizRosterPlayerSchema = z.object({
  playerId: z.string(),
  name: z.string(),
  nameTag: z.string().nullable(),
  tableName: z.string().nullable(),
});
export const quizAnsweredSchema = z.object({
  runId: z.string(),
  questionIndex: z.number().int().min(0),
  answered: z.number().int().min(0),
  players: z.number().int().min(0),
});
export type QuizAnswered = z.infer<typeof quizAnsweredSchema>;

/**
 * Who joined, for the lobby (newest first, at most rosterMax), and how many answered the question
 * under way (null outside a question): a screen reloaded mid-question starts from the real count.
 */
export const quizRosterSchema = z.object({
  runId: z.string(),
  count: z.number().int().min(0),
  players: z.array(quizRosterPlayerSchema).max(QUIZ_LIMITS.rosterMax),
  answered: quizAnsweredSchema.nullable(),
});
export type QuizRoster = z.infer<typeof quizRosterSchema>;

/** A phone's own place in the run. */
export const myQuizSchema = z.object({
  runId: z.string().nullable(),
  player: z
    .object({
      playerId: z.string(),
      name: z.string(),
      tableName: z.string().nullable(),
      score: z.number().int(),
      /** Null until a question has closed. */
      rank: z.number().int().min(1).nullable(),
    })
    .nullable(),
  /** This phone's answer to the current question; right/wrong and points only after its close. */
  answer: z
    .object({
      questionIndex: z.number().int().min(0),
      choice: z.number().int().min(0),
      correct: z.boolean().nullable(),
      points: z.number().int().nullable(),
    })
    .nullable(),
});
export type MyQuiz = z.infer<typeof myQuizSchema>;

export const quizJoinBodySchema = z.object({
  name: quizText(QUIZ_LIMITS.nameMax, QUIZ_MESSAGES.nameRequired),
});

export const quizAnswerBodySchema = z.object({
  runId: z.string().min(1).max(64),
  questionIndex: z.number().int().min(0),
  choice: z
    .number({ error: QUIZ_MESSAGES.choiceInvalid })
    .int(QUIZ_MESSAGES.choiceInvalid)
    .min(0, QUIZ_MESSAGES.choiceInvalid),
});
export const quizAnswerAcceptedSchema = z.object({
  questionIndex: z.number().int(),
  choice: z.number().int(),
});

/** A finished (or running) run, for the organizers' results. */
export const quizRunSummarySchema = z.object({
  id: z.string(),
  quizId: z.string(),
  title: z.string(),
  startedAt: isoDate,
  endedAt: isoDate.nullable(),
  players: z.number().int(),
  podium: z.array(quizPlayerStandingSchema.nullable()).length(3).nullable(),
});
export type QuizRunSummary = z.infer<typeof quizRunSummarySchema>;

export const quizResultsCsvQuerySchema = z.object({
  /** The language of the column titles. */
  lang: z.enum(['en', 'es']).default('en'),
});
