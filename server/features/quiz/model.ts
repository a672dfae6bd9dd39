import mongoose, { Schema } from 'mongoose';
import type {
  QuizPhase,
  QuizPlayerStanding,
  QuizReveal,
  QuizStandings,
} from '../../../protocol/quiz';

/** A question as the run keeps it: its right answer stays on the server until its close. */
export interface RunQuestion {
  text: string;
  textEs: string;
  answers: { text: string; textEs: string }[];
  correctIndex: number;
  limitSeconds: number;
  pictureUrl: string | null;
}

/**
 * A live run (`quiz_runs`): a snapshot of the quiz as it was opened, and where the room is. Only
 * the holder of the claim of its current revision writes it (claims.ts), so two writes never cross.
 */
export interface RunDocument {
  _id: string;
  quizId: string;
  title: string;
  titleEs: string;
  questions: RunQuestion[];
  phase: QuizPhase;
  paused: boolean;
  revision: number;
  questionIndex: number;
  /** When the current question was emitted, moved forward by the time it was paused. */
  openedAt: Date | null;
  closesAt: Date | null;
  remainingMs: number | null;
  reveal: QuizReveal | null;
  standings: QuizStandings | null;
  podium: (QuizPlayerStanding | null)[] | null;
  teams: boolean;
  /** The last question whose scores are stored (quiz_scores), -1 before the first close. */
  scoredThrough: number;
  startedAt: Date;
  endedAt: Date | null;
  /** Ended at the podium: no longer the open run. */
  closed: boolean;
}

const runSchema = new Schema(
  {
    _id: String,
    quizId: String,
    title: String,
    titleEs: String,
    questions: Schema.Types.Mixed,
    phase: String,
    paused: Boolean,
    revision: Number,
    questionIndex: Number,
    openedAt: Date,
    closesAt: Date,
    remainingMs: Number,
    reveal: Schema.Types.Mixed,
    standings: Schema.Types.Mixed,
    podium: Schema.Types.Mixed,
    teams: Boolean,
    scoredThrough: Number,
    startedAt: Date,
    endedAt: Date,
    closed: Boolean,
  },
  { collection: 'quiz_runs', versionKey: false },
);
runSchema.index({ startedAt: -1 });
export const QuizRunModel = mongoose.model('QuizRun', runSchema);

/** A phone in a run (`quiz_players`), `_id` `<runId>:<deviceKey>`: one player per device. */
export interface PlayerDocument {
  _id: string;
  runId: string;
  /** Public: shown on screens (the device key never leaves the server). */
  playerId: string;
  deviceKey: string;
  /** SHA-256 of the device id, as the games key their players. */
  deviceHash: string;
  name: string;
  guestId: string | null;
  tableId: string | null;
  tableName: string | null;
  joinedAt: Date;
}

const playerSchema = new Schema(
  {
    _id: String,
    runId: String,
    playerId: String,
    deviceKey: String,
    deviceHash: String,
    name: String,
    guestId: String,
    tableId: String,
    tableName: String,
    joinedAt: Date,
  },
  { collection: 'quiz_players', versionKey: false },
);
playerSchema.index({ runId: 1, joinedAt: -1 });
export const QuizPlayerModel = mongoose.model('QuizPlayer', playerSchema);

/**
 * One answer (`quiz_answers`), `_id` `<runId>:<questionIndex>:<deviceKey>`: the unique insert is
 * what makes "the first counts, once" hold across processes. Scored as it arrives (server only).
 */
export interface AnswerDocument {
  _id: string;
  runId: string;
  questionIndex: number;
  deviceKey: string;
  choice: number;
  receivedAt: Date;
  elapsedMs: number;
  oneWayDelayMs: number;
  correct: boolean;
  points: number;
}

const answerSchema = new Schema(
  {
    _id: String,
    runId: String,
    questionIndex: Number,
    deviceKey: String,
    choice: Number,
    receivedAt: Date,
    elapsedMs: Number,
    oneWayDelayMs: Number,
    correct: Boolean,
    points: Number,
  },
  { collection: 'quiz_answers', versionKey: false },
);
answerSchema.index({ runId: 1, questionIndex: 1 });
export const QuizAnswerModel = mongoose.model('QuizAnswer', answerSchema);

/** Every player's score after one closed question (`quiz_scores`, `<runId>:<index>`): never changed. */
export interface ScoresDocument {
  _id: string;
  runId: string;
  afterQuestion: number;
  correctIndex: number;
  counts: number[];
  /** Players with any points or answer so far; anyone else has 0. */
  entries: { key: string; score: number; lastPoints: number; answered: number; correct: number }[];
}

const scoresSchema = new Schema(
  {
    _id: String,
    runId: String,
    afterQuestion: Number,
    correctIndex: Number,
    counts: [Number],
    entries: Schema.Types.Mixed,
  },
  { collection: 'quiz_scores', versionKey: false },
);
export const QuizScoresModel = mongoose.model('QuizScores', scoresSchema);

/**
 * Claims (`quiz_claims`): `open` (the one open run) and `<runId>:<revision>` (who moves a run on
 * from that revision). An insert under a unique `_id` is exclusive on FerretDB too.
 */
const claimSchema = new Schema(
  { _id: String, runId: String, at: Date },
  { collection: 'quiz_claims', versionKey: false },
);
export const QuizClaimModel = mongoose.model('QuizClaim', claimSchema);
export const OPEN_RUN_CLAIM = 'open';
