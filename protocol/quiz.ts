import { z } from 'zod';
import { endpoint, idParams, isoDate, okSchema } from './http';
import { defineMessages, withParams } from './messages';

/**
 * The live quiz: one question for the whole room at once, on the projector (`/live/quiz`), answered
 * on phones, run by a host (an organizer, or a host link's phone). The server keeps the clock and
 * the scores; no payload a phone or the projector can read carries a question's right answer
 * before its close.
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

const text = (max: number, required: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, QUIZ_MESSAGES.tooLong(max));
/** The Spanish version may be left empty (the other language shows, marked). */
const optionalText = (max: number) =>
  z.string().trim().max(max, QUIZ_MESSAGES.tooLong(max)).default('');

/** A question's picture: one of the gallery's photos, or one uploaded for the quiz. */
export const quizPictureSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('gallery'), photoId: z.string().min(1).max(64) }),
  z.object({ kind: z.literal('upload'), key: z.string().min(1).max(200) }),
]);
export type QuizPicture = z.infer<typeof quizPictureSchema>;

export const quizAnswerTextSchema = z.object({
  text: text(QUIZ_LIMITS.answerMax, QUIZ_MESSAGES.answerRequired),
  textEs: optionalText(QUIZ_LIMITS.answerMax),
});

export const quizQuestionBodySchema = z
  .object({
    /**
     * The question's id as the editor got it (quizQuestionSchema), sent back so that it keeps it
     * through edits and reorders; absent for a new question. An import's are ignored.
     */
    id: z.string().max(64).optional(),
    text: text(QUIZ_LIMITS.questionMax, QUIZ_MESSAGES.questionRequired),
    textEs: optionalText(QUIZ_LIMITS.questionMax),
    answers: z
      .array(quizAnswerTextSchema)
      .min(
        QUIZ_LIMITS.answersMin,
        QUIZ_MESSAGES.answersCount(QUIZ_LIMITS.answersMin, QUIZ_LIMITS.answersMax),
      )
      .max(
        QUIZ_LIMITS.answersMax,
        QUIZ_MESSAGES.answersCount(QUIZ_LIMITS.answersMin, QUIZ_LIMITS.answersMax),
      ),
    correctIndex: z
      .number({ error: QUIZ_MESSAGES.correctIndex })
      .int(QUIZ_MESSAGES.correctIndex)
      .min(0, QUIZ_MESSAGES.correctIndex),
    limitSeconds: z
      .number({ error: QUIZ_MESSAGES.seconds(QUIZ_LIMITS.secondsMin, QUIZ_LIMITS.secondsMax) })
      .int(QUIZ_MESSAGES.seconds(QUIZ_LIMITS.secondsMin, QUIZ_LIMITS.secondsMax))
      .min(
        QUIZ_LIMITS.secondsMin,
        QUIZ_MESSAGES.seconds(QUIZ_LIMITS.secondsMin, QUIZ_LIMITS.secondsMax),
      )
      .max(
        QUIZ_LIMITS.secondsMax,
        QUIZ_MESSAGES.seconds(QUIZ_LIMITS.secondsMin, QUIZ_LIMITS.secondsMax),
      )
      .default(QUIZ_LIMITS.secondsDefault),
    picture: quizPictureSchema.nullable().default(null),
  })
  .refine((question) => question.correctIndex < question.answers.length, {
    message: QUIZ_MESSAGES.correctIndex,
    path: ['correctIndex'],
  });
export type QuizQuestionBody = z.infer<typeof quizQuestionBodySchema>;
export type QuizQuestionInput = z.input<typeof quizQuestionBodySchema>;

export const quizBodySchema = z.object({
  title: text(QUIZ_LIMITS.titleMax, QUIZ_MESSAGES.titleRequired),
  titleEs: optionalText(QUIZ_LIMITS.titleMax),
  questions: z
    .array(quizQuestionBodySchema)
    .min(1, QUIZ_MESSAGES.questionsCount(QUIZ_LIMITS.questionsMax))
    .max(QUIZ_LIMITS.questionsMax, QUIZ_MESSAGES.questionsCount(QUIZ_LIMITS.questionsMax)),
});
export type QuizBody = z.infer<typeof quizBodySchema>;
export type QuizInput = z.input<typeof quizBodySchema>;

