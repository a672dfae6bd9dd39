import { createHash } from 'node:crypto';
import type { Player } from '../../../protocol/games';
import type { Viewer } from '../../lib/auth/viewer';
import { Types } from 'mongoose';
import { badRequest, isDuplicateKey } from '../../lib/http/errors';
import { retryWhileBusy } from '../../lib/transient-db';
import { GamePlayerModel, GameSessionModel, type GamePlayerDocument } from './model';

export const NEED_DEVICE_MESSAGE =
  'A device id (X-Device-Id header) is required to play: it keeps your scores on your phone.';

/** Only the SHA-256 of the browser's device id is stored. */
function deviceHashOf(viewer: Viewer): string {
  if (!viewer.deviceId) throw badRequest(NEED_DEVICE_MESSAGE);
  return createHash('sha256').update(viewer.deviceId).digest('hex');
}

export function presentPlayer(doc: GamePlayerDocument): Player {
  return { id: doc._id.toString(), name: doc.name, email: doc.email ?? null };
}

export interface SavedPlayerResult {
  player: GamePlayerDocument;
  /** True when an existing player changed name or e-mail (their sessions were renamed too). */
  renamed: boolean;
}

/**
 * Creates this device's player or renames it: the same phone keeps one player whatever name it
 * types; two phones are two players even with the same name. Sessions carry the player's name for
 * the leaderboard, so a rename is written to them as well.
 */
export async function savePlayer(viewer: Viewer, body: { playerName: string; playerEmail: string | null }): Promise<SavedPlayerResult> {
  const deviceHash = deviceHashOf(viewer);
  const upsert = async () => {
    // One write, no read back: a new player gets the id chosen here, an existing one keeps theirs.
    const _id = new Types.ObjectId();
    const update = { $set: { name: body.playerName, email: body.playerEmail }, $setOnInsert: { _id } };
    const before = await retryWhileBusy(() =>
      GamePlayerModel.findOneAndUpdate({ deviceHash }, update, { upsert: true, new: false }).lean<GamePlayerDocument>(),
    );
    const player = { ...(before ?? { _id, deviceHash }), name: body.playerName, email: body.playerEmail } as GamePlayerDocument;
    knownPlayerIds.remember(deviceHash, player._id);
    return { before, player };
  };
  let result;
  try {
    result = await upsert();
  } catch (error) {
    // Two first requests of one phone raced to insert it: the loser updates the winner's row.
    if (!isDuplicateKey(error)) throw error;
    result = await upsert();
  }
  const renamed =
    !!result.before && (result.before.name !== body.playerName || (result.before.email ?? null) !== body.playerEmail);
  if (renamed) {
    await GameSessionModel.updateMany(
      { playerId: result.player._id },
      { $set: { playerName: body.playerName, playerEmail: body.playerEmail } },
    );
  }
  return { player: result.player, renamed };
}

/** This device's player, or null when it never saved one. */
export async function findPlayer(viewer: Viewer): Promise<GamePlayerDocument | null> {
  return GamePlayerModel.findOne({ deviceHash: deviceHashOf(viewer) }).lean<GamePlayerDocument>();
}

/**
 * Device hash → player id, as this process has seen them. A device's player id never changes
 * (players are never deleted or re-keyed), so an entry never goes stale; it spares each answer a
 * query by device hash (which FerretDB 1.x answers by scanning `game_players`).
 */
const knownPlayerIds = new (class {
  private readonly ids = new Map<string, Types.ObjectId>();
  remember(deviceHash: string, id: Types.ObjectId): void {
    if (this.ids.size >= 50_000) this.ids.clear();
    this.ids.set(deviceHash, id);
  }
  get(deviceHash: string): Types.ObjectId | undefined {
    return this.ids.get(deviceHash);
  }
})();

/** The id of this device's player, or null when it never saved one. */
export async function findPlayerId(viewer: Viewer): Promise<Types.ObjectId | null> {
  const deviceHash = deviceHashOf(viewer);
  const known = knownPlayerIds.get(deviceHash);
  if (known) return known;
  const player = await GamePlayerModel.findOne({ deviceHash }, { _id: 1 }).lean<{ _id: Types.ObjectId }>();
  if (player) knownPlayerIds.remember(deviceHash, player._id);
  return player?._id ?? null;
}
