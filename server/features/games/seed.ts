import { GameSessionModel, type GameSessionDocument } from './model';

/**
 * Played games (sessions) as tests and benches of other features seed and inspect them: played
 * before a scenario starts, stored by an older version, or as a run left them. Product code of other features reads through door.ts instead.
 */

/** Stores one played game (the schema fills in the defaults); answers its id. */
export const seedGameSession = async (fields: Record<string, unknown>): Promise<string> =>
  (await GameSessionModel.create(fields))._id.toString();

/** Writes rows straight to the collection, past the schema: games an older version stored. */
export const seedStoredGameSessionRows = async (rows: Record<string, unknown>[]): Promise<void> => {
  await GameSessionModel.collection.insertMany(rows);
};

/** Changes a stored game behind the app's back (re-scored, no longer counting). */
export const changeStoredGameSession = async (
  id: string,
  fields: Partial<GameSessionDocument>,
): Promise<void> => {
  await GameSessionModel.updateOne({ _id: id }, { $set: fields });
};

/** Forgets every played game. */
export const clearGameSessions = async (): Promise<void> => {
  await GameSessionModel.deleteMany({});
};

/** Every stored game's player and score. */
export const storedSessionScores = () =>
  GameSessionModel.find({}, { playerId: 1, score: 1 }).lean<
    Pick<GameSessionDocument, '_id' | 'playerId' | 'score'>[]
  >();

/**
 * How many times `run` listed games (GameSessionModel.find, a scan where one read by id should
 * do), counted while it ran.
 */
export async function sessionListingsDuring(run: () => Promise<void>): Promise<number> {
  const find = GameSessionModel.find;
  let listings = 0;
  GameSessionModel.find = function (this: typeof GameSessionModel, ...args: unknown[]) {
    listings += 1;
    return (find as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof find;
  try {
    await run();
  } finally {
    GameSessionModel.find = find;
  }
  return listings;
}
