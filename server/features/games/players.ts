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
 * A new player's id follows from the device hash, so that finding a device's player is a read by
 * `_id` (FerretDB 1.x answers a query on any other field by scanning `game_players`). Players
 * created before keep their ids; they are found by device hash (see `savePlayer`).
 */
export function playerIdOf(deviceHash: string): Types.ObjectId {
  return new Types.ObjectId(createHash('sha256').update(`player:${deviceHash}`).digest('hex').slice(0, 24));
}

/**
 * Creates this device's player or renames it: the same phone keeps one player whatever name it
 * types; two phones are two players even with the same name. Sessions carry the player's name for
 * the leaderboard, so a rename is written to them as well. Saving the same name again writes
 * nothing (every game start saves the player).
 */
export async function savePlayer(viewer: Viewer, body: { playerName: string; playerEmail: string | null }): Promise<SavedPlayerResult> {
  const deviceHash = deviceHashOf(viewer);
  const fields = { name: body.playerName, email: body.playerEmail };
  const before = await findPlayerByHash(deviceHash);
  let player: GamePlayerDocument;
  if (!before) {
    const _id = playerIdOf(deviceHash);
    try {
      await retryWhileBusy(() => GamePlayerModel.create({ _id, deviceHash, idFromDevice: true, ...fields }));
    } catch (error) {
      // Two first requests of one phone raced to insert it (the other one's row stands, renamed
      // next time round), or an older player holds the device hash under another id.
      if (!isDuplicateKey(error)) throw error;
      if (!(await GamePlayerModel.exists({ _id }))) olderPlayersMayExist = true;
      return savePlayer(viewer, body);
    }
    player = { _id, deviceHash, ...fields } as GamePlayerDocument;
  } else {
    player = { ...before, ...fields };
    if (before.name !== fields.name || (before.email ?? null) !== fields.email) {
      await retryWhileBusy(() => GamePlayerModel.updateOne({ _id: before._id }, { $set: fields }));
    }
  }
  knownPlayerIds.remember(deviceHash, player._id);
  const renamed = !!before && (before.name !== body.playerName || (before.email ?? null) !== body.playerEmail);
  if (renamed) {
    await GameSessionModel.updateMany(
      { playerId: player._id },
      { $set: { playerName: body.playerName, playerEmail: body.playerEmail } },
    );
  }
  return { player, renamed };
}

/**
 * Whether the database may hold players made before ids followed from the device (checked at
 * start-up): only then does a device without a player by its derived id cost a query by hash.
 */
let olderPlayersMayExist = true;

export async function checkForOlderPlayers(): Promise<void> {
  olderPlayersMayExist = Boolean(await GamePlayerModel.exists({ idFromDevice: { $ne: true } }));
}

/** The device's player: by its derived id, or by device hash for a player made before ids were. */
async function findPlayerByHash(deviceHash: string): Promise<GamePlayerDocument | null> {
  const byId = await GamePlayerModel.findById(playerIdOf(deviceHash)).lean<GamePlayerDocument>();
  if (byId || !olderPlayersMayExist) return byId;
  return GamePlayerModel.findOne({ deviceHash }).lean<GamePlayerDocument>();
}

/**
 * The player of the phone with this device hash, created with `name` when it has none (a guest
 * whose first game was the live quiz). An existing player keeps its name: sessions carry the
 * player's current name, and a rename is the player's own act (savePlayer).
 */
export async function playerOfDeviceHash(deviceHash: string, name: string): Promise<GamePlayerDocument> {
  const found = await findPlayerByHash(deviceHash);
  if (found) return found;
  const _id = playerIdOf(deviceHash);
  try {
    await retryWhileBusy(() => GamePlayerModel.create({ _id, deviceHash, idFromDevice: true, name, email: null }));
  } catch (error) {
    // Raced by the phone's own game start, or an older player holds the hash under another id.
    if (!isDuplicateKey(error)) throw error;
    if (!(await GamePlayerModel.exists({ _id }))) olderPlayersMayExist = true;
    return playerOfDeviceHash(deviceHash, name);
  }
  knownPlayerIds.remember(deviceHash, _id);
  return { _id, deviceHash, name, email: null } as GamePlayerDocument;
}

/** This device's player, or null when it never saved one. */
export async function findPlayer(viewer: Viewer): Promise<GamePlayerDocument | null> {
  return findPlayerByHash(deviceHashOf(viewer));
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
  const player = await findPlayerByHash(deviceHash);
  if (player) knownPlayerIds.remember(deviceHash, player._id);
  return player?._id ?? null;
}
