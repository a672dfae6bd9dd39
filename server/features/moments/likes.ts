import type { MomentLiked } from '../../../protocol/moments';
import { isDuplicateKey, notFound } from '../../lib/http/errors';
import { adoptRawLike } from './like-keys';
import { MomentLikeModel, MomentModel, isWithheld } from './model';
import { NOT_FOUND_MESSAGE } from './service';

/**
 * Stores one device's like of a moment once (a unique like per device), and answers the count;
 * `shown` is what the screens may be told of the liked moment, absent when it is withheld. Runs
 * in the moment's serial queue (MomentsService.like).
 */
export async function storeLike(
  id: string,
  deviceId: string,
  deviceKey: string,
): Promise<{ liked: MomentLiked; shown?: { isPublic: boolean } }> {
  try {
    // A like stored under the raw id (before likes were keyed) is this device's like already.
    await adoptRawLike(id, deviceId, deviceKey);
    await MomentLikeModel.create({ momentId: id, deviceId: deviceKey });
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
    // This device already liked it: nothing changes, the answer is the current count.
    const current = await MomentModel.findById(id).select({ likes: 1 }).lean<{ likes: number }>();
    if (!current) throw notFound(NOT_FOUND_MESSAGE);
    return { liked: { id, likes: current.likes } };
  }
  // updateOne then a read, not findOneAndUpdate: FerretDB 1.x refuses projections there, and
  // mongoose always projects away the hidden hash fields.
  const { matchedCount } = await MomentModel.updateOne({ _id: id }, { $inc: { likes: 1 } });
  const updated =
    matchedCount > 0
      ? await MomentModel.findById(id)
          .select({ likes: 1, isPublic: 1, status: 1 })
          .lean<{ likes: number; isPublic: boolean; status?: string | null }>()
      : null;
  if (!updated) {
    // Deleted between the check and the increment: leave no orphan like behind.
    await MomentLikeModel.deleteOne({ momentId: id, deviceId: deviceKey });
    throw notFound(NOT_FOUND_MESSAGE);
  }
  const liked = { id, likes: updated.likes };
  return isWithheld(updated.status) ? { liked } : { liked, shown: { isPublic: updated.isPublic } };
}
