import mongoose from 'mongoose';
import { isDuplicateKey } from '../http/errors';
import { claimIdOf } from './claim';
import { JobClaimModel, JobKeyModel, JobModel, type JobDocument } from './model';

/** A key claimed this recently whose job is not written yet is an enqueue under way. */
const UNWRITTEN_KEY_MS = 60_000;

const keyIdOf = (type: string, key: string) => `${type}:${key}`;

async function insertKey(id: string, jobId: mongoose.Types.ObjectId): Promise<boolean> {
  try {
    await JobKeyModel.collection.insertOne({ _id: id as never, jobId, claimedAt: new Date() });
    return true;
  } catch (error) {
    if (isDuplicateKey(error)) return false;
    throw error;
  }
}

/**
 * The live job holding a key, or null when the key was left behind (its job finished or was never
 * written) and has been freed.
 */
async function holderOf(id: string): Promise<string | null> {
  const held = await JobKeyModel.findById(id).lean();
  if (!held) return null;
  const job = await JobModel.findById(held.jobId).select({ state: 1 }).lean();
  if (job && (job.state === 'queued' || job.state === 'running')) return held.jobId.toString();
  if (!job && Date.now() - held.claimedAt.getTime() < UNWRITTEN_KEY_MS)
    return held.jobId.toString();
  await JobKeyModel.deleteOne({ _id: id, jobId: held.jobId });
  return null;
}

/** Stores a queued job; with a key, only when no live job holds it (else answers that one). */
export async function enqueueJob(
  type: string,
  payload: unknown,
  key: string | null,
  runAt: Date,
  /** Written already claimed (claim number 1) by this owner, instead of queued. */
  claimedBy?: { owner: string; leaseMs: number },
): Promise<{ id: string; created: boolean; job?: JobDocument }> {
  const jobId = new mongoose.Types.ObjectId();
  if (key !== null) {
    const keyId = keyIdOf(type, key);
    let inserted = await insertKey(keyId, jobId);
    // Two rounds: a key left behind is freed once, then taken (or lost to a racing enqueue).
    for (let round = 0; !inserted && round < 2; round += 1) {
      const holder = await holderOf(keyId);
      if (holder) return { id: holder, created: false };
      inserted = await insertKey(keyId, jobId);
    }
    if (!inserted) {
      const holder = await holderOf(keyId);
      if (holder) return { id: holder, created: false };
      throw new Error(`job key ${keyId} is contended`);
    }
  }
  const now = new Date();
  const leaseUntil = claimedBy ? new Date(now.getTime() + claimedBy.leaseMs) : null;
  if (claimedBy)
    await JobClaimModel.collection.insertOne({
      _id: claimIdOf(jobId, 1) as never,
      jobId,
      generation: 1,
      owner: claimedBy.owner,
      leaseUntil,
      released: false,
      createdAt: now,
    });
  const job = {
    _id: jobId,
    type,
    key,
    payload,
    state: claimedBy ? 'running' : 'queued',
    attempts: claimedBy ? 1 : 0,
    runAt,
    generation: claimedBy ? 1 : 0,
    owner: claimedBy?.owner ?? null,
    leaseUntil,
    lastError: null,
    finishedAt: null,
    createdAt: now,
    updatedAt: now,
  };
  await JobModel.collection.insertOne(job);
  return { id: jobId.toString(), created: true, job: job as JobDocument };
}

/** Lets the key of a finished job go, so the next enqueue with it makes a new job. */
export async function freeKey(job: Pick<JobDocument, '_id' | 'type' | 'key'>): Promise<void> {
  if (job.key == null) return;
  await JobKeyModel.deleteOne({ _id: keyIdOf(job.type, job.key), jobId: job._id });
}
