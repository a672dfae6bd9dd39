import { randomUUID } from 'node:crypto';
import { isDuplicateKey } from '../../lib/http/errors';
import type { SweepTask } from '../../lib/sweeper';
import { sha256 } from '../moments/visibility';
import { MyPostsLockModel } from './model';

/** How long a download's lock outlives its process if that process dies mid-stream. */
export const MY_POSTS_LEASE_MS = 30_000;

/**
 * One download of a guest's own posts at a time per identity, across processes: the organizers'
 * build's way (keepsake_lock), an insert under a unique `_id`, which lets one taker through on
 * MongoDB and FerretDB alike. Its lease is renewed while the download streams; a lock whose lease
 * lapsed (its process died) is taken over. Answers the release, or null when one is under way.
 */
export async function lockMyPosts(
  who: string,
  leaseMs = MY_POSTS_LEASE_MS,
): Promise<(() => Promise<void>) | null> {
  const _id = sha256(who);
  const holder = randomUUID();
  const leaseUntil = () => new Date(Date.now() + leaseMs);
  const take = async () => {
    try {
      await MyPostsLockModel.collection.insertOne({
        _id: _id as never,
        holder,
        leaseUntil: leaseUntil(),
      });
      return true;
    } catch (error) {
      if (isDuplicateKey(error)) return false;
      throw error;
    }
  };
  if (!(await take())) {
    const lapsed = await MyPostsLockModel.deleteOne({ _id, leaseUntil: { $lt: new Date() } });
    if (lapsed.deletedCount !== 1 || !(await take())) return null;
  }
  const timer = setInterval(
    () => {
      void MyPostsLockModel.updateOne(
        { _id, holder },
        { $set: { leaseUntil: leaseUntil() } },
      ).catch(
        // The database is away: the next renewal tries again (the lease may lapse meanwhile).
        () => undefined,
      );
    },
    Math.max(50, Math.floor(leaseMs / 3)),
  );
  timer.unref();
  return async () => {
    clearInterval(timer);
    await MyPostsLockModel.deleteOne({ _id, holder });
  };
}

/** Locks left by processes that died mid-download, an hour after their lease lapsed. */
export function lapsedMyPostsLocksSweep(): SweepTask {
  return {
    name: 'keepsake_download_locks.lapsed',
    async sweep(now) {
      const { deletedCount } = await MyPostsLockModel.deleteMany({
        leaseUntil: { $lt: new Date(now.getTime() - 60 * 60_000) },
      });
      return deletedCount;
    },
  };
}
