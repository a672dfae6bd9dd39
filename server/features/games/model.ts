import mongoose, { Schema, type InferSchemaType } from 'mongoose';
import { gameTypes } from '../../../protocol/games';

const createdOnly = { createdAt: true, updatedAt: false } as const;

const gameSessionSchema = new Schema(
  {
    gameType: { type: String, enum: gameTypes, required: true },
    playerName: { type: String, required: true },
    playerEmail: { type: String, default: null },
    /** JSON text of the game's own state. */
    gameData: { type: String, default: '{}' },
    score: { type: Number, default: 0, min: 0 },
    completed: { type: Boolean, default: false },
    completedAt: { type: Date, default: null },
  },
  { collection: 'game_sessions', versionKey: false, timestamps: createdOnly },
);
// Per-game leaderboards are counted from completed sessions of one type.
gameSessionSchema.index({ gameType: 1, completed: 1 });

export type GameSessionDocument = InferSchemaType<typeof gameSessionSchema> & {
  _id: mongoose.Types.ObjectId;
  createdAt: Date;
};
export const GameSessionModel = mongoose.model('GameSession', gameSessionSchema);

const photoChallengeSchema = new Schema(
  {
    challenge: { type: String, required: true },
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

const gameLeaderboardSchema = new Schema(
  {
    /**
     * Who the row belongs to: the lower-cased trimmed name and e-mail. Unique, so that a
     * completed game is one atomic upsert with $inc, even when two land at the same time.
     */
    playerKey: { type: String, required: true, unique: true },
    playerName: { type: String, required: true },
    playerEmail: { type: String, default: null },
    totalScore: { type: Number, default: 0 },
    gamesCompleted: { type: Number, default: 0 },
    lastPlayedAt: { type: Date, required: true },
  },
  { collection: 'game_leaderboard', versionKey: false, timestamps: createdOnly },
);
gameLeaderboardSchema.index({ totalScore: -1 });

/** The leaderboard row key of a player. */
export function playerKeyOf(playerName: string, playerEmail: string | null | undefined): string {
  return `${playerName.trim().toLowerCase()}|${(playerEmail ?? '').trim().toLowerCase()}`;
}

export type GameLeaderboardDocument = InferSchemaType<typeof gameLeaderboardSchema> & {
  _id: mongoose.Types.ObjectId;
  createdAt: Date;
};
export const GameLeaderboardModel = mongoose.model('GameLeaderboard', gameLeaderboardSchema);
