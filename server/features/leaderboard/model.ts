import mongoose, { Schema, type InferSchemaType } from 'mongoose';

/**
 * One player's standing in the current round (collection `game_leaderboard`), recomputed from
 * their scored game sessions; one row per player (unique playerId, which is also the `_id` of rows
 * written since rows carry `sessions`, so that a score reads and writes the row by `_id`).
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
    /**
     * What each of the player's sessions of round `sessionsRound` contributes, by session id
     * ({ score, completed, scoredAt }): a score re-reads only its own session and sums these.
     */
    sessions: { type: Schema.Types.Mixed, default: undefined },
    sessionsRound: { type: Number, default: undefined },
  },
  { collection: 'game_leaderboard', versionKey: false, timestamps: { createdAt: true, updatedAt: false } },
);
gameLeaderboardSchema.index({ totalScore: -1 });

export type GameLeaderboardDocument = InferSchemaType<typeof gameLeaderboardSchema> & {
  _id: mongoose.Types.ObjectId;
  createdAt: Date;
};
export const GameLeaderboardModel = mongoose.model('GameLeaderboard', gameLeaderboardSchema);

/**
 * The leaderboard's one settings document (collection `game_leaderboard_settings`, _id 'current'):
 * the current round, the podium on the projector and what `/live` shows.
 */
const leaderboardSettingsSchema = new Schema(
  {
    _id: { type: String, required: true },
    roundNumber: { type: Number, default: 1 },
    /** Sessions scored before this instant belong to earlier rounds and no longer count. */
    roundStartedAt: { type: Date, default: () => new Date(0) },
    podiumOpen: { type: Boolean, default: false },
    podiumRevealed: { type: Number, default: 0 },
    /** The top three frozen when the podium opened: [first, second, third] player ids. */
    podiumPlayerIds: { type: [String], default: [] },
    liveMode: { type: String, default: 'moments' },
    liveRotateSeconds: { type: Number, default: 30 },
  },
  { collection: 'game_leaderboard_settings', versionKey: false },
);
export type LeaderboardSettingsDocument = InferSchemaType<typeof leaderboardSettingsSchema>;
export const LeaderboardSettingsModel = mongoose.model(
  'LeaderboardSettings',
  leaderboardSettingsSchema,
);

/** A finished round's standings (collection `game_leaderboard_archive`), kept when a new one starts. */
const leaderboardArchiveSchema = new Schema(
  {
    roundNumber: { type: Number, required: true },
    startedAt: { type: Date, required: true },
    endedAt: { type: Date, required: true },
    standings: {
      type: [
        {
          _id: false,
          playerId: String,
          playerName: String,
          playerEmail: { type: String, default: null },
          totalScore: Number,
          gamesCompleted: Number,
          lastPlayedAt: Date,
          hidden: Boolean,
        },
      ],
      default: [],
    },
  },
  { collection: 'game_leaderboard_archive', versionKey: false },
);
export type LeaderboardArchiveDocument = InferSchemaType<typeof leaderboardArchiveSchema> & {
  _id: mongoose.Types.ObjectId;
};
export const LeaderboardArchiveModel = mongoose.model(
  'LeaderboardArchive',
  leaderboardArchiveSchema,
);