/** A question as organizers edit it (its id stays through edits and reorders). */
export const quizQuestionSchema = z.object({
  id: z.string(),
  text: z.string(),
  textEs: z.string(),
  answers: z.array(z.object({ text: z.string(), textEs: z.string() })),
  correctIndex: z.number().int(),
  limitSeconds: z.number().int(),
  picture: quizPictureSchema.nullable(),
  /** Where the organizers' editor shows the picture (null: none, or no longer stored). */
  pictureUrl: z.string().nullable(),
});
export type QuizQuestion = z.infer<typeof quizQuestionSchema>;

export const quizSchema = z.object({
  id: z.string(),
  title: z.string(),
  titleEs: z.string(),
  questions: z.array(quizQuestionSchema),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type Quiz = z.infer<typeof quizSchema>;

export const quizSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  titleEs: z.string(),
  questionCount: z.number().int(),
  updatedAt: isoDate,
});
export type QuizSummary = z.infer<typeof quizSummarySchema>;

/** The JSON file a quiz exports to and imports from (pictures from the gallery keep their id). */
export const QUIZ_EXPORT_FORMAT = 'wedding-quiz';
export const quizExportSchema = quizBodySchema.extend({
  format: z.literal(QUIZ_EXPORT_FORMAT, { error: QUIZ_MESSAGES.importInvalid }),
  version: z.literal(1, { error: QUIZ_MESSAGES.importInvalid }),
});
export type QuizExport = z.infer<typeof quizExportSchema>;

/** An imported quiz, and how many of its pictures were left out (not on this site). */
export const quizImportedSchema = quizSchema.extend({
  droppedPictures: z.number().int().min(0),
});
export type QuizImported = z.infer<typeof quizImportedSchema>;

/** Questions the generator proposes: drafts for the organizers to review, never stored as they come. */
export const quizGenerateBodySchema = z.object({
  source: z.enum(['wedding-facts', 'ai']),
  count: z.number().int().min(1).max(20).default(5),
});
export const quizGeneratedSchema = z.object({ questions: z.array(quizQuestionBodySchema) });

// ---------------------------------------------------------------------------------------------
// The run: what the projector, the host and every phone see.

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
  name: text(QUIZ_LIMITS.nameMax, QUIZ_MESSAGES.nameRequired),
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

export const quizHostActions = ['open', 'start', 'next', 'pause', 'resume', 'end'] as const;
export const quizHostActionSchema = z.enum(quizHostActions);
export type QuizHostAction = z.infer<typeof quizHostActionSchema>;
export const quizHostActionBodySchema = z.discriminatedUnion('action', [
  /** Opens the lobby of a quiz (no other run may be open). */
  z.object({ action: z.literal('open'), quizId: z.string().min(1).max(64) }),
  z.object({
    action: z.enum(['start', 'next', 'pause', 'resume', 'end']),
    runId: z.string().min(1).max(64),
    /** The run's revision the host saw: a second tap, or a second host page, is refused (409). */
    revision: z.number().int().min(0),
  }),
]);
export type QuizHostActionBody = z.infer<typeof quizHostActionBodySchema>;

/** The quiz host's own session (HttpOnly), from a host link: hosting the quiz only. */
export const QUIZ_HOST_COOKIE = 'wedding_quiz_host';
/** `/live/quiz/host?host=<token>`. */
export const QUIZ_HOST_LINK_PARAM = 'host';
export const QUIZ_HOST_SESSION_DAYS = 3;

