import mongoose, { Schema, type InferSchemaType } from 'mongoose';
import { gameTypes } from '../../../protocol/games';

const createdOnly = { createdAt: true, updatedAt: false } as const;

/**
 * A player (collection `game_players`): a name, an optional e-mail and the device. The same phone
 * keeps its player (unique device hash); two "Maria"s on two phones are two players.
 */
const gamePlayerSchema = new Schema(
  {
    /** SHA-256 of the browser's device id; the id itself is never stored. */
    deviceHash: { type: String, required: true, unique: true },
    name: { type: String, required: true, trim: true },
    email: { type: String, default: null },
    /** Set on players whose `_id` follows from the device hash (playerIdOf); older ones lack it. */
    idFromDevice: { type: Boolean },
  },
  { collection: 'game_players', versionKey: false, timestamps: true },
);
export type GamePlayerDocument = InferSchemaType<typeof gamePlayerSchema> & {
  _id: mongoose.Types.ObjectId;
  createdAt: Date;
  updatedAt: Date;
};
export const GamePlayerModel = mongoose.model('GamePlayer', gamePlayerSchema);

/**
 * A played game (collection `game_sessions`). `score` is computed by the server only, from what it
 * issued (`issued`: the bingo board, the trivia questions with their answers) and what the player
 * did (`progress`). The leaderboard is recomputed from these documents, its source of truth.
 */
const gameSessionSchema = new Schema(
  {
    gameType: { type: String, enum: gameTypes, required: true },
    playerId: { type: Schema.Types.ObjectId, required: true },
    playerName: { type: String, required: true },
    playerEmail: { type: String, default: null },
    /** JSON text of the game's state as the spec's clients know it (no answers in it). */
    gameData: { type: String, default: '{}' },
    /** What the server issued for this session; never sent to a client as is. */
    issued: { type: Schema.Types.Mixed, default: null },
    /** What the player did: checked cells, answers, completed challenge or task ids. */
    progress: { type: Schema.Types.Mixed, default: null },
    score: { type: Number, default: 0, min: 0 },
    completed: { type: Boolean, default: false },
    completedAt: { type: Date, default: null },
    /** When the score last changed; the leaderboard counts sessions scored in the current round. */
    scoredAt: { type: Date, default: null },
    /**
     * Bumped by every write to progress or score. With several processes (REDIS_URL) writes are
     * conditional on it (no lost updates); one process orders a session's writes in its queue.
     */
    rev: { type: Number, default: 0 },
  },
  { collection: 'game_sessions', versionKey: false, timestamps: createdOnly },
);
gameSessionSchema.index({ playerId: 1, gameType: 1 });
gameSessionSchema.index({ gameType: 1, completed: 1 });

export type GameSessionDocument = InferSchemaType<typeof gameSessionSchema> & {
  _id: mongoose.Types.ObjectId;
  createdAt: Date;
};
export const GameSessionModel = mongoose.model('GameSession', gameSessionSchema);

/** A session as stored now (it must exist). */
export const loadSession = (id: mongoose.Types.ObjectId) =>
  GameSessionModel.findById(id).orFail().lean<GameSessionDocument>();

/**
 * One answered trivia question (collection `trivia_answers`), under the id `<session id>:<question
 * index>`: the unique `_id` is what records a question once, whichever request or process gets
 * there first. An open set's answers live here, one cheap insert each; the session document takes
 * them all in the one write that completes and scores the set.
 */
const triviaAnswerSchema = new Schema(
  {
    _id: { type: String, required: true },
    sessionId: { type: Schema.Types.ObjectId, required: true },
    questionIndex: { type: Number, required: true, min: 0 },
    answer: { type: Number, required: true, min: 0 },
    /** SHA-256 of the Idempotency-Key it was sent with: the same answer sent again is recognized. */
    keyHash: { type: String },
  },
  { collection: 'trivia_answers', versionKey: false, timestamps: createdOnly },
);
triviaAnswerSchema.index({ sessionId: 1 });
export const TriviaAnswerModel = mongoose.model('TriviaAnswer', triviaAnswerSchema);

const photoChallengeSchema = new Schema(
  {
    /** English; '' on a challenge written in Spanish only. */
    challenge: { type: String, default: '' },
    /** Absent on documents from before organizers wrote Spanish (see presentChallenge). */
    challengeEs: String,
    difficulty: { type: String, required: true },
    points: { type: Number, default: 10 },
    isActive: { type: Boolean, default: true },
  },
  { collection: 'photo_challenges', versionKey: false, timestamps: createdOnly },
);
export type PhotoChallengeDocument = InferSchemaType<typeof photoChallengeSchema> & {
  _id: mongoose.Types.ObjectId;
  createdAt: Date;
};
export const PhotoChallengeModel = mongoose.model('PhotoChallenge', photoChallengeSchema);

/**
 * One scored thing per player and leaderboard round (collection `game_awards`): the bingo win, a
 * trivia question answered right, a photo challenge or scavenger task done. The unique
 * (playerId, round, key) index is what makes each count once per player in a round, even when two
 * requests race; a new round lets every player earn them again. A session's score is the sum of
 * its awards of the round it was scored in.
 */
const gameAwardSchema = new Schema(
  {
    playerId: { type: Schema.Types.ObjectId, required: true },
    /** The leaderboard round (its number) the award was earned in. */
    round: { type: Number, required: true, default: 1 },
    /**
     * 'bingo', 'trivia:<hash of the question's key, or of its text>', 'photo:<challenge id>',
     * 'scavenger:<task id>', 'live_quiz:<run id>'.
     */
    key: { type: String, required: true },
    sessionId: { type: Schema.Types.ObjectId, required: true },
    points: { type: Number, required: true, min: 0 },
  },
  { collection: 'game_awards', versionKey: false, timestamps: createdOnly },
);
gameAwardSchema.index({ playerId: 1, round: 1, key: 1 }, { unique: true });
gameAwardSchema.index({ sessionId: 1, round: 1 });
export const GameAwardModel = mongoose.model('GameAward', gameAwardSchema);

/**
 * The unique index of databases made before awards had a round: it would still refuse an award
 * earned again in a later round, so the games feature drops it when it starts.
 */
export const LEGACY_AWARD_INDEX = 'playerId_1_key_1';
