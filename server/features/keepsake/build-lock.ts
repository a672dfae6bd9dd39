import type mongoose from 'mongoose';
import { isDuplicateKey } from '../../lib/http/errors';
import { KEEPSAKE_LOCK_ID, KeepsakeJobModel, KeepsakeLockModel } from './model';

/** A claim whose job was never written after this long came from a process that died. */
const UNWRITTEN_CLAIM_MS = 60_000;

/**
 * Takes the lock for a new job. The lock document exists only while a build holds it, so taking
 * it is an insert, which its unique _id lets through once: a conditional update ("where jobId is
 * null") let two starts at once both through on FerretDB 1.x, which reads and then writes.
 */
export async function claimLock(jobId: mongoose.Types.ObjectId): Promise<boolean> {
  try {
    await KeepsakeLockModel.collection.insertOne({
      _id: KEEPSAKE_LOCK_ID as never,
      jobId,
      claimedAt: new Date(),
    });
    return true;
  } catch (error) {
    if (isDuplicateKey(error)) return false;
    throw error;
  }
}

/** Frees a lock left by a build that is no longer running (or was never written). */
export async function freeStaleLock(): Promise<boolean> {
  const lock = await KeepsakeLockModel.findById(KEEPSAKE_LOCK_ID).lean();
  if (!lock) return false;
  // Freed by a version that kept the document with no job: free, so it goes.
  if (!lock.jobId) {
    const removed = await KeepsakeLockModel.deleteOne({ _id: KEEPSAKE_LOCK_ID, jobId: null });
    return removed.deletedCount === 1;
  }
  const job = await KeepsakeJobModel.findById(lock.jobId).select({ state: 1 }).lean();
  if (job?.state === 'running') return false;
  // No job yet may be a start between its claim and its first write: only an old claim is stale.
  const claimedAt = lock.claimedAt?.getTime() ?? 0;
  if (!job && Date.now() - claimedAt < UNWRITTEN_CLAIM_MS) return false;
  const freed = await KeepsakeLockModel.deleteOne({ _id: KEEPSAKE_LOCK_ID, jobId: lock.jobId });
  return freed.deletedCount === 1;
}

export function releaseLock(jobId: mongoose.Types.ObjectId) {
  return KeepsakeLockModel.deleteOne({ _id: KEEPSAKE_LOCK_ID, jobId });
}