export const quizHostLinkSchema = z.object({
  id: z.string(),
  label: z.string(),
  createdAt: isoDate,
});
export const createdQuizHostLinkSchema = quizHostLinkSchema.extend({ token: z.string() });
export const quizHostLinkBodySchema = z.object({
  label: text(QUIZ_LIMITS.hostLinkLabelMax, QUIZ_MESSAGES.labelRequired),
});
export const quizHostTokenBodySchema = z.object({
  token: z
    .string({ error: QUIZ_MESSAGES.invalidHostLink })
    .min(1, QUIZ_MESSAGES.invalidHostLink)
    .max(200, QUIZ_MESSAGES.invalidHostLink),
});
export const quizHostSessionSchema = z.object({
  /** This browser may host (an organizer, or a live host link's session). */
  host: z.boolean(),
  organizer: z.boolean(),
  label: z.string().nullable(),
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

/**
 * Sent by the server to each phone on the `quiz` topic, with an acknowledgement: the round trip
 * gives the phone's one-way delay. Not a topic event. Declared in ./topics.ts (free of zod), where
 * the page's socket layer answers it.
 */
export { QUIZ_PING_EVENT } from './topics';

const runParams = idParams;

export const quizApi = {
  // Everyone at the reception: the projector, the host and phones.
  live: endpoint({
    method: 'GET',
    path: '/api/quiz/live',
    access: 'public',
    openOnInviteOnlySite: 'projector-screens',
    response: quizLiveSchema,
  }),
  roster: endpoint({
    method: 'GET',
    path: '/api/quiz/live/roster',
    access: 'public',
    openOnInviteOnlySite: 'projector-screens',
    response: quizRosterSchema.nullable(),
  }),
  mine: endpoint({
    method: 'GET',
    path: '/api/quiz/me',
    access: 'public',
    personal: true,
    response: myQuizSchema,
  }),
  join: endpoint({
    method: 'POST',
    path: '/api/quiz/players',
    access: 'public',
    writeLimit: 'light',
    body: quizJoinBodySchema,
    response: myQuizSchema,
  }),
  answer: endpoint({
    method: 'POST',
    path: '/api/quiz/answers',
    access: 'public',
    writeLimit: 'light',
    body: quizAnswerBodySchema,
    response: quizAnswerAcceptedSchema,
    status: 202,
  }),
  // The host: an organizer, or a host link's session.
  hostSession: endpoint({
    method: 'GET',
    path: '/api/quiz/host/session',
    access: 'public',
    openOnInviteOnlySite: 'everyone',
    personal: true,
    response: quizHostSessionSchema,
  }),
  openHostSession: endpoint({
    method: 'POST',
    path: '/api/quiz/host/session',
    access: 'public',
    openOnInviteOnlySite: 'everyone',
    body: quizHostTokenBodySchema,
    response: quizHostSessionSchema,
  }),
  hostQuizzes: endpoint({
    method: 'GET',
    path: '/api/quiz/host/quizzes',
    access: 'quiz-host',
    openOnInviteOnlySite: 'everyone',
    response: z.array(quizSummarySchema),
  }),
  hostAction: endpoint({
    method: 'POST',
    path: '/api/quiz/host/actions',
    access: 'quiz-host',
    openOnInviteOnlySite: 'everyone',
    body: quizHostActionBodySchema,
    response: quizLiveSchema,
  }),
  // Organizers: writing quizzes, host links, results.
  list: endpoint({
    method: 'GET',
    path: '/api/admin/quizzes',
    access: 'organizer',
    response: z.array(quizSummarySchema),
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/admin/quizzes/:id',
    access: 'organizer',
    params: idParams,
    response: quizSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/admin/quizzes',
    access: 'organizer',
    body: quizBodySchema,
    response: quizSchema,
    status: 201,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/admin/quizzes/:id',
    access: 'organizer',
    params: idParams,
    body: quizBodySchema,
    response: quizSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/admin/quizzes/:id',
    access: 'organizer',
    params: idParams,
    response: okSchema,
  }),
  exportQuiz: endpoint({
    method: 'GET',
    path: '/api/admin/quizzes/:id/export',
    access: 'organizer',
    params: idParams,
    response: quizExportSchema,
  }),
  importQuiz: endpoint({
    method: 'POST',
    path: '/api/admin/quizzes/import',
    access: 'organizer',
    body: quizExportSchema,
    response: quizImportedSchema,
    status: 201,
  }),
  generate: endpoint({
    method: 'POST',
    path: '/api/admin/quizzes/generate',
    access: 'organizer',
    body: quizGenerateBodySchema,
    response: quizGeneratedSchema,
  }),
  hostLinks: endpoint({
    method: 'GET',
    path: '/api/admin/quiz-host-links',
    access: 'organizer',
    response: z.array(quizHostLinkSchema),
  }),
  createHostLink: endpoint({
    method: 'POST',
    path: '/api/admin/quiz-host-links',
    access: 'organizer',
    body: quizHostLinkBodySchema,
    response: createdQuizHostLinkSchema,
    status: 201,
  }),
  revokeHostLink: endpoint({
    method: 'DELETE',
    path: '/api/admin/quiz-host-links/:id',
    access: 'organizer',
    params: idParams,
    response: okSchema,
  }),
  runs: endpoint({
    method: 'GET',
    path: '/api/admin/quiz-runs',
    access: 'organizer',
    response: z.array(quizRunSummarySchema),
  }),
  /** text/csv with a UTF-8 byte-order mark: the players, then the tables when they played as teams. */
  resultsCsv: endpoint({
    method: 'GET',
    path: '/api/admin/quiz-runs/:id/results.csv',
    access: 'organizer',
    params: runParams,
    query: quizResultsCsvQuerySchema,
    response: z.unknown(),
    file: true,
  }),
};
