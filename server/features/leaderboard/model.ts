import mongoose, { Schema, type InferSchemaType } from 'mongoose';

/**
 * One player's standing in the current round (collection `game_leaderboard`), recomputed from
 * their scored game sessions; one row per player (unique playerId).
 */
const gameLeaderboardSchema = new Schema(
  {
    playerId: { type: Schema.Types.ObjectId, required: true, unique: true },
    playerName: { type: String, required: true },
    playerEmail: { type: String, default: null },
    totalScore: { type: Number, default: 0 },
    gamesCompleted: { type: Number, default: 0 },
    lastPlayedAt: { type: Date, required: true },
    /** Hidden by an organizer (abuse): kept, but never shown or pushed. */
    hidden: { type: Boolean, default: false },
  },
  { collection: 'game_leaderboard', versionKey: false, timestamps: { createdAt: true, updatedAt: false } },
);
gameLeaderboardSchema.index({ totalScore: -1 });

export type GameLeaderboardDocument = InferSchemaType<typeof gameLeaderboardSchema> & {
  _id: mongoose.Types.ObjectId;
  createdAt: Date;
};
export const GameLeaderboardModel = mongoose.model('GameLeaderboard', gameLeaderboardSchema);
