import type { FilterQuery } from 'mongoose';
import { GameLeaderboardModel, type GameLeaderboardDocument } from './model';

/**
 * Leaderboard rows as tests and benches of other features seed and inspect them. Product code of other features reads through door.ts instead.
 */

/** Stores one player's leaderboard row (the schema fills in the defaults); answers its id. */
export const seedLeaderboardRow = async (fields: Record<string, unknown>): Promise<string> =>
  (await GameLeaderboardModel.create(fields))._id.toString();

/** The stored rows matching `filter`. */
export const storedLeaderboardRows = (filter: FilterQuery<GameLeaderboardDocument>) =>
  GameLeaderboardModel.find(filter).lean<GameLeaderboardDocument[]>();
