// Likes are stored under the device's keyed hash (DeviceTokens.keyOf), never its id. Rows written
// before that (by an older release, or by one still running beside this one) hold the raw id.
import type { Types } from 'mongoose';
import { isDuplicateKey } from '../../lib/http/errors';
import { MomentLikeModel, MomentModel } from './model';

/** A raw device id has no dot; a keyed hash (`k1.<hmac>`) has. */
export const RAW_DEVICE_ID = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * Moves one like row from a raw id to its key. Answers whether such a row existed. When the
 * device also liked the moment under its key (two releases side by side), the raw row is one like
 * too many: it goes, and the moment's count with it.
 */
async function rekey(
  filter: { _id?: Types.ObjectId; momentId?: string | Types.ObjectId; deviceId: string },
  momentId: string | Types.ObjectId,
  key: string,
): Promise<boolean> {
  try {
    const { matchedCount } = await MomentLikeModel.updateOne(filter, { $set: { deviceId: key } });
    return matchedCount > 0;
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
    const { deletedCount } = await MomentLikeModel.deleteOne(filter);
    if (deletedCount > 0) {
      await MomentModel.updateOne({ _id: momentId, likes: { $gt: 0 } }, { $inc: { likes: -1 } });
    }
    return true;
  }
}

/** Before a like: this device's raw row on this moment, if any, now under its key. */
export function adoptRawLike(momentId: string, deviceId: string, key: string): Promise<boolean> {
  return rekey({ momentId, deviceId }, momentId, key);
}

/**
 * At start: every like still under a raw id moves to its key (idempotent; nothing to do once
 * done). Answers how many rows moved.
 */
export async function keyStoredLikes(keyOf: (deviceId: string) => string): Promise<number> {
  let moved = 0;
  let after: Types.ObjectId | undefined;
  for (;;) {
    const rows = await MomentLikeModel.find(
      { deviceId: { $regex: RAW_DEVICE_ID.source }, ...(after ? { _id: { $gt: after } } : {}) },
      { momentId: 1, deviceId: 1 },
    )
      .sort({ _id: 1 })
      .limit(500)
      .lean<{ _id: Types.ObjectId; momentId: Types.ObjectId; deviceId: string }[]>();
    if (rows.length === 0) return moved;
    for (const row of rows) {
      if (await rekey({ _id: row._id, deviceId: row.deviceId }, row.momentId, keyOf(row.deviceId))) moved++;
    }
    after = rows[rows.length - 1]._id;
  }
}
